import { proxyActivities } from '@temporalio/workflow';
import type { ExampleRunActivities } from '../activities/example-run';

export interface ExampleRunInput {
  runId: string;
  /**
   * Set only by APIs from before runs had their queue (histories of then): the run's activity went
   * to the scoring queue. Now the workflow runs on the run queue, and its activity with it.
   */
  scoringTaskQueue?: string;
}

/**
 * A candidate's "Run example" (workflow id `run-<run id>`): one sandbox run on the run task queue,
 * whose slots are apart from scoring's. The candidate waits for it, so it gives up quickly: the
 * API answers 503 and the person retries.
 */
export async function exampleRunWorkflow({ runId, scoringTaskQueue }: ExampleRunInput): Promise<void> {
  const { runExample } = proxyActivities<ExampleRunActivities>({
    ...(scoringTaskQueue ? { taskQueue: scoringTaskQueue } : {}),
    startToCloseTimeout: '30 seconds',
    retry: { initialInterval: '1 second', maximumAttempts: 3 },
  });
  await runExample(runId);
}
