import {
  ActivityFailure,
  ApplicationFailure,
  proxyActivities,
  sleep,
  type ActivityOptions,
  type RetryPolicy,
} from '@temporalio/workflow';
import type { ScoringActivities } from '../activities/scoring';
import { DATABASE_UNAVAILABLE } from '../workflow-contract/failure-types';

/** Attempts of a scoring activity before the submission is declared one that cannot be scored. */
export const SCORING_MAX_ATTEMPTS = 10;

/** The longest wait for the database between two of its checks, or two schedulings of a scoring activity. */
const OUTAGE_WAIT_MAX_MS = 60_000;

export type Scoring = Pick<ScoringActivities, 'scoreSubmission' | 'evaluatePanel'>;

/**
 * An evaluation's start-to-close time-out: a backstop, since a language model is waited for,
 * however slow, as long as the worker heartbeats (a lost worker is noticed in 20 s). Evaluations
 * beyond a worker's slots wait in Temporal's queue, where no time-out runs; those in its slots share
 * its LLM_CONCURRENCY requests. On a two-CPU worker at LLM_CONCURRENCY 1, three evaluations of three
 * shots each, every request taking its three attempts of LLM_TIMEOUT_MS at the 4-minute maximum,
 * end within 9 × 3 × 4 minutes and back-offs: under two hours.
 */
const EVALUATION_TIMEOUT = '2 hours';

export interface ScoringOptions {
  /** Every option of the scoring activities but the attempts, which are SCORING_MAX_ATTEMPTS. */
  activity: ActivityOptions & { retry: RetryPolicy };
  initialIntervalMs: number;
}

/**
 * The scoring activities, SCORING_MAX_ATTEMPTS attempts each, counting only the scoring's own
 * failures. An attempt that cannot reach the database ends its scheduling at once
 * (DATABASE_UNAVAILABLE is non-retryable here); the run then waits for the database, through an
 * activity on the scoring queue retried without end (its retries add nothing to the history,
 * whatever the outage's length), and schedules the scoring again with the attempts it has left.
 * An outage is waited out: giving up would fail a candidate for our outage. A wait that doubles
 * up to a minute before each new scheduling keeps a database that keeps dropping out from
 * filling the history.
 *
 * A lost worker (heartbeat time-out) does count: it is lost while scoring, and a submission whose
 * code keeps killing its workers must end; a restarted worker spends one attempt.
 */
export function scoringActivities({ activity, initialIntervalMs }: ScoringOptions): Scoring {
  const nonRetryableErrorTypes = [...(activity.retry.nonRetryableErrorTypes ?? []), DATABASE_UNAVAILABLE];
  // proxyActivities returns a Proxy with no own properties: name each activity, never spread it.
  const withAttempts = (maximumAttempts: number): Scoring => {
    const options = { ...activity, retry: { ...activity.retry, maximumAttempts, nonRetryableErrorTypes } };
    const { scoreSubmission } = proxyActivities<ScoringActivities>(options);
    const { evaluatePanel } = proxyActivities<ScoringActivities>({
      ...options,
      startToCloseTimeout: EVALUATION_TIMEOUT,
    });
    return { scoreSubmission, evaluatePanel };
  };
  const { databaseReachable } = proxyActivities<ScoringActivities>({
    taskQueue: activity.taskQueue,
    startToCloseTimeout: '30 seconds',
    retry: { initialInterval: initialIntervalMs, backoffCoefficient: 2, maximumInterval: OUTAGE_WAIT_MAX_MS },
  });
  async function outlastingOutages<T>(call: (activities: Scoring) => Promise<T>): Promise<T> {
    let attemptsLeft = SCORING_MAX_ATTEMPTS;
    let waitMs = initialIntervalMs;
    for (;;) {
      try {
        return await call(withAttempts(attemptsLeft));
      } catch (err) {
        const attempt = attemptThatMetOutage(err);
        if (attempt === undefined) throw err;
        // The attempts before it in this scheduling failed the scoring itself, so they count.
        attemptsLeft = Math.max(1, attemptsLeft - (attempt - 1));
        await sleep(waitMs);
        waitMs = Math.min(waitMs * 2, OUTAGE_WAIT_MAX_MS);
        await databaseReachable();
      }
    }
  }
  return {
    scoreSubmission: (submissionId) => outlastingOutages((a) => a.scoreSubmission(submissionId)),
    evaluatePanel: (input) => outlastingOutages((a) => a.evaluatePanel(input)),
  };
}

/** The attempt (1 onwards) of a scheduling that could not reach the database, if that is how it failed. */
function attemptThatMetOutage(err: unknown): number | undefined {
  if (!(err instanceof ActivityFailure)) return undefined;
  const cause = err.cause;
  if (!(cause instanceof ApplicationFailure) || cause.type !== DATABASE_UNAVAILABLE) return undefined;
  const attempt = Number(cause.details?.[0]);
  return Number.isInteger(attempt) && attempt >= 1 ? attempt : 1;
}
