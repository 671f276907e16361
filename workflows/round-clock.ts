import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/common';
import { ParentClosePolicy, proxyActivities, sleep, startChild } from '@temporalio/workflow';
import type { RoundClockActivities } from '../activities/round-clock';
import { ROUND_CLOCK_GRACE_MS } from '../workflow-contract/round-clock';
import { submissionWorkflowStartOptions, type ScoringRoute } from '../workflow-contract/submission-workflow-start';
import { submissionWorkflow } from './submission';

// One SQL update. No end to its retries, on purpose: only a database that is down fails it, and
// the round must be submitted; an outage is waited out.
const { submitRoundAtDeadline } = proxyActivities<RoundClockActivities>({
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export interface RoundClockInput {
  submissionId: string;
  /**
   * The submission id under its old name, kept only for histories recorded before the rename to
   * `submissionId` (test/histories/round-clock-*.json), whose inputs have no `submissionId`: the
   * workflow reads it when `submissionId` is absent. Never written.
   */
  roundId?: string;
  /** The round's deadline, in milliseconds since the epoch. */
  deadlineMs: number;
  /** Where the submission's workflow scores, as the API would start it. */
  scoring: ScoringRoute;
}

/** `submitted` by this clock; `nothing to do`: the candidate submitted first (or the round is gone). */
export type RoundClockOutcome = 'submitted' | 'nothing to do';

/**
 * A round's time limit (workflow id `round-clock-<submission id>`): a durable timer until the deadline
 * and its grace, then the round submitted with what was saved, and its submission's workflow started
 * (`submission-<id>`, as the submit route starts it; left running when the clock ends). A round
 * the candidate submitted first makes it a no-op.
 */
export async function roundClockWorkflow(input: RoundClockInput): Promise<RoundClockOutcome> {
  const { deadlineMs, scoring } = input;
  const submissionId = input.submissionId ?? input.roundId!;
  const wait = deadlineMs + ROUND_CLOCK_GRACE_MS - Date.now();
  if (wait > 0) await sleep(wait);
  const submission = await submitRoundAtDeadline(submissionId);
  if (!submission) return 'nothing to do';
  try {
    await startChild(submissionWorkflow, {
      ...submissionWorkflowStartOptions(submission, scoring),
      parentClosePolicy: ParentClosePolicy.ABANDON,
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    });
  } catch (err) {
    // Started already: by an earlier run of this step, or by the reconciler.
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
  return 'submitted';
}
