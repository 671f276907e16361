import type { CourseEntry as CourseEntryOfCourse } from '@hiring/course';
import { FIRST_COMPANY_SHEET_ID } from '../../db/company-sheets';
import { z } from 'zod';
import {
  PLAYBACK_SORTS,
  SEARCH_LIMITS,
  type SubmissionDetailRecord,
  type SubmissionListRecord,
} from '../../db/playback';
import { KEPT_FROM, MATCHES_KEPT, type HoleSimilarity as HoleSimilarityRecord } from '../../db/similarity';
import { registry } from '../http/openapi';
import { PageMeta, PageQuery, paginated, type pageEnvelope } from '../http/pagination';
import { Id, iso, isoOrOmit, orOmit, text, Timestamp } from './common';
import { CourseEntry } from './course';
import { instantQuery } from './instant';
import { CaseCounts } from '../../scoring/scorecard/case-counts';
import { Scorecard } from './scorecard';
import { InterviewQuestions, reportFields, Standing } from './report';
import type { Standing as StandingRecord } from '../../db/standing';

export const HoleKey = z
  .string()
  .regex(/^[0-9]+$/)
  .describe('Question id');

const CourseMap = z
  .record(HoleKey, CourseEntry)
  .describe('Question id to the variation of the question this candidate received; its letter is never shown');

/** The interface's Shot: a saved shot, as the company reads it (the round's own view is the `Shot` it saved). */
export const SavedShot = registry.register(
  'SavedShot',
  z.object({
    language: z.string().describe('e.g. a programming language, `human` or `math`'),
    code: z.string().describe("The candidate's solution text"),
  }),
);

/**
 * The interface's four statuses, and `failed`: the end of a submission that could not be scored (never
 * charged; `failure` says why, `processing_finished_at` when).
 */
export const SUBMISSION_STATUSES = ['draft', 'submitted', 'processing', 'analyzed', 'failed'] as const;

/**
 * The interface's Submission. A timestamp, the message or the scorecard without a value is
 * omitted, never null; `course` is only in the detail view. The variation letters are not a field.
 */
export const Submission = registry.register(
  'Submission',
  z.object({
    id: Id,
    sheet_id: z
      .int()
      .min(1)
      .describe(
        `Version of the question sheet used. Below ${FIRST_COMPANY_SHEET_ID}, a course sheet; from ` +
          `${FIRST_COMPANY_SHEET_ID}, a sheet of the company: the ` +
          'course sheet and the published version of each of its own questions that the round was started with ' +
          '(POST /v1/questions/{id}/publish), so that the one integer names both',
      ),
    email: z.string().describe('Candidate e-mail'),
    name: z.string().describe('Candidate name'),
    holes: z.array(z.int().min(1)).length(3).describe('Question ids of the round'),
    attempt: z.int().min(1).describe("Attempt number of this candidate's e-mail"),
    status: z.enum(SUBMISSION_STATUSES),
    test: z.int().min(0).max(1).describe('0 live (charged), 1 test (free)'),
    created_at: Timestamp,
    submitted_at: Timestamp.optional(),
    processing_started_at: Timestamp.optional(),
    processing_finished_at: Timestamp.optional(),
    candidate_emailed_at: Timestamp.optional().describe('When the results were e-mailed to the candidate'),
    company_emailed_at: Timestamp.optional().describe('When the results were e-mailed to the company'),
    webhook_completed_at: Timestamp.optional().describe('When the webhook was delivered'),
    message: z.string().optional().describe('Optional message from the candidate to the hiring team'),
    shots: z.record(HoleKey, SavedShot).describe('Question id to the shot saved for it; {} before any'),
    scorecard: Scorecard.optional().describe('Present once analyzed'),
    hidden_cases: CaseCounts.optional().describe(
      'Present once analyzed (omitted for rounds analyzed before it was kept): hole id to its hidden cases passed, ' +
        'by kind, counts only; null where no program ran (a prose answer, an empty or unsupported shot). `correct` ' +
        'when every hidden case of the hole passed',
    ),
    time_limit_reached: z
      .boolean()
      .describe("Whether the round's time limit ended it: submitted at its deadline with the shots saved by then"),
    failure: z
      .string()
      .optional()
      .describe('Only when status is failed: why the submission could not be scored (it is not charged)'),
    similarity_highest: z
      .int()
      .min(0)
      .max(100)
      .optional()
      .describe(
        "The highest similarity score (0–100) between one of its programs and another submission's, at this company " +
          'or another; omitted when none reaches 30 or before it is analyzed. The detail says which',
      ),
    course: CourseMap.optional().describe('Detail view only'),
  }),
);

