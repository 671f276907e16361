import assert from 'node:assert/strict';
import { ApplicationFailure } from '@temporalio/common';
import { questionCheckWorkflow } from '../../../workflows/question-check';
import { startWorkflowHarness, type WorkflowHarness } from '../../support/workflow-harness';

const checks = (outcome: string) => ({
  checkQuestionRevision: async () => outcome,
  markQuestionUnchecked: async () => undefined,
});

describe('questionCheckWorkflow, with mocked activities', function () {
  let harness: WorkflowHarness;
  before(async () => (harness = await startWorkflowHarness({ lifecycle: [], scoring: Object.keys(checks('')) })));
  after(() => harness?.close());

  const start = (scoring: ReturnType<typeof checks>, questionId: number) =>
    harness.start(
      questionCheckWorkflow,
      [{ companyId: 'c1', questionId, revision: 2, checkTaskQueue: harness.scoringTaskQueue }],
      { lifecycle: {}, scoring },
    );

  it('checks the revision on the check queue, which stores the outcome; the run ends with it', async () => {
    const { handle, log } = await start(checks('failed'), 1001);
    assert.equal(await handle.result(), 'failed');
    assert.deepEqual(log.argsOf('checkQuestionRevision'), [[{ companyId: 'c1', questionId: 1001, revision: 2 }]]);
    assert.deepEqual(log.argsOf('markQuestionUnchecked'), []);
    assert.ok(log.calls.every((c) => c.taskQueue === harness.scoringTaskQueue));
  });

  it('marks the revision unchecked once every attempt failed, so that it never waits for ever', async () => {
    const { handle, log } = await start(
      {
        ...checks(''),
        checkQuestionRevision: async () => {
          throw ApplicationFailure.create({ message: 'no sandbox', nextRetryDelay: 10 });
        },
      },
      1003,
    );
    assert.equal(await handle.result(), 'unchecked');
    assert.equal(log.of('checkQuestionRevision').length, 5, 'five attempts');
    assert.deepEqual(log.argsOf('markQuestionUnchecked'), [[{ companyId: 'c1', questionId: 1003, revision: 2 }]]);
  });
});
