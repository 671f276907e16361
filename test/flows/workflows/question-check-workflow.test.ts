import assert from 'node:assert/strict';
import { ApplicationFailure } from '@temporalio/common';
import { questionCheckWorkflow } from '../../../workflows/question-check';
import { startWorkflowHarness, type WorkflowHarness } from '../../support/workflow-harness';

const PROBLEM = { path: 'variations.0.cases.0', message: 'the reference prints nothing' };
const checks = (problems: unknown) => ({
  checkQuestionRevision: async () => problems,
  storeQuestionCheck: async () => undefined,
});

describe('questionCheckWorkflow, with mocked activities', function () {
  let harness: WorkflowHarness;
  before(async () => (harness = await startWorkflowHarness({ lifecycle: [], scoring: Object.keys(checks([])) })));
  after(() => harness?.close());

  const start = (scoring: ReturnType<typeof checks>, questionId: number) =>
    harness.start(
      questionCheckWorkflow,
      [{ companyId: 'c1', questionId, revision: 2, scoringTaskQueue: harness.scoringTaskQueue }],
      { lifecycle: {}, scoring },
    );

  it('checks the revision on the scoring queue, then stores what it found for that revision', async () => {
    const { handle, log } = await start(checks([PROBLEM]), 1001);
    await handle.result();
    const at = { companyId: 'c1', questionId: 1001, revision: 2 };
    assert.deepEqual(log.argsOf('checkQuestionRevision'), [[at]]);
    assert.deepEqual(log.argsOf('storeQuestionCheck'), [[{ ...at, problems: [PROBLEM] }]]);
    assert.ok(log.calls.every((c) => c.taskQueue === harness.scoringTaskQueue));
  });

  it('stores nothing for a revision that is no longer the current one', async () => {
    const { handle, log } = await start(checks(null), 1002);
    await handle.result();
    assert.deepEqual(log.argsOf('storeQuestionCheck'), []);
  });

  it('stores that the question could not be checked once every attempt failed, so it never waits for ever', async () => {
    const { handle, log } = await start(
      {
        ...checks([]),
        checkQuestionRevision: async () => {
          throw ApplicationFailure.create({ message: 'no sandbox', nextRetryDelay: 10 });
        },
      },
      1003,
    );
    await handle.result();
    assert.equal(log.of('checkQuestionRevision').length, 5, 'five attempts');
    const [[stored]] = log.argsOf('storeQuestionCheck') as Array<[{ problems: Array<{ message: string }> }]>;
    assert.match(stored.problems[0].message, /^could not be checked/);
  });
});
