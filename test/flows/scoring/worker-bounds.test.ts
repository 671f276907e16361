import assert from 'node:assert/strict';
import { once } from 'node:events';
import { CancelledFailure, WorkflowFailedError } from '@temporalio/client';
import { findSubmission } from '../../../db/submissions';
import type { EvaluatorFactory } from '../../../scoring';
import { createSandbox, type RunRequest, type Sandbox, type SandboxRun } from '../../../scoring/sandbox';
import type { RunOptions } from '../../../scoring/sandbox/sandbox';
import { newCompany } from '../../support/companies';
import { groupAlive, groupLeadersBelow } from '../../support/processes';
import { startCustomWorker, type CustomWorker } from '../../support/custom-worker';
import { submitRound, workflowDone } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';
import { submissionWorkflowId } from '../../../workflow-contract/workflow-ids';

describe('the scoring worker takes what its sandbox can run, and a cancelled attempt stops its programs and its judgements', function () {
  this.timeout(180_000);
  let stack: TestStack;
  let worker: CustomWorker | undefined;
  before(async () => {
    stack = await startTestStack();
    await stack.startWorker({ workerQueues: ['lifecycle'] });
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  after(() => stack.close());

  it('runs no more measurements at once than the sandbox runs sandboxes, however many submissions wait', async () => {
    const real = createSandbox({
      memoryEnforcement: stack.config.sandboxAllowWeakLimits ? 'auto' : 'cgroup',
      maxParallel: 1,
    });
    let running = 0;
    let most = 0;
    const counted: Sandbox = {
      ...real,
      concurrency: real.concurrency,
      async runAll(requests: RunRequest[], options?: RunOptions): Promise<SandboxRun[]> {
        most = Math.max(most, ++running);
        try {
          return await real.runAll(requests, options);
        } finally {
          running--;
        }
      },
    };
    worker = await startCustomWorker(stack, { scoring: { sandbox: counted } });
    const company = await newCompany(stack);
    const rounds = [];
    for (let i = 0; i < 4; i++) rounds.push(await submitRound(stack, company.test_code));
    await Promise.all(rounds.map((r) => workflowDone(stack, r.id)));

    for (const r of rounds) assert.equal((await findSubmission(stack.db.pool, r.id))!.status, 'analyzed');
    assert.equal(most, 1, 'one candidate at a time in a sandbox that runs one');
  });

  it('kills the sandbox of a measurement whose run is cancelled', async () => {
    let aborted!: (reason: unknown) => void;
    const abortedWith = new Promise((resolve) => (aborted = resolve));
    const waiting: Sandbox = {
      ...createSandbox(),
      concurrency: 2,
      runAll: (_requests, options) =>
        new Promise((_, reject) =>
          options?.signal?.addEventListener('abort', () => {
            aborted(options.signal!.reason);
            reject(options.signal!.reason);
          }),
        ),
    };
    worker = await startCustomWorker(stack, { scoring: { sandbox: waiting } });
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.test_code);
    const handle = stack.temporal.workflow.getHandle(submissionWorkflowId(round.id));
    // Nothing to await from outside: poll until measuring has started on the worker.
    for (;;) {
      const pending = (await handle.describe()).raw.pendingActivities ?? [];
      if (pending.some((a) => a.activityType?.name === 'scoreSubmission' && a.lastStartedTime)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await handle.cancel();

    assert.ok((await abortedWith) !== undefined, 'the sandbox run got the cancellation');
    const outcome = await handle.result().catch((err) => err);
    assert.ok(
      outcome instanceof WorkflowFailedError && outcome.cause instanceof CancelledFailure,
      `cancelled: ${outcome}`,
    );
    assert.equal(
      (await findSubmission(stack.db.pool, round.id))!.status,
      'processing',
      'a cancelled run is not a failed scoring',
    );
  });

  it('passes the cancellation of a run to the evaluators judging it', async () => {
    let judging!: (signal: AbortSignal | undefined) => void;
    const judged = new Promise<AbortSignal | undefined>((resolve) => (judging = resolve));
    const evaluatorFor: EvaluatorFactory = (personality) => ({
      personality,
      evaluate: (_input, signal) => {
        judging(signal);
        if (!signal) return Promise.reject(new Error('no cancellation signal to heed'));
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    worker = await startCustomWorker(stack, { scoring: { evaluatorFor } });
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.test_code);
    const handle = stack.temporal.workflow.getHandle(submissionWorkflowId(round.id));
    const signal = await judged;
    assert.ok(signal, "the evaluator is given the attempt's cancellation signal");
    await handle.cancel();

    await once(signal, 'abort');
    const outcome = await handle.result().catch((err) => err);
    assert.ok(
      outcome instanceof WorkflowFailedError && outcome.cause instanceof CancelledFailure,
      `cancelled: ${outcome}`,
    );
    assert.equal(
      (await findSubmission(stack.db.pool, round.id))!.status,
      'processing',
      'a cancelled run is not a failed scoring',
    );
  });

  it('an aborted run kills every process of its sandbox at once', async () => {
    const sandbox = createSandbox({ memoryEnforcement: stack.config.sandboxAllowWeakLimits ? 'auto' : 'cgroup' });
    const before = new Set(groupLeadersBelow(process.pid));
    const controller = new AbortController();
    const run = sandbox.runAll(
      [
        {
          language: 'python',
          code: 'while True:\n    pass\n',
          cases: [{ input: '', expected: '' }],
          limits: { wallMs: 60_000, cpuMs: 60_000 },
        },
      ],
      { signal: controller.signal },
    );
    // Nothing to await: poll until the sandbox process has started.
    let started: number[] = [];
    while (started.length === 0) {
      started = groupLeadersBelow(process.pid).filter((pid) => !before.has(pid));
      await new Promise((r) => setTimeout(r, 20));
    }
    const began = Date.now();
    controller.abort(new Error('the attempt was cancelled'));
    await assert.rejects(run, /the attempt was cancelled/);
    assert.ok(Date.now() - began < 5_000, 'at once, not at the wall-clock limit');
    for (const pid of started) assert.equal(groupAlive(pid), false, `process group ${pid} is gone`);
  });
});
