import type { Client } from '@temporalio/client';
import { exampleRunResult, insertExampleRun } from '../db/example-runs';
import type { Pool } from '../db/pool';
import type { Config } from '../lib/config';
import { newId } from '../lib/ids';
import { exampleRunWorkflowId } from '../lib/workflow-ids';
import type { ExampleRunResult } from '../scoring/example-run';
import type { exampleRunWorkflow } from '../workflows';
import { ApiError } from './errors';

/** How long a candidate waits for "Run example" before being told to try again. */
const RUN_DEADLINE_MS = 30_000;

const cannotRunNow = () =>
  new ApiError(
    503,
    'service_unavailable',
    'Your program could not be run right now. Your work is not lost: save it, and try "Run example" again in a minute.',
  );

/**
 * Runs a shot on its hole's worked example through the scoring workers (workflow `run-<id>`, on
 * the run queue that every scoring worker serves on slots apart from scoring's, so that a run
 * needs a scoring worker and nothing else, and never delays a submission):
 * the API never executes candidate code itself, and the code waits in the database, not in a
 * workflow history.
 */
export async function runExample(
  deps: { pool: Pool; temporal: Client; config: Config },
  shot: { submissionId: string; hole: number; language: string; code: string },
): Promise<ExampleRunResult> {
  const id = newId();
  await insertExampleRun(deps.pool, { id, ...shot });
  try {
    await deps.temporal.withDeadline(Date.now() + RUN_DEADLINE_MS, () =>
      deps.temporal.workflow.execute<typeof exampleRunWorkflow>('exampleRunWorkflow', {
        taskQueue: deps.config.temporal.runTaskQueue,
        workflowId: exampleRunWorkflowId(id),
        workflowExecutionTimeout: `${RUN_DEADLINE_MS} ms`,
        args: [{ runId: id }],
      }),
    );
  } catch {
    throw cannotRunNow();
  }
  const result = await exampleRunResult(deps.pool, id);
  if (!result) throw cannotRunNow();
  return result as ExampleRunResult;
}
