import type { CaseTag, HiddenCase, VariationWithCases } from '@hiring/course';
import { countByKind } from '../scorecard/case-counts';
import { describeMissed } from '../wording/wording';
import { MAX_SCORE, MIN_SCORE, scoreFromFraction } from '../scorecard/dimensions';
import {
  EXCERPT_CHARS,
  normalizeOutput,
  type CaseResult,
  type RunRequest,
  type Sandbox,
  type Verdict,
} from '../sandbox';
import { getShotLanguage } from '../shots/shot-languages';
import { listing, plural } from '../wording/text';
import { measureRubric } from './rubric';
import type { CorrectnessMeasurement, UselessKind } from './types';

/**
 * What correctness needs from the sandbox, so that tests and callers can inject their own: `run`,
 * and where given `runAll`, which runs one candidate's programs together (sharing sandboxes).
 */
export type CorrectnessSandbox = Pick<Sandbox, 'run'> & Partial<Pick<Sandbox, 'runAll'>>;

export interface CorrectnessInput {
  language: string;
  code: string;
  variation: VariationWithCases;
  sandbox: CorrectnessSandbox;
}

/**
 * Executable shots run against every hidden case of their variation: score = 15 + 75 × passed / total
 * (all pass: 90; none: 15), at most 89 while any case fails. A program whose output ignores its input
 * (constant, silent, echo) scores 15 whatever it matched. Rubric shots (`human`, `math`) are scored
 * by measure/rubric.ts.
 *
 * Honesty rules: when the sandbox cannot execute anything (`available: false`) the score is 15 and
 * the facts say that nothing ran, rather than guessing from the text; a language neither executable
 * nor rubric-scored, and an empty shot, score 15 too. A sandbox that throws is not caught: the caller
 * (a retried activity) sees the failure instead of a scorecard built on it.
 */
export async function measureCorrectness({
  language,
  code,
  variation,
  sandbox,
}: CorrectnessInput): Promise<CorrectnessMeasurement> {
  if (code.trim() === '')
    return { kind: 'empty', score: MIN_SCORE, facts: ['Nothing was submitted, so there was nothing to run.'] };
  const spec = getShotLanguage(language);
  if (!spec) {
    return {
      kind: 'unsupported',
      score: MIN_SCORE,
      facts: ['The answer is in a language this service can neither run nor score with a rubric.'],
    };
  }
  if (spec.kind === 'rubric') return measureRubric(code, variation, `an answer in ${spec.name.toLowerCase()}`);

  const total = variation.cases.length;
  const run = await sandbox.run(correctnessRequest(language, code, variation)!);
  if (!run.available) {
    return {
      kind: 'unavailable',
      total,
      score: MIN_SCORE,
      facts: [
        'Execution was unavailable, so none of the hidden cases could be run; the minimum is recorded rather than a guess.',
      ],
    };
  }
  const passed = run.cases.filter((c) => c.verdict === 'passed').length;
  const failures: Partial<Record<Verdict, number>> = {};
  const missed: Partial<Record<CaseTag, number>> = {};
  run.cases.forEach((c, i) => {
    if (c.verdict === 'passed') return;
    failures[c.verdict] = (failures[c.verdict] ?? 0) + 1;
    missed[variation.cases[i].tag] = (missed[variation.cases[i].tag] ?? 0) + 1;
  });
  const byKind = countByKind(variation.cases, run.cases);
  const useless = passed < total ? uselessKind(variation.cases, run.cases) : undefined;
  if (useless)
    return {
      kind: 'executed',
      passed,
      total,
      failures,
      missed,
      byKind,
      useless,
      score: MIN_SCORE,
      facts: [uselessFact(useless, passed, total, failures), ...compilerSaid(run.cases)],
    };
  return {
    kind: 'executed',
    passed,
    total,
    failures,
    missed,
    byKind,
    score: executedScore(passed, total),
    facts: executedFacts(passed, total, failures, missed),
  };
}

/** The sandbox run that measures a shot: its program against every hidden case; null when nothing is to run. */
export function correctnessRequest(language: string, code: string, variation: VariationWithCases): RunRequest | null {
  if (code.trim() === '' || getShotLanguage(language)?.kind !== 'executable') return null;
  return { language, code, cases: variation.cases.map((c) => ({ input: c.input, expected: c.output })) };
}

/** 90 only when every hidden case passes: a near miss never rounds up to a pass. */
const executedScore = (passed: number, total: number): number =>
  passed === total ? MAX_SCORE : Math.min(MAX_SCORE - 1, scoreFromFraction(passed / total));

