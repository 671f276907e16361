import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { newId } from '../../../lib/ids';
import { retentionScheduleId, webhookDeliveryWorkflowId } from '../../../workflow-contract/workflow-ids';
import { bearer, login, newCompany } from '../../support/companies';
import { eventually } from '../../support/eventually';
import { startTestStack, type TestStack } from '../../support/stack';
import { secretKey, verifyStandardWebhook } from '../../support/standard-webhooks';
import { signatureIsValid, type ReceivedRequest, type WebhookReceiver } from '../../support/webhook-receiver';
import {
  deliveryLogEntry,
  seedAnalyzedSubmission,
  setWebhookUrl,
  startResultDelivery,
  startWebhookWorker,
} from '../../support/webhooks';
import type { WorkerProcess } from '../../support/worker-process';

const HOUR_MS = 3_600_000;
/** A secret of the settings' rules (letters and digits), new each run. */
const drawSecret = () => `S${randomBytes(12).toString('hex')}`;

/**
 * Webhook secret rotation on the real stack: a worker process POSTs over TLS to a local HTTPS
 * receiver, and the receiver checks each delivery as a Standard Webhooks consumer would, with a
 * verifier written from the specification (test/support/standard-webhooks.ts).
 */
describe('webhook secret rotation (Standard Webhooks headers, a grace window for the old secret)', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let receiver: WebhookReceiver;
  let worker: WorkerProcess;

  before(async () => {
    // Retries over a second apart: each attempt's webhook-timestamp is then a second of its own.
    stack = await startTestStack({ env: { WEBHOOK_RETRY_INITIAL_MS: '1100', WEBHOOK_TIMEOUT_MS: '2000' } });
    ({ receiver, worker } = await startWebhookWorker(stack));
  });
  after(async () => {
    await worker?.stop();
    await stack?.close();
    await receiver?.close();
  });

  async function companyWithReceiver(answers: number[] = [200]) {
    const company = await newCompany(stack);
    const { access_token: token } = await login(stack, company);
    const path = `/hooks/${newId()}`;
    receiver.answer(path, answers);
    await setWebhookUrl(stack, token, receiver.url(path));
    return { company, token, path };
  }

  const settingsOf = async (token: string) =>
    (await stack.http.get('/v1/settings').set(bearer(token)).expect(200)).body as Record<string, unknown>;
  const rotate = async (token: string, change: Record<string, unknown>) =>
    (await stack.http.patch('/v1/settings').set(bearer(token)).send(change).expect(200)).body as Record<
      string,
      unknown
    >;

  /** Sends the test webhook and answers the request the receiver got for it. */
  async function testWebhook(token: string, path: string): Promise<ReceivedRequest> {
    const before = receiver.received(path).length;
    const res = await stack.http.post('/v1/webhook/test').set(bearer(token)).expect(202);
    assert.equal(
      await stack.temporal.workflow.getHandle(webhookDeliveryWorkflowId(res.body.delivery_id)).result(),
      'delivered',
    );
    return (await receiver.waitFor(path, before + 1))[before];
  }

  /** Which of the secrets a Standard Webhooks receiver accepts the request with, by name. */
  async function acceptedWith(req: ReceivedRequest, secrets: Record<string, string>): Promise<string[]> {
    const nowSeconds = req.receivedAt / 1000;
    const accepted: string[] = [];
    for (const [name, secret] of Object.entries(secrets)) {
      const verdict = await verifyStandardWebhook(req.body, req.headers, secretKey(secret), { nowSeconds });
      if (verdict.valid) accepted.push(name);
    }
    return accepted;
  }

  const entries = (req: ReceivedRequest) => String(req.headers['webhook-signature']).split(' ');

  it('verifies before, during (either secret) and after the grace window; X-Service-Signature uses the current one', async () => {
    const { company, token, path } = await companyWithReceiver();
    const old = company.webhook_secret;
    const next = drawSecret();

    const before = await testWebhook(token, path);
    assert.deepEqual(await acceptedWith(before, { old, next }), ['old']);
    assert.equal(entries(before).length, 1);
    assert.equal(before.headers['webhook-id'], before.headers['x-service-delivery']);
    assert.ok(signatureIsValid(before.body, before.headers['x-service-signature'], old));

    const changedAt = Date.now();
    const changed = await rotate(token, { webhook_secret: next });
    const until = Date.parse(String(changed.webhook_previous_secret_expires_at));
    assert.ok(Math.abs(until - changedAt - 24 * HOUR_MS) < 60_000, `24 hours of grace by default, not ${until}`);
    const read = await settingsOf(token);
    assert.equal(read.webhook_previous_secret_expires_at, changed.webhook_previous_secret_expires_at);
    assert.equal(read.webhook_secret, next);
    assert.doesNotMatch(JSON.stringify(read), new RegExp(old), 'the old secret is never shown');
    const { rows: mails } = await stack.db.pool.query(
      `SELECT text_body FROM emails WHERE company_id = $1 AND kind = 'webhookChanged' ORDER BY created_at DESC LIMIT 1`,
      [company.id],
    );
    assert.match(mails[0].text_body, /previous secret is still accepted/);

    // A result queued before the change, delivered during the window: both signatures, either verifies.
    const submission = await seedAnalyzedSubmission(stack, company.id);
    const { event, handle } = await startResultDelivery(stack, submission.id);
    assert.equal(await handle.result(), 'delivered');
    const during = receiver.received(path).at(-1)!;
    assert.equal(during.headers['webhook-id'], event.eventId);
    assert.equal(entries(during).length, 2);
    assert.deepEqual(await acceptedWith(during, { old, next }), ['old', 'next']);
    assert.ok(signatureIsValid(during.body, during.headers['x-service-signature'], next), 'keyed with the current one');
    assert.equal(signatureIsValid(during.body, during.headers['x-service-signature'], old), false);

    // The deadline passes (moved into the past): the old secret signs nothing more, and is cleared.
    await stack.db.pool.query(
      `UPDATE companies SET webhook_previous_secret_expires_at = now() - interval '1 second' WHERE id = $1`,
      [company.id],
    );
    assert.equal('webhook_previous_secret_expires_at' in (await settingsOf(token)), false);
    const res = await stack.http.post(`/v1/webhook/deliveries/${event.eventId}/redeliver`).set(bearer(token));
    assert.equal(
      await stack.temporal.workflow.getHandle(webhookDeliveryWorkflowId(res.body.delivery_id)).result(),
      'delivered',
    );
    const after = receiver.received(path).at(-1)!;
    assert.equal(after.headers['webhook-id'], res.body.delivery_id, 'a redelivery signs its own id');
    assert.deepEqual(await acceptedWith(after, { old, next }), ['next']);
    assert.equal(entries(after).length, 1);

    // The hourly expiry clears it.
    await stack.temporal.schedule.getHandle(retentionScheduleId(stack.config.temporal.taskQueue)).trigger();
    await eventually('the previous secret to be cleared', async () => {
      const { rows } = await stack.db.pool.query(
        'SELECT webhook_previous_secret, webhook_previous_secret_expires_at FROM companies WHERE id = $1',
        [company.id],
      );
      return rows[0].webhook_previous_secret === null && rows[0].webhook_previous_secret_expires_at === null;
    });
  });

  it("re-signs every retry with the attempt's own timestamp under the same webhook-id", async () => {
    const { company, token, path } = await companyWithReceiver([503, 200]);
    const submission = await seedAnalyzedSubmission(stack, company.id);
    const { event, handle } = await startResultDelivery(stack, submission.id);
    assert.equal(await handle.result(), 'delivered');
    const [first, retry] = receiver.received(path);
    const log = await deliveryLogEntry(stack, token, event.eventId);
    for (const [i, req] of [first, retry].entries()) {
      assert.equal(req.headers['webhook-id'], event.eventId);
      const startedAt = Date.parse(log!.attempts[i].started_at);
      assert.equal(req.headers['webhook-timestamp'], String(Math.floor(startedAt / 1000)), `attempt ${i + 1}`);
      assert.deepEqual(await acceptedWith(req, { current: company.webhook_secret }), ['current']);
    }
    assert.ok(Number(retry.headers['webhook-timestamp']) > Number(first.headers['webhook-timestamp']));
    assert.notEqual(retry.headers['webhook-signature'], first.headers['webhook-signature']);
    assert.ok(retry.body.equals(first.body), 'the same bytes');
  });

  it('ends the grace early on DELETE /v1/webhook/previous-secret, once, in the audit log', async () => {
    const { company, token, path } = await companyWithReceiver();
    const old = company.webhook_secret;
    const next = drawSecret();
    await rotate(token, { webhook_secret: next, webhook_secret_grace_hours: 168 });
    const until = Date.parse(String((await settingsOf(token)).webhook_previous_secret_expires_at));
    assert.ok(Math.abs(until - Date.now() - 168 * HOUR_MS) < 60_000, 'seven days, as asked');

    await stack.http.delete('/v1/webhook/previous-secret').set(bearer(token)).expect(204);
    assert.equal('webhook_previous_secret_expires_at' in (await settingsOf(token)), false);
    assert.deepEqual(await acceptedWith(await testWebhook(token, path), { old, next }), ['next']);
    await stack.http.delete('/v1/webhook/previous-secret').set(bearer(token)).expect(204);

    const activity = (await stack.http.get('/v1/activity').set(bearer(token)).expect(200)).body.data as Array<{
      action: string;
    }>;
    assert.equal(activity.filter((a) => a.action === 'webhook_previous_secret_dropped').length, 1);
    const { rows } = await stack.db.pool.query('SELECT webhook_previous_secret FROM companies WHERE id = $1', [
      company.id,
    ]);
    assert.equal(rows[0].webhook_previous_secret, null, 'the old secret is gone from the database');
  });

  it('keeps one previous secret: the one just replaced; grace 0 keeps none; the same secret again changes nothing', async () => {
    const { company, token, path } = await companyWithReceiver();
    const [first, second, third, fourth] = [company.webhook_secret, drawSecret(), drawSecret(), drawSecret()];
    await rotate(token, { webhook_secret: second });
    const rotated = await rotate(token, { webhook_secret: third, webhook_secret_grace_hours: 1 });
    assert.deepEqual(await acceptedWith(await testWebhook(token, path), { first, second, third }), ['second', 'third']);
    const again = await rotate(token, { webhook_secret: third, webhook_secret_grace_hours: 0 });
    assert.equal(again.webhook_previous_secret_expires_at, rotated.webhook_previous_secret_expires_at);

    const dropped = await rotate(token, { webhook_secret: fourth, webhook_secret_grace_hours: 0 });
    assert.equal('webhook_previous_secret_expires_at' in dropped, false);
    assert.deepEqual(await acceptedWith(await testWebhook(token, path), { second, third, fourth }), ['fourth']);
  });

  it('refuses a grace out of range, or without a new secret, naming the field', async () => {
    const { token } = await companyWithReceiver();
    for (const change of [
      { webhook_secret_grace_hours: 2 },
      { webhook_secret: drawSecret(), webhook_secret_grace_hours: 169 },
      { webhook_secret: drawSecret(), webhook_secret_grace_hours: -1 },
      { webhook_secret: drawSecret(), webhook_secret_grace_hours: 1.5 },
    ]) {
      const res = await stack.http.patch('/v1/settings').set(bearer(token)).send(change).expect(422);
      assert.equal(res.body.error, 'validation_failed');
      assert.deepEqual(
        res.body.details.map((d: { path: string }) => d.path),
        ['webhook_secret_grace_hours'],
        JSON.stringify(change),
      );
    }
    assert.equal('webhook_previous_secret_expires_at' in (await settingsOf(token)), false);
  });
});
