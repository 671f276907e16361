import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Context } from '@temporalio/activity';
import {
  Client,
  Connection,
  WorkflowFailedError,
  type WorkflowHandle,
  type WorkflowStartOptions,
} from '@temporalio/client';
import { ApplicationFailure, type Workflow } from '@temporalio/common';
import { NativeConnection, Worker } from '@temporalio/worker';
import { testServices } from './services';

/** One call of a mocked activity, as the worker ran it. */
export interface ActivityCall {
  activity: string;
  args: unknown[];
  taskQueue: string;
  /** 1 onwards, within its scheduling. */
  attempt: number;
  /** The attempts its scheduling allows (0: no end). */
  maximumAttempts: number;
  /** Whether it ran as a local activity, in a workflow task, rather than as an activity task. */
  local: boolean;
}

// Activities are plain async functions of any arguments.
type ActivityFunctions = Record<string, (...args: any[]) => Promise<unknown>>;

/** A run's mocked activities, by the task queue that runs them. */
export interface MockedActivities {
  lifecycle?: ActivityFunctions;
  scoring?: ActivityFunctions;
}

/** The calls of one run's mocked activities, in the order they started. */
export class ActivityLog {
  readonly calls: ActivityCall[] = [];

  /** The activities called, in order. */
  names(): string[] {
    return this.calls.map((c) => c.activity);
  }

  of(activity: string): ActivityCall[] {
    return this.calls.filter((c) => c.activity === activity);
  }

  /** The arguments of each call of `activity`. */
  argsOf(activity: string): unknown[][] {
    return this.of(activity).map((c) => c.args);
  }
}

export interface WorkflowHarness {
  /** The suite's lifecycle queue (workflows and their activities) and scoring queue. */
  taskQueue: string;
  scoringTaskQueue: string;
  /** Starts `workflow` on the lifecycle queue, its activities being `mocks`, each call recorded in `log`. */
  start<W extends Workflow>(
    workflow: W,
    args: Parameters<W>,
    mocks: MockedActivities,
  ): Promise<{ handle: WorkflowHandle<W>; log: ActivityLog }>;
  close(): Promise<void>;
}

/**
 * Workflows on the run's Temporal dev server with mocked activities: real timers, made short by
 * the workflows' inputs (the time-skipping test server cannot be downloaded here; see
 * docs/testing.md). One suite shares a worker per queue, created once (a worker loading the
 * workflow bundle takes about a second); each run's activities are the mocks it was started
 * with, found by its workflow id. The workers serve `activityNames` on each queue.
 */
export async function startWorkflowHarness(activityNames: {
  lifecycle: string[];
  scoring?: string[];
}): Promise<WorkflowHarness> {
  const { address } = testServices().temporal;
  const connection = await NativeConnection.connect({ address });
  const client = new Client({ connection: await Connection.connect({ address }) });
  const suffix = randomBytes(6).toString('hex');
  const taskQueue = `wf-${suffix}`;
  const scoringTaskQueue = `wf-scoring-${suffix}`;
  const runs = new Map<string, { log: ActivityLog; mocks: MockedActivities }>();

  const dispatching = (queue: keyof MockedActivities, names: string[]): ActivityFunctions =>
    Object.fromEntries(
      names.map((name) => [
        name,
        async (...args: unknown[]) => {
          const { workflowExecution, taskQueue, attempt, retryPolicy, isLocal } = Context.current().info;
          const run = runs.get(workflowExecution?.workflowId ?? '');
          const mock = run?.mocks[queue]?.[name];
          if (!run || !mock)
            throw ApplicationFailure.nonRetryable(`the test mocked no ${name} on the ${queue} queue`, 'NotMocked');
          run.log.calls.push({
            activity: name,
            args,
            taskQueue,
            attempt,
            maximumAttempts: retryPolicy?.maximumAttempts ?? 0,
            local: isLocal,
          });
          return mock(...args);
        },
      ]),
    );

  const workers = [
    await Worker.create({
      connection,
      taskQueue,
      activities: dispatching('lifecycle', activityNames.lifecycle),
      workflowBundle: testServices().workflowBundle,
    }),
  ];
  if (activityNames.scoring)
    workers.push(
      await Worker.create({
        connection,
        taskQueue: scoringTaskQueue,
        activities: dispatching('scoring', activityNames.scoring),
      }),
    );
  let stopped: unknown;
  const running = Promise.all(
    workers.map((w) =>
      w.run().catch((err: unknown) => {
        stopped = err;
      }),
    ),
  );

  return {
    taskQueue,
    scoringTaskQueue,
    async start<W extends Workflow>(workflow: W, args: Parameters<W>, mocks: MockedActivities) {
      if (stopped) throw new Error(`the suite's workers stopped: ${stopped}`);
      const workflowId = `${workflow.name}-${randomBytes(6).toString('hex')}`;
      const log = new ActivityLog();
      runs.set(workflowId, { log, mocks });
      // Parameters<W> is what the options' conditional type asks for, which TypeScript cannot see for a generic W.
      const options = { taskQueue, workflowId, args } as unknown as WorkflowStartOptions<W>;
      const handle = await client.workflow.start<W>(workflow, options);
      return { handle, log };
    },
    async close() {
      for (const w of workers) if (w.getState() === 'RUNNING') w.shutdown();
      await running;
      await Promise.all([connection.close(), client.connection.close()]);
    },
  };
}

/** The failure a run ended with, given its result: it must have failed with an application failure. */
export async function failureOf(result: Promise<unknown>): Promise<ApplicationFailure> {
  const err = await result.then(
    (value) => assert.fail(`the run should fail, but returned ${JSON.stringify(value)}`),
    (e: unknown) => e,
  );
  assert.ok(err instanceof WorkflowFailedError, `the run should fail: ${err}`);
  assert.ok(err.cause instanceof ApplicationFailure, `the run should fail with an application failure: ${err.cause}`);
  return err.cause;
}
