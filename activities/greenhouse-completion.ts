import { performance } from 'node:perf_hooks';
import { ApplicationFailure } from '@temporalio/activity';
import { sealedKeyForTest } from '../db/greenhouse-keys';
import * as tests from '../db/greenhouse-tests';
import type { Pool } from '../db/pool';
import type { Clock } from '../lib/clock';
import type { Config } from '../lib/config';
import { GREENHOUSE_KEY_SEAL, unseal } from '../lib/crypto';
import packageJson from '../package.json';
import { attemptRequest } from '../webhooks/attempt';
import { completionUrlProblem } from '../webhooks/completion-url';
import { retryDelay, type WebhookRetryPolicy } from '../webhooks/policy';

export interface GreenhouseCompletionDeps {
  config: Config;
  pool: Pool;
  clock: Clock;
}

const USER_AGENT = `${packageJson.name}/${packageJson.version} (greenhouse)`;

/** A test's PATCH, as a submission's workflow schedules it: the test, and the webhook's retry policy. */
export interface GreenhouseCompletion {
  testId: string;
  policy: WebhookRetryPolicy;
}

export function createGreenhouseCompletionActivities({ config, pool, clock }: GreenhouseCompletionDeps) {
  /** Ends the PATCH's series for good: recorded, then a failure no retry repeats. */
  const giveUp = async (testId: string, why: string, type: string): Promise<never> => {
    await tests.markCompletion(pool, testId, { failed: why });
    throw ApplicationFailure.nonRetryable(why, type);
  };

  return {
    /**
     * One HTTP attempt of the PATCH "Mark Test as Completed" to the `url` Greenhouse sent the test
     * with: no body, HTTP Basic with the key the test was sent with (while in force), through the
     * webhook's address check, time-out and retry policy, each attempt logged. 2xx: delivered. A
     * 4xx, a refused address or a url no longer allowed: given up at once. Anything else is retried
     * after the policy's wait, until `maximumAttempts`. A test cancelled meanwhile, or already
     * delivered (a retry after a lost answer), is not sent again.
     */
    async notifyGreenhouse({ testId, policy }: GreenhouseCompletion): Promise<'delivered' | 'skipped'> {
      const test = await tests.findCompletionToSend(pool, testId);
      if (!test)
        throw ApplicationFailure.nonRetryable(`Greenhouse test ${testId} does not exist`, 'GreenhouseTestMissing');
      if (test.completion === 'delivered') return 'delivered';
      if (test.completion !== 'queued' || test.cancelled_at) return 'skipped';
      // The hosts may have changed since the send: a url no longer allowed is not called.
      const urlProblem = completionUrlProblem(test.url, config.greenhouseHosts);
      if (urlProblem) return giveUp(testId, `the url ${urlProblem}`, 'GreenhouseDestinationRefused');
      const sealed = await sealedKeyForTest(pool, testId);
      const key = sealed && unseal(config.jwtSecret, GREENHOUSE_KEY_SEAL, sealed.id, sealed.sealed_key);
      if (!key)
        return giveUp(testId, 'the Greenhouse key the test was sent with is revoked or unreadable', 'GreenhouseNoKey');

      const startedAt = clock.now();
      const began = performance.now();
      const result = await attemptRequest({
        url: test.url,
        method: 'PATCH',
        headers: {
          Authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
          'User-Agent': USER_AGENT,
        },
        body: '',
        timeoutMs: policy.attemptTimeoutMs,
        allowPrivate: config.webhook.allowPrivate,
      });
      const statusCode = result.kind === 'answered' ? result.statusCode : null;
      const error =
        result.kind !== 'answered'
          ? result.error
          : statusCode! >= 300 && statusCode! < 400
            ? 'redirects are not followed'
            : null;
      const attempts = await tests.recordCompletionAttempt(pool, {
        testId,
        startedAt,
        durationMs: performance.now() - began,
        statusCode,
        error,
      });

      if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
        await tests.markCompletion(pool, testId, { delivered: true });
        return 'delivered';
      }
      if (result.kind === 'refused') return giveUp(testId, result.error, 'GreenhouseDestinationRefused');
      if (statusCode !== null && statusCode >= 400 && statusCode < 500)
        return giveUp(testId, `HTTP ${statusCode}`, 'GreenhouseRejected');
      const message = statusCode === null ? error! : error ? `HTTP ${statusCode}: ${error}` : `HTTP ${statusCode}`;
      if (attempts >= policy.maximumAttempts)
        return giveUp(testId, `${message} (gave up after ${policy.maximumAttempts} attempts)`, 'GreenhouseUnreachable');
      throw ApplicationFailure.create({
        message,
        type: 'GreenhouseUnreachable',
        nextRetryDelay: retryDelay(policy, attempts),
      });
    },
  };
}

export type GreenhouseCompletionActivities = ReturnType<typeof createGreenhouseCompletionActivities>;
