import { ROUND_CLOCK_GRACE_MS } from '../workflow-contract/round-clock';
import { storableJson } from '../lib/text-formats';
import type { Queryable } from './pool';

export type SubmissionStatus = 'draft' | 'submitted' | 'processing' | 'analyzed' | 'failed';

export interface StoredShot {
  language: string;
  code: string;
}

/** A submission as stored. `variations` is internal (the letter of each hole) and never served. */
export interface SubmissionRecord {
  id: string;
  company_id: string;
  sheet_id: number;
  email: string;
  name: string;
  holes: number[];
  variations: string[];
  attempt: number;
  status: SubmissionStatus;
  test: 0 | 1;
  message: string | null;
  shots: Record<string, StoredShot>;
  scorecard: unknown | null;
  /** Each hole's hidden cases passed, by kind (scoring/scorecard/case-counts.ts); null before analysis or before they were kept. */
  case_counts: unknown | null;
  personalities: string[] | null;
  created_at: Date;
  submitted_at: Date | null;
  processing_started_at: Date | null;
  processing_finished_at: Date | null;
  candidate_emailed_at: Date | null;
  company_emailed_at: Date | null;
  webhook_completed_at: Date | null;
  /** Why a `failed` submission could not be scored; null otherwise. */
  failure: string | null;
  /** When the round's time limit ends it; null for a round without one. */
  deadline_at: Date | null;
  /** The languages the round's shots may be in; null: every language. */
  languages: string[] | null;
  /** Whether the clock submitted it, the deadline having come before the candidate's submit. */
  time_limit_reached: boolean;
  /** When the round's clock was known to start; the reconciler starts the clocks of the others. */
  clock_started_at: Date | null;
  /** Secret: the seed its hidden cases are drawn from; null for rounds started before cases were drawn. */
  case_seed: number | null;
  /** When its candidate's personal data was erased (db/erasure.ts); null otherwise. */
  erased_at: Date | null;
}

export interface NewRound {
  id: string;
  companyId: string;
  sheetId: number;
  email: string;
  name: string;
  holes: number[];
  variations: string[];
  test: 0 | 1;
  at: Date;
  deadlineAt: Date | null;
  /** The company's languages when the round starts; null: every language. */
  languages: string[] | null;
}

export const ASSESSMENT_CHARGE_CENTS = 3900;

/**
 * Serialises round starts of one candidate (company and lower-cased e-mail) until the caller's
 * transaction ends, so that counting attempts and inserting the next one cannot interleave.
 */
export async function lockCandidate(tx: Queryable, companyId: string, email: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('candidate:' || $1 || ':' || lower($2), 0))`, [
    companyId,
    email,
  ]);
}

/** Rounds (drafts included) this candidate has started with the company, of one kind (live or test). */
export async function countRounds(db: Queryable, companyId: string, email: string, test: 0 | 1): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM submissions WHERE company_id = $1 AND lower(email) = lower($2) AND test = $3',
    [companyId, email, test],
  );
  return rows[0].n;
}

/**
 * The candidate's live rounds that count against the company's `per_candidate`: all of them but those
 * started from a Greenhouse test of an assessment with `separate_attempts` (each such test is its own attempt).
 */
export async function countLiveRoundsCounted(db: Queryable, companyId: string, email: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM submissions s
      WHERE s.company_id = $1 AND lower(s.email) = lower($2) AND s.test = 0
        AND NOT EXISTS (SELECT 1 FROM greenhouse_tests t JOIN assessments a ON a.id = t.assessment_id
                         WHERE t.submission_id = s.id AND a.separate_attempts)`,
    [companyId, email],
  );
  return rows[0].n;
}

