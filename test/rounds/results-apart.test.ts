import assert from 'node:assert/strict';
import { findSubmission } from '../../db/submissions';
import { newId } from '../../lib/ids';
import { emailWorkflowId, submissionWorkflowId } from '../../lib/workflow-ids';
import { freePort } from '../../scripts/services/ports';
import { stepQuery } from '../../workflows/submission';
import { login, newCompany } from '../support/companies';
import { submitRound } from '../support/rounds';
import { startTestStack, type TestStack } from '../support/stack';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { setWebhookUrl } from '../support/webhooks';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-process';

/** The result e-mails and the webhook go their own ways: neither waits for the other, nor fails it. */
describe('the result webhook does not wait on the result e-mails, and a failed e-mail fails nothing else', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let receiver: WebhookReceiver;
  let worker: WorkerProcess;

  before(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({ env: { RATE_LIMIT_PER_HOUR: '100000' } });
    // Its mail server is down: every result e-mail keeps being retried.
    const noMailServer = `smtp://127.0.0.1:${await freePort()}`;
    worker = await startWorkerProcess(stack, {
      NODE_EXTRA_CA_CERTS: receiver.caFile,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      SMTP_URL: noMailServer,
    });
  });
  after(async () => {
    await worker?.stop();
    await stack?.close();
    await receiver?.close();
  });

  /** The result e-mails of a submission once both have their run (they are queued beside the webhook, not before it). */
  async function resultEmailRuns(submissionId: string): Promise<{ id: string }[]> {
    for (;;) {
      const { rows } = await stack.db.pool.query<{ id: string }>(
        'SELECT id FROM emails WHERE submission_id = $1 AND sent_at IS NULL',
        [submissionId],
      );
      const started = await Promise.all(
        rows.map(({ id }) =>
          stack.temporal.workflow
            .getHandle(emailWorkflowId(id))
            .describe()
            .then(
              () => true,
              () => false,
            ),
        ),
      );
      if (rows.length === 2 && started.every(Boolean)) return rows;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('delivers the webhook while the mail server is down, and completes the run when the e-mails fail', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const path = `/results/${newId()}`;
    receiver.answer(path, [200]);
    await setWebhookUrl(stack, access_token, receiver.url(path));

    const round = await submitRound(stack, company.live_code);
    const [request] = await receiver.waitFor(path, 1, 60_000);
    assert.equal(JSON.parse(request.body.toString('utf8')).id, round.id);

    const handle = stack.temporal.workflow.getHandle(submissionWorkflowId(round.id));
    assert.equal(await handle.query(stepQuery), 'delivering results');
    const rows = await resultEmailRuns(round.id);
    assert.equal(rows.length, 2, 'both result e-mails are queued, still unsent');
    // An operator gives up on them: their runs end Terminated, as a failed child would.
    for (const { id } of rows)
      await stack.temporal.workflow.getHandle(emailWorkflowId(id)).terminate('the mail server is gone');

    await handle.result();
    assert.equal((await handle.describe()).status.name, 'COMPLETED');
    assert.equal(await handle.query(stepQuery), 'done');
    const submission = (await findSubmission(stack.db.pool, round.id))!;
    assert.equal(submission.status, 'analyzed');
    assert.equal(submission.candidate_emailed_at, null);
    assert.equal(submission.company_emailed_at, null);
  });
});
