import type { CorrectnessSandbox } from './measure';
import type { Verdict } from './sandbox';

/** What a candidate learns from running a program on a hole's worked example. */
export const EXAMPLE_VERDICTS = [
  'passed',
  'wrong_answer',
  'runtime_error',
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

/** The sandbox's finer verdicts, told in the six a candidate is shown (the message goes to stderr). */
const SHOWN: Record<Verdict, ExampleVerdict> = {
  passed: 'passed',
  wrong_answer: 'wrong_answer',
  runtime_error: 'runtime_error',
  compile_error: 'runtime_error',
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

/**
 * Runs a program on the public worked example of a hole, in the scoring sandbox, and nothing
 * else: the hidden cases never reach this function. `undefined` when the sandbox cannot run code here.
 */
export async function runOnExample(input: {
  sandbox: CorrectnessSandbox;
  language: string;
  code: string;
  example: { input: string; output: string };
}): Promise<ExampleRunResult | undefined> {
  const run = await input.sandbox.run({
    language: input.language,
    code: input.code,
    cases: [{ input: input.example.input, expected: input.example.output }],
  });
  if (!run.available) return undefined;
  const [result] = run.cases;
  const stderr = [result.stderr, result.message].filter(Boolean).join(result.stderr.endsWith('\n') ? '' : '\n');
  return {
    verdict: SHOWN[result.verdict],
    stdout: cutToBytes(result.stdout),
    stderr: cutToBytes(stderr),
    time_ms: Math.round(result.wallMs),
  };
}
