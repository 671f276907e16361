import { Context } from '@temporalio/activity';
import { eraseFinishedSubmission, submissionsPastRetention } from '../db/erasure';
import { inTransaction, type Pool } from '../db/pool';
import type { Clock } from '../lib/clock';

export interface RetentionDeps {
  pool: Pool;
  clock: Clock;
}

/** Submissions erased per batch, a heartbeat after each; each submission in a transaction of its own. */
export const RETENTION_BATCH = 100;
/** Batches per activity call: a call stays well within its time-out (and a worker's stop grace period). */
export const RETENTION_BATCHES_PER_CALL = 10;

export interface RetentionProgress {
  erased: number;
  /** Whether submissions past their retention may be left: the workflow calls again. */
  more: boolean;
}

export function createRetentionActivities({ pool, clock }: RetentionDeps) {
  return {
    /**
     * Erases the candidate data of analyzed or failed submissions finished longer ago than their
     * company's retention (`candidate_retention_days`), oldest first, in batches with a heartbeat
     * after each, up to RETENTION_BATCHES_PER_CALL of them. Each submission is erased at most
     * once: a retry, or an overlapping run, finds it erased and skips it.
     */
    async eraseExpiredCandidateData(): Promise<RetentionProgress> {
      let erased = 0;
      for (let batch = 0; batch < RETENTION_BATCHES_PER_CALL; batch++) {
        const ids = await submissionsPastRetention(pool, clock.now(), RETENTION_BATCH);
        for (const submissionId of ids) {
          const counts = await inTransaction(pool, (tx) =>
            eraseFinishedSubmission(tx, { submissionId, at: clock.now() }),
          );
          erased += counts.submissions;
        }
        Context.current().heartbeat(erased);
        if (ids.length < RETENTION_BATCH) return { erased, more: false };
      }
      return { erased, more: true };
    },
  };
}

export type RetentionActivities = ReturnType<typeof createRetentionActivities>;
