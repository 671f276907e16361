import {
  ActivityFailure,
  ApplicationFailure,
  defineQuery,
  isCancellation,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  type RetryPolicy,
} from '@temporalio/workflow';
import type { QueuedResults, SubmissionActivities } from '../activities/submission';
import type { SubmissionWebhookEvent } from '../activities/webhook-delivery';
import type { GreenhouseCompletion, GreenhouseCompletionActivities } from '../activities/greenhouse-completion';
import { FINAL_FAILURE_TYPES, QUESTION_CASES_UNSETTLED, SCORECARD_INVALID } from '../workflow-contract/failure-types';
import { asActivityFailure } from './activity-failures';
import { deliverEmail } from './email';
import { scoringActivities } from './scoring';
import { deliverWebhookEvent, isWebhookDeliveryFailure } from './webhook-delivery';

export interface SubmissionWorkflowInput {
  submissionId: string;
  /** The scoring task queue (TEMPORAL_SCORING_TASK_QUEUE): workflows cannot read configuration. */
  scoringTaskQueue: string;
  /** SCORING_RETRY_INITIAL_MS. */
  scoringRetryInitialMs: number;
}

/** Where a submission's workflow is: `temporal workflow query --workflow-id submission-<id> --type step`. */
export type SubmissionStep =
  'starting' | 'measuring' | 'evaluating' | 'storing scorecard' | 'delivering results' | 'done' | 'failed';

export const stepQuery = defineQuery<SubmissionStep>('step');

/**
 * The lifecycle's SQL steps. No end to their retries, on purpose: each is a short statement whose
 * only lasting cause of failure is a database that is down, and giving up would leave the
 * submission half-way; an outage is waited out. What no retry heals fails at once.
 */
const retry: RetryPolicy = {
  initialInterval: '1 second',
  backoffCoefficient: 2,
  maximumInterval: '1 minute',
  nonRetryableErrorTypes: FINAL_FAILURE_TYPES,
};

const steps = proxyActivities<SubmissionActivities>({
  startToCloseTimeout: '15 seconds',
  retry,
});

/**
 * The same steps run as local activities: in the workflow task that calls them, by the worker
 * running the workflow, each recorded as a marker. An activity task costs Temporal a dispatch and
 * the run a workflow task more: about 15 ms of CPU between server and worker, of about 500 a
 * submission. A worker lost meanwhile loses its workflow task, and the next one runs the step again.
 */
const localSteps = proxyLocalActivities<SubmissionActivities>({
  startToCloseTimeout: '15 seconds',
  retry,
});
/** Runs started before the SQL steps became local activities schedule them as activity tasks still. */
const LOCAL_SQL_STEPS = 'sql-steps-as-local-activities';

/**
 * Runs before it failed at once, without marking the submission failed, when a local step failed
 * for good (a scorecard that does not validate when stored): its failure is its cause, not an
 * ActivityFailure. Their histories end so.
 */
const LOCAL_STEPS_FAIL_AS_ACTIVITIES = 'local-steps-fail-as-activities';
const activityFailure = (err: unknown) => (err instanceof ActivityFailure ? err : undefined);

/**
 * A submission's lifecycle (workflow id `submission-<id>`): processing, scored by the three
 * personalities chosen at submit time, scorecard stored, analyzed (and charged once if live) and
 * its results queued, all in one transaction; then the result webhook and the result e-mails to
 * the candidate and the company, side by side: none waits for another, and a failed delivery
 * fails nothing else; the run ends once every result is out or given up on. Every step is an
 * idempotent activity, so a worker that dies anywhere is simply replaced. A submission that
 * cannot be scored ends `failed`, never charged, and its run fails.
 */
