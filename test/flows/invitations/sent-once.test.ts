import assert from 'node:assert/strict';
import { ApplicationFailure, Context } from '@temporalio/activity';
import { sweepInvitations } from '../../../api/temporal/reconciler';
import type { SinkMessage } from '../../../scripts/services/smtp-sink';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany } from '../../support/companies';
import { startCustomWorker, untilCancelled, type CustomWorker } from '../../support/custom-worker';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';
import { validAddresses } from '../../support/invitation-addresses';
import { emailWorkflowId, invitationsWorkflowId } from '../../../workflow-contract/workflow-ids';

const toAny = (addresses: string[]) => (m: SinkMessage) =>
  m.envelopeTo.some((a) => addresses.includes(a.toLowerCase()));

/** Messages of the sink that went to these addresses, by Message-ID. */
function messageIds(addresses: string[]): string[] {
  return testServices()
    .smtp.messages.filter(toAny(addresses))
    .map((m) => String(m.parsed.messageId))
    .sort();
}

/**
 * The mail server takes the message, then the attempt never reports it: a worker killed right
 * after the SMTP hand-off. Whatever the attempt had recorded by then is all there is.
 */
describe('a message the mail server has taken is never sent again (invitations, outbox e-mails)', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let worker: CustomWorker | undefined;
  before(async () => {
    stack = await startTestStack({ env: { INVITE_BATCH_DELAY_MS: '0' } });
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  after(() => stack.close());

  it('does not send an outbox e-mail twice when the attempt that sent it is retried', async () => {
    worker = await startCustomWorker(stack, {
      lifecycle: (real) => ({
        sendEmail: async (id: string) => {
          await real.sendEmail(id);
          if (Context.current().info.attempt === 1)
            throw ApplicationFailure.retryable('the completion of this attempt was lost');
        },
      }),
    });
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    await stack.http.post('/v1/pause').set(bearer(access_token)).expect(200);
    const { rows } = await stack.db.pool.query(`SELECT id FROM emails WHERE company_id = $1 AND kind = 'paused'`, [
      company.id,
    ]);
    assert.equal(await stack.temporal.workflow.getHandle(emailWorkflowId(rows[0].id)).result(), 'sent');

    assert.deepEqual(messageIds([company.email.toLowerCase()]), [`<${rows[0].id}@assessments>`]);
    const sent = await stack.db.pool.query('SELECT sent_at FROM emails WHERE id = $1', [rows[0].id]);
    assert.ok(sent.rows[0].sent_at instanceof Date);
  });

  it('does not re-send the invitations of a run terminated after the hand-off, when the reconciler starts it again', async () => {
    worker = await startCustomWorker(stack, {
      lifecycle: (real) => ({
        sendInvitation: async (id: string) => {
          await real.sendInvitation(id);
          return untilCancelled();
        },
      }),
    });
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const emails = validAddresses(3);
    await stack.http.post('/v1/invite').set(bearer(access_token)).send({ emails }).expect(202);
    await testServices().smtp.waitFor(3, toAny(emails));

    const { rows } = await stack.db.pool.query('SELECT DISTINCT batch_id FROM invitations WHERE company_id = $1', [
      company.id,
    ]);
    const handle = stack.temporal.workflow.getHandle(invitationsWorkflowId(company.id, rows[0].batch_id));
    await handle.terminate('the worker died after the hand-off');
    await worker.stop();
    worker = undefined;

    await stack.startWorker();
    await sweepInvitations({ ...stack.deps, clock: new ManualClock(new Date(Date.now() + 60_000)) });
    await handle.result().catch(() => undefined); // the run the sweep started, if it started one

    const list = await stack.http.get('/v1/invitations').set(bearer(access_token)).expect(200);
    assert.deepEqual(
      list.body.data.map((i: { status: string }) => i.status),
      ['sent', 'sent', 'sent'],
    );
    const ids = messageIds(emails);
    assert.equal(ids.length, 3, `one message per address: ${ids.join(', ')}`);
  });
});