const SimilarityMatch = z.object({
  score: z
    .int()
    .min(0)
    .max(100)
    .describe('How much of the smaller program is the same, once names, layout, comments and literals are set aside'),
  same_company: z.boolean().describe("Whether the other submission is your company's"),
  submission_id: Id.optional().describe("The other submission, only when it is your company's"),
});

const HoleSimilarity = registry.register(
  'HoleSimilarity',
  z.object({
    compared: z.boolean().describe('Whether this shot was compared with the others of its question and variation'),
    reason: z
      .enum(['no_program', 'too_short'])
      .optional()
      .describe(
        'Only when not compared: `no_program` (prose, or no shot), `too_short` (too little code of its own to tell a ' +
          'copy from a coincidence)',
      ),
    matches: z
      .array(SimilarityMatch)
      .max(MATCHES_KEPT)
      .describe(
        `The closest programs of other submissions on the same question and variation, closest first: at most ${MATCHES_KEPT}, ` +
          `each scoring at least ${KEPT_FROM}. Another company's show a score only`,
      ),
  }),
);

export const SimilarityMap = z
  .record(HoleKey, HoleSimilarity)
  .describe(
    'Question id to how like other submissions its program is: found when the submission is analyzed, and added to ' +
      'when a later one matches it. Omitted for a submission analyzed before similarity was recorded, and before analysis',
  );

/** An element of GET /v1/playback: the submission with its scorecard, without `course`. */
export const SubmissionListItem = registry.register('SubmissionListItem', Submission.omit({ course: true }));

/** GET /v1/playback/{id}: the submission with the `course` of its holes. */
export const SubmissionDetail = registry.register(
  'SubmissionDetail',
  Submission.extend({
    course: CourseMap,
    similarity: SimilarityMap.optional(),
    standing: Standing.optional(),
    interview_questions: InterviewQuestions.optional(),
  }),
);

const cap = SEARCH_LIMITS.countCap.toLocaleString('en-US');

export const PlaybackList = registry.register(
  'PlaybackList',
  paginated(SubmissionListItem).extend({
    meta: z.object({
      page: PageMeta,
      'total-capped': z
        .boolean()
        .describe(
          `Whether \`page.total\` is a lower bound. A search or a filter counts its matches up to ${cap}, or up to one past ` +
            `the page asked for where that is further. When it matches at least that many, counting may stop there: ` +
            `\`total\` is that number, \`last-page\` the page it falls on, \`next\` is present, and the pages go on ` +
            `past it until the matches end (\`next\` absent), where the total is exact again. Without a search or filter, or ` +
            `with fewer matches, \`total\` is exact and this is false.`,
        ),
    }),
  }),
);

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const MAX_SEARCH_LENGTH = 200;

const STATUS_NAME = `(${SUBMISSION_STATUSES.join('|')})`;
const STATUS_RULE = `must be one or more of ${SUBMISSION_STATUSES.join(', ')}, separated by commas`;

/**
 * The playback list's query. Strict: an unknown parameter answers 422 too. The filters (`status`,
 * `test`, `from`, `to`) combine with each other and with `search`.
 */
