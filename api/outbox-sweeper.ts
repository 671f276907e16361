import { findUndeliveredEmails } from '../db/emails';
import type { AppDeps } from './deps';
import { startEmailDelivery } from './mail';
import { sweepWebhookEvents } from './webhook-sweeper';

/** Rows younger than this are left alone: the request that wrote them is still starting delivery. */
const GRACE_MS = 30_000;
const BATCH = 100;

/**
 * Starts delivery of outbox messages whose workflow may never have started (Temporal was down
 * when the request committed). Starting is idempotent, so a message already on its way is untouched.
 * Returns how many messages it looked at.
 */
export async function sweepOutbox(deps: Pick<AppDeps, 'pool' | 'temporal' | 'config' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - GRACE_MS);
  const pending = await findUndeliveredEmails(deps.pool, before, BATCH);
  for (const email of pending) {
    await startEmailDelivery(deps.temporal, deps.config.temporal.taskQueue, {
      id: email.id,
      kind: email.kind,
      companyId: email.company_id ?? undefined,
    });
  }
  return pending.length;
}

export function startOutboxSweeper(deps: AppDeps, intervalMs = 60_000): { stop(): void } {
  const timer = setInterval(() => {
    sweepOutbox(deps).catch((err) => deps.logger.warn({ err }, 'outbox sweep failed; will retry'));
    sweepWebhookEvents(deps).catch((err) => deps.logger.warn({ err }, 'webhook sweep failed; will retry'));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
