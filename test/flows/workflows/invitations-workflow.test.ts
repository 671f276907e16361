import assert from 'node:assert/strict';
import { ApplicationFailure } from '@temporalio/common';
import { INVITE_BATCH_SIZE, invitationsWorkflow } from '../../../workflows/invitations';
import { startWorkflowHarness, type WorkflowHarness } from '../../support/workflow-harness';

const sent = () => ({
  sendInvitation: async (_invitationId: string) => undefined,
  markInvitationFailed: async (_invitationId: string, _reason: string) => undefined,
});

const BATCH_DELAY_MS = 50;

describe('invitationsWorkflow, with mocked activities', function () {
  let harness: WorkflowHarness;
  before(async () => (harness = await startWorkflowHarness({ lifecycle: Object.keys(sent()) })));
  after(() => harness?.close());

  it(`sends batches of ${INVITE_BATCH_SIZE} side by side, pausing between them, and records why an address failed`, async () => {
    const invitationIds = Array.from({ length: 2 * INVITE_BATCH_SIZE + 1 }, (_, i) => `inv-${i + 1}`);
    const refusal = 'refused by the mail server: 550 5.1.1 no such mailbox';
    const startedAt = new Map<string, number>();
    const endedAt = new Map<string, number>();
    const batchOf = (id: string) => Math.floor(invitationIds.indexOf(id) / INVITE_BATCH_SIZE);
    // Each batch's sends finish only once all of the batch have started: sent one after another, they never would.
    const batches = Array.from({ length: 3 }, (_, batch) => {
      let release!: () => void;
      const allStarted = new Promise<void>((resolve) => (release = resolve));
      return { allStarted, release, waiting: invitationIds.filter((id) => batchOf(id) === batch).length };
    });
    const { handle, log } = await harness.start(
      invitationsWorkflow,
      [{ companyId: 'company-1', batchId: 'batch-1', invitationIds, batchDelayMs: BATCH_DELAY_MS }],
      {
        lifecycle: {
          ...sent(),
          sendInvitation: async (id: string) => {
            startedAt.set(id, Date.now());
            const batch = batches[batchOf(id)];
            if (--batch.waiting === 0) batch.release();
            await batch.allStarted;
            endedAt.set(id, Date.now());
            if (id === 'inv-4') throw ApplicationFailure.nonRetryable(refusal, 'MailRefused');
            // A retry past the day's deadline: the server gives up now, as it does once the day is spent.
            if (id === 'inv-15')
              throw ApplicationFailure.create({ message: 'connect ECONNREFUSED', nextRetryDelay: '2 days' });
          },
        },
      },
    );
    assert.deepEqual(await handle.result(), { sent: invitationIds.length - 2, failed: 2 });
    assert.deepEqual(log.argsOf('sendInvitation').flat().sort(), [...invitationIds].sort(), 'each address sent once');
    assert.deepEqual(log.argsOf('markInvitationFailed'), [
      ['inv-4', refusal],
      ['inv-15', 'not delivered: the mail server could not be reached for a day'],
    ]);
    const ofBatch = (batch: number, times: Map<string, number>) =>
      invitationIds.filter((id) => batchOf(id) === batch).map((id) => times.get(id)!);
    for (const batch of [1, 2]) {
      const previousEnded = Math.max(...ofBatch(batch - 1, endedAt));
      const started = Math.min(...ofBatch(batch, startedAt));
      assert.ok(
        started - previousEnded >= BATCH_DELAY_MS,
        `batch ${batch + 1} began ${started - previousEnded} ms after the one before`,
      );
    }
  });
});
