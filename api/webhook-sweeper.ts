import { findUnstartedWebhookEvents } from '../db/webhooks';
import type { AppDeps } from './deps';
import { startWebhookDelivery } from './webhooks';

/** Events younger than this are left alone: the request that recorded them is still starting delivery. */
const GRACE_MS = 30_000;
const BATCH = 100;

/**
 * Starts delivery of test webhooks and redeliveries whose workflow may never have started
 * (Temporal could not take it when the request answered). Runs in the outbox sweeper's loop.
 * Returns how many events it looked at.
 */
export async function sweepWebhookEvents(deps: Pick<AppDeps, 'pool' | 'temporal' | 'config' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - GRACE_MS);
  const unstarted = await findUnstartedWebhookEvents(deps.pool, before, BATCH);
  for (const event of unstarted) await startWebhookDelivery(deps, event);
  return unstarted.length;
}
