import { Context } from '@temporalio/activity';
import { forgetExpiredWebhookSecrets } from '../db/companies';
import { IDEMPOTENCY_KEPT_MS } from '../db/idempotency';
import { FAILURE_WINDOW_MS } from '../db/login-failures';
import type { Pool } from '../db/pool';
import {
  purgeExampleRuns,
  purgeGreenhouseReports,
  purgeIdempotencyKeys,
  purgeLoginFailures,
  purgeRateLimits,
  purgeVerifications,
} from '../db/purges';
import { LONGEST_WINDOW_SECONDS } from '../db/rate-limits';
import type { Clock } from '../lib/clock';
import type { Config } from '../lib/config';

/** How long an example run's row is kept: its result is needed only by the request that waits for it (30 s at most). */
export const EXAMPLE_RUN_KEPT_MS = 24 * 60 * 60 * 1000;
/** How long a verification code's row is kept: it lasts 15 minutes; the day leaves a trace to answer a complaint. */
export const VERIFICATION_KEPT_MS = 24 * 60 * 60 * 1000;
/** How long Greenhouse's reports of our answers (response_error) are shown to the company. */
export const GREENHOUSE_REPORT_KEPT_MS = 90 * 24 * 60 * 60 * 1000;
/**
 * How long a limiter row is kept after its newest second: the longest window, and five minutes for
 * a worker's clock ahead of an API process's (purged early, a key's budget would start afresh).
 */
export const RATE_LIMIT_KEPT_SECONDS = LONGEST_WINDOW_SECONDS + 5 * 60;
/** Rows per statement: each locks at most this many, skipping any a request holds. */
const BATCH = 1_000;
/** Batches of each kind per call, a heartbeat after each: a backlog is worked off over several calls. */
const BATCHES_PER_CALL = 10;

export interface ExpiryDeps {
  pool: Pool;
  clock: Clock;
  config: Pick<Config, 'login'>;
}

export interface ExpiryProgress {
  purged: number;
  /** Whether expired rows may be left: the workflow calls again. */
  more: boolean;
}

export function createExpiryActivities({ pool, clock, config }: ExpiryDeps) {
  return {
    /**
     * Deletes (or, for a company's previous webhook secret, clears) what has served its purpose:
     * example runs and verification codes a day old, failed logins past their window and lockout,
     * limiter rows that count nothing any more (their newest second left the longest window, and a
     * few minutes more),
     * previous webhook secrets past their grace, idempotency keys past their 24 hours, Greenhouse's
     * reports past their 90 days. Every check
     * a request makes reads the time itself, so a row left until the next run changes no answer:
     * this only keeps the tables from growing. Idempotent: a retry finds less to delete.
     */
    async purgeExpiredRows(): Promise<ExpiryProgress> {
      const now = clock.now().getTime();
      const lockoutMs = config.login.lockoutSeconds * 1000;
      const purges = [
        (limit: number) => purgeExampleRuns(pool, new Date(now - EXAMPLE_RUN_KEPT_MS), limit),
        (limit: number) => purgeRateLimits(pool, Math.floor(now / 1000) - RATE_LIMIT_KEPT_SECONDS, limit),
        (limit: number) => purgeVerifications(pool, new Date(now - VERIFICATION_KEPT_MS), limit),
        (limit: number) => purgeLoginFailures(pool, new Date(now - FAILURE_WINDOW_MS - lockoutMs), limit),
        (limit: number) => forgetExpiredWebhookSecrets(pool, new Date(now), limit),
        (limit: number) => purgeIdempotencyKeys(pool, new Date(now - IDEMPOTENCY_KEPT_MS), limit),
        (limit: number) => purgeGreenhouseReports(pool, new Date(now - GREENHOUSE_REPORT_KEPT_MS), limit),
      ];
      let purged = 0;
      let more = false;
      for (const purge of purges) {
        let full = true;
        for (let batch = 0; batch < BATCHES_PER_CALL && full; batch++) {
          const n = await purge(BATCH);
          purged += n;
          full = n === BATCH;
          Context.current().heartbeat(purged);
        }
        more ||= full;
      }
      return { purged, more };
    },
  };
}

export type ExpiryActivities = ReturnType<typeof createExpiryActivities>;
