import { patched, proxyActivities } from '@temporalio/workflow';
import type { ExpiryActivities } from '../activities/expiry';
import type { RetentionActivities } from '../activities/retention';

const { eraseExpiredCandidateData, purgeExpiredRows } = proxyActivities<RetentionActivities & ExpiryActivities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 5 },
});

/** Calls of each activity per run: a backlog (a company that just turned retention on) is worked off over the hours. */
const CALLS_PER_RUN = 50;

/**
 * Everything that expires, run hourly by the schedule `retention-<task queue>`
 * (worker/retention-schedule.ts): first the companies' retention of candidate data (what is past
 * each company's `candidate_retention_days` is erased), then the rows that have served their
 * purpose (activities/expiry.ts). What a run leaves, the next hour's takes up. Returns the
 * submissions erased.
 */
export async function retentionWorkflow(): Promise<number> {
  let erased = 0;
  for (let call = 0; call < CALLS_PER_RUN; call++) {
    const progress = await eraseExpiredCandidateData();
    erased += progress.erased;
    if (!progress.more) break;
  }
  // Runs recorded before the purge moved here from the API's reconciler did not call it.
  if (patched('purge-expired-rows')) {
    for (let call = 0; call < CALLS_PER_RUN; call++) {
      if (!(await purgeExpiredRows()).more) break;
    }
  }
  return erased;
}
