import assert from 'node:assert/strict';
import { WorkflowFailedError } from '@temporalio/client';
import { ActivityFailure, ApplicationFailure } from '@temporalio/common';
import { exampleRunWorkflow } from '../../../workflows/example-run';
import { startWorkflowHarness, type WorkflowHarness } from '../../support/workflow-harness';

const ran = () => ({ runExample: async (_runId: string) => undefined });

describe('exampleRunWorkflow, with mocked activities', function () {
  let harness: WorkflowHarness;
  before(async () => (harness = await startWorkflowHarness({ lifecycle: Object.keys(ran()) })));
  after(() => harness?.close());

  it("runs the example on the run's own queue", async () => {
    const { handle, log } = await harness.start(exampleRunWorkflow, [{ exampleRunId: 'run-1' }], { lifecycle: ran() });
    assert.equal(await handle.result(), undefined);
    assert.deepEqual(log.argsOf('runExample'), [['run-1']]);
    assert.equal(log.calls[0].taskQueue, harness.taskQueue);
  });

  it('fails after 3 attempts, so that the candidate hears at once to try again', async () => {
    const { handle, log } = await harness.start(exampleRunWorkflow, [{ exampleRunId: 'run-3' }], {
      lifecycle: {
        runExample: async () => {
          // Sooner than its 1 s interval: the attempts are what is tested, not the wait.
          throw ApplicationFailure.create({ message: 'no sandbox slot', nextRetryDelay: 10 });
        },
      },
    });
    const err = await handle.result().then(
      () => assert.fail('the run should fail'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof WorkflowFailedError && err.cause instanceof ActivityFailure, `${err}`);
    assert.equal(err.cause.retryState, 'MAXIMUM_ATTEMPTS_REACHED');
    assert.deepEqual(
      log.of('runExample').map((c) => c.attempt),
      [1, 2, 3],
    );
  });
});
