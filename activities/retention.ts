import { Context } from '@temporalio/activity';
import { eraseFinishedSubmission, submissionsPastRetention } from '../db/erasure';
import { inTransaction, type Pool } from '../db/pool';
import type { Clock } from '../lib/clock';

export interface RetentionDeps {
  pool: Pool;
  clock: Clock;
}

/** Submissions erased per batch, between heartbeats; each in a transaction of its own. */
export const RETENTION_BATCH = 100;

export function createRetentionActivities({ pool, clock }: RetentionDeps) {
  return {
    /**
     * Erases the candidate data of every analyzed or failed submission finished longer ago than
     * its company's retention (`candidate_retention_days`), oldest first, in batches with a
     * heartbeat after each. Each submission is erased at most once: a retry, or an overlapping
     * run, finds it erased and skips it. Returns how many this call erased.
     */
    async eraseExpiredCandidateData(): Promise<number> {
      let erased = 0;
      for (;;) {
        const ids = await submissionsPastRetention(pool, clock.now(), RETENTION_BATCH);
        for (const submissionId of ids) {
          const counts = await inTransaction(pool, (tx) =>
            eraseFinishedSubmission(tx, { submissionId, at: clock.now() }),
          );
          erased += counts.submissions;
        }
        Context.current().heartbeat(erased);
        if (ids.length < RETENTION_BATCH) return erased;
      }
    },
  };
}

export type RetentionActivities = ReturnType<typeof createRetentionActivities>;
