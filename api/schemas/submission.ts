import { z } from 'zod';
import { courseEntries } from '../../course';
import { PLAYBACK_SORTS, type PlaybackDetailRecord, type PlaybackRecord } from '../../db/playback';
import { registry } from '../openapi';
import { PageQuery, paginated, type pageEnvelope } from '../pagination';
import { Id, iso, isoOrOmit, orOmit, text, Timestamp } from './common';
import { CourseEntry } from './course';
import { Scorecard } from './scorecard';

const HoleKey = z
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
    sheet_id: z.int().min(1).describe('Version of the question sheet used'),
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
    failure: z
      .string()
      .optional()
      .describe('Only when status is failed: why the submission could not be scored (it is not charged)'),
    course: CourseMap.optional().describe('Detail view only'),
  }),
);

/** An element of GET /v1/playback: the submission with its scorecard, without `course`. */
export const SubmissionListItem = registry.register('SubmissionListItem', Submission.omit({ course: true }));

/** GET /v1/playback/{id}: the submission with the `course` of its holes. */
export const SubmissionDetail = registry.register('SubmissionDetail', Submission.extend({ course: CourseMap }));

export const PlaybackList = registry.register('PlaybackList', paginated(SubmissionListItem));

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const MAX_SEARCH_LENGTH = 200;

/** The playback list's query. Strict: an unknown parameter answers 422 too. */
export const PlaybackQuery = PageQuery.extend({
  sort: z.enum(PLAYBACK_SORTS, oneOf(PLAYBACK_SORTS)).default('created_at'),
  order: z.enum(SORT_ORDERS, oneOf(SORT_ORDERS)).default('desc'),
  search: text(MAX_SEARCH_LENGTH, { rule: `must be a single string of at most ${MAX_SEARCH_LENGTH} characters` })
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters')
    .overwrite((s) => s.trim())
    .optional()
    .transform((s) => (s === '' ? undefined : s)),
});

function fields(r: PlaybackRecord) {
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
    failure: orOmit(r.failure),
  };
}

/** GET /v1/playback's body: the page's submissions and its envelope (api/pagination.ts). */
export const playbackList = (
  rows: PlaybackRecord[],
  envelope: ReturnType<typeof pageEnvelope>,
): z.infer<typeof PlaybackList> => PlaybackList.parse({ data: rows.map(fields), ...envelope });

export const submissionDetail = (r: PlaybackDetailRecord): z.infer<typeof SubmissionDetail> =>
  SubmissionDetail.parse({ ...fields(r), course: courseEntries(r.sheet_id, r.holes, r.variations) });
