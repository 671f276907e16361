import { ApplicationFailure, Context } from '@temporalio/activity';
import { courseEntries } from '@hiring/course';
import { submissionSheet } from './submission-sheet';
import { abandonExampleRun, findPendingExampleRun, storeExampleRunResult } from '../db/example-runs';
import type { Pool, Queryable } from '../db/pool';
import { EXAMPLE_RUN_DEADLINE_MS, EXAMPLE_RUNS_BUSY } from '../workflow-contract/example-run';
import { runOnExample, runOnOwnInput } from '../scoring/shots/example-run';
import type { CorrectnessSandbox } from '../scoring/measure';

export interface ExampleRunDeps {
  pool: Pool;
  /** The run slots' own sandbox: a run never waits for, nor holds, one of scoring's. */
  sandbox: CorrectnessSandbox;
  /**
   * Runs of one company this process holds at once (running or waiting for a slot); one more is
   * refused at once, so that a company's flood fills at most this much of what the worker takes
   * and other companies' runs still reach their turn. Unbounded when not given.
   */
  exampleRunsPerCompany?: number;
}

/** The "Run example" activity, served on the example runs' task queue (TEMPORAL_RUN_TASK_QUEUE). */
export function createExampleRunActivities({ pool, sandbox, exampleRunsPerCompany = Infinity }: ExampleRunDeps) {
  const held = new Map<string, number>();
  return {
    /**
     * A candidate's "Run example" or "Run with my input": the code (read from the database, blanked
     * after, as is the input) runs on the public worked example of the hole only, or on the
     * candidate's own input and nothing of the hole. The API reads the result from the database.
     * A run its candidate stopped waiting for (the API answered 503) is dropped, run or waiting.
     */
    async runExample(exampleRunId: string): Promise<void> {
      const exampleRun = await findPendingExampleRun(pool, exampleRunId);
      if (!exampleRun) return; // already done: this is a retry after the result was written
      const left = exampleRun.created_at.getTime() + EXAMPLE_RUN_DEADLINE_MS - Date.now();
      if (left <= 0) return abandonExampleRun(pool, exampleRunId);
      const company = exampleRun.company_id;
      if ((held.get(company) ?? 0) >= exampleRunsPerCompany) {
        await abandonExampleRun(pool, exampleRunId);
        throw ApplicationFailure.nonRetryable(
          'this company has too many runs waiting on this worker',
          EXAMPLE_RUNS_BUSY,
        );
      }
      held.set(company, (held.get(company) ?? 0) + 1);
      const deadline = AbortSignal.timeout(left);
      try {
        const program = {
          sandbox,
          language: exampleRun.language,
          code: exampleRun.code,
          tenant: company,
          signal: AbortSignal.any([Context.current().cancellationSignal, deadline]),
        };
        const result =
          exampleRun.input === null
            ? await runOnExample({
                ...program,
                example: (await workedExample(pool, exampleRun)).examples,
              })
            : await runOnOwnInput({ ...program, stdin: exampleRun.input });
        if (!result)
          throw ApplicationFailure.retryable(
            'the sandbox cannot execute programs on this worker',
            'SandboxUnavailable',
          );
        await storeExampleRunResult(pool, exampleRunId, result);
      } catch (err) {
        if (deadline.aborted) return abandonExampleRun(pool, exampleRunId);
        throw err;
      } finally {
        const still = held.get(company)! - 1;
        if (still) held.set(company, still);
        else held.delete(company);
      }
    },
  };
}

export type ExampleRunActivities = ReturnType<typeof createExampleRunActivities>;

/** The worked example of the run's hole, in the variation its candidate received. */
async function workedExample(db: Queryable, run: { sheet_id: number; hole: number; variation: string }) {
  const sheet = await submissionSheet(db, { sheet_id: run.sheet_id, holes: [run.hole] });
  return courseEntries(sheet.courseSheetId, [run.hole], [run.variation], sheet.questions)[String(run.hole)].human;
}
