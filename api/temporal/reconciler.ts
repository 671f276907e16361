import type { PoolClient } from 'pg';
import {
  claimAwaitingSubmissions,
  claimForSweep,
  claimStalledBatches,
  claimUnclockedRounds,
  claimUncheckedQuestions,
  claimUndeliveredEmails,
  claimUnstartedWebhookEvents,
  countStuckRows,
  type Claimed,
  type ClaimWindow,
} from '../../db/sweeps';
import type { AppDeps } from '../app';
import {
  startEmailWorkflow,
  startInvitationsWorkflow,
  startQuestionCheckWorkflow,
  startRoundClockWorkflow,
  startSubmissionWorkflow,
  startWebhookDeliveryWorkflow,
} from './workflow-starts';

export type SweepDeps = Pick<AppDeps, 'pool' | 'temporal' | 'config' | 'clock' | 'logger' | 'metrics'>;
export type SweepName = 'outbox' | 'submissions' | 'clocks' | 'invitations' | 'webhooks' | 'questions';

/** Work younger than this is left alone: the request that recorded it is still starting its workflow. */
const GRACE_MS = 30_000;
const BATCH = 100;
/** Starts in flight at once: a sweep while Temporal is down waits for their deadlines, not for each in turn. */
const CONCURRENT_STARTS = 8;
/** A row's back-off doubles from the sweep interval up to this many intervals (an hour by default). */
const MAX_BACKOFF_INTERVALS = 60;
/** A row taken this many times that still waits is stuck: logged once, and counted in reconciler_stuck_rows. */
export const STUCK_AFTER_TAKES = 5;

const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * A sweep over work recorded in Postgres whose workflow may never have started (Temporal could not
 * take the start when the request committed): `claim` takes the due rows and backs each off
 * (db/sweeps), `start` starts its workflow. Starts are idempotent, so work already on its way is
 * untouched; a failed start leaves its row to a later sweep. Returns how many rows it took.
 */
function sweep<T extends Claimed>(
  name: SweepName,
  claim: (tx: PoolClient, window: ClaimWindow) => Promise<T[]>,
  start: (deps: SweepDeps, item: T) => Promise<void>,
  identify: (item: T) => Record<string, string>,
) {
  return async (deps: SweepDeps): Promise<number> => {
    const now = deps.clock.now();
    const interval = deps.config.reconcileIntervalMs;
    const items = await claimForSweep(deps.pool, name, claim, {
      now,
      graceBefore: new Date(now.getTime() - GRACE_MS),
      limit: BATCH,
      backoffMs: interval,
      maxBackoffMs: interval * MAX_BACKOFF_INTERVALS,
    });
    const failures: string[] = [];
    const startOne = async (item: T) => {
      let error: string | undefined;
      try {
        await start(deps, item);
        deps.metrics.reconcilerStarts.inc({ sweep: name, outcome: 'started' });
      } catch (err) {
        error = errorMessage(err);
        failures.push(error);
        deps.metrics.reconcilerStarts.inc({ sweep: name, outcome: 'failed' });
      }
      if (item.sweep_attempts === STUCK_AFTER_TAKES) {
        deps.logger.warn(
          {
            sweep: name,
            ...identify(item),
            takes: item.sweep_attempts,
            startError: error ?? 'none: the start was accepted, yet the row still waits',
          },
          'reconciler: a row still waits for its workflow after repeated starts (docs/operations.md, "When something fails")',
        );
      }
    };
    for (let i = 0; i < items.length; i += CONCURRENT_STARTS)
      await Promise.all(items.slice(i, i + CONCURRENT_STARTS).map(startOne));
    if (failures.length) {
      deps.logger.warn(
        { sweep: name, failed: failures.length, of: items.length, firstError: failures[0] },
        'reconciler: workflow starts failed; those rows are tried again after their back-off',
      );
    }
    return items.length;
  };
}

export const sweepOutbox = sweep(
  'outbox',
  claimUndeliveredEmails,
  (deps, email) =>
    startEmailWorkflow(deps, {
      id: email.id,
      kind: email.kind,
      companyId: email.company_id ?? undefined,
    }),
  (email) => ({ emailId: email.id }),
);

export const sweepSubmissions = sweep(
  'submissions',
  claimAwaitingSubmissions,
  startSubmissionWorkflow,
  (submission) => ({ submissionId: submission.id }),
);

export const sweepRoundClocks = sweep('clocks', claimUnclockedRounds, startRoundClockWorkflow, (round) => ({
  submissionId: round.id,
}));

export const sweepInvitations = sweep(
  'invitations',
  claimStalledBatches,
  (deps, batch) =>
    startInvitationsWorkflow(deps, {
      companyId: batch.company_id,
      batchId: batch.batch_id,
      invitationIds: batch.invitation_ids,
    }),
  (batch) => ({ companyId: batch.company_id, batchId: batch.batch_id }),
);

export const sweepWebhookEvents = sweep(
  'webhooks',
  claimUnstartedWebhookEvents,
  startWebhookDeliveryWorkflow,
  (event) => ({
    deliveryId: event.id,
  }),
);

export const sweepQuestionChecks = sweep('questions', claimUncheckedQuestions, startQuestionCheckWorkflow, (q) => ({
  companyId: q.company_id,
  questionId: String(q.id),
  revision: String(q.revision),
}));

const SWEEPS: Record<SweepName, (deps: SweepDeps) => Promise<number>> = {
  outbox: sweepOutbox,
  submissions: sweepSubmissions,
  clocks: sweepRoundClocks,
  invitations: sweepInvitations,
  webhooks: sweepWebhookEvents,
  questions: sweepQuestionChecks,
};

/** Sets reconciler_stuck_rows for every sweep from the rows as they are now. */
export async function measureStuckRows(deps: Pick<SweepDeps, 'pool' | 'metrics'>): Promise<void> {
  const stuck = await countStuckRows(deps.pool, STUCK_AFTER_TAKES);
  for (const [name, n] of Object.entries(stuck)) deps.metrics.reconcilerStuckRows.set({ sweep: name }, n);
}

/**
 * Runs every sweep each interval, in each API process. A sweep still starting its rows when the
 * next interval comes is not run again beside itself; sweeps of other processes take other rows.
 */
export function startReconciler(deps: AppDeps, intervalMs = deps.config.reconcileIntervalMs): { stop(): void } {
  const running = new Set<SweepName>();
  measureStuckRows(deps).catch(() => undefined);
  const timer = setInterval(() => {
    for (const [name, run] of Object.entries(SWEEPS) as Array<[SweepName, (deps: SweepDeps) => Promise<number>]>) {
      if (running.has(name)) continue;
      running.add(name);
      run(deps)
        .catch((err) => deps.logger.warn({ err, sweep: name }, 'sweep failed; will retry'))
        .finally(() => running.delete(name));
    }
    measureStuckRows(deps).catch(() => undefined);
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
