import type { PoolClient } from 'pg';
import { inTransaction, type Pool, type Queryable } from './pool';
import type { SubmissionRecord } from './submissions';

/**
 * The reconciler's claims. A claim takes the rows that wait for their workflow and are due (never
 * taken and older than the grace period, or past their back-off), the longest-due first, and
 * marks each: one more take, and not due again before `now + backoff × 2^(takes so far)`, capped.
 * Claims of one sweep are serialized across every API process by an advisory lock held only for
 * the claim itself, so no two sweeps take the same row.
 */
export interface ClaimWindow {
  now: Date;
  /** Rows recorded after this are still being started by the request that recorded them. */
  graceBefore: Date;
  limit: number;
  backoffMs: number;
  maxBackoffMs: number;
}

/** Every claimed row says how many times the reconciler has taken it, this take included. */
export interface Claimed {
  sweep_attempts: number;
}

const params = (w: ClaimWindow) => [w.graceBefore, w.now, w.limit, w.backoffMs, w.maxBackoffMs];
const due = (age: string, table = '') => `${age} < $1 AND (${table}sweep_after IS NULL OR ${table}sweep_after <= $2)`;
const mark = (table: string) =>
  `sweep_attempts = ${table}.sweep_attempts + 1,
   sweep_after = $2::timestamptz + least($4::float8 * 2 ^ ${table}.sweep_attempts, $5::float8) * interval '1 millisecond'`;

