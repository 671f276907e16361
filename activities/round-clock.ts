import type { Pool } from '../db/pool';
import { submitAtDeadline } from '../db/submissions';
import type { Clock } from '../lib/clock';
import type { SubmissionToRun } from '../lib/submission-run';

export interface RoundClockDeps {
  pool: Pool;
  clock: Clock;
}

export function createRoundClockActivities({ pool, clock }: RoundClockDeps) {
  return {
    /**
     * Submits the round with what was saved, once its deadline (and grace) is over: draft →
     * submitted in one guarded statement, so that of it and the candidate's own submit exactly one
     * wins. The round to run when this clock submitted it (now or in an earlier attempt); null
     * when the candidate submitted first, or the round is gone.
     */
    async submitRoundAtDeadline(roundId: string): Promise<SubmissionToRun | null> {
      const round = await submitAtDeadline(pool, roundId, clock.now());
      if (!round?.time_limit_reached) return null;
      return {
        id: round.id,
        company_id: round.company_id,
        email: round.email,
        test: round.test,
        attempt: round.attempt,
      };
    },
  };
}

export type RoundClockActivities = ReturnType<typeof createRoundClockActivities>;
