import { executeChild, proxyActivities, type RetryPolicy } from '@temporalio/workflow';
import type { ScoringActivities } from '../activities/scoring';
import type { SubmissionActivities } from '../activities/submissions';
import type { ResultRecipient } from '../db/submissions';
import { emailWorkflow } from './email';

export interface SubmissionWorkflowInput {
  submissionId: string;
  /** The scoring task queue (TEMPORAL_SCORING_TASK_QUEUE): workflows cannot read configuration. */
  scoringTaskQueue: string;
}

const retry: RetryPolicy = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' };

const steps = proxyActivities<SubmissionActivities>({ startToCloseTimeout: '15 seconds', retry });

/**
 * A submission's lifecycle (workflow id `submission-<id>`): processing, scored by the three
 * personalities chosen at submit time, scorecard stored, analyzed, charged once if live, result
 * e-mails to the candidate and the company in parallel. Every step is an idempotent activity, so
 * a worker that dies anywhere is simply replaced.
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
}

/** One result e-mail through the outbox's own workflow, as a child; stamps the submission when it went out. */
async function emailResult(submissionId: string, recipient: ResultRecipient): Promise<void> {
  const emailId = await steps.queueResultEmail(submissionId, recipient);
  const outcome = await executeChild(emailWorkflow, { workflowId: `email-${emailId}`, args: [emailId] });
  if (outcome === 'sent') await steps.markResultEmailed(submissionId, recipient);
}
