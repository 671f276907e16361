import { z } from 'zod';
import type { SharedReportRecord } from '../../db/shared-report';
import { CaseCounts } from '../../scoring/scorecard/case-counts';
import { registry } from '../http/openapi';
import { iso, isoOrOmit, Timestamp } from './common';
import { HoleSummary } from './course';
import { Scorecard } from './scorecard';
import { HoleKey, Submission } from './submission';

/** The request header that carries a report link's token: never the URL, which servers and proxies log. */
export const REPORT_LINK_HEADER = 'X-Report-Link-Token';

/** Far above a report link's token (about 200 characters): a bound on what is verified. */
const MAX_TOKEN_LENGTH = 2048;
const TOKEN_RULE = 'must be the token of a report link: the part of the link after its #';

export const SharedReportHeaders = z.object({
  [REPORT_LINK_HEADER]: z
    .string(TOKEN_RULE)
    .max(MAX_TOKEN_LENGTH, TOKEN_RULE)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, TOKEN_RULE)
    .describe("The report link's token: what follows the `#` of the link `<PUBLIC_BASE_URL>/report#<token>`"),
});

const Overall = z
  .object({
    points: z.int().min(0).describe('X of the summary\'s "Overall: X/Y"'),
    max: z.int().min(1).describe('Y of the summary\'s "Overall: X/Y": X with every score at its highest'),
  })
  .describe('The overall score the summary ends with');

/**
 * One analyzed submission as its report link shows it: the scores and the facts of the round, the
 * fields of the interface's Submission where it has them. Nothing else: not the candidate's
 * address, code or message, nor the questions' statements, nor anything drawn from other
 * submissions (standing, similarity).
 */
export const SharedReport = registry.register(
  'SharedReport',
  Submission.pick({
    id: true,
    sheet_id: true,
    name: true,
    holes: true,
    test: true,
    created_at: true,
    processing_started_at: true,
    hidden_cases: true,
    time_limit_reached: true,
  }).extend({
    status: z.literal('analyzed'),
    submitted_at: Timestamp,
    processing_finished_at: Timestamp.describe('When it was analyzed'),
    scorecard: Scorecard,
    overall: Overall.optional(),
    course: z
      .record(HoleKey, HoleSummary)
      .describe("Question id to the question's title, category and difficulty; its statement is not shared"),
    link_expires_at: Timestamp.describe('When this link stops opening the report'),
  }),
);

export type SharedReport = z.infer<typeof SharedReport>;

const OVERALL_LINE = /Overall:\s*(\d+)\s*\/\s*(\d+)/;

function overallOf(summary: string): z.infer<typeof Overall> | undefined {
  const found = OVERALL_LINE.exec(summary);
  return found ? { points: Number(found[1]), max: Number(found[2]) } : undefined;
}

/**
 * GET /v1/shared-report's body: the record's shared fields, its holes by id (`course`:
 * api/company/offered-holes.ts, holesOf), and when the link expires.
 */
export function sharedReport(
  r: SharedReportRecord,
  course: Record<string, z.infer<typeof HoleSummary>>,
  linkExpiresAt: Date,
): SharedReport {
  const scorecard = Scorecard.parse(r.scorecard);
  return SharedReport.parse({
    id: r.id,
    sheet_id: r.sheet_id,
    name: r.name,
    holes: r.holes,
    status: 'analyzed',
    test: r.test,
    created_at: iso(r.created_at),
    submitted_at: isoOrOmit(r.submitted_at),
    processing_started_at: isoOrOmit(r.processing_started_at),
    processing_finished_at: isoOrOmit(r.processing_finished_at),
    scorecard,
    overall: overallOf(scorecard.summary),
    hidden_cases: r.case_counts ? CaseCounts.parse(r.case_counts) : undefined,
    time_limit_reached: r.time_limit_reached,
    course,
    link_expires_at: iso(linkExpiresAt),
  });
}
