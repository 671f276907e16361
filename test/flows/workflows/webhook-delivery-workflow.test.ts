import assert from 'node:assert/strict';
import { ApplicationFailure } from '@temporalio/common';
import { Context } from '@temporalio/activity';
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

/** What the activity does with a company's endpoint that answers 503: retried on the policy, given up on its last attempt. */
async function answers503(_eventId: string, _timeoutMs: number, policy: WebhookRetryPolicy): Promise<never> {
  const { attempt } = Context.current().info;
  if (attempt >= policy.maximumAttempts)
    throw ApplicationFailure.nonRetryable(
      `HTTP 503 (gave up after ${policy.maximumAttempts} attempts)`,
      'WebhookFailed',
    );
  throw ApplicationFailure.create({
    message: 'HTTP 503',
    type: 'WebhookFailed',
    nextRetryDelay: retryDelay(policy, attempt),
  });
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
  });

  it("marks the event failed with the reason once the policy's attempts are spent, and the run fails", async () => {
    const { handle, log } = await harness.start(webhookDeliveryWorkflow, [EVENT], {
      lifecycle: { ...delivered(), deliverWebhook: answers503 },
    });
    const reason = 'HTTP 503 (gave up after 3 attempts)';
    const failure = await failureOf(handle.result());
    assert.deepEqual([failure.type, failure.message], ['WebhookDeliveryFailed', `webhook delivery failed: ${reason}`]);
    assert.deepEqual(
      log.of('deliverWebhook').map((c) => c.attempt),
      [1, 2, 3],
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
    assert.equal(log.of('deliverWebhook').length, 1);
    assert.deepEqual(log.argsOf('markWebhookEventFailed'), [['event-1', 'HTTP 410']]);
  });

  it("retries failures of our own without end, spending none of the company's attempts", async () => {
    const { handle, log } = await harness.start(webhookDeliveryWorkflow, [EVENT], {
      lifecycle: {
        ...delivered(),
        deliverWebhook: async () => {
          if (Context.current().info.attempt <= POLICY.maximumAttempts)
            throw new Error('the database cannot be reached');
          return 'delivered';
        },
      },
    });
    assert.equal(await handle.result(), 'delivered');
    const calls = log.of('deliverWebhook');
    assert.equal(calls.length, POLICY.maximumAttempts + 1);
    assert.equal(calls[0].maximumAttempts, 0, "the activity's own retries have no end");
    assert.deepEqual(log.of('markWebhookEventFailed'), []);
  });
});