export async function claimForSweep<T extends Claimed>(
  pool: Pool,
  sweep: string,
  claim: (tx: PoolClient, window: ClaimWindow) => Promise<T[]>,
  window: ClaimWindow,
): Promise<T[]> {
  return inTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reconciler:${sweep}`]);
    return claim(tx, window);
  });
}

/** Submissions still `submitted`: their run never started, or never reached its first step. */
export async function claimAwaitingSubmissions(db: Queryable, w: ClaimWindow) {
  const { rows } = await db.query<Pick<SubmissionRecord, 'id' | 'company_id' | 'email' | 'test' | 'attempt'> & Claimed>(
    `UPDATE submissions s SET ${mark('s')}
     FROM (SELECT id FROM submissions WHERE status = 'submitted' AND ${due('submitted_at')}
           ORDER BY coalesce(sweep_after, submitted_at), id LIMIT $3) d
     WHERE s.id = d.id AND s.status = 'submitted'
     RETURNING s.id, s.company_id, s.email, s.test, s.attempt, s.sweep_attempts`,
    params(w),
  );
  return rows;
}

/** Limited rounds still drafts whose clock is not known to have started (its deadline may have passed: it then submits at once). */
export async function claimUnclockedRounds(db: Queryable, w: ClaimWindow) {
  const { rows } = await db.query<Pick<SubmissionRecord, 'id' | 'company_id'> & { deadline_at: Date } & Claimed>(
    `UPDATE submissions s SET ${mark('s')}
     FROM (SELECT id FROM submissions
           WHERE status = 'draft' AND deadline_at IS NOT NULL AND clock_started_at IS NULL AND ${due('created_at')}
           ORDER BY coalesce(sweep_after, created_at), id LIMIT $3) d
     WHERE s.id = d.id AND s.status = 'draft' AND s.clock_started_at IS NULL
     RETURNING s.id, s.company_id, s.deadline_at, s.sweep_attempts`,
    params(w),
  );
  return rows;
}

/** Outbox e-mails neither sent nor failed (result e-mails excepted: their submission's workflow owns them). */
export async function claimUndeliveredEmails(db: Queryable, w: ClaimWindow) {
  const { rows } = await db.query<{ id: string; kind: string; company_id: string | null } & Claimed>(
    `UPDATE emails e SET ${mark('e')}
     FROM (SELECT id FROM emails
           WHERE sent_at IS NULL AND failed_at IS NULL AND submission_id IS NULL AND ${due('created_at')}
           ORDER BY coalesce(sweep_after, created_at), id LIMIT $3) d
     WHERE e.id = d.id AND e.sent_at IS NULL AND e.failed_at IS NULL
     RETURNING e.id, e.kind, e.company_id, e.sweep_attempts`,
    params(w),
  );
  return rows;
}

/** Invitation batches with invitations still queued: the whole batch is one claim. */
export async function claimStalledBatches(db: Queryable, w: ClaimWindow) {
  const { rows } = await db.query<{ company_id: string; batch_id: string; invitation_ids: string[] } & Claimed>(
    `WITH d AS (
       SELECT company_id, batch_id FROM invitations WHERE status = 'queued' AND ${due('created_at')}
       GROUP BY company_id, batch_id ORDER BY min(coalesce(sweep_after, created_at)), batch_id LIMIT $3
     ), claimed AS (
       UPDATE invitations i SET ${mark('i')}
       FROM d WHERE i.company_id = d.company_id AND i.batch_id = d.batch_id AND i.status = 'queued'
       RETURNING i.company_id, i.batch_id, i.id, i.position, i.sweep_attempts
     )
     SELECT company_id, batch_id, array_agg(id::text ORDER BY position) AS invitation_ids, max(sweep_attempts)::int AS sweep_attempts
     FROM claimed GROUP BY company_id, batch_id`,
    params(w),
  );
  return rows;
}

/** Test webhooks and redeliveries whose workflow is not known to have started (results are started by their submission's workflow). */
export async function claimUnstartedWebhookEvents(db: Queryable, w: ClaimWindow) {
  const { rows } = await db.query<
    { id: string; company_id: string; kind: 'test' | 'redelivery'; submission_id: string | null } & Claimed
  >(
    `UPDATE webhook_events e SET ${mark('e')}
     FROM (SELECT id FROM webhook_events
           WHERE status = 'pending' AND workflow_started_at IS NULL AND kind <> 'result' AND ${due('created_at')}
           ORDER BY coalesce(sweep_after, created_at), id LIMIT $3) d
     WHERE e.id = d.id AND e.status = 'pending' AND e.workflow_started_at IS NULL
     RETURNING e.id, e.company_id, e.kind, e.submission_id, e.sweep_attempts`,
    params(w),
  );
  return rows;
}

/** Questions in use whose revision is still being checked: its check never started, or never ended. */
export async function claimUncheckedQuestions(db: Queryable, w: ClaimWindow) {
  const { rows } = await db.query<{ company_id: string; id: number; revision: number } & Claimed>(
    `UPDATE company_questions q SET ${mark('q')}
     FROM (SELECT company_id, id FROM company_questions
           WHERE check_status = 'running' AND status <> 'retired' AND ${due('updated_at')}
           ORDER BY coalesce(sweep_after, updated_at), company_id, id LIMIT $3) d
     WHERE q.company_id = d.company_id AND q.id = d.id AND q.check_status = 'running'
     RETURNING q.company_id, q.id, q.revision, q.sweep_attempts`,
    params(w),
  );
  return rows;
}

/** How many rows of each sweep still wait after at least `takes` takes: what operators see as stuck. */
export async function countStuckRows(
  db: Queryable,
  takes: number,
): Promise<Record<'submissions' | 'clocks' | 'outbox' | 'invitations' | 'webhooks' | 'questions', number>> {
  const { rows } = await db.query<{
    submissions: number;
    clocks: number;
    outbox: number;
    invitations: number;
    webhooks: number;
    questions: number;
  }>(
    `SELECT
       (SELECT count(*)::int FROM submissions WHERE status = 'submitted' AND sweep_attempts >= $1) AS submissions,
       (SELECT count(*)::int FROM submissions
         WHERE status = 'draft' AND deadline_at IS NOT NULL AND clock_started_at IS NULL AND sweep_attempts >= $1) AS clocks,
       (SELECT count(*)::int FROM emails
         WHERE sent_at IS NULL AND failed_at IS NULL AND submission_id IS NULL AND sweep_attempts >= $1) AS outbox,
       (SELECT count(DISTINCT (company_id, batch_id))::int FROM invitations ` +
      `WHERE status = 'queued' AND sweep_attempts >= $1) AS invitations,
       (SELECT count(*)::int FROM webhook_events
         WHERE status = 'pending' AND workflow_started_at IS NULL AND kind <> 'result' AND sweep_attempts >= $1) AS webhooks,
       (SELECT count(*)::int FROM company_questions
         WHERE check_status = 'running' AND status <> 'retired' AND sweep_attempts >= $1) AS questions`,
    [takes],
  );
  return rows[0];
}
