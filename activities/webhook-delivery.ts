import { performance } from 'node:perf_hooks';
import { ApplicationFailure, Context } from '@temporalio/activity';
import { Scorecard } from '../scoring/scorecard/scorecard-schema';
import type { Pool, Queryable } from '../db/pool';
import type { SubmissionRecord } from '../db/submissions';
import * as webhooks from '../db/webhooks';
import type { Clock } from '../lib/clock';
import type { Config } from '../lib/config';
import { newId } from '../lib/ids';
import { webhookDeliveryWorkflowId } from '../workflow-contract/workflow-ids';
import { attemptWebhook } from '../webhooks/attempt';
import { webhookPayload } from '../webhooks/payload';
import { retryDelay, webhookRetryPolicy, type WebhookDeliveryInput, type WebhookRetryPolicy } from '../webhooks/policy';

export interface WebhookDeliveryDeps {
  config: Config;
  pool: Pool;
  clock: Clock;
}

/** What a submission's workflow needs to start the delivery of its result as a child workflow. */
export interface SubmissionWebhookEvent {
  eventId: string;
  /** `webhook-<eventId>` */
  workflowId: string;
  companyId: string;
  submissionId: string;
  /** The child's only argument: the event and the retry policy from this worker's configuration. */
  input: WebhookDeliveryInput;
}

export type WebhookOutcome = 'delivered' | 'skipped';

/**
 * The result event of an analyzed submission, with its payload built once from the submission as
 * stored: created by the first call (in the caller's transaction, if it has one), returned as it is
 * by every later one.
 */
export async function findOrCreateResultEvent(
  db: Queryable,
  { config, clock }: Pick<WebhookDeliveryDeps, 'config' | 'clock'>,
  s: SubmissionRecord,
): Promise<SubmissionWebhookEvent> {
  const event = await webhooks.findOrCreateResultEvent(db, {
    id: newId(),
    companyId: s.company_id,
    submissionId: s.id,
    test: s.test,
    payload: webhookPayload({ ...s, scorecard: Scorecard.parse(s.scorecard) }),
    createdAt: clock.now(),
  });
  return {
    eventId: event.id,
    workflowId: webhookDeliveryWorkflowId(event.id),
    companyId: s.company_id,
    submissionId: s.id,
    input: { eventId: event.id, policy: webhookRetryPolicy(config.webhook) },
  };
}

// The delivery workflow's input, named here so that workflows/ takes its types from activities/ only.
export type { WebhookDeliveryInput };

export function createWebhookDeliveryActivities({ config, pool, clock }: WebhookDeliveryDeps) {
  return {
    /**
     * One HTTP attempt of an event, logged as the next number of the event's log. Reads the
     * company's URL and secrets now (the previous secret while its grace lasts), and signs with the
     * attempt's own time, so each retry carries a fresh `webhook-timestamp`. 2xx: delivered. 4xx
     * and a refused destination: a non-retryable failure. Anything else (3xx, 5xx, network, time-out): retried after the
     * policy's wait for the HTTP attempts this run has made, until they number
     * `policy.maximumAttempts`. Failures of our own (database, a lost worker) make no HTTP attempt
     * and spend none of them: Temporal retries those on the activity's own policy.
     */
    async deliverWebhook(eventId: string, timeoutMs: number, policy: WebhookRetryPolicy): Promise<WebhookOutcome> {
      const attemptInput = await webhooks.findWebhookAttemptInput(pool, eventId, clock.now());
      if (!attemptInput)
        throw ApplicationFailure.nonRetryable(`webhook event ${eventId} does not exist`, 'WebhookEventMissing');
      // Run again after a 2xx was recorded (a worker lost between recording and reporting): never send twice.
      if (attemptInput.status === 'delivered' || attemptInput.answered_2xx) return 'delivered';
      if (attemptInput.status === 'skipped') return 'skipped';
      // Only a new run of an event that an earlier run gave up on (a reset) finds it failed.
      if (attemptInput.status === 'failed') await webhooks.reopenFailedWebhookEvent(pool, eventId);
      if (!attemptInput.webhook_url) {
        await webhooks.endWebhookEvent(pool, eventId, 'skipped', 'no webhook_url is set', clock.now());
        return 'skipped';
      }
      const workflowRunId = Context.current().info.workflowExecution?.runId ?? '';
      const attemptsBefore = await webhooks.countWorkflowRunAttempts(pool, eventId, workflowRunId);
      if (attemptsBefore >= policy.maximumAttempts) {
        throw ApplicationFailure.nonRetryable(
          `gave up after ${policy.maximumAttempts} attempts`,
          'WebhookRetriesExhausted',
        );
      }

      const startedAt = clock.now();
      const began = performance.now();
      const result = await attemptWebhook({
        url: attemptInput.webhook_url,
        secrets: { current: attemptInput.webhook_secret, previous: attemptInput.webhook_previous_secret },
        body: attemptInput.payload,
        deliveryId: eventId,
        sentAt: startedAt,
        timeoutMs,
        allowPrivate: config.webhook.allowPrivate,
      });
      const durationMs = Math.round(performance.now() - began);
      const statusCode = result.kind === 'answered' ? result.statusCode : undefined;
      const error =
        result.kind !== 'answered'
          ? result.error
          : statusCode! >= 300 && statusCode! < 400
            ? 'redirects are not followed'
            : undefined;
      await webhooks.recordWebhookAttempt(
        pool,
        { eventId, workflowRunId, statusCode, durationMs, error, startedAt },
        clock.now(),
      );

      if (result.kind === 'refused') throw ApplicationFailure.nonRetryable(result.error, 'WebhookDestinationRefused');
      const status = result.kind === 'answered' ? result.statusCode : undefined;
      if (status !== undefined && status >= 200 && status < 300) return 'delivered';
      if (status !== undefined && status >= 400 && status < 500)
        throw ApplicationFailure.nonRetryable(`HTTP ${status}`, 'WebhookRejected');
      const message = status === undefined ? error! : error ? `HTTP ${status}: ${error}` : `HTTP ${status}`;
      const type = status === undefined ? 'WebhookUnreachable' : 'WebhookFailed';
      const attemptsMade = attemptsBefore + 1;
      if (attemptsMade >= policy.maximumAttempts) {
        throw ApplicationFailure.nonRetryable(`${message} (gave up after ${policy.maximumAttempts} attempts)`, type);
      }
      throw ApplicationFailure.create({ message, type, nextRetryDelay: retryDelay(policy, attemptsMade) });
    },

    async markWebhookEventFailed(eventId: string, reason: string): Promise<void> {
      await webhooks.endWebhookEvent(pool, eventId, 'failed', reason, clock.now());
    },
  };
}

export type WebhookDeliveryActivities = ReturnType<typeof createWebhookDeliveryActivities>;
