import { ApplicationFailure } from '@temporalio/activity';
import { asLetter, courseEntry } from '../course';
import { findPendingExampleRun, storeExampleRunResult } from '../db/example-runs';
import type { Pool } from '../db/pool';
import { runOnExample, runOnOwnInput } from '../scoring/example-run';
import type { CorrectnessSandbox } from '../scoring/measure';

export interface ExampleRunDeps {
  pool: Pool;
  /** The run slots' own sandbox: a run never waits for, nor holds, one of scoring's. */
  sandbox: CorrectnessSandbox;
}

/** The "Run example" activity, served on the run task queue (TEMPORAL_RUN_TASK_QUEUE). */
export function createExampleRunActivities({ pool, sandbox }: ExampleRunDeps) {
  return {
    /**
     * A candidate's "Run example" or "Run with my input": the code (read from the database, blanked
     * after, as is the input) runs on the public worked example of the hole only, or on the
     * candidate's own input and nothing of the hole. The API reads the result from the database.
     */
    async runExample(runId: string): Promise<void> {
      const run = await findPendingExampleRun(pool, runId);
      if (!run) return; // already done: this is a retry after the result was written
      const program = { sandbox, language: run.language, code: run.code, tenant: run.company_id };
      const result =
        run.input === null
          ? await runOnExample({
              ...program,
              example: courseEntry(run.sheet_id, run.hole, asLetter(run.variation)).human.examples,
            })
          : await runOnOwnInput({ ...program, stdin: run.input });
      if (!result)
        throw ApplicationFailure.retryable('the sandbox cannot execute programs on this worker', 'SandboxUnavailable');
      await storeExampleRunResult(pool, runId, result);
    },
  };
}

export type ExampleRunActivities = ReturnType<typeof createExampleRunActivities>;
