import assert from 'node:assert/strict';
import { startEmailWorkflow } from '../../../api/temporal/workflow-starts';
import { findEmail, insertEmail } from '../../../db/emails';
import { newId } from '../../../lib/ids';
import { emailWorkflowId } from '../../../workflow-contract/workflow-ids';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';

/**
 * The whole loop on the real stack: API code writes to Postgres and starts a workflow on the
 * real Temporal dev server; the real worker's activities talk SMTP and write back to Postgres.
 */
describe('e-mail delivery workflow (API → Temporal → activity → Postgres)', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
    await stack.startWorker();
  });
  after(() => stack.close());

  async function send(recipient: string) {
    const email = {
      id: newId(),
      kind: 'test',
      recipient,
      subject: 'Your pager went off',
      text: 'Plain text body',
      html: '<p>HTML body</p>',
    };
    await insertEmail(stack.db.pool, email);
    await startEmailWorkflow(stack.deps, email);
    return email;
  }

  it('delivers an outbox message over SMTP and stamps sent_at', async () => {
    const recipient = `loop-${newId()}@example.com`;
    const email = await send(recipient);
    const handle = stack.temporal.workflow.getHandle(emailWorkflowId(email.id));
    assert.equal(await handle.result(), 'sent');

    const [message] = await testServices().smtp.waitFor(1, (m) => m.envelopeTo.includes(recipient));
    assert.equal(message.parsed.subject, 'Your pager went off');
    assert.equal(message.parsed.text?.trim(), 'Plain text body');
    assert.match(String(message.parsed.html), /<p>HTML body<\/p>/);
    assert.equal(message.parsed.messageId, `<${email.id}@assessments>`);

    const row = await findEmail(stack.db.pool, email.id);
    assert.ok(row?.sent_at instanceof Date);
    assert.equal(row?.failed_at, null);
  });

  it('starts delivery idempotently: a second start sends nothing more', async () => {
    const recipient = `twice-${newId()}@example.com`;
    const email = await send(recipient);
    await stack.temporal.workflow.getHandle(emailWorkflowId(email.id)).result();
    await startEmailWorkflow(stack.deps, email);
    const other = await send(`after-${newId()}@example.com`);
    await stack.temporal.workflow.getHandle(emailWorkflowId(other.id)).result();
    assert.equal(testServices().smtp.messages.filter((m) => m.envelopeTo.includes(recipient)).length, 1);
  });

  it('records a permanent refusal by the mail server as failed, without retrying', async () => {
    const recipient = `refused-${newId()}@example.com`;
    testServices().smtp.rejectRecipients.add(recipient);
    const email = await send(recipient);
    assert.equal(await stack.temporal.workflow.getHandle(emailWorkflowId(email.id)).result(), 'failed');
    const row = await findEmail(stack.db.pool, email.id);
    assert.equal(row?.sent_at, null);
    assert.match(String(row?.failure), /refused by the mail server/);
  });
});
