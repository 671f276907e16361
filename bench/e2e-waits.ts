import type { Pool } from '../db/pool';
import type { WebhookReceiver } from '../test/support/webhook-receiver';

/** When a submission's row said analyzed, when its webhook reached the receiver, when the row stamped it delivered (ms epoch). */
export interface Arrival {
  analyzed: number;
  delivered: number;
  stamped: number;
}

interface Polling {
  pollMs: number;
  timeoutMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until every submission is analyzed and its webhook has arrived at `path`; when each did. */
export async function arrivals(
  { pool, receiver, path }: { pool: Pool; receiver: WebhookReceiver; path: string },
  ids: string[],
  { pollMs, timeoutMs }: Polling,
): Promise<Map<string, Arrival>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ id: string; processing_finished_at: Date; webhook_completed_at: Date }>(
      `SELECT id, processing_finished_at, webhook_completed_at FROM submissions
        WHERE id = ANY($1) AND processing_finished_at IS NOT NULL AND webhook_completed_at IS NOT NULL`,
      [ids],
    );
    const received = receiver.received(path);
    const delivered = new Map(ids.map((id) => [id, received.find((r) => r.body.includes(id))?.receivedAt]));
    if (rows.length === ids.length && [...delivered.values()].every(Boolean)) {
      return new Map(
        rows.map((r) => [
          r.id,
          {
            analyzed: r.processing_finished_at.getTime(),
            delivered: delivered.get(r.id)!,
            stamped: r.webhook_completed_at.getTime(),
          },
        ]),
      );
    }
    if (Date.now() > deadline)
      throw new Error(
        `${rows.length} of ${ids.length} analyzed, ` +
          `${[...delivered.values()].filter(Boolean).length} delivered after ${timeoutMs / 1000} s`,
      );
    await sleep(pollMs);
  }
}

/**
 * Until every e-mail queued so far is sent: a round's verification code, and an earlier round's
 * results, are another job's work, not that of the submissions about to be measured.
 */
export async function allMailSent(pool: Pool, { pollMs, timeoutMs }: Polling): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ unsent: number }>(
      'SELECT count(*)::int AS unsent FROM emails WHERE sent_at IS NULL AND failed_at IS NULL',
    );
    if (rows[0].unsent === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0].unsent} e-mails unsent after ${timeoutMs / 1000} s`);
    await sleep(pollMs);
  }
}
