import type { RunProgram } from '@hiring/course';
import type { Sandbox } from '../scoring/sandbox';

/** A program that exits 0 within a candidate's limits answered, whatever it printed. */
const ANSWERED = new Set(['passed', 'wrong_answer']);
/** Verdicts of a program stopped at one of its limits, which a busy machine can bring about. */
const AT_LIMIT = new Set(['time_limit', 'memory_limit', 'output_limit', 'process_limit']);

/**
 * A company's programs (a question's generator and reference: its check, and a submission's cases)
 * in the sandbox, under a candidate's limits and as the company's turn for its slots, since they
 * are as untrusted as a candidate's.
 */
export function sandboxRunner(sandbox: Pick<Sandbox, 'run'>, companyId: string, signal?: AbortSignal): RunProgram {
  return async (program, cases, args) => {
    const run = await sandbox.run(
      {
        language: program.language,
        code: program.code,
        cases: cases.map((c) => ({ input: c.input, expected: c.expected ?? '' })),
        args,
        keepOutput: true,
      },
      { signal, tenant: companyId },
    );
    // Nothing ran (no sandbox on this worker, a toolchain missing): the attempt fails and is retried.
    if (!run.available) throw new Error(`the sandbox cannot run ${program.language}: ${run.reason}`);
    return run.cases.map((result, i) => ({
      ok: ANSWERED.has(result.verdict),
      atLimit: AT_LIMIT.has(result.verdict),
      output: result.output ?? '',
      ...(cases[i].expected === undefined ? {} : { matches: result.verdict === 'passed' }),
      why: [result.verdict.replace('_', ' '), result.message ?? result.stderr.trim().split('\n').slice(-3).join(' ')]
        .filter(Boolean)
        .join(': '),
    }));
  };
}
