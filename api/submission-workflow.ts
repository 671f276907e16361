import type { Client } from '@temporalio/client';
import { findAwaitingWorkflow, type SubmissionRecord } from '../db/submissions';
import type { Config } from '../lib/config';
import { CandidateEmail, CompanyId, SubmissionId } from '../lib/search-attributes';
import type { submissionWorkflow } from '../workflows';
import type { AppDeps } from './deps';
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
    workflowId: `submission-${submission.id}`,
    args: [{ submissionId: submission.id, scoringTaskQueue: config.temporal.scoringTaskQueue }],
    memo: { test: submission.test, attempt: submission.attempt },
    typedSearchAttributes: [
      { key: CompanyId, value: submission.company_id },
      { key: CandidateEmail, value: submission.email.toLowerCase() },
      { key: SubmissionId, value: submission.id },
    ],
  });
}

/** Submissions younger than this are left alone: the request that submitted them is still starting their workflow. */
const GRACE_MS = 30_000;

/**
 * Starts the workflow of every submission recorded as submitted more than GRACE_MS ago that no
 * workflow has picked up (Temporal was unreachable at submit). Starting is idempotent, so one
 * whose workflow merely waits for a worker is untouched. Returns how many it looked at.
 */
export async function sweepSubmissions(deps: Pick<AppDeps, 'pool' | 'temporal' | 'config' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - GRACE_MS);
  const waiting = await findAwaitingWorkflow(deps.pool, before, 100);
  for (const submission of waiting) await startSubmissionWorkflow(deps.temporal, deps.config, submission);
  return waiting.length;
}
