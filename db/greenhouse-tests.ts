import type { SubmissionStatus } from './submissions';
import type { QuestionsOffered } from './companies';
import type { Queryable } from './pool';

/** A test Greenhouse sent (send_test): its id is the `partner_interview_id`. */
export interface GreenhouseTestRecord {
  id: string;
  company_id: string;
  assessment_id: string;
  key_id: string;
  invitation_id: string;
  url: string;
  email: string;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  greenhouse_profile_url: string;
  sent_by: string | null;
  created_at: Date;
  expires_at: Date;
  cancelled_at: Date | null;
  submission_id: string | null;
  completion: 'queued' | 'delivered' | 'failed' | null;
  completion_failure: string | null;
}

export interface NewGreenhouseTest {
  id: string;
  companyId: string;
  assessmentId: string;
  keyId: string;
  invitationId: string;
  url: string;
  email: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  greenhouseProfileUrl: string;
  sentBy: string | null;
  at: Date;
  expiresAt: Date;
}

/** The company's test sent with this `url`, if any: a repeated send_test. */
export async function findGreenhouseTestByUrl(
  db: Queryable,
  companyId: string,
  url: string,
): Promise<GreenhouseTestRecord | undefined> {
  const { rows } = await db.query<GreenhouseTestRecord>(
    'SELECT * FROM greenhouse_tests WHERE company_id = $1 AND url = $2',
    [companyId, url],
  );
  return rows[0];
}

export async function insertGreenhouseTest(db: Queryable, t: NewGreenhouseTest): Promise<void> {
  await db.query(
    `INSERT INTO greenhouse_tests (id, company_id, assessment_id, key_id, invitation_id, url, email, first_name,
                                   last_name, preferred_name, greenhouse_profile_url, sent_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      t.id,
      t.companyId,
      t.assessmentId,
      t.keyId,
      t.invitationId,
      t.url,
      t.email,
      t.firstName,
      t.lastName,
      t.preferredName,
      t.greenhouseProfileUrl,
      t.sentBy,
      t.at,
      t.expiresAt,
    ],
  );
}

/** The company's test `id`; `forUpdate` locks it until the caller's transaction ends. */
export async function findGreenhouseTest(
  db: Queryable,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<GreenhouseTestRecord | undefined> {
  const { rows } = await db.query<GreenhouseTestRecord>(
    `SELECT * FROM greenhouse_tests WHERE company_id = $1 AND id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [companyId, id],
  );
  return rows[0];
}

/** A test with what its status is read from: its round, if started; and its assessment's name. */
export interface GreenhouseTestProgress extends GreenhouseTestRecord {
  assessment_name: string;
  round_status: SubmissionStatus | null;
  round_erased: boolean;
  started_at: Date | null;
  submitted_at: Date | null;
  analyzed_at: Date | null;
  scorecard: unknown | null;
  shot_languages: string[] | null;
  similarity_highest: number | null;
}

