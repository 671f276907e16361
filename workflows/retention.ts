import { proxyActivities } from '@temporalio/workflow';
import type { RetentionActivities } from '../activities/retention';

const { eraseExpiredCandidateData } = proxyActivities<RetentionActivities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 5 },
});

/** Calls per run: a backlog (a company that just turned retention on) is worked off over the hours. */
const CALLS_PER_RUN = 50;

/**
 * The companies' retention of candidate data, run hourly by the schedule `retention-<task queue>`
 * (worker/retention-schedule.ts): erases what is past each company's `candidate_retention_days`.
 * What a run leaves, the next hour's takes up. Returns the submissions erased.
 */
export async function retentionWorkflow(): Promise<number> {
  let erased = 0;
  for (let call = 0; call < CALLS_PER_RUN; call++) {
    const progress = await eraseExpiredCandidateData();
    erased += progress.erased;
    if (!progress.more) break;
  }
  return erased;
}
