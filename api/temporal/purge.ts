import { forgetExpiredWebhookSecrets } from '../../db/companies';
import {
  purgeExampleRuns,
  purgeIdempotencyKeys,
  purgeLoginFailures,
  purgeRateLimits,
  purgeVerifications,
} from '../../db/purges';
import { LONGEST_WINDOW_SECONDS } from '../../db/rate-limits';
import type { AppDeps } from '../deps';
import { FAILURE_WINDOW_MS } from '../auth/login-lockout';
import { IDEMPOTENCY_KEPT_MS } from '../middleware/idempotency';

/** How long an example run's row is kept: its result is needed only by the request that waits for it (30 s at most). */
export const EXAMPLE_RUN_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How long a verification code's row is kept: it lasts 15 minutes; the day leaves a trace to answer a complaint. */
export const VERIFICATION_RETENTION_MS = 24 * 60 * 60 * 1000;
const BATCH = 1_000;
/** At most this many batches of each kind per sweep: a backlog is worked off over several sweeps. */
const BATCHES_PER_SWEEP = 10;

/**
 * The reconciler's purge: example runs older than EXAMPLE_RUN_RETENTION_MS, verification codes
 * older than VERIFICATION_RETENTION_MS, failed logins past their window and lockout, limiter
 * rows that count nothing any more (their newest second left the longest window), and previous
 * webhook secrets past their grace (cleared, not deleted: the company stays), idempotency keys
 * past their 24 hours. Returns the rows
 * deleted or cleared.
 */
export async function purgeExpired(deps: Pick<AppDeps, 'pool' | 'clock' | 'config'>): Promise<number> {
  const now = deps.clock.now().getTime();
  const runsBefore = new Date(now - EXAMPLE_RUN_RETENTION_MS);
  const lockoutMs = deps.config.login.lockoutSeconds * 1000;
  const limitsBefore = Math.floor(now / 1000) - LONGEST_WINDOW_SECONDS;
  const purges = [
    (limit: number) => purgeExampleRuns(deps.pool, runsBefore, limit),
    (limit: number) => purgeRateLimits(deps.pool, limitsBefore, limit),
    (limit: number) => purgeVerifications(deps.pool, new Date(now - VERIFICATION_RETENTION_MS), limit),
    (limit: number) => purgeLoginFailures(deps.pool, new Date(now - FAILURE_WINDOW_MS - lockoutMs), limit),
    (limit: number) => forgetExpiredWebhookSecrets(deps.pool, new Date(now), limit),
    (limit: number) => purgeIdempotencyKeys(deps.pool, new Date(now - IDEMPOTENCY_KEPT_MS), limit),
  ];
  let deleted = 0;
  for (const purge of purges) {
    for (let batch = 0; batch < BATCHES_PER_SWEEP; batch++) {
      const n = await purge(BATCH);
      deleted += n;
      if (n < BATCH) break;
    }
  }
  return deleted;
}
