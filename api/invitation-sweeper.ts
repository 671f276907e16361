import { findStalledBatches } from '../db/invitations';
import type { AppDeps } from './deps';
import { startInvitationDelivery } from './invitation-delivery';

/** Batches younger than this are left alone: the request that wrote them is still starting their workflow. */
const GRACE_MS = 30_000;
const BATCHES = 100;

/**
 * Starts the workflow of every batch whose invitations are still queued 30 s after the request
 * (Temporal could not take the start when it committed). Starting is idempotent, so a batch
 * already on its way is untouched. Returns how many batches it looked at.
 */
export async function sweepInvitations(deps: Pick<AppDeps, 'pool' | 'temporal' | 'config' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - GRACE_MS);
  const stalled = await findStalledBatches(deps.pool, before, BATCHES);
  for (const batch of stalled) {
    await startInvitationDelivery(deps.temporal, deps.config, {
      companyId: batch.company_id,
      batchId: batch.batch_id,
      invitationIds: batch.invitation_ids,
    });
  }
  return stalled.length;
}
