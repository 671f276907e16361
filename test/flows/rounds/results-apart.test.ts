import assert from 'node:assert/strict';
import { findSubmission } from '../../../db/submissions';
import { newId } from '../../../lib/ids';
import { submissionWorkflowId } from '../../../workflow-contract/workflow-ids';
import { freePort } from '../../../scripts/services/ports';
import { startSmtpSink, type SmtpSink } from '../../../scripts/services/smtp-sink';
import { stepQuery } from '../../../workflows/submission';
import { login, newCompany } from '../../support/companies';
import { candidateEmail, submitRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';
import { type WebhookReceiver } from '../../support/webhook-receiver';
import { setWebhookUrl, startWebhookWorker } from '../../support/webhooks';
import type { WorkerProcess } from '../../support/worker-process';

/** The result e-mails and the webhook go their own ways: neither waits for the other, nor fails it. */
describe('the result webhook does not wait on the result e-mails, and a failed e-mail fails nothing else', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let receiver: WebhookReceiver;
  let worker: WorkerProcess;
  let mailServerPort: number;
  let mailServer: SmtpSink | undefined;

  before(async () => {
    stack = await startTestStack();
    // Its mail server is down until a test starts it: every result e-mail keeps being retried.
    mailServerPort = await freePort();
    ({ receiver, worker } = await startWebhookWorker(stack, { SMTP_URL: `smtp://127.0.0.1:${mailServerPort}` }));
  });
  after(async () => {
    await worker?.stop();
    await mailServer?.stop();
    await stack?.close();
    await receiver?.close();
  });

  async function companyWithWebhook() {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const path = `/results/${newId()}`;
    receiver.answer(path, [200]);
    await setWebhookUrl(stack, access_token, receiver.url(path));
    return { company, path };
  }

  it('delivers the webhook while the mail server is down, and sends the e-mails once it is back', async () => {
    const { company, path } = await companyWithWebhook();
    const round = await submitRound(stack, company.live_code);
    const [request] = await receiver.waitFor(path, 1, 60_000);
    assert.equal(JSON.parse(request.body.toString('utf8')).id, round.id);

    const handle = stack.temporal.workflow.getHandle(submissionWorkflowId(round.id));
    assert.equal(await handle.query(stepQuery), 'delivering results');
    const { rows } = await stack.db.pool.query('SELECT id FROM emails WHERE submission_id = $1 AND sent_at IS NULL', [
      round.id,
    ]);
    assert.equal(rows.length, 2, 'both result e-mails are queued, still unsent');

    mailServer = await startSmtpSink({ port: mailServerPort });
    await handle.result();
    assert.equal(await handle.query(stepQuery), 'done');
    const submission = (await findSubmission(stack.db.pool, round.id))!;
    assert.equal(submission.status, 'analyzed');
    assert.ok(submission.candidate_emailed_at && submission.company_emailed_at, 'each e-mail stamped when it went out');
    assert.ok(submission.webhook_completed_at! < submission.candidate_emailed_at, 'the webhook did not wait');
  });

  it('completes the run when an e-mail is refused, the other sent and the webhook delivered', async () => {
    mailServer ??= await startSmtpSink({ port: mailServerPort });
    const refused = candidateEmail();
    mailServer.rejectRecipients.add(refused);
    const { company, path } = await companyWithWebhook();
    const round = await submitRound(stack, company.live_code, { email: refused });
    const handle = stack.temporal.workflow.getHandle(submissionWorkflowId(round.id));
    await handle.result();
    await receiver.waitFor(path, 1, 60_000);

    const submission = (await findSubmission(stack.db.pool, round.id))!;
    assert.equal(submission.status, 'analyzed');
    assert.equal(submission.candidate_emailed_at, null);
    assert.ok(submission.company_emailed_at);
    const { rows } = await stack.db.pool.query<{ failure: string | null }>(
      `SELECT failure FROM emails WHERE submission_id = $1 AND kind = 'result_candidate'`,
      [round.id],
    );
    assert.match(rows[0].failure ?? '', /550|refused|reject/i, 'the refusal is recorded on the outbox row');
  });
});
