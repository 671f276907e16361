import type { VariationSpec } from '../../course/schema';
import { MIN_SCORE, scoreFromFraction } from '../dimensions';
import type { Sandbox, Verdict } from '../sandbox';
import { getShotLanguage } from '../shot-languages';
import { listing, plural } from '../text';
import { measureRubric } from './rubric';
import type { CorrectnessMeasurement } from './types';

/** The one thing correctness needs from the sandbox, so that tests and callers can inject their own. */
export type CorrectnessSandbox = Pick<Sandbox, 'run'>;

export interface CorrectnessInput {
  language: string;
  code: string;
  variation: VariationSpec;
  sandbox: CorrectnessSandbox;
}

/**
 * Executable shots run against every hidden case of their variation: score = 15 + 75 × passed / total
 * (all pass: 90; none: 15). Rubric shots (`human`, `math`) are scored by measure/rubric.ts.
 *
 * Honesty rules: when the sandbox cannot execute anything (`available: false`) the score is 15 and
 * the facts say that nothing ran, rather than guessing from the text; a language neither executable
 * nor rubric-scored, and an empty shot, score 15 too. A sandbox that throws is not caught: the caller
 * (a retried activity) sees the failure instead of a scorecard built on it.
 */
export async function measureCorrectness({ language, code, variation, sandbox }: CorrectnessInput): Promise<CorrectnessMeasurement> {
  if (code.trim() === '') return { kind: 'empty', score: MIN_SCORE, facts: ['Nothing was submitted, so there was nothing to run.'] };
  const spec = getShotLanguage(language);
  if (!spec) {
    return { kind: 'unsupported', score: MIN_SCORE, facts: ['The answer is in a language this service can neither run nor score with a rubric.'] };
  }
  if (spec.kind === 'rubric') return measureRubric(code, variation, `an answer in ${spec.name.toLowerCase()}`);

  const total = variation.cases.length;
  const run = await sandbox.run({ language, code, cases: variation.cases.map((c) => ({ input: c.input, expected: c.output })) });
  if (!run.available) {
    return {
      kind: 'unavailable',
      total,
      score: MIN_SCORE,
      facts: ['Execution was unavailable, so none of the hidden cases could be run; the minimum is recorded rather than a guess.'],
    };
  }
  const passed = run.cases.filter((c) => c.verdict === 'passed').length;
  const failures: Partial<Record<Verdict, number>> = {};
  for (const c of run.cases) if (c.verdict !== 'passed') failures[c.verdict] = (failures[c.verdict] ?? 0) + 1;
  return { kind: 'executed', passed, total, failures, score: scoreFromFraction(passed / total), facts: executedFacts(passed, total, failures) };
}

const VERDICT_NOUNS: Record<Exclude<Verdict, 'passed'>, [string, string]> = {
  wrong_answer: ['wrong answer', 'wrong answers'],
  runtime_error: ['runtime error', 'runtime errors'],
  compile_error: ['compile error', 'compile errors'],
  time_limit: ['time-out', 'time-outs'],
  memory_limit: ['memory overrun', 'memory overruns'],
  output_limit: ['output overflow', 'output overflows'],
  process_limit: ['process-limit breach', 'process-limit breaches'],
};

function executedFacts(passed: number, total: number, failures: Partial<Record<Verdict, number>>): string[] {
  if (passed === total) return [`All ${total} hidden cases passed.`];
  const kinds = (Object.keys(VERDICT_NOUNS) as (keyof typeof VERDICT_NOUNS)[])
    .filter((v) => failures[v])
    .map((v) => plural(failures[v]!, VERDICT_NOUNS[v][0], VERDICT_NOUNS[v][1]));
  if (failures.compile_error === total) return [`0 of ${total} hidden cases passed: the program did not compile.`];
  return [`${passed} of ${total} hidden cases passed; the others ended in ${listing(kinds)}.`];
}
