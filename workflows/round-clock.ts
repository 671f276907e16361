import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/common';
import { ParentClosePolicy, proxyActivities, sleep, startChild } from '@temporalio/workflow';
import type { RoundClockActivities } from '../activities/round-clock';
import { ROUND_CLOCK_GRACE_MS } from '../lib/round-clock';
import { submissionRunOptions, type ScoringRoute } from '../lib/submission-run';
import { submissionWorkflow } from './submission';

// One SQL update. No end to its retries, on purpose: only a database that is down fails it, and
// the round must be submitted; an outage is waited out.
const { submitRoundAtDeadline } = proxyActivities<RoundClockActivities>({
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export interface RoundClockInput {
  roundId: string;
  /** The round's deadline, in milliseconds since the epoch. */
  deadlineMs: number;
  /** Where the submission's run scores, as the API would start it. */
  scoring: ScoringRoute;
}

/** `submitted` by this clock; `nothing to do`: the candidate submitted first (or the round is gone). */
export type RoundClockOutcome = 'submitted' | 'nothing to do';

/**
 * A round's time limit (workflow id `round-clock-<round id>`): a durable timer until the deadline
 * and its grace, then the round submitted with what was saved, and its submission's run started
 * (`submission-<id>`, as the submit route starts it; left running when the clock ends). A round
 * the candidate submitted first makes it a no-op.
 */
export async function roundClockWorkflow({
  roundId,
  deadlineMs,
  scoring,
}: RoundClockInput): Promise<RoundClockOutcome> {
  const wait = deadlineMs + ROUND_CLOCK_GRACE_MS - Date.now();
  if (wait > 0) await sleep(wait);
  const round = await submitRoundAtDeadline(roundId);
  if (!round) return 'nothing to do';
  try {
    await startChild(submissionWorkflow, {
      ...submissionRunOptions(round, scoring),
      parentClosePolicy: ParentClosePolicy.ABANDON,
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    });
  } catch (err) {
    // Started already: by an earlier run of this step, or by the reconciler.
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
  return 'submitted';
}
