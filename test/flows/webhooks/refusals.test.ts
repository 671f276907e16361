import assert from 'node:assert/strict';
import { WorkflowFailedError } from '@temporalio/client';
import { bearer, login, newCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';
import { deliveryLogEntry, seedAnalyzedSubmission, setWebhookUrl, startResultDelivery } from '../../support/webhooks';
import { webhookDeliveryWorkflowId } from '../../../workflow-contract/workflow-ids';

/** With WEBHOOK_ALLOW_PRIVATE=false (the default), on the real stack: nothing is sent, the log says why. */
describe('webhook refusals and skips (end to end)', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({
      env: { WEBHOOK_RETRY_INITIAL_MS: '10', WEBHOOK_TIMEOUT_MS: '1000' },
    });
    await stack.startWorker();
  });
  after(() => stack.close());

  it('refuses a loopback destination at the first attempt: recorded, not retried, the run failed', async () => {
    const company = await newCompany(stack);
    const { access_token: token } = await login(stack, company);
    await setWebhookUrl(stack, token, 'https://127.0.0.1:9/hook');
    const res = await stack.http.post('/v1/webhook/test').set(bearer(token)).expect(202);
    const handle = stack.temporal.workflow.getHandle(webhookDeliveryWorkflowId(res.body.delivery_id));
    await assert.rejects(handle.result(), WorkflowFailedError);
    assert.equal((await handle.describe()).status.name, 'FAILED');

    const entry = await deliveryLogEntry(stack, token, res.body.delivery_id);
    assert.equal(entry?.status, 'failed');
    assert.equal(entry?.reason, 'refused: 127.0.0.1 is a loopback address');
    assert.equal(entry?.attempts.length, 1);
    assert.equal('status_code' in entry!.attempts[0], false);
    assert.equal(entry?.attempts[0].error, 'refused: 127.0.0.1 is a loopback address');
    const me = await stack.http.get('/v1/me').set(bearer(token)).expect(200);
    assert.equal(me.body.stats.webhooks, 1, 'a refused attempt counts as an attempt');
  });

  it('refuses an http:// URL (one stored before the settings rule existed, say)', async () => {
    const company = await newCompany(stack);
    const { access_token: token } = await login(stack, company);
    await stack.db.pool.query(`UPDATE companies SET webhook_url = 'http://hooks.example.com/results' WHERE id = $1`, [
      company.id,
    ]);
    const submission = await seedAnalyzedSubmission(stack, company.id);
    const { event, handle } = await startResultDelivery(stack, submission.id);
    await assert.rejects(handle.result(), WorkflowFailedError);
    const entry = await deliveryLogEntry(stack, token, event.eventId);
    assert.equal(entry?.reason, 'refused: only https:// URLs are allowed, not http://');
    assert.equal(entry?.attempts.length, 1);
  });

  it('skips a result when no webhook_url is set: nothing sent, no attempt, no webhook_completed_at', async () => {
    const company = await newCompany(stack);
    const { access_token: token } = await login(stack, company);
    const submission = await seedAnalyzedSubmission(stack, company.id);
    const { event, handle } = await startResultDelivery(stack, submission.id);
    assert.equal(await handle.result(), 'skipped');

    const entry = await deliveryLogEntry(stack, token, event.eventId);
    assert.equal(entry?.status, 'skipped');
    assert.equal(entry?.reason, 'no webhook_url is set');
    assert.deepEqual(entry?.attempts, []);
    assert.ok(entry?.completed_at);
    const { rows } = await stack.db.pool.query('SELECT webhook_completed_at FROM submissions WHERE id = $1', [
      submission.id,
    ]);
    assert.equal(rows[0].webhook_completed_at, null);
    const me = await stack.http.get('/v1/me').set(bearer(token)).expect(200);
    assert.equal(me.body.stats.webhooks, 0);
  });
});
