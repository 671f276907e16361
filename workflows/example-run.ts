import { proxyActivities } from '@temporalio/workflow';
import type { ExampleRunActivities } from '../activities/example-run';

export interface ExampleRunInput {
  runId: string;
}

/**
 * A candidate's "Run example" (workflow id `run-<run id>`): one sandbox run on the run task queue,
 * whose slots are apart from scoring's. The candidate waits for it, so it gives up quickly: the
 * API answers 503 and the person retries.
 */
export async function exampleRunWorkflow({ runId }: ExampleRunInput): Promise<void> {
  const { runExample } = proxyActivities<ExampleRunActivities>({
    startToCloseTimeout: '30 seconds',
    retry: { initialInterval: '1 second', maximumAttempts: 3 },
  });
  await runExample(runId);
}
