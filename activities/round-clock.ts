import type { Pool } from '../db/pool';
import { abandonAtDeadline, findSubmission, submitAtDeadline } from '../db/submissions';
import { writtenByCandidate } from '../scoring/sandbox';
import type { Clock } from '../lib/clock';
import type { SubmissionToStart } from '../workflow-contract/submission-workflow-start';

export interface RoundClockDeps {
  pool: Pool;
  clock: Clock;
}

/** What the company reads of a round that reached its time limit with nothing written. */
export const ABANDONED = 'abandoned: the time limit passed with nothing written; not scored, not charged';

export function createRoundClockActivities({ pool, clock }: RoundClockDeps) {
  return {
    /**
     * Submits the round with what was saved, once its deadline (and grace) is over: draft →
     * submitted in one guarded statement, so that of it and the candidate's own submit exactly one
     * wins. A round with nothing written (no shot, or only blanks and starters) is not submitted
     * but ends failed, `ABANDONED`: a round opened only to read the questions is not charged.
     * The submission to start when this clock submitted it (now or in an earlier attempt); null when the
     * candidate submitted first, the round was abandoned, or it is gone.
     */
    async submitRoundAtDeadline(submissionId: string): Promise<SubmissionToStart | null> {
      const draft = await findSubmission(pool, submissionId);
      const nothingWritten = draft?.status === 'draft' && !Object.values(draft.shots).some(writtenByCandidate);
      if (nothingWritten && (await abandonAtDeadline(pool, draft, ABANDONED, clock.now()))) return null;
      const submission = await submitAtDeadline(pool, submissionId, clock.now());
      if (!submission?.time_limit_reached) return null;
      return {
        id: submission.id,
        company_id: submission.company_id,
        email: submission.email,
        test: submission.test,
        attempt: submission.attempt,
      };
    },
  };
}

export type RoundClockActivities = ReturnType<typeof createRoundClockActivities>;
