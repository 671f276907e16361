import type { Queryable } from './pool';
import type { SubmissionRecord } from './submissions';

/**
 * What a report link may show of a submission: its scores and the facts of the round. The
 * candidate's address, code and message, the variations and everything about other submissions
 * are not read at all.
 */
export type SharedReportRecord = Pick<
  SubmissionRecord,
  | 'id'
  | 'sheet_id'
  | 'name'
  | 'holes'
  | 'test'
  | 'scorecard'
  | 'case_counts'
  | 'created_at'
  | 'submitted_at'
  | 'processing_started_at'
  | 'processing_finished_at'
  | 'time_limit_reached'
>;

/**
 * The company's submission `id` as a report link shows it, when it is analyzed, its candidate has
 * not been erased and its Greenhouse test not cancelled; undefined otherwise.
 */
export async function findSharedReport(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<SharedReportRecord | undefined> {
  const { rows } = await db.query<SharedReportRecord>(
    `SELECT id, sheet_id, name, holes, test, scorecard, case_counts, created_at, submitted_at,
       processing_started_at, processing_finished_at, time_limit_reached
     FROM submissions
     WHERE company_id = $1 AND id = $2 AND status = 'analyzed' AND erased_at IS NULL
       -- A Greenhouse test the company cancelled takes its report links with it.
       AND NOT EXISTS (SELECT 1 FROM greenhouse_tests t WHERE t.submission_id = submissions.id AND t.cancelled_at IS NOT NULL)`,
    [companyId, id],
  );
  return rows[0];
}
