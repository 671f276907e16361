import { inTransaction, type Pool, type Queryable } from './pool';

export type WebhookEventKind = 'result' | 'test' | 'redelivery';
export type WebhookEventStatus = 'pending' | 'delivered' | 'failed' | 'skipped';

export interface WebhookEventRow {
  id: string;
  company_id: string;
  kind: WebhookEventKind;
  submission_id: string | null;
  redelivery_of: string | null;
  test: number;
  payload: string;
  status: WebhookEventStatus;
  reason: string | null;
  created_at: Date;
  workflow_started_at: Date | null;
  completed_at: Date | null;
}

export interface WebhookAttemptRow {
  event_id: string;
  attempt: number;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  started_at: Date;
}

export interface NewWebhookEvent {
  id: string;
  companyId: string;
  kind: WebhookEventKind;
  submissionId?: string | null;
  redeliveryOf?: string;
  test: number;
  payload: string;
  createdAt: Date;
}

export async function insertWebhookEvent(db: Queryable, e: NewWebhookEvent): Promise<void> {
  await db.query(
    `INSERT INTO webhook_events (id, company_id, kind, submission_id, redelivery_of, test, payload, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [e.id, e.companyId, e.kind, e.submissionId ?? null, e.redeliveryOf ?? null, e.test, e.payload, e.createdAt],
  );
}

/** The result event of a submission: created by the first call, returned as it is by every later one. */
export async function findOrCreateResultEvent(
  db: Queryable,
  e: Omit<NewWebhookEvent, 'kind'>,
): Promise<WebhookEventRow> {
  await db.query(
    `INSERT INTO webhook_events (id, company_id, kind, submission_id, test, payload, created_at)
     VALUES ($1, $2, 'result', $3, $4, $5, $6)
     ON CONFLICT (submission_id) WHERE kind = 'result' DO NOTHING`,
    [e.id, e.companyId, e.submissionId, e.test, e.payload, e.createdAt],
  );
  const { rows } = await db.query<WebhookEventRow>(
    `SELECT * FROM webhook_events WHERE submission_id = $1 AND kind = 'result'`,
    [e.submissionId],
  );
  return rows[0];
}

export async function findCompanyWebhookEvent(db: Queryable, companyId: string, id: string) {
  const { rows } = await db.query<WebhookEventRow>('SELECT * FROM webhook_events WHERE id = $1 AND company_id = $2', [
    id,
    companyId,
  ]);
  return rows[0] as WebhookEventRow | undefined;
}

/**
 * An event with its company's webhook URL and secrets as they are at `now`, and whether a 2xx was
 * already received. The previous secret is there only while its grace lasts.
 */
export interface WebhookAttemptInput {
  id: string;
  status: WebhookEventStatus;
  payload: string;
  webhook_url: string;
  webhook_secret: string;
  webhook_previous_secret: string | null;
  answered_2xx: boolean;
}

export async function findWebhookAttemptInput(db: Queryable, eventId: string, now: Date) {
  const { rows } = await db.query<WebhookAttemptInput>(
    `SELECT e.id, e.status, e.payload, c.webhook_url, c.webhook_secret,
            CASE WHEN c.webhook_previous_secret_expires_at > $2 THEN c.webhook_previous_secret END
              AS webhook_previous_secret,
            EXISTS (SELECT 1 FROM webhook_attempts a
                    WHERE a.event_id = e.id AND a.status_code BETWEEN 200 AND 299) AS answered_2xx
     FROM webhook_events e JOIN companies c ON c.id = e.company_id
     WHERE e.id = $1`,
    [eventId, now],
  );
  return rows[0] as WebhookAttemptInput | undefined;
}

export interface NewWebhookAttempt {
  eventId: string;
  /** The workflow run (Temporal run id) of the delivery that made the attempt (column run_id). */
  workflowRunId: string;
  statusCode?: number;
  durationMs: number;
  error?: string;
  startedAt: Date;
}

/** How many attempts one workflow run of an event's delivery has made: each workflow run has its own budget of retries. */
export async function countWorkflowRunAttempts(db: Queryable, eventId: string, workflowRunId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM webhook_attempts WHERE event_id = $1 AND run_id = $2',
    [eventId, workflowRunId],
  );
  return rows[0].n;
}

/**
 * A failed event delivered again by a new run of its workflow (a reset): pending again, so that
 * its attempts are logged after the earlier ones and a 2xx marks it delivered.
 */
export async function reopenFailedWebhookEvent(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE webhook_events SET status = 'pending', reason = NULL, completed_at = NULL WHERE id = $1 AND status = 'failed'`,
    [id],
  );
}

