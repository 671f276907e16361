import assert from 'node:assert/strict';
import { ApplicationFailure } from '@temporalio/common';
import type { WebhookRetryPolicy } from '../../../webhooks/policy';
import { retryDelay } from '../../../webhooks/policy';
import { webhookDeliveryWorkflow } from '../../../workflows/webhook-delivery';
import { failureOf, startWorkflowHarness, type WorkflowHarness } from '../../support/workflow-harness';

const POLICY: WebhookRetryPolicy = {
  initialIntervalMs: 10,
  backoffCoefficient: 2,
  maximumIntervalMs: 40,
  maximumAttempts: 3,
  attemptTimeoutMs: 2000,
};
const EVENT = { eventId: 'event-1', policy: POLICY };

const delivered = () => ({
  deliverWebhook: async (_eventId: string, _timeoutMs: number, _policy: WebhookRetryPolicy) => 'delivered',
  markWebhookEventFailed: async (_eventId: string, _reason: string) => undefined,
});

/**
 * What the activity does with a company's endpoint that answers 503: retried on the policy, given
 * up on its last attempt; it counts the HTTP attempts of the run, as the real one does in its log.
 */
function answers503() {
  let attemptsMade = 0;
  return async (_eventId: string, _timeoutMs: number, policy: WebhookRetryPolicy): Promise<never> => {
    attemptsMade += 1;
    if (attemptsMade >= policy.maximumAttempts)
      throw ApplicationFailure.nonRetryable(
        `HTTP 503 (gave up after ${policy.maximumAttempts} attempts)`,
        'WebhookFailed',
      );
    throw ApplicationFailure.create({
      message: 'HTTP 503',
      type: 'WebhookFailed',
      nextRetryDelay: retryDelay(policy, attemptsMade),
    });
  };
}

describe('webhookDeliveryWorkflow, with mocked activities', function () {
  let harness: WorkflowHarness;
  before(async () => (harness = await startWorkflowHarness({ lifecycle: Object.keys(delivered()) })));
  after(() => harness?.close());

  it("delivers the event with the company's policy and attempt time-out", async () => {
    const { handle, log } = await harness.start(webhookDeliveryWorkflow, [EVENT], { lifecycle: delivered() });
    assert.equal(await handle.result(), 'delivered');
    assert.deepEqual(log.names(), ['deliverWebhook']);
    assert.deepEqual(log.argsOf('deliverWebhook'), [['event-1', POLICY.attemptTimeoutMs, POLICY]]);
    assert.equal(log.of('deliverWebhook')[0].local, true, 'a first attempt runs in the workflow task');
  });

  it("marks the event failed with the reason once the policy's attempts are spent, and the run fails", async () => {
    const { handle, log } = await harness.start(webhookDeliveryWorkflow, [EVENT], {
      lifecycle: { ...delivered(), deliverWebhook: answers503() },
    });
    const reason = 'HTTP 503 (gave up after 3 attempts)';
    const failure = await failureOf(handle.result());
    assert.deepEqual([failure.type, failure.message], ['WebhookDeliveryFailed', `webhook delivery failed: ${reason}`]);
    // The first attempt a local activity, the retries an activity task's attempts.
    assert.deepEqual(
      log.of('deliverWebhook').map((c) => [c.local, c.attempt]),
      [
        [true, 1],
        [false, 1],
        [false, 2],
      ],
    );
    assert.deepEqual(log.argsOf('markWebhookEventFailed'), [['event-1', reason]]);
  });

  it('marks an event the company rejected failed after one attempt', async () => {
    const { handle, log } = await harness.start(webhookDeliveryWorkflow, [EVENT], {
      lifecycle: {
        ...delivered(),
        deliverWebhook: async () => {
          throw ApplicationFailure.nonRetryable('HTTP 410', 'WebhookRejected');
        },
      },
    });
    assert.equal((await failureOf(handle.result())).message, 'webhook delivery failed: HTTP 410');
    assert.deepEqual(
      log.of('deliverWebhook').map((c) => c.local),
      [true],
      'a failure no retry heals schedules no activity task',
    );
    assert.deepEqual(log.argsOf('markWebhookEventFailed'), [['event-1', 'HTTP 410']]);
  });

  it("retries failures of our own without end, spending none of the company's attempts", async () => {
    let calls = 0;
    const { handle, log } = await harness.start(webhookDeliveryWorkflow, [EVENT], {
      lifecycle: {
        ...delivered(),
        deliverWebhook: async () => {
          calls += 1;
          if (calls <= POLICY.maximumAttempts) throw new Error('the database cannot be reached');
          return 'delivered';
        },
      },
    });
    assert.equal(await handle.result(), 'delivered');
    const attempts = log.of('deliverWebhook');
    assert.equal(attempts.length, POLICY.maximumAttempts + 1);
    assert.equal(attempts[1].maximumAttempts, 0, "the activity's own retries have no end");
    assert.deepEqual(log.of('markWebhookEventFailed'), []);
  });
});
