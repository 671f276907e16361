import { proxyActivities } from '@temporalio/workflow';
import type { ExampleRunActivities } from '../activities/example-run';

export interface ExampleRunInput {
  exampleRunId: string;
  /**
   * The example run's id under its old name, kept only for histories recorded before the rename to
   * `exampleRunId` (test/histories/example-run.json), whose inputs have no `exampleRunId`: the
   * workflow reads it when `exampleRunId` is absent. Never written.
   */
  runId?: string;
}

/**
 * A candidate's "Run example" (workflow id `run-<example run id>`): one sandbox run on the example
 * runs' task queue, whose slots are apart from scoring's. The candidate waits for it, so it gives up
 * quickly: the API answers 503 and the person retries.
 */
export async function exampleRunWorkflow(input: ExampleRunInput): Promise<void> {
  const exampleRunId = input.exampleRunId ?? input.runId!;
  const { runExample } = proxyActivities<ExampleRunActivities>({
    startToCloseTimeout: '30 seconds',
    retry: { initialInterval: '1 second', maximumAttempts: 3 },
  });
  await runExample(exampleRunId);
}
