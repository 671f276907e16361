import {
  ActivityFailure,
  ApplicationFailure,
  ChildWorkflowFailure,
  defineQuery,
  executeChild,
  isCancellation,
  ParentClosePolicy,
  patched,
  proxyActivities,
  setHandler,
  startChild,
  workflowInfo,
  type RetryPolicy,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { QueuedResults, SubmissionActivities } from '../activities/submissions';
import type { SubmissionWebhookEvent, WebhookActivities } from '../activities/webhook';
import { FINAL_FAILURE_TYPES, SCORECARD_INVALID } from '../lib/failure-types';
import { RESULT_RECIPIENTS, type ResultRecipient } from '../lib/result-recipient';
import { emailWorkflowId } from '../lib/workflow-ids';
import { deliverEmail, emailWorkflow } from './email';
import { scoringActivities } from './scoring';
import { deliverWebhookEvent, isWebhookDeliveryFailure, webhookDeliveryWorkflow } from './webhook';

export interface SubmissionWorkflowInput {
  submissionId: string;
  /** The scoring task queue (TEMPORAL_SCORING_TASK_QUEUE): workflows cannot read configuration. */
  scoringTaskQueue: string;
  /** SCORING_RETRY_INITIAL_MS; absent in runs started before it existed. */
  scoringRetryInitialMs?: number;
}

/** Where a submission's run is: `temporal workflow query --workflow-id submission-<id> --type step`. */
export type SubmissionStep =
  | 'starting'
  | 'measuring'
  | 'evaluating'
  | 'storing scorecard'
  | 'marking analyzed'
  | 'delivering results'
  | 'done'
  | 'failed';

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

const steps = proxyActivities<SubmissionActivities & Pick<WebhookActivities, 'createSubmissionWebhookEvent'>>({
  startToCloseTimeout: '15 seconds',
  retry,
});

const CHARGED_WITH_ANALYZED_PATCH = 'charged-with-analyzed';
const RESULTS_APART_PATCH = 'results-apart';
const SCORING_FAILURE_PATCH = 'scoring-failure-final';
const SCORING_OUTAGE_PATCH = 'scoring-waits-out-outages';
const FEWER_STEPS_PATCH = 'scored-and-analyzed-in-fewer-steps';
const PANEL_PATCH = 'personalities-read-each-shot-together';
const RESULTS_WITH_ANALYSIS_PATCH = 'results-queued-with-the-analysis';

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

  const { personalities, test } = await steps.startProcessing(submissionId);
  const scoring = scoringActivities({
    activity: {
      taskQueue: scoringTaskQueue,
      retry: { ...retry, initialInterval: scoringRetryInitialMs ?? '1 second' },
      // Counted from the attempt's start: a scoring worker takes no more than its sandbox runs, so
      // the wait for a sandbox is spent in Temporal's queue, not here.
      startToCloseTimeout: '5 minutes',
      // Measuring and evaluating heartbeat while they work, so a lost worker is noticed in seconds.
      heartbeatTimeout: '20 seconds',
    },
    initialIntervalMs: scoringRetryInitialMs ?? 1000,
    waitOutOutages: patched(SCORING_OUTAGE_PATCH),
  });
  // Runs started since: measured and evaluated in one activity where the evaluators are rule-based,
  // the scorecard stored with the analyzed status in one.
  const fewerSteps = patched(FEWER_STEPS_PATCH);
  // What storeScorecardAndMarkAnalyzed queued; undefined where it queued nothing (runs started before).
  let queued: QueuedResults | null | undefined;
  try {
    step = 'measuring';
    if (fewerSteps) {
      const scored = await scoring.scoreSubmission(submissionId);
      step = 'evaluating';
      // Runs started since: the three personalities read each shot in one evaluation (one request
      // to a language model per shot), not one evaluation each.
      const results =
        scored.results ??
        (patched(PANEL_PATCH)
          ? await scoring.evaluatePanel({ submissionId, personalities, holes: scored.holes })
          : await Promise.all(
              personalities.map((personality) =>
                scoring.evaluateSubmission({ submissionId, personality, holes: scored.holes }),
              ),
            ));
      step = 'storing scorecard';
      queued = await steps.storeScorecardAndMarkAnalyzed({ submissionId, holes: scored.holes, results });
    } else {
      const holes = await scoring.measureSubmission(submissionId);
      step = 'evaluating';
      const results = await Promise.all(
        personalities.map((personality) => scoring.evaluateSubmission({ submissionId, personality, holes })),
      );
      step = 'storing scorecard';
      await steps.storeScorecard({ submissionId, holes, results });
    }
  } catch (err) {
    if (err instanceof ActivityFailure && !isCancellation(err) && patched(SCORING_FAILURE_PATCH))
      await cannotBeScored(submissionId, err);
    throw err;
  }
  if (!fewerSteps) {
    step = 'marking analyzed';
    await steps.markAnalyzed(submissionId);
  }
  // Runs started since markAnalyzed charges in its own statement skip the separate step.
  if (!patched(CHARGED_WITH_ANALYZED_PATCH) && test === 0) await steps.chargeSubmission(submissionId);
  step = 'delivering results';
  // Runs started since: the results were queued with the analysis, in its transaction, and go out
  // as activities of this run: the webhook event and the e-mails, side by side.
  if (queued !== undefined && patched(RESULTS_WITH_ANALYSIS_PATCH)) {
    if (queued) await Promise.all([deliverResultWebhook(queued.webhook), ...queued.emailIds.map(deliverEmail)]);
  } else if (patched(RESULTS_APART_PATCH)) {
    await Promise.all([
      startResultWebhook(submissionId),
      ...RESULT_RECIPIENTS.map((recipient) => emailResultApart(submissionId, recipient)),
    ]);
  } else {
    await Promise.all(RESULT_RECIPIENTS.map((recipient) => emailResult(submissionId, recipient)));
    // Versioning (docs/operations.md, "Changing a workflow"): runs that began before this step
    // existed finish without it when replayed; every run started since delivers the webhook.
    if (patched(RESULT_WEBHOOK_PATCH)) await startResultWebhook(submissionId);
  }
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

const RESULT_WEBHOOK_PATCH = 'result-webhook';

/**
 * The reason the company reads on a failed submission: plain words, never our internals (or the
 * candidate's code, which an evaluator's message might quote).
 */
function scoringFailureReason(err: ActivityFailure): string {
  const cause = err.cause;
  if (cause instanceof ApplicationFailure && cause.type === SCORECARD_INVALID)
    return 'the evaluators could not produce a valid scorecard';
  return 'scoring did not succeed after repeated attempts';
}

/** The children are found by the same search attributes as their submission. */
const sameSearchAttributes = () => workflowInfo().typedSearchAttributes;

/** One result e-mail through the outbox's own workflow, as a child; stamps the submission when it went out. */
async function emailResult(submissionId: string, recipient: ResultRecipient): Promise<void> {
  const emailId = await steps.queueResultEmail(submissionId, recipient);
  const outcome = await executeChild(emailWorkflow, {
    workflowId: emailWorkflowId(emailId),
    args: [emailId],
    memo: { kind: `result_${recipient}` },
    typedSearchAttributes: sameSearchAttributes(),
  });
  if (outcome === 'sent') await steps.markResultEmailed(submissionId, recipient);
}

/**
 * A result e-mail whose failure stays its own: its outbox row (and the child's run) says why,
 * the submission's `<recipient>_emailed_at` stays unset, and the submission's run completes.
 */
async function emailResultApart(submissionId: string, recipient: ResultRecipient): Promise<void> {
  try {
    await emailResult(submissionId, recipient);
  } catch (err) {
    if (!(err instanceof ChildWorkflowFailure || err instanceof ActivityFailure)) throw err;
  }
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
 * Runs started before the results were queued with the analysis: the result event created here,
 * then its delivery started as a child of its own (`webhook-<event>`) and not waited for.
 */
async function startResultWebhook(submissionId: string): Promise<void> {
  const event = await steps.createSubmissionWebhookEvent(submissionId);
  try {
    await startChild(webhookDeliveryWorkflow, {
      workflowId: event.workflowId,
      args: [event.input],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      typedSearchAttributes: sameSearchAttributes(),
    });
  } catch (err) {
    // Only after a reset of this run: the delivery of this event exists already.
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
