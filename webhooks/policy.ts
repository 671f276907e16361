import type { Config } from '../lib/config';

/** Each retry waits this many times longer than the one before... */
export const BACKOFF_COEFFICIENT = 2;
/** ...up to this many times the first interval (with the defaults: 30 s growing to 64 min). */
export const MAX_INTERVAL_FACTOR = 128;

/** The retry policy of one delivery, in Temporal's terms. Workflows cannot read config: it travels in their input. */
export interface WebhookRetryPolicy {
  initialIntervalMs: number;
  backoffCoefficient: number;
  maximumIntervalMs: number;
  /** HTTP attempts of one delivery run: the first and WEBHOOK_MAX_RETRIES retries. */
  maximumAttempts: number;
  /** WEBHOOK_TIMEOUT_MS: one attempt, from resolving the host to the response's status line. */
  attemptTimeoutMs: number;
}

export interface WebhookDeliveryInput {
  eventId: string;
  policy: WebhookRetryPolicy;
}

export function webhookRetryPolicy(webhook: Config['webhook']): WebhookRetryPolicy {
  return {
    initialIntervalMs: webhook.retryInitialMs,
    backoffCoefficient: BACKOFF_COEFFICIENT,
    maximumIntervalMs: webhook.retryInitialMs * MAX_INTERVAL_FACTOR,
    maximumAttempts: webhook.maxRetries + 1,
    attemptTimeoutMs: webhook.timeoutMs,
  };
}

/** The wait, in ms, after the `attemptsMade`-th failed HTTP attempt of a run. */
export function retryDelay(p: WebhookRetryPolicy, attemptsMade: number): number {
  return Math.min(p.initialIntervalMs * p.backoffCoefficient ** (attemptsMade - 1), p.maximumIntervalMs);
}

/** The waits before each retry, in ms. */
export function retrySchedule(p: WebhookRetryPolicy): number[] {
  return Array.from({ length: p.maximumAttempts - 1 }, (_, i) => retryDelay(p, i + 1));
}
