import assert from 'node:assert/strict';
import { WebhookPayload } from '../../../api/schemas/webhook';
import { findSubmission } from '../../../db/submissions';
import { newId } from '../../../lib/ids';
import { submissionWorkflowId } from '../../../workflow-contract/workflow-ids';
import { login, newCompany } from '../../support/companies';
import { candidateEmail, submitRound, workflowDone } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';
import { signatureIsValid, type WebhookReceiver } from '../../support/webhook-receiver';
import { setWebhookUrl, startWebhookWorker } from '../../support/webhooks';
import type { WorkerProcess } from '../../support/worker-process';

/** The last step of the lifecycle: a played round's result reaches the company's HTTPS endpoint. */
describe('the submission lifecycle ends with the signed result webhook', function () {
  this.timeout(180_000);
  let stack: TestStack;
  let receiver: WebhookReceiver;
  let worker: WorkerProcess;

  before(async () => {
    stack = await startTestStack();
    ({ receiver, worker } = await startWebhookWorker(stack));
  });
  after(async () => {
    await worker?.stop();
    await stack?.close();
    await receiver?.close();
  });

  it('POSTs the analyzed round, signed, and stamps webhook_completed_at', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const path = `/results/${newId()}`;
    receiver.answer(path, [200]);
    await setWebhookUrl(stack, access_token, receiver.url(path));

    const email = candidateEmail();
    const round = await submitRound(stack, company.live_code, { email, message: 'Hello from the candidate.' });
    await workflowDone(stack, round.id);
    const [request] = await receiver.waitFor(path, 1);

    assert.ok(signatureIsValid(request.body, request.headers['x-service-signature'], company.webhook_secret));
    const payload = WebhookPayload.parse(JSON.parse(request.body.toString('utf8')));
    assert.equal(payload.id, round.id);
    assert.equal(payload.email, email);
    assert.equal(payload.message, 'Hello from the candidate.');
    assert.equal(payload.status, 'analyzed');
    assert.equal(payload.test, 0);
    assert.deepEqual(payload.holes, round.holes);
    assert.deepEqual(Object.keys(payload.shots), round.holes.map(String));
    assert.match(payload.scorecard.summary, /Overall: \d+\/810$/);

    // Delivered by the submission's own run, which ends once its results are out.
    await stack.temporal.workflow.getHandle(submissionWorkflowId(round.id)).result();
    const { rows } = await stack.db.pool.query('SELECT id, status FROM webhook_events WHERE submission_id = $1', [
      round.id,
    ]);
    assert.deepEqual(rows, [{ id: request.headers['x-service-delivery'], status: 'delivered' }]);
    assert.ok((await findSubmission(stack.db.pool, round.id))!.webhook_completed_at instanceof Date);
  });
});
