import { findUndeliveredEmails } from '../db/emails';
import { findStalledBatches } from '../db/invitations';
import type { Queryable } from '../db/pool';
import { chargeAssessment, findAwaitingWorkflow, findUncharged } from '../db/submissions';
import { newId } from '../lib/ids';
import { findUnstartedWebhookEvents } from '../db/webhooks';
import type { AppDeps } from './deps';
import { startInvitationDelivery } from './invitation-delivery';
import { startEmailDelivery } from './mail';
import { startSubmissionWorkflow } from './submission-workflow';
import { startWebhookDelivery } from './webhooks';

export type SweepDeps = Pick<AppDeps, 'pool' | 'temporal' | 'config' | 'clock'> & Partial<Pick<AppDeps, 'logger'>>;

/** Work younger than this is left alone: the request that recorded it is still starting its workflow. */
const GRACE_MS = 30_000;
const BATCH = 100;

/**
 * A sweep over work recorded in Postgres whose workflow may never have started (Temporal could
 * not take the start when the request committed): `find` lists what was recorded before a time
 * and still waits, `start` starts its workflow. Starts are idempotent, so work already on its way
 * is untouched. A sweep returns how many items it looked at.
 */
function sweep<T>(find: (db: Queryable, before: Date, limit: number) => Promise<T[]>, start: (deps: SweepDeps, item: T) => Promise<void>) {
  return async (deps: SweepDeps): Promise<number> => {
    const waiting = await find(deps.pool, new Date(deps.clock.now().getTime() - GRACE_MS), BATCH);
    for (const item of waiting) await start(deps, item);
    return waiting.length;
  };
}

/** Outbox e-mails neither sent nor failed (result e-mails excepted: their submission's run owns them). */
export const sweepOutbox = sweep(findUndeliveredEmails, (deps, email) =>
  startEmailDelivery(deps.temporal, deps.config.temporal.taskQueue, { id: email.id, kind: email.kind, companyId: email.company_id ?? undefined }),
);

/** Submissions still `submitted`. */
export const sweepSubmissions = sweep(findAwaitingWorkflow, (deps, submission) => startSubmissionWorkflow(deps.temporal, deps.config, submission));

/** Invitation batches with invitations still queued. */
export const sweepInvitations = sweep(findStalledBatches, (deps, batch) =>
  startInvitationDelivery(deps.temporal, deps.config, { companyId: batch.company_id, batchId: batch.batch_id, invitationIds: batch.invitation_ids }),
);

/** Test webhooks and redeliveries not started (result deliveries are started by their submission's run). */
export const sweepWebhookEvents = sweep(findUnstartedWebhookEvents, startWebhookDelivery);

/**
 * Live submissions analyzed but never charged: a run of the code that charged in a step after
 * markAnalyzed, ended between the two. Charged here, in SQL, once (the charge's key is unique).
 */
export const sweepUncharged = sweep(findUncharged, async (deps, submission) => {
  if (await chargeAssessment(deps.pool, submission.id, newId(), deps.clock.now())) {
    deps.logger?.warn({ submissionId: submission.id }, 'charged an analyzed live submission its run had left uncharged');
  }
});

const SWEEPS = {
  outbox: sweepOutbox,
  submissions: sweepSubmissions,
  invitations: sweepInvitations,
  webhooks: sweepWebhookEvents,
  charges: sweepUncharged,
};

/** Runs every sweep each interval, in each API process (starts are idempotent, so processes may overlap). */
export function startReconciler(deps: AppDeps, intervalMs = 60_000): { stop(): void } {
  const timer = setInterval(() => {
    for (const [name, run] of Object.entries(SWEEPS)) {
      run(deps).catch((err) => deps.logger.warn({ err, sweep: name }, 'sweep failed; will retry'));
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
