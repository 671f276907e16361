import assert from 'node:assert/strict';
import { WorkflowExecutionAlreadyStartedError, WorkflowFailedError } from '@temporalio/client';
import { createApp } from '../../../api/app';
import { WebhookPayload } from '../../../api/schemas/webhook';
import { createTemporalClient } from '../../../api/temporal/temporal';
import { sweepWebhookEvents } from '../../../api/temporal/reconciler';
import { newId } from '../../../lib/ids';
import { webhookDeliveryWorkflowId } from '../../../workflow-contract/workflow-ids';
import packageJson from '../../../package.json';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany } from '../../support/companies';
import { httpClient } from '../../support/http';
import { startTestStack, type TestStack } from '../../support/stack';
import { signatureIsValid, type WebhookReceiver } from '../../support/webhook-receiver';
import {
  deliveryLogEntry,
  resultEvent,
  seedAnalyzedSubmission,
  setWebhookUrl,
  startResultDelivery,
  startWebhookWorker,
} from '../../support/webhooks';
import type { WorkerProcess } from '../../support/worker-process';

/**
 * Result webhooks on the real stack: the delivery workflow runs in a worker process that trusts
 * the receiver's CA (NODE_EXTRA_CA_CERTS), and POSTs over real TLS to a local HTTPS receiver.
 */
