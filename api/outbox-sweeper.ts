import { findUndeliveredEmails } from '../db/emails';
import type { AppDeps } from './deps';
import { sweepInvitations } from './invitation-sweeper';
import { startEmailDelivery } from './mail';
import { sweepSubmissions } from './submission-workflow';
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

/** What the reconciler sweeps: work recorded in Postgres whose workflow may never have started. */
const SWEEPS = { outbox: sweepOutbox, submissions: sweepSubmissions, invitations: sweepInvitations, webhooks: sweepWebhookEvents };

/** Runs every sweep each interval, in each API process (starts are idempotent, so processes may overlap). */
export function startOutboxSweeper(deps: AppDeps, intervalMs = 60_000): { stop(): void } {
  const timer = setInterval(() => {
    for (const [name, sweep] of Object.entries(SWEEPS)) {
      sweep(deps).catch((err) => deps.logger.warn({ err, sweep: name }, 'sweep failed; will retry'));
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
