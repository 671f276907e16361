import type { CorrectnessSandbox } from '../measure';
import type { Verdict } from '../sandbox';

/** What a candidate learns from running a program on a hole's worked example. */
export const EXAMPLE_VERDICTS = [
  'passed',
  'wrong_answer',
  'runtime_error',
  'compile_error',
  'time_limit',
  'memory_limit',
  'output_limit',
] as const;
export type ExampleVerdict = (typeof EXAMPLE_VERDICTS)[number];

export interface ExampleRunResult {
  verdict: ExampleVerdict;
  stdout: string;
  stderr: string;
  time_ms: number;
}

/** What the candidate sees of each stream: the first 4 KiB (UTF-8), then a line saying it was cut. */
export const EXAMPLE_OUTPUT_BYTES = 4096;
export const CUT_MARK = '\n… [cut at 4 KiB]';

/** The sandbox's finer verdicts, told in the seven a candidate is shown (the message goes to stderr: the compiler's first lines). */
const SHOWN: Record<Verdict, ExampleVerdict> = {
  passed: 'passed',
  wrong_answer: 'wrong_answer',
  runtime_error: 'runtime_error',
  compile_error: 'compile_error',
  process_limit: 'runtime_error',
  time_limit: 'time_limit',
  memory_limit: 'memory_limit',
  output_limit: 'output_limit',
};

export function cutToBytes(text: string, bytes = EXAMPLE_OUTPUT_BYTES): string {
  const encoded = Buffer.from(text, 'utf8');
  if (encoded.length <= bytes) return text;
  // Cut on a character boundary: a partial UTF-8 sequence at the end decodes to U+FFFD, dropped here.
  return (
    encoded
      .subarray(0, bytes)
      .toString('utf8')
      .replace(/\uFFFD$/, '') + CUT_MARK
  );
}

/** One run of a program on one input, in the sandbox's own limits; `undefined` when it cannot run code here. */
async function runOnce(
  sandbox: CorrectnessSandbox,
  program: { language: string; code: string; tenant?: string; signal?: AbortSignal },
  stdin: { input: string; expected: string },
) {
  const run = await sandbox.run(
    { language: program.language, code: program.code, cases: [stdin] },
    { tenant: program.tenant, signal: program.signal },
  );
  if (!run.available) return undefined;
  const [result] = run.cases;
  const stderr = [result.stderr, result.message].filter(Boolean).join(result.stderr.endsWith('\n') ? '' : '\n');
  const shown = { stdout: cutToBytes(result.stdout), stderr: cutToBytes(stderr), time_ms: Math.round(result.wallMs) };
  return { result, shown };
}

/**
 * Runs a program on the public worked example of a hole, in the scoring sandbox, and nothing
 * else: the hidden cases never reach this function. `undefined` when the sandbox cannot run code here.
 */
export async function runOnExample(input: {
  sandbox: CorrectnessSandbox;
  language: string;
  code: string;
  /** Whose run it is (the company): runs of companies take turns for the slots. */
  tenant?: string;
  /** Aborted: the run leaves its turn, or its sandbox is killed. */
  signal?: AbortSignal;
  example: { input: string; output: string };
}): Promise<ExampleRunResult | undefined> {
  const ran = await runOnce(input.sandbox, input, { input: input.example.input, expected: input.example.output });
  return ran && { verdict: SHOWN[ran.result.verdict], ...ran.shown };
}

/**
 * "Run with my input": how a program ended on the candidate's own input, compared with nothing.
 * `finished` when it exited by itself with status 0 (whatever it printed).
 */
export const OWN_INPUT_VERDICTS = [
  'finished',
  'runtime_error',
  'compile_error',
  'time_limit',
  'memory_limit',
  'output_limit',
] as const;
export type OwnInputVerdict = (typeof OWN_INPUT_VERDICTS)[number];

export interface OwnInputRunResult {
  verdict: OwnInputVerdict;
  /** The program's exit status; absent when a limit or a signal ended it. */
  exit_code?: number;
  stdout: string;
  stderr: string;
  time_ms: number;
}

/** The sandbox's verdict on a run whose output is compared with nothing: passed and wrong_answer both mean it exited 0. */
const SHOWN_OWN: Record<Verdict, OwnInputVerdict> = {
  passed: 'finished',
  wrong_answer: 'finished',
  runtime_error: 'runtime_error',
  compile_error: 'compile_error',
  process_limit: 'runtime_error',
  time_limit: 'time_limit',
  memory_limit: 'memory_limit',
  output_limit: 'output_limit',
};

/**
 * Runs a program on an input the candidate typed, in the same sandbox and limits as the example
 * run; nothing of the hole reaches this function, so nothing hidden can be compared or shown.
 */
export async function runOnOwnInput(input: {
  sandbox: CorrectnessSandbox;
  language: string;
  code: string;
  tenant?: string;
  signal?: AbortSignal;
  stdin: string;
}): Promise<OwnInputRunResult | undefined> {
  const ran = await runOnce(input.sandbox, input, { input: input.stdin, expected: '' });
  if (!ran) return undefined;
  const { verdict, exitCode } = ran.result;
  return { verdict: SHOWN_OWN[verdict], ...(exitCode === null ? {} : { exit_code: exitCode }), ...ran.shown };
}