describe('webhook delivery (child workflow → signed HTTPS POST, retries, delivery log)', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let receiver: WebhookReceiver;
  let worker: WorkerProcess;

  before(async () => {
    stack = await startTestStack({ env: { WEBHOOK_RETRY_INITIAL_MS: '10', WEBHOOK_TIMEOUT_MS: '1000' } });
    ({ receiver, worker } = await startWebhookWorker(stack));
  });
  after(async () => {
    await worker?.stop();
    await stack?.close();
    await receiver?.close();
  });

  /** A company whose webhook_url points at a path of the receiver of its own, answering as given. */
  async function companyWithReceiver(answers: Array<number | 'hang'>) {
    const company = await newCompany(stack);
    const { access_token: token } = await login(stack, company);
    const path = `/hooks/${newId()}`;
    receiver.answer(path, answers);
    await setWebhookUrl(stack, token, receiver.url(path));
    return { company, token, path };
  }

  const webhooksStat = async (token: string) =>
    (await stack.http.get('/v1/me').set(bearer(token)).expect(200)).body.stats.webhooks as number;

  it('delivers a result signed over the exact bytes, retrying 503s until the 200 of attempt 4', async () => {
    const { company, token, path } = await companyWithReceiver([503, 503, 503, 200]);
    assert.equal(await webhooksStat(token), 0);
    const submission = await seedAnalyzedSubmission(stack, company.id);

    const { event, handle } = await startResultDelivery(stack, submission.id);
    assert.equal(event.workflowId, `webhook-${event.eventId}`);
    assert.equal(await handle.result(), 'delivered');

    const requests = receiver.received(path);
    assert.equal(requests.length, 4);
    for (const req of requests) {
      assert.equal(req.method, 'POST');
      assert.equal(req.headers['content-type'], 'application/json');
      assert.equal(req.headers['user-agent'], `${packageJson.name}/${packageJson.version} (webhook)`);
      assert.equal(req.headers['x-service-delivery'], event.eventId, 'the same delivery id on every retry');
      assert.match(String(req.headers['x-service-signature']), /^sha256=[0-9a-f]{64}$/);
      assert.ok(
        signatureIsValid(req.body, req.headers['x-service-signature'], company.webhook_secret),
        'the signature verifies',
      );
      assert.ok(req.body.equals(requests[0].body), 'every attempt sends the same bytes');
      assert.equal(req.servername, 'localhost', 'SNI names the host of the URL, not the address connected to');
      assert.equal(req.headers.host, `localhost:${receiver.port}`);
    }
    const tampered = Buffer.from(requests[0].body.toString().replace('"attempt":2', '"attempt":3'));
    assert.notDeepEqual(tampered, requests[0].body);
    assert.equal(signatureIsValid(tampered, requests[0].headers['x-service-signature'], company.webhook_secret), false);
    assert.equal(
      signatureIsValid(requests[0].body, requests[0].headers['x-service-signature'], 'AnotherSecret123'),
      false,
    );

    const payload = JSON.parse(requests[0].body.toString());
    WebhookPayload.parse(payload);
    assert.deepEqual(Object.keys(payload), [
      'name',
      'email',
      'message',
      'holes',
      'shots',
      'scorecard',
      'attempt',
      'status',
      'test',
      'submitted_at',
      'created_at',
      'id',
    ]);
    assert.equal(payload.id, submission.id);
    assert.equal(payload.name, submission.name);
    assert.equal(payload.email, submission.email);
    assert.equal(payload.message, submission.message);
    assert.deepEqual(payload.holes, submission.holes);
    assert.deepEqual(payload.shots['7'], { code: 'print(7)\n', language: 'python' });
    assert.deepEqual(payload.scorecard, { holes: submission.scorecard.holes, summary: submission.scorecard.summary });
    assert.equal(payload.attempt, 2);
    assert.equal(payload.status, 'analyzed');
    assert.equal(payload.test, 0);
    assert.equal(payload.submitted_at, submission.submittedAt.toISOString());
    assert.equal(payload.created_at, submission.createdAt.toISOString());

    const { rows } = await stack.db.pool.query('SELECT webhook_completed_at FROM submissions WHERE id = $1', [
      submission.id,
    ]);
    assert.ok(rows[0].webhook_completed_at instanceof Date, 'webhook_completed_at is stamped');

    const entry = await deliveryLogEntry(stack, token, event.eventId);
    assert.equal(entry?.kind, 'result');
    assert.equal(entry?.submission_id, submission.id);
    assert.equal(entry?.status, 'delivered');
    assert.ok(entry?.completed_at);
    assert.equal('reason' in entry!, false);
    assert.deepEqual(
      entry?.attempts.map((a: { number: number }) => a.number),
      [1, 2, 3, 4],
    );
    assert.deepEqual(
      entry?.attempts.map((a: { status_code: number }) => a.status_code),
      [503, 503, 503, 200],
    );
    for (const a of entry!.attempts) {
      assert.equal('error' in a, false);
      assert.ok(Number.isInteger(a.duration_ms));
    }
    assert.equal(await webhooksStat(token), 4);
  });

  it('creates one event per submission: the entry point is idempotent and a second start is refused', async () => {
    const { company, path } = await companyWithReceiver([200]);
    const submission = await seedAnalyzedSubmission(stack, company.id, { message: null, test: 1 });
    const { event, handle } = await startResultDelivery(stack, submission.id);
    assert.equal(await handle.result(), 'delivered');

    const again = await resultEvent(stack, submission.id);
    assert.equal(again.eventId, event.eventId);
    assert.deepEqual(again.input, event.input);
    await assert.rejects(
      stack.temporal.workflow.start('webhookDeliveryWorkflow', {
        taskQueue: stack.config.temporal.taskQueue,
        workflowId: again.workflowId,
        args: [again.input],
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
      }),
      WorkflowExecutionAlreadyStartedError,
    );
    const [request] = receiver.received(path);
    assert.equal(receiver.received(path).length, 1);
    const payload = JSON.parse(request.body.toString());
    assert.equal('message' in payload, false, 'an absent message is omitted');
    assert.equal(payload.test, 1);
  });

  it('stops at a 4xx: exactly one attempt, and the run fails', async () => {
    const { company, token, path } = await companyWithReceiver([400]);
    const submission = await seedAnalyzedSubmission(stack, company.id);
    const { event, handle } = await startResultDelivery(stack, submission.id);
    await assert.rejects(handle.result(), WorkflowFailedError);
    assert.equal((await handle.describe()).status.name, 'FAILED');
    assert.equal(receiver.received(path).length, 1);

    const entry = await deliveryLogEntry(stack, token, event.eventId);
    assert.equal(entry?.status, 'failed');
    assert.equal(entry?.reason, 'HTTP 400');
    assert.equal(entry?.attempts.length, 1);
    const { rows } = await stack.db.pool.query('SELECT webhook_completed_at FROM submissions WHERE id = $1', [
      submission.id,
    ]);
    assert.equal(rows[0].webhook_completed_at, null);
  });

  it('retries a receiver that hangs past the time-out', async () => {
    const { company, token, path } = await companyWithReceiver(['hang', 200]);
    const submission = await seedAnalyzedSubmission(stack, company.id);
    const { event, handle } = await startResultDelivery(stack, submission.id);
    assert.equal(await handle.result(), 'delivered');
    assert.equal(receiver.received(path).length, 2);

    const entry = await deliveryLogEntry(stack, token, event.eventId);
    const [hung, answered] = entry!.attempts;
    assert.equal('status_code' in hung, false);
    assert.match(hung.error, /no answer within 1000 ms/);
    assert.ok(hung.duration_ms >= 1000);
    assert.equal(answered.status_code, 200);
  });

  it('gives up after 10 retries of a receiver that always answers 500: 11 attempts, a failed run, kept in the log', async () => {
    const { company, token, path } = await companyWithReceiver([500]);
    const submission = await seedAnalyzedSubmission(stack, company.id);
    const { event, handle } = await startResultDelivery(stack, submission.id);
    await assert.rejects(handle.result(), WorkflowFailedError);
    assert.equal((await handle.describe()).status.name, 'FAILED');
    assert.equal(receiver.received(path).length, 11);

    const entry = await deliveryLogEntry(stack, token, event.eventId);
    assert.equal(entry?.status, 'failed');
    assert.match(entry?.reason, /HTTP 500 \(gave up after 11 attempts\)/);
    assert.deepEqual(
      entry?.attempts.map((a: { number: number }) => a.number),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    );
    assert.ok(entry?.attempts.every((a: { status_code: number }) => a.status_code === 500));
    assert.equal(await webhooksStat(token), 11);
  });

  it('counts a redirect as a failed attempt and does not follow it', async () => {
    const { company, token, path } = await companyWithReceiver([302, 200]);
    const submission = await seedAnalyzedSubmission(stack, company.id);
    const { event, handle } = await startResultDelivery(stack, submission.id);
    assert.equal(await handle.result(), 'delivered');
    const entry = await deliveryLogEntry(stack, token, event.eventId);
    assert.deepEqual(
      entry?.attempts.map((a: { status_code: number }) => a.status_code),
      [302, 200],
    );
    assert.equal(entry?.attempts[0].error, 'redirects are not followed');
    assert.equal(receiver.received(path).length, 2);
  });

  it('sends the test webhook with test: 1 through the same signed path', async () => {
    const { company, token, path } = await companyWithReceiver([200]);
    const res = await stack.http.post('/v1/webhook/test').set(bearer(token)).expect(202);
    const deliveryId = res.body.delivery_id;
    assert.equal(await stack.temporal.workflow.getHandle(webhookDeliveryWorkflowId(deliveryId)).result(), 'delivered');

    const [request] = receiver.received(path);
    assert.equal(request.headers['x-service-delivery'], deliveryId);
    assert.ok(signatureIsValid(request.body, request.headers['x-service-signature'], company.webhook_secret));
    const payload = WebhookPayload.parse(JSON.parse(request.body.toString()));
    assert.equal(payload.test, 1);
    assert.equal(payload.status, 'analyzed');
    const settings = (await stack.http.get('/v1/settings').set(bearer(token)).expect(200)).body;
    assert.deepEqual(
      Object.values(payload.scorecard.holes).map((h) => [
        h.first.personality,
        h.second.personality,
        h.third.personality,
      ])[0],
      settings.personalities,
    );
    const playback = await stack.db.pool.query('SELECT 1 FROM submissions WHERE id = $1', [payload.id]);
    assert.equal(playback.rowCount, 0, "the test payload's id names no submission");

    const entry = await deliveryLogEntry(stack, token, deliveryId);
    assert.equal(entry?.kind, 'test');
    assert.equal(entry?.test, 1);
    assert.equal('submission_id' in entry!, false);
    assert.equal(entry?.status, 'delivered');
  });

  it('refuses the test webhook while no webhook_url is set', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const res = await stack.http.post('/v1/webhook/test').set(bearer(access_token)).expect(422);
    assert.equal(res.body.error, 'validation_failed');
    assert.deepEqual(
      res.body.details.map((d: { path: string }) => d.path),
      ['webhook_url'],
    );
    const log = await stack.http.get('/v1/webhook/deliveries').set(bearer(access_token)).expect(200);
    assert.equal(log.body.meta.page.total, 0);
  });

  it('redelivers the same bytes under a new delivery id, and only for its own company', async () => {
    const { company, token, path } = await companyWithReceiver([200]);
    const submission = await seedAnalyzedSubmission(stack, company.id);
    const { event, handle } = await startResultDelivery(stack, submission.id);
    await handle.result();

    const res = await stack.http
      .post(`/v1/webhook/deliveries/${event.eventId}/redeliver`)
      .set(bearer(token))
      .expect(202);
    const redeliveryId = res.body.delivery_id;
    assert.notEqual(redeliveryId, event.eventId);
    assert.equal(
      await stack.temporal.workflow.getHandle(webhookDeliveryWorkflowId(redeliveryId)).result(),
      'delivered',
    );
    const [original, repeated] = receiver.received(path);
    assert.ok(repeated.body.equals(original.body), 'the same payload bytes');
    assert.equal(repeated.headers['x-service-delivery'], redeliveryId);
    assert.ok(signatureIsValid(repeated.body, repeated.headers['x-service-signature'], company.webhook_secret));

    const entry = await deliveryLogEntry(stack, token, redeliveryId);
    assert.equal(entry?.kind, 'redelivery');
    assert.equal(entry?.redelivery_of, event.eventId);
    assert.equal(entry?.submission_id, submission.id);

    const other = await newCompany(stack);
    const { access_token: otherToken } = await login(stack, other);
    for (const id of [event.eventId, newId(), 'not-an-id']) {
      const miss = await stack.http.post(`/v1/webhook/deliveries/${id}/redeliver`).set(bearer(otherToken)).expect(404);
      assert.equal(miss.body.error, 'delivery_not_found');
    }
  });

  it('lists deliveries newest first, one page at a time', async () => {
    const { token } = await companyWithReceiver([200]);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await stack.http.post('/v1/webhook/test').set(bearer(token)).expect(202)).body.delivery_id);
    const first = await stack.http.get('/v1/webhook/deliveries?per_page=2').set(bearer(token)).expect(200);
    assert.deepEqual(
      first.body.data.map((d: { id: string }) => d.id),
      [ids[2], ids[1]],
    );
    assert.deepEqual(first.body.meta.page, {
      'current-page': 1,
      'per-page': 2,
      from: 1,
      to: 2,
      total: 3,
      'last-page': 2,
    });
    assert.equal(first.body.links.next, 'http://assessments.test/v1/webhook/deliveries?page=2&per_page=2');
    const second = await stack.http.get('/v1/webhook/deliveries?page=2&per_page=2').set(bearer(token)).expect(200);
    assert.deepEqual(
      second.body.data.map((d: { id: string }) => d.id),
      [ids[0]],
    );
    const bad = await stack.http.get('/v1/webhook/deliveries?per_page=0').set(bearer(token)).expect(422);
    assert.equal(bad.body.error, 'validation_failed');
  });

  it('answers 202 while Temporal cannot take the delivery; the sweeper starts it later', async () => {
    const { token, path } = await companyWithReceiver([200]);
    const unreachable = createTemporalClient('127.0.0.1:1', stack.config.temporal.namespace);
    try {
      const res = await httpClient(createApp({ ...stack.deps, temporal: unreachable }))
        .post('/v1/webhook/test')
        .set(bearer(token))
        .expect(202);
      const id = res.body.delivery_id;
      const pending = await deliveryLogEntry(stack, token, id);
      assert.equal(pending?.status, 'pending');
      assert.deepEqual(pending?.attempts, []);
      assert.equal(receiver.received(path).length, 0);

      const aMinuteLater = new ManualClock();
      aMinuteLater.advance(60_000);
      assert.equal(await sweepWebhookEvents({ ...stack.deps, clock: aMinuteLater }), 1);
      assert.equal(await stack.temporal.workflow.getHandle(webhookDeliveryWorkflowId(id)).result(), 'delivered');
      assert.equal(receiver.received(path).length, 1);
      assert.equal(
        await sweepWebhookEvents({ ...stack.deps, clock: aMinuteLater }),
        0,
        'a started delivery is not swept again',
      );
    } finally {
      await unreachable.connection.close();
    }
  });
});