/**
 * Records one attempt as the next number of the event's log (one series across every run of the
 * event, so a reset never reuses a number). A 2xx also marks the event delivered and stamps the
 * submission's webhook_completed_at, both only the first time. Returns the attempt's number.
 */
export async function recordWebhookAttempt(pool: Pool, a: NewWebhookAttempt, at: Date): Promise<number> {
  return inTransaction(pool, async (tx) => {
    // The event's row lock orders concurrent records of one event (a zombie attempt beside a new one).
    await tx.query('SELECT 1 FROM webhook_events WHERE id = $1 FOR UPDATE', [a.eventId]);
    const { rows: numbered } = await tx.query<{ attempt: number }>(
      `INSERT INTO webhook_attempts (event_id, attempt, run_id, status_code, duration_ms, error, started_at)
       SELECT $1, coalesce(max(attempt), 0) + 1, $2, $3, $4, $5, $6 FROM webhook_attempts WHERE event_id = $1
       RETURNING attempt`,
      [a.eventId, a.workflowRunId, a.statusCode ?? null, a.durationMs, a.error ?? null, a.startedAt],
    );
    if (a.statusCode !== undefined && a.statusCode >= 200 && a.statusCode <= 299) {
      const { rows } = await tx.query<{ submission_id: string | null }>(
        `UPDATE webhook_events SET status = 'delivered', reason = NULL, completed_at = $2
         WHERE id = $1 AND status <> 'delivered' RETURNING submission_id`,
        [a.eventId, at],
      );
      if (rows[0]?.submission_id) {
        await tx.query(
          'UPDATE submissions SET webhook_completed_at = $2 WHERE id = $1 AND webhook_completed_at IS NULL',
          [rows[0].submission_id, at],
        );
      }
    }
    return numbered[0].attempt;
  });
}

/** Ends a pending event as failed or skipped, with the reason; an event that already ended keeps its outcome. */
export async function endWebhookEvent(
  db: Queryable,
  id: string,
  status: 'failed' | 'skipped',
  reason: string,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE webhook_events SET status = $2, reason = $3, completed_at = $4 WHERE id = $1 AND status = 'pending'`,
    [id, status, reason, at],
  );
}

export async function markWebhookWorkflowStarted(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('UPDATE webhook_events SET workflow_started_at = $2 WHERE id = $1 AND workflow_started_at IS NULL', [
    id,
    at,
  ]);
}

/** One page of a company's events, newest first, with the attempts of each in order. */
export async function listWebhookEvents(db: Queryable, companyId: string, page: { offset: number; limit: number }) {
  // One after the other: a request holds one connection at a time (db/pool.ts).
  const { rows: count } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM webhook_events WHERE company_id = $1',
    [companyId],
  );
  const { rows: events } = await db.query<Omit<WebhookEventRow, 'payload'>>(
    `SELECT id, company_id, kind, submission_id, redelivery_of, test, status, reason, created_at, workflow_started_at, completed_at
     FROM webhook_events WHERE company_id = $1
     ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
    [companyId, page.offset, page.limit],
  );
  const { rows: attempts } = await db.query<WebhookAttemptRow>(
    'SELECT * FROM webhook_attempts WHERE event_id = ANY($1) ORDER BY event_id, attempt',
    [events.map((e) => e.id)],
  );
  const attemptsOf = new Map<string, WebhookAttemptRow[]>();
  for (const a of attempts) attemptsOf.set(a.event_id, [...(attemptsOf.get(a.event_id) ?? []), a]);
  return { total: count[0].n, events: events.map((e) => ({ ...e, attempts: attemptsOf.get(e.id) ?? [] })) };
}
