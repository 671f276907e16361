import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { WebhookDeliveryActivities, WebhookDeliveryInput, WebhookOutcome } from '../activities/webhook-delivery';

// One SQL update. No end to its retries, on purpose: only a database that is down fails it, and
// giving up would leave the event pending with its retries spent; an outage is waited out.
const { markWebhookEventFailed } = proxyActivities<WebhookDeliveryActivities>({ startToCloseTimeout: '30 seconds' });

/**
 * Delivers one webhook event (workflow id `webhook-<eventId>`), as deliverWebhookEvent does; when
 * the last attempt fails the run itself fails, so it stays visible as Failed in the Temporal UI.
 */
export async function webhookDeliveryWorkflow(input: WebhookDeliveryInput): Promise<WebhookOutcome> {
  return deliverWebhookEvent(input);
}

/**
 * Delivers one webhook event, the attempts being the retries of one activity. The activity counts
 * its HTTP attempts and ends the series itself after `policy.maximumAttempts`, waiting the
 * policy's backoff between them; the activity's own retry policy has no end, so that our failures
 * (database down, a lost worker) wait for the service to recover instead of spending the
 * company's retries. When the last attempt fails, the event is marked failed and this throws
 * `WebhookDeliveryFailed`. For the webhook workflow, and for a workflow's own event (a
 * submission's result) as activities of its run.
 */
export async function deliverWebhookEvent({ eventId, policy }: WebhookDeliveryInput): Promise<WebhookOutcome> {
  const { deliverWebhook } = proxyActivities<WebhookDeliveryActivities>({
    // The attempt ends itself at attemptTimeoutMs; this bound only catches an activity stuck elsewhere.
    startToCloseTimeout: policy.attemptTimeoutMs + 30_000,
    retry: {
      initialInterval: policy.initialIntervalMs,
      backoffCoefficient: policy.backoffCoefficient,
      maximumInterval: policy.maximumIntervalMs,
    },
  });
  try {
    return await deliverWebhook(eventId, policy.attemptTimeoutMs, policy);
  } catch (err) {
    if (!(err instanceof ActivityFailure)) throw err;
    // The activity ends the series itself, saying so ("gave up after N attempts").
    const reason = err.cause?.message ?? err.message;
    await markWebhookEventFailed(eventId, reason);
    throw ApplicationFailure.nonRetryable(`webhook delivery failed: ${reason}`, WEBHOOK_DELIVERY_FAILED);
  }
}

const WEBHOOK_DELIVERY_FAILED = 'WebhookDeliveryFailed';

/** Whether a webhook delivery ended failed (its event marked so), not the workflow around it. */
export const isWebhookDeliveryFailure = (err: unknown) =>
  err instanceof ApplicationFailure && err.type === WEBHOOK_DELIVERY_FAILED;
