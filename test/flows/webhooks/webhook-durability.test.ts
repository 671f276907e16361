import assert from 'node:assert/strict';
import { WorkflowFailedError } from '@temporalio/client';
import pg from 'pg';
import { newId } from '../../../lib/ids';
import { submissionWorkflowId } from '../../../workflow-contract/workflow-ids';
import type { webhookDeliveryWorkflow } from '../../../workflows';
import { bearer, login, newCompany } from '../../support/companies';
import { submitRound, workflowDone } from '../../support/rounds';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';
import { type WebhookReceiver } from '../../support/webhook-receiver';
import {
  deliveryLogEntry,
  resultEvent,
  seedAnalyzedSubmission,
  setWebhookUrl,
  startWebhookWorker,
} from '../../support/webhooks';
import type { WorkerProcess } from '../../support/worker-process';

/** Fast retries, and 2 of them: 3 HTTP attempts per delivery run. */
const WEBHOOK_ENV = { WEBHOOK_RETRY_INITIAL_MS: '10', WEBHOOK_MAX_RETRIES: '2', WEBHOOK_TIMEOUT_MS: '1000' };

/**
 * The delivery log stays whole and the company keeps its retries whatever happens around a
 * delivery: a reset of the submission's workflow, or a database our worker cannot reach.
 */
describe('webhook deliveries across resets and failures of our own', function () {
  this.timeout(180_000);
  let stack: TestStack;
  let receiver: WebhookReceiver;
  let worker: WorkerProcess;

  before(async () => {
    stack = await startTestStack({ env: WEBHOOK_ENV });
    ({ receiver, worker } = await startWebhookWorker(stack, WEBHOOK_ENV));
  });
  after(async () => {
    await worker?.stop();
    await stack?.close();
    await receiver?.close();
  });

  async function companyWithReceiver(answers: number[]) {
    const company = await newCompany(stack);
    const { access_token: token } = await login(stack, company);
    const path = `/hooks/${newId()}`;
    receiver.answer(path, answers);
    await setWebhookUrl(stack, token, receiver.url(path));
    return { company, token, path };
  }

  /** Resets a finished submission workflow to the workflow task that scheduled its webhook's delivery, as an operator would. */
  async function resetToWebhookStart(submissionId: string): Promise<void> {
    const handle = stack.temporal.workflow.getHandle(submissionWorkflowId(submissionId));
    const history = await handle.fetchHistory();
    const scheduled = history.events!.find(
      (e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'deliverWebhook',
    );
    assert.ok(scheduled, 'the run delivered its webhook itself');
    const { runId: workflowRunId } = await handle.describe();
    await stack.temporal.workflowService.resetWorkflowExecution({
      namespace: stack.config.temporal.namespace,
      workflowExecution: { workflowId: handle.workflowId, runId: workflowRunId },
      reason: 'redeliver the result webhook',
      workflowTaskFinishEventId: scheduled.activityTaskScheduledEventAttributes!.workflowTaskCompletedEventId,
      requestId: newId(),
    });
  }

  it('logs every attempt of a redelivery by reset after the earlier ones, and its 2xx stamps the result', async () => {
    const { company, token, path } = await companyWithReceiver([500, 500, 500, 503, 200]);
    const round = await submitRound(stack, company.test_code);
    await workflowDone(stack, round.id);
    const {
      rows: [event],
    } = await stack.db.pool.query<{ id: string }>('SELECT id FROM webhook_events WHERE submission_id = $1', [round.id]);
    // Given up on after its 3 attempts; the submission's workflow still completed.
    assert.equal((await deliveryLogEntry(stack, token, event.id))?.status, 'failed');

    await resetToWebhookStart(round.id);
    await receiver.waitFor(path, 5);
    await stack.temporal.workflow.getHandle(submissionWorkflowId(round.id)).result();

    const requests = receiver.received(path);
    assert.equal(requests.length, 5);
    assert.ok(
      requests.every((r) => r.headers['x-service-delivery'] === event.id),
      'one X-Service-Delivery for every attempt of the event',
    );
    const entry = await deliveryLogEntry(stack, token, event.id);
    assert.equal(entry?.status, 'delivered');
    assert.equal('reason' in entry!, false);
    assert.deepEqual(
      entry?.attempts.map((a: { number: number }) => a.number),
      [1, 2, 3, 4, 5],
    );
    assert.deepEqual(
      entry?.attempts.map((a: { status_code: number }) => a.status_code),
      [500, 500, 500, 503, 200],
    );
    const me = await stack.http.get('/v1/me').set(bearer(token)).expect(200);
    assert.equal(me.body.stats.webhooks, 5);
    const {
      rows: [submission],
    } = await stack.db.pool.query('SELECT webhook_completed_at FROM submissions WHERE id = $1', [round.id]);
    assert.ok(submission.webhook_completed_at instanceof Date, 'the 2xx stamps webhook_completed_at');
  });

  it('gives the company all its HTTP attempts when the worker could not reach the database for more attempts than that', async () => {
    const { company, token, path } = await companyWithReceiver([500]);
    const submission = await seedAnalyzedSubmission(stack, company.id);
    const database = new URL(stack.db.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: testServices().postgres.url.replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
    try {
      const event = await resultEvent(stack, submission.id);
      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
      const handle = await stack.temporal.workflow.start<typeof webhookDeliveryWorkflow>('webhookDeliveryWorkflow', {
        taskQueue: stack.config.temporal.taskQueue,
        workflowId: event.workflowId,
        args: [event.input],
      });
      // Temporal's attempts are what to wait for here: more failed ones than the 3 HTTP attempts a run has.
      for (;;) {
        const described = await handle.describe();
        const attempt = described.raw.pendingActivities?.[0]?.attempt ?? 0;
        if (attempt > 3 || described.status.name !== 'RUNNING') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`);
      await assert.rejects(handle.result(), WorkflowFailedError);

      assert.equal(receiver.received(path).length, 3, 'the first try and 2 retries reached the company');
      const entry = await deliveryLogEntry(stack, token, event.eventId);
      assert.equal(entry?.status, 'failed');
      assert.match(entry?.reason, /HTTP 500 \(gave up after 3 attempts\)/);
      assert.deepEqual(
        entry?.attempts.map((a: { number: number }) => a.number),
        [1, 2, 3],
      );
    } finally {
      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`).catch(() => undefined);
      await admin.end();
    }
  });
});
