import { proxyActivities } from '@temporalio/workflow';
import type { RetentionActivities } from '../activities/retention';

const { eraseExpiredCandidateData } = proxyActivities<RetentionActivities>({
  // A large backlog (a company that just turned retention on) takes batches; each heartbeats.
  startToCloseTimeout: '50 minutes',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 5 },
});

/**
 * The companies' retention of candidate data, run hourly by the schedule `retention-<task queue>`
 * (worker/retention-schedule.ts): erases what is past each company's `candidate_retention_days`.
 * What a run leaves (its attempts spent), the next hour's run takes up. Returns the submissions erased.
 */
export async function retentionWorkflow(): Promise<number> {
  return eraseExpiredCandidateData();
}