export async function findGreenhouseTestProgress(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<GreenhouseTestProgress | undefined> {
  const { rows } = await db.query<GreenhouseTestProgress>(
    `SELECT t.*, a.name AS assessment_name, s.status AS round_status, s.erased_at IS NOT NULL AS round_erased,
            s.created_at AS started_at, s.submitted_at, s.processing_finished_at AS analyzed_at, s.scorecard,
            (SELECT array_agg(DISTINCT shot->>'language' ORDER BY shot->>'language') FROM jsonb_each(s.shots) AS e(hole, shot))
              AS shot_languages,
            (SELECT max(m.score) FROM similarity_matches m WHERE m.submission_id = s.id) AS similarity_highest
       FROM greenhouse_tests t JOIN assessments a ON a.id = t.assessment_id
       LEFT JOIN submissions s ON s.id = t.submission_id
      WHERE t.company_id = $1 AND t.id = $2`,
    [companyId, id],
  );
  return rows[0];
}

/** The company's tests, newest first. */
export async function listGreenhouseTests(
  db: Queryable,
  companyId: string,
  window: { offset: number; limit: number },
): Promise<{ rows: GreenhouseTestProgress[]; total: number }> {
  const { rows } = await db.query<GreenhouseTestProgress & { total: number }>(
    `SELECT t.*, a.name AS assessment_name, s.status AS round_status, s.erased_at IS NOT NULL AS round_erased,
            s.created_at AS started_at, s.submitted_at, s.processing_finished_at AS analyzed_at, NULL AS scorecard,
            NULL AS shot_languages, NULL AS similarity_highest, count(*) OVER ()::int AS total
       FROM greenhouse_tests t JOIN assessments a ON a.id = t.assessment_id
       LEFT JOIN submissions s ON s.id = t.submission_id
      WHERE t.company_id = $1
      ORDER BY t.created_at DESC, t.id DESC OFFSET $2 LIMIT $3`,
    [companyId, window.offset, window.limit],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Cancels the company's test `id` unless it already is: the row, or none. */
export async function cancelGreenhouseTest(
  db: Queryable,
  companyId: string,
  id: string,
  at: Date,
): Promise<GreenhouseTestRecord | undefined> {
  const { rows } = await db.query<GreenhouseTestRecord>(
    `UPDATE greenhouse_tests SET cancelled_at = $3 WHERE company_id = $1 AND id = $2 AND cancelled_at IS NULL
     RETURNING *`,
    [companyId, id, at],
  );
  if (rows[0]) await withdrawQueuedInvitations(db, { testId: id });
  return rows[0];
}

/** Cancels the assessment's tests that no round has started (the assessment is deleted). */
export async function cancelUnstartedTests(db: Queryable, assessmentId: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE greenhouse_tests SET cancelled_at = $2
      WHERE assessment_id = $1 AND cancelled_at IS NULL AND submission_id IS NULL`,
    [assessmentId, at],
  );
  await withdrawQueuedInvitations(db, { assessmentId });
}

/**
 * The invitations of cancelled tests that are still queued (Temporal was down, the sweep not yet
 * come): given up on, so that no candidate is e-mailed a link that starts nothing.
 */
async function withdrawQueuedInvitations(db: Queryable, of: { assessmentId?: string; testId?: string }) {
  await db.query(
    `UPDATE invitations i SET status = 'failed', failed_at = t.cancelled_at, failure = 'the test was cancelled'
       FROM greenhouse_tests t
      WHERE t.invitation_id = i.id AND t.cancelled_at IS NOT NULL AND i.status = 'queued'
        AND (t.assessment_id = $1 OR t.id = $2)`,
    [of.assessmentId ?? null, of.testId ?? null],
  );
}

/** Links the round started from a test's invitation to it; false when one already is. */
export async function linkGreenhouseRound(db: Queryable, testId: string, submissionId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE greenhouse_tests SET submission_id = $2 WHERE id = $1 AND submission_id IS NULL',
    [testId, submissionId],
  );
  return rowCount === 1;
}

/**
 * Queues the PATCH of the test a submission was started from, with the analysis (in its
 * transaction): the test's id, or none when the round is no Greenhouse test's, or was cancelled.
 * Called again (a retried analysis), it answers the same test without queueing it twice.
 */
export async function queueGreenhouseCompletion(db: Queryable, submissionId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE greenhouse_tests SET completion = COALESCE(completion, 'queued')
      WHERE submission_id = $1 AND cancelled_at IS NULL RETURNING id`,
    [submissionId],
  );
  return rows[0]?.id;
}

/** What the PATCH needs: where it goes, and whether it is still due. */
export async function findCompletionToSend(
  db: Queryable,
  testId: string,
): Promise<Pick<GreenhouseTestRecord, 'id' | 'company_id' | 'url' | 'completion' | 'cancelled_at'> | undefined> {
  const { rows } = await db.query(
    'SELECT id, company_id, url, completion, cancelled_at FROM greenhouse_tests WHERE id = $1',
    [testId],
  );
  return rows[0];
}

/** Logs one HTTP attempt of a test's PATCH as its next number; answers that number. */
export async function recordCompletionAttempt(
  db: Queryable,
  a: { testId: string; startedAt: Date; durationMs: number; statusCode: number | null; error: string | null },
): Promise<number> {
  const { rows } = await db.query<{ number: number }>(
    `INSERT INTO greenhouse_completion_attempts (test_id, number, started_at, duration_ms, status_code, error)
     SELECT $1, COALESCE(max(number), 0) + 1, $2, $3, $4, $5 FROM greenhouse_completion_attempts WHERE test_id = $1
     RETURNING number`,
    [a.testId, a.startedAt, Math.round(a.durationMs), a.statusCode, a.error],
  );
  return rows[0].number;
}

export async function markCompletion(
  db: Queryable,
  testId: string,
  outcome: { delivered: true } | { failed: string },
): Promise<void> {
  await db.query(
    `UPDATE greenhouse_tests SET completion = $2, completion_failure = $3 WHERE id = $1 AND completion = 'queued'`,
    [testId, 'delivered' in outcome ? 'delivered' : 'failed', 'failed' in outcome ? outcome.failed : null],
  );
}

/** What Greenhouse reported of a malformed answer of ours (response_error). */
export interface GreenhouseReportRecord {
  id: string;
  company_id: string;
  api_call: string;
  errors: string[];
  partner_test_id: string | null;
  partner_test_name: string | null;
  partner_interview_id: string | null;
  received_at: Date;
}

/** Reports kept per company: the newest; older ones go as new ones come. */
export const GREENHOUSE_REPORTS_KEPT = 500;

export async function insertGreenhouseReport(db: Queryable, r: GreenhouseReportRecord): Promise<void> {
  await db.query(
    `INSERT INTO greenhouse_reports (id, company_id, api_call, errors, partner_test_id, partner_test_name,
                                     partner_interview_id, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      r.id,
      r.company_id,
      r.api_call,
      r.errors,
      r.partner_test_id,
      r.partner_test_name,
      r.partner_interview_id,
      r.received_at,
    ],
  );
  await db.query(
    `DELETE FROM greenhouse_reports WHERE id IN (
       SELECT id FROM greenhouse_reports WHERE company_id = $1
        ORDER BY received_at DESC, id DESC OFFSET $2)`,
    [r.company_id, GREENHOUSE_REPORTS_KEPT],
  );
}

/** The company's reports, newest first. */
export async function listGreenhouseReports(
  db: Queryable,
  companyId: string,
  window: { offset: number; limit: number },
): Promise<{ rows: GreenhouseReportRecord[]; total: number }> {
  const { rows } = await db.query<GreenhouseReportRecord & { total: number }>(
    `SELECT *, count(*) OVER ()::int AS total FROM greenhouse_reports WHERE company_id = $1
      ORDER BY received_at DESC, id DESC OFFSET $2 LIMIT $3`,
    [companyId, window.offset, window.limit],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** A sent test with the settings of its assessment (archived or not), as a round started from it takes them. */
export interface GreenhouseTestToStart extends GreenhouseTestRecord {
  assessment_test: boolean;
  assessment_round_time_limit_minutes: number | null;
  assessment_languages: string[] | null;
  assessment_holes: number[] | null;
  assessment_separate_attempts: boolean;
  assessment_questions: QuestionsOffered | null;
  /** The company deleted the assessment: it no longer offers it, and its links start nothing. */
  assessment_deleted: boolean;
}

/** The company's test `id` with its assessment's settings, locked until the caller's transaction ends. */
export async function findGreenhouseTestToStart(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<GreenhouseTestToStart | undefined> {
  const { rows } = await db.query<GreenhouseTestToStart>(
    `SELECT t.*, a.test AS assessment_test, a.round_time_limit_minutes AS assessment_round_time_limit_minutes,
            a.languages AS assessment_languages, a.holes AS assessment_holes,
            a.separate_attempts AS assessment_separate_attempts, a.questions AS assessment_questions,
            a.deleted_at IS NOT NULL AS assessment_deleted
       FROM greenhouse_tests t JOIN assessments a ON a.id = t.assessment_id
      WHERE t.company_id = $1 AND t.id = $2 FOR UPDATE OF t`,
    [companyId, id],
  );
  return rows[0];
}

/**
 * What the assessment of the company's test `id` narrows a round to (archived or not): its course
 * holes (null for the whole course) and what it offers (null for the company's setting); undefined
 * when the company has no such test.
 */
export async function findGreenhouseTestOffer(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<{ holes: number[] | null; questions: QuestionsOffered | null } | undefined> {
  const { rows } = await db.query<{ holes: number[] | null; questions: QuestionsOffered | null }>(
    `SELECT a.holes, a.questions FROM greenhouse_tests t JOIN assessments a ON a.id = t.assessment_id
      WHERE t.company_id = $1 AND t.id = $2`,
    [companyId, id],
  );
  return rows[0];
}