/**
 * A program whose output does not depend on its input does nothing useful, even where that output
 * happens to be expected: it prints nothing (or crashes before printing anything) on every case,
 * prints the same thing on every case, or prints each case's input back. A program that runs out of
 * time or memory is trying, and keeps the credit its style earns. Only asked of a program that fails
 * a case.
 */
function uselessKind(cases: readonly HiddenCase[], results: readonly CaseResult[]): UselessKind | undefined {
  const outputs = results.map((r) => normalizeOutput(r.stdout));
  const expected = new Set(cases.map((c) => normalizeOutput(c.output)));
  if (outputs.every((o) => o === '') && [...expected].some((e) => e !== '')) {
    if (results.every((r) => r.verdict === 'passed' || r.verdict === 'wrong_answer')) return 'silent';
    if (results.every((r) => r.verdict === 'compile_error' || r.verdict === 'runtime_error')) return 'broken';
    return undefined;
  }
  if (expected.size > 1 && outputs.every((o) => o === outputs[0])) return 'constant';
  const echoes = results.every(
    (r, i) =>
      outputs[i] === normalizeOutput(cases[i].input) ||
      (r.stdout.length >= EXCERPT_CHARS && cases[i].input.startsWith(r.stdout)),
  );
  if (echoes && cases.some((c) => normalizeOutput(c.output) !== normalizeOutput(c.input))) return 'echo';
  return undefined;
}

function uselessFact(
  kind: UselessKind,
  passed: number,
  total: number,
  failures: Partial<Record<Verdict, number>>,
): string {
  const { wrong_answer: _, ...crashes } = failures;
  const how = Object.keys(crashes).length ? `; ${failureKinds(crashes)} among them` : '';
  const what = {
    silent: `It printed nothing for any of the ${total} hidden cases${how}`,
    broken:
      failures.compile_error === total
        ? `The program did not compile, so it printed nothing for any of the ${total} hidden cases`
        : `Every one of the ${total} hidden cases ended in ${failureKinds(failures)} before anything was printed`,
    constant: `It printed the same output for all ${total} hidden cases, whatever the input`,
    echo: `It printed its input back for all ${total} hidden cases`,
  }[kind];
  const coincidence = passed
    ? `; the ${plural(passed, 'case')} it matched ${passed === 1 ? 'is' : 'are'} coincidence and earn${passed === 1 ? 's' : ''} no credit`
    : '';
  return `${what}${coincidence}. It does nothing useful yet.`;
}

/** The compiler's first lines, kept with the scorecard, where no case ran because the program did not compile. */
function compilerSaid(results: readonly CaseResult[]): string[] {
  const message = results.every((r) => r.verdict === 'compile_error') ? results[0]?.message?.trim() : undefined;
  if (!message) return [];
  const lines = message.split('\n').slice(0, COMPILER_LINES).join('\n');
  return [`The compiler said: ${lines.length > COMPILER_CHARS ? `${lines.slice(0, COMPILER_CHARS)}…` : lines}`];
}
const COMPILER_LINES = 5;
const COMPILER_CHARS = 500;

const VERDICT_NOUNS: Record<Exclude<Verdict, 'passed'>, [string, string]> = {
  wrong_answer: ['wrong answer', 'wrong answers'],
  runtime_error: ['runtime error', 'runtime errors'],
  compile_error: ['compile error', 'compile errors'],
  time_limit: ['time-out', 'time-outs'],
  memory_limit: ['memory overrun', 'memory overruns'],
  output_limit: ['output overflow', 'output overflows'],
  process_limit: ['process-limit breach', 'process-limit breaches'],
};

/** "3 wrong answers and 1 time-out". */
const failureKinds = (failures: Partial<Record<Verdict, number>>): string =>
  listing(
    (Object.keys(VERDICT_NOUNS) as (keyof typeof VERDICT_NOUNS)[])
      .filter((v) => failures[v])
      .map((v) => plural(failures[v]!, VERDICT_NOUNS[v][0], VERDICT_NOUNS[v][1])),
  );

function executedFacts(
  passed: number,
  total: number,
  failures: Partial<Record<Verdict, number>>,
  missed: Partial<Record<CaseTag, number>>,
): string[] {
  if (passed === total) return [`All ${total} hidden cases passed.`];
  const where = passed ? [`It fails on ${describeMissed(missed)}.`] : [];
  return [`${passed} of ${total} hidden cases passed; the others ended in ${failureKinds(failures)}.`, ...where];
}
