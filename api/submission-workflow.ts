import type { Client } from '@temporalio/client';
import type { SubmissionRecord } from '../db/submissions';
import type { Config } from '../lib/config';
import { CandidateEmail, CompanyId, SubmissionId } from '../lib/search-attributes';
import { submissionWorkflowId } from '../lib/workflow-ids';
import type { submissionWorkflow } from '../workflows';
import { startOnce } from './temporal';

/**
 * Starts the lifecycle of a submitted round (workflow id `submission-<id>`), at most once. Runs
 * are findable by CompanyId, CandidateEmail (lower-cased) and SubmissionId.
 */
export async function startSubmissionWorkflow(
  temporal: Client,
  config: Config,
  submission: Pick<SubmissionRecord, 'id' | 'company_id' | 'email' | 'test' | 'attempt'>,
): Promise<void> {
  await startOnce<typeof submissionWorkflow>(temporal, 'submissionWorkflow', {
    taskQueue: config.temporal.taskQueue,
    workflowId: submissionWorkflowId(submission.id),
    args: [
      {
        submissionId: submission.id,
        scoringTaskQueue: config.temporal.scoringTaskQueue,
        scoringRetryInitialMs: config.scoringRetryInitialMs,
      },
    ],
    memo: { test: submission.test, attempt: submission.attempt },
    typedSearchAttributes: [
      { key: CompanyId, value: submission.company_id },
      { key: CandidateEmail, value: submission.email.toLowerCase() },
      { key: SubmissionId, value: submission.id },
    ],
  });
}
