import { NativeConnection, Worker, type WorkflowBundle } from '@temporalio/worker';
import { createActivities, type ActivityDeps } from '../activities';

export interface WorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  deps: ActivityDeps;
  /** A prebuilt bundle (tests share one); without it the workflows are bundled at start. */
  workflowBundle?: WorkflowBundle;
}

export async function createWorker({ connection, namespace, taskQueue, deps, workflowBundle }: WorkerOptions): Promise<Worker> {
  return Worker.create({
    connection,
    namespace,
    taskQueue,
    activities: createActivities(deps),
    ...(workflowBundle ? { workflowBundle } : { workflowsPath: require.resolve('../workflows') }),
  });
}