export async function insertRound(db: Queryable, round: NewRound & { attempt: number }): Promise<SubmissionRecord> {
  const { rows } = await db.query<SubmissionRecord>(
    `INSERT INTO submissions (id, company_id, sheet_id, email, name, holes, variations, attempt, test, created_at,
                              deadline_at, languages)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
    [
      round.id,
      round.companyId,
      round.sheetId,
      round.email,
      round.name,
      round.holes,
      round.variations,
      round.attempt,
      round.test,
      round.at,
      round.deadlineAt,
      round.languages,
    ],
  );
  return rows[0];
}

/** With forUpdate, the row stays locked until the caller's transaction ends (an erasure waits for it, and it for one). */
export async function findSubmission(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubmissionRecord | undefined> {
  const { rows } = await db.query<SubmissionRecord>(
    `SELECT * FROM submissions WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** The row's shots with every code cleared (each keeps its language): the candidate's writing, erased. */
export const CLEARED_SHOTS = `(SELECT coalesce(jsonb_object_agg(hole, shot || '{"code": ""}'), '{}')
  FROM jsonb_each(shots) AS cleared (hole, shot))`;

/** An erased submission's shots keep their code only until it is scored: a final status clears them. */
const SHOTS_AT_THE_END = `shots = CASE WHEN erased_at IS NULL THEN shots ELSE ${CLEARED_SHOTS} END`;

/** A draft whose deadline (if any), with its grace, has not passed at $2. */
const OPEN_DRAFT = `status = 'draft'
  AND (deadline_at IS NULL OR $2::timestamptz <= deadline_at + ${ROUND_CLOCK_GRACE_MS} * interval '1 millisecond')`;

/** Saves a hole's shot while the round is an open draft; undefined when it is not (any more). */
export async function saveShot(
  db: Queryable,
  id: string,
  holeId: number,
  shot: StoredShot,
  at: Date,
): Promise<SubmissionRecord | undefined> {
  const { rows } = await db.query<SubmissionRecord>(
    `UPDATE submissions SET shots = jsonb_set(shots, ARRAY[$3::text], $4::jsonb)
     WHERE id = $1 AND ${OPEN_DRAFT} RETURNING *`,
    [id, at, String(holeId), JSON.stringify({ language: shot.language, code: shot.code })],
  );
  return rows[0];
}

// Submitting clears the reconciler's marks: a draft's were its clock's, a submission's are its run's.
const SUBMITTED = `status = 'submitted', submitted_at = $2, sweep_attempts = 0, sweep_after = NULL`;

/**
 * The candidate's submit: an open draft → submitted, once; of concurrent calls (the round's clock
 * included) exactly one gets the row back. Records the message and the personalities that will score it.
 */
export async function submitRound(
  db: Queryable,
  id: string,
  change: { message?: string; personalities: readonly string[]; at: Date },
): Promise<SubmissionRecord | undefined> {
  const { rows } = await db.query<SubmissionRecord>(
    `UPDATE submissions SET ${SUBMITTED}, message = $3, personalities = $4
     WHERE id = $1 AND ${OPEN_DRAFT} RETURNING *`,
    [id, change.at, change.message ?? null, change.personalities],
  );
  return rows[0];
}

/**
 * The clock's submit at the deadline: a draft → submitted with what was saved, time_limit_reached
 * set, scored by the company's personalities of this moment. Of it and the candidate's submit
 * exactly one changes the row. Returns the round as it is now (whoever submitted it), so that a
 * repeated call tells the same.
 */
export async function submitAtDeadline(db: Queryable, id: string, at: Date): Promise<SubmissionRecord | undefined> {
  await db.query(
    `UPDATE submissions s SET ${SUBMITTED}, time_limit_reached = true, personalities = c.personalities
     FROM companies c WHERE s.id = $1 AND s.status = 'draft' AND c.id = s.company_id`,
    [id, at],
  );
  return findSubmission(db, id);
}

/**
 * Ends, at its deadline, a draft nothing was written into: failed with `reason`, never submitted,
 * scored or charged (a round started only to read the questions costs its company nothing). Guarded
 * on draft, like submitAtDeadline (of it, that and the candidate's own submit, one wins), and on
 * the shots it judged empty. True when it ended the round.
 */
export async function abandonAtDeadline(
  db: Queryable,
  round: { id: string; shots: Record<string, StoredShot> },
  reason: string,
  at: Date,
): Promise<boolean> {
  // The shots as read: one saved meanwhile makes this a round to submit after all.
  const { rowCount } = await db.query(
    `UPDATE submissions SET status = 'failed', failure = $3, time_limit_reached = true, processing_finished_at = $2
     WHERE id = $1 AND status = 'draft' AND shots = $4::jsonb`,
    [round.id, at, reason, JSON.stringify(round.shots)],
  );
  return rowCount === 1;
}

/** Notes that the round's clock started; the reconciler leaves it alone from then on. */
export async function markClockStarted(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE submissions SET clock_started_at = $2, sweep_attempts = 0, sweep_after = NULL
     WHERE id = $1 AND clock_started_at IS NULL AND status = 'draft'`,
    [id, at],
  );
}

/** submitted → processing (stamped once); returns the submission in whatever state it is now. */
export async function startProcessing(db: Queryable, id: string, at: Date): Promise<SubmissionRecord | undefined> {
  await db.query(
    `UPDATE submissions SET status = 'processing', processing_started_at = $2 WHERE id = $1 AND status = 'submitted'`,
    [id, at],
  );
  return findSubmission(db, id);
}

/**
 * Stores the scorecard (and the hidden cases' counts) and moves processing → analyzed (stamped once) in one statement, with a
 * live submission's 3900 cents charge: no run can end between the two. A repeated call changes
 * nothing (the status has moved, the charge's submission_id is unique). A submission erased while
 * it was scored loses its code here. Whether this call made it analyzed.
 */
export async function storeScorecardAndMarkAnalyzed(
  db: Queryable,
  id: string,
  analysis: { scorecard: unknown; caseCounts: unknown },
  chargeId: string,
  at: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `WITH analyzed AS (
       UPDATE submissions SET scorecard = $5, case_counts = $6, status = 'analyzed', processing_finished_at = $2,
         ${SHOTS_AT_THE_END}
       WHERE id = $1 AND status = 'processing'
       RETURNING id, company_id, test
     ), charged AS (
       INSERT INTO charges (id, company_id, kind, submission_id, amount_cents, created_at)
       SELECT $3, company_id, 'assessment', id, $4, $2 FROM analyzed WHERE test = 0
       ON CONFLICT (submission_id) DO NOTHING
     )
     SELECT id FROM analyzed`,
    [id, at, chargeId, ASSESSMENT_CHARGE_CENTS, storableJson(analysis.scorecard), storableJson(analysis.caseCounts)],
  );
  return rows.length > 0;
}

/** processing → failed (once), with the reason the company reads. Never charged; an erased one loses its code. */
export async function markFailed(db: Queryable, id: string, reason: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE submissions SET status = 'failed', failure = $3, processing_finished_at = $2, ${SHOTS_AT_THE_END}
     WHERE id = $1 AND status = 'processing'`,
    [id, at, reason],
  );
}