export const PlaybackQuery = PageQuery.extend({
  sort: z.enum(PLAYBACK_SORTS, oneOf(PLAYBACK_SORTS)).default('created_at'),
  order: z.enum(SORT_ORDERS, oneOf(SORT_ORDERS)).default('desc'),
  search: text(MAX_SEARCH_LENGTH, { rule: `must be a single string of at most ${MAX_SEARCH_LENGTH} characters` })
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters')
    .overwrite((s) => s.trim())
    .optional()
    .transform((s) => (s === '' ? undefined : s)),
  status: z
    .string(STATUS_RULE)
    .regex(new RegExp(`^${STATUS_NAME}(,${STATUS_NAME})*$`), STATUS_RULE)
    .transform((s) => [...new Set(s.split(','))])
    .optional()
    .describe('Only submissions in one of these statuses: one, or several separated by commas'),
  test: z
    .enum(['true', 'false'], oneOf(['true', 'false']))
    .transform((s) => s === 'true')
    .optional()
    .describe('Only test rounds (`true`) or only live rounds (`false`)'),
  from: instantQuery().describe('Only submissions created at or after this instant (inclusive)'),
  to: instantQuery().describe(
    'Only submissions created before this instant (exclusive); a `to` not after `from` keeps none',
  ),
});

/** A submission's fields as playback shows them (the interface's Submission, without `course`). */
export function submissionFields(r: SubmissionListRecord) {
  return {
    id: r.id,
    sheet_id: r.sheet_id,
    email: r.email,
    name: r.name,
    holes: r.holes,
    attempt: r.attempt,
    status: r.status,
    test: r.test,
    created_at: iso(r.created_at),
    submitted_at: isoOrOmit(r.submitted_at),
    processing_started_at: isoOrOmit(r.processing_started_at),
    processing_finished_at: isoOrOmit(r.processing_finished_at),
    candidate_emailed_at: isoOrOmit(r.candidate_emailed_at),
    company_emailed_at: isoOrOmit(r.company_emailed_at),
    webhook_completed_at: isoOrOmit(r.webhook_completed_at),
    message: orOmit(r.message),
    shots: r.shots,
    scorecard: orOmit(r.scorecard),
    hidden_cases: orOmit(r.case_counts),
    time_limit_reached: r.time_limit_reached,
    failure: orOmit(r.failure),
    similarity_highest: orOmit(r.similarity_highest),
  };
}

export const similarityMap = (holes: HoleSimilarityRecord[]) =>
  holes.length
    ? Object.fromEntries(
        holes.map((h) => [
          String(h.holeId),
          {
            compared: h.status === 'compared',
            ...(h.status === 'compared' ? {} : { reason: h.status }),
            matches: h.matches.map((m) => ({
              score: m.score,
              same_company: m.sameCompany,
              ...(m.submissionId ? { submission_id: m.submissionId } : {}),
            })),
          },
        ]),
      )
    : undefined;

/** GET /v1/playback's body: the page's submissions and its envelope (api/http/pagination.ts). */
export const playbackList = (
  rows: SubmissionListRecord[],
  envelope: ReturnType<typeof pageEnvelope>,
  capped: boolean,
): z.infer<typeof PlaybackList> =>
  PlaybackList.parse({
    data: rows.map(submissionFields),
    ...envelope,
    meta: { ...envelope.meta, 'total-capped': capped },
  });

/** `course`: the submission's holes as its candidate read them (api/company/offered-holes.ts, courseOf). */
export const submissionDetail = (
  r: SubmissionDetailRecord,
  course: Record<string, CourseEntryOfCourse>,
  similarity: HoleSimilarityRecord[],
  standing: StandingRecord | undefined,
): z.infer<typeof SubmissionDetail> => {
  return SubmissionDetail.parse({
    ...submissionFields(r),
    course,
    similarity: similarityMap(similarity),
    ...reportFields(r, course, standing),
  });
};
