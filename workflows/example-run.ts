import { proxyActivities } from '@temporalio/workflow';
import type { ScoringActivities } from '../activities/scoring';

export interface ExampleRunInput {
  runId: string;
  /** The scoring task queue (TEMPORAL_SCORING_TASK_QUEUE): workflows cannot read configuration. */
  scoringTaskQueue: string;
}

/**
 * A candidate's "Run example" (workflow id `run-<run id>`): one sandbox run on the scoring queue.
 * The candidate waits for it, so it gives up quickly: the API answers 503 and the person retries.
 */
export async function exampleRunWorkflow({ runId, scoringTaskQueue }: ExampleRunInput): Promise<void> {
  const { runExample } = proxyActivities<ScoringActivities>({
    taskQueue: scoringTaskQueue,
    startToCloseTimeout: '30 seconds',
    retry: { initialInterval: '1 second', maximumAttempts: 3 },
  });
  await runExample(runId);
}
