import assert from 'node:assert/strict';
import { ApplicationFailure } from '@temporalio/common';
import { emailWorkflow } from '../../../workflows/email';
import { startWorkflowHarness, type WorkflowHarness } from '../../support/workflow-harness';

const delivered = () => ({
  sendEmail: async (_emailId: string) => undefined,
  markEmailFailed: async (_emailId: string, _reason: string) => undefined,
});

describe('emailWorkflow, with mocked activities', function () {
  let harness: WorkflowHarness;
  before(async () => (harness = await startWorkflowHarness({ lifecycle: Object.keys(delivered()) })));
  after(() => harness?.close());

  it('sends the message and marks nothing failed', async () => {
    const { handle, log } = await harness.start(emailWorkflow, ['email-1'], { lifecycle: delivered() });
    assert.equal(await handle.result(), 'sent');
    assert.deepEqual(log.names(), ['sendEmail']);
    assert.deepEqual(log.argsOf('sendEmail'), [['email-1']]);
  });

  it('marks a message the mail server refused failed with its answer, once, and completes', async () => {
    const refusal = 'refused by the mail server: 550 5.1.1 no such mailbox';
    const { handle, log } = await harness.start(emailWorkflow, ['email-2'], {
      lifecycle: {
        ...delivered(),
        sendEmail: async () => {
          throw ApplicationFailure.nonRetryable(refusal, 'MailRefused');
        },
      },
    });
    assert.equal(await handle.result(), 'failed');
    assert.equal(log.of('sendEmail').length, 1, 'a refusal is not tried again');
    assert.deepEqual(log.argsOf('markEmailFailed'), [['email-2', refusal]]);
  });

  it('marks a message failed with the last error once its retries would outlast the day', async () => {
    const { handle, log } = await harness.start(emailWorkflow, ['email-3'], {
      lifecycle: {
        ...delivered(),
        sendEmail: async () => {
          // A retry after the day's deadline: the server gives up now, as it does once the day is spent.
          throw ApplicationFailure.create({ message: 'connect ECONNREFUSED 127.0.0.1:25', nextRetryDelay: '2 days' });
        },
      },
    });
    assert.equal(await handle.result(), 'failed');
    assert.deepEqual(log.argsOf('markEmailFailed'), [['email-3', 'connect ECONNREFUSED 127.0.0.1:25']]);
  });
});
