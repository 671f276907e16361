import {
  executeChild,
  ParentClosePolicy,
  patched,
  proxyActivities,
  startChild,
  workflowInfo,
  type RetryPolicy,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { ScoringActivities } from '../activities/scoring';
import type { SubmissionActivities } from '../activities/submissions';
import type { WebhookActivities } from '../activities/webhook';
import type { ResultRecipient } from '../db/submissions';
import { emailWorkflow } from './email';
import { webhookDeliveryWorkflow } from './webhook';

export interface SubmissionWorkflowInput {
  submissionId: string;
  /** The scoring task queue (TEMPORAL_SCORING_TASK_QUEUE): workflows cannot read configuration. */
  scoringTaskQueue: string;
}

const retry: RetryPolicy = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' };

const steps = proxyActivities<SubmissionActivities & Pick<WebhookActivities, 'createSubmissionWebhookEvent'>>({
  startToCloseTimeout: '15 seconds',
  retry,
});

/**
 * A submission's lifecycle (workflow id `submission-<id>`): processing, scored by the three
 * personalities chosen at submit time, scorecard stored, analyzed, charged once if live, result
 * e-mails to the candidate and the company in parallel, and the result webhook. Every step is an
 * idempotent activity, so a worker that dies anywhere is simply replaced.
 */
export async function submissionWorkflow({ submissionId, scoringTaskQueue }: SubmissionWorkflowInput): Promise<void> {
  const scoring = proxyActivities<ScoringActivities>({
    taskQueue: scoringTaskQueue,
    retry,
    startToCloseTimeout: '5 minutes',
    // Measuring heartbeats while programs run, so a lost worker is noticed in seconds.
    heartbeatTimeout: '20 seconds',
  });

  const { personalities, test } = await steps.startProcessing(submissionId);
  const holes = await scoring.measureSubmission(submissionId);
  const results = await Promise.all(personalities.map((personality) => scoring.evaluateSubmission({ submissionId, personality, holes })));
  await steps.storeScorecard({ submissionId, holes, results });
  await steps.markAnalyzed(submissionId);
  if (test === 0) await steps.chargeSubmission(submissionId);
  await Promise.all((['candidate', 'company'] as const).map((recipient) => emailResult(submissionId, recipient)));
  // Versioning (README, "Changing a workflow"): runs that began before this step existed finish
  // without it when replayed; every run started since delivers the webhook.
  if (patched(RESULT_WEBHOOK_PATCH)) await startResultWebhook(submissionId);
}

const RESULT_WEBHOOK_PATCH = 'result-webhook';

/** The children are found by the same search attributes as their submission. */
const sameSearchAttributes = () => workflowInfo().typedSearchAttributes;

/** One result e-mail through the outbox's own workflow, as a child; stamps the submission when it went out. */
async function emailResult(submissionId: string, recipient: ResultRecipient): Promise<void> {
  const emailId = await steps.queueResultEmail(submissionId, recipient);
  const outcome = await executeChild(emailWorkflow, {
    workflowId: `email-${emailId}`,
    args: [emailId],
    memo: { kind: `result_${recipient}` },
    typedSearchAttributes: sameSearchAttributes(),
  });
  if (outcome === 'sent') await steps.markResultEmailed(submissionId, recipient);
}

/**
 * Starts the delivery of the result webhook as a child of its own (`webhook-<event>`), and does
 * not wait for it: its retries may take hours, and a failed delivery does not fail the submission.
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