export async function submissionWorkflow({
  submissionId,
  scoringTaskQueue,
  scoringRetryInitialMs,
}: SubmissionWorkflowInput): Promise<void> {
  let step: SubmissionStep = 'starting';
  setHandler(stepQuery, () => step);

  const sql = patched(LOCAL_SQL_STEPS) ? localSteps : steps;
  const { personalities } = await sql.startProcessing(submissionId);
  const scoring = scoringActivities({
    activity: {
      taskQueue: scoringTaskQueue,
      retry: { ...retry, initialInterval: scoringRetryInitialMs },
      // Counted from the attempt's start: a scoring worker takes no more than its sandbox runs, so
      // the wait for a sandbox is spent in Temporal's queue, not here.
      startToCloseTimeout: '5 minutes',
      // Measuring and evaluating heartbeat while they work, so a lost worker is noticed in seconds.
      heartbeatTimeout: '20 seconds',
    },
    initialIntervalMs: scoringRetryInitialMs,
  });
  let queued: QueuedResults | null;
  try {
    step = 'measuring';
    const scored = await scoring.scoreSubmission(submissionId);
    step = 'evaluating';
    // With the rule-based evaluators scoring has evaluated too; a language model reads each shot
    // once for the three personalities.
    const results =
      scored.results ?? (await scoring.evaluatePanel({ submissionId, personalities, holes: scored.holes }));
    step = 'storing scorecard';
    queued = await sql.storeScorecardAndMarkAnalyzed({ submissionId, holes: scored.holes, results });
  } catch (err) {
    const failure = patched(LOCAL_STEPS_FAIL_AS_ACTIVITIES) ? asActivityFailure(err) : activityFailure(err);
    if (failure && !isCancellation(failure)) await cannotBeScored(submissionId, failure);
    throw err;
  }
  step = 'delivering results';
  // The results were queued with the analysis, in its transaction; they go out as activities of
  // this run: the webhook event and the e-mails, side by side.
  if (queued)
    await Promise.all([
      deliverResultWebhook(queued.webhook),
      ...queued.emailIds.map(deliverEmail),
      ...(queued.greenhouse ? [notifyGreenhouse(queued.greenhouse)] : []),
    ]);
  step = 'done';

  async function cannotBeScored(id: string, err: ActivityFailure): Promise<never> {
    step = 'failed';
    await steps.markScoringFailed(id, scoringFailureReason(err));
    throw ApplicationFailure.nonRetryable(
      `submission ${id} cannot be scored: ${err.cause?.message ?? err.message}`,
      'SubmissionCannotBeScored',
    );
  }
}

/**
 * The reason the company reads on a failed submission: plain words, never our internals (or the
 * candidate's code, which an evaluator's message might quote).
 */
function scoringFailureReason(err: ActivityFailure): string {
  const cause = err.cause;
  if (cause instanceof ApplicationFailure && cause.type === SCORECARD_INVALID)
    return 'the evaluators could not produce a valid scorecard';
  if (cause instanceof ApplicationFailure && cause.type === QUESTION_CASES_UNSETTLED)
    return "a question of the company's own could not be scored: its programs could not settle this submission's cases";
  return 'scoring did not succeed after repeated attempts';
}

/**
 * The result webhook's delivery; its retries may take hours (the company's policy), and a delivery
 * that fails (its event marked failed, with the reason) does not fail the submission.
 */
async function deliverResultWebhook(event: SubmissionWebhookEvent): Promise<void> {
  try {
    await deliverWebhookEvent(event.input);
  } catch (err) {
    if (!isWebhookDeliveryFailure(err)) throw err;
  }
}

/**
 * The PATCH "Mark Test as Completed" to Greenhouse, with the webhook's retry policy: the activity
 * counts its HTTP attempts and ends the series itself (its own retries wait out our outages); one
 * given up on is recorded on the test and fails nothing else.
 */
async function notifyGreenhouse(completion: GreenhouseCompletion): Promise<void> {
  const { notifyGreenhouse: patch } = proxyActivities<GreenhouseCompletionActivities>({
    startToCloseTimeout: completion.policy.attemptTimeoutMs + 30_000,
    retry: {
      initialInterval: completion.policy.initialIntervalMs,
      backoffCoefficient: completion.policy.backoffCoefficient,
      maximumInterval: completion.policy.maximumIntervalMs,
    },
  });
  try {
    await patch(completion);
  } catch (err) {
    if (!(err instanceof ActivityFailure) || isCancellation(err)) throw err;
  }
}
