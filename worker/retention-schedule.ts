import {
  Client,
  ScheduleAlreadyRunning,
  ScheduleNotFoundError,
  ScheduleOverlapPolicy,
  type ScheduleHandle,
  type ScheduleOptionsAction,
  type ScheduleSpec,
} from '@temporalio/client';
import type { NativeConnection } from '@temporalio/worker';
import type { Config } from '../lib/config';
import { retentionScheduleId } from '../workflow-contract/workflow-ids';

/** How often the companies' retention is applied: a submission is erased within the hour after its day comes. */
export const RETENTION_EVERY = '1 hour' as const;

/**
 * Creates the retention schedule of this worker's task queue, or brings an existing one up to
 * this version's spec and action: every worker start does, so concurrent starts and restarts
 * agree. The schedule outlives the worker: runs it starts while no worker polls wait in the queue
 * (one at most: an overlapping run is skipped) and run when a worker is back.
 */
export async function ensureRetentionSchedule(
  connection: NativeConnection,
  config: Pick<Config, 'temporal'>,
): Promise<ScheduleHandle> {
  const { namespace, taskQueue } = config.temporal;
  const client = new Client({ connection, namespace });
  const scheduleId = retentionScheduleId(taskQueue);
  const spec: ScheduleSpec = { intervals: [{ every: RETENTION_EVERY }] };
  const action: ScheduleOptionsAction = {
    type: 'startWorkflow',
    workflowType: 'retentionWorkflow', // workflows/retention.ts
    workflowId: scheduleId,
    taskQueue,
    args: [],
  };
  const policies = { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: RETENTION_EVERY };
  try {
    return await client.schedule.create({ scheduleId, spec, action, policies });
  } catch (err) {
    if (!(err instanceof ScheduleAlreadyRunning)) throw err;
    const handle = client.schedule.getHandle(scheduleId);
    await handle.update((previous) => ({ ...previous, spec, action, policies }));
    return handle;
  }
}

/** Deletes the schedule; one already gone is no error. */
export async function deleteRetentionSchedule(handle: ScheduleHandle): Promise<void> {
  try {
    await handle.delete();
  } catch (err) {
    if (!(err instanceof ScheduleNotFoundError)) throw err;
  }
}
