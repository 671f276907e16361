import { MIN_CASES } from './cases';
import { GeneratorError, parseGeneratorOutput, type GeneratedInput } from './generator-protocol';
import type { QuestionProgram, QuestionSpec } from './question';
import { deriveSeed } from './random';

/** One input given to a program, and, where one is known, the output it must print. */
export interface CheckCase {
  input: string;
  expected?: string;
}

/** How one run of a program on one input went. */
export interface CheckRun {
  /** It exited 0 within the limits. */
  ok: boolean;
  /** Everything it printed on stdout. */
  output: string;
  /** Where `expected` was given: whether it printed that (trailing whitespace aside). */
  matches?: boolean;
  /** Why it failed, in words (a time limit, an exit status and the end of its stderr). */
  why?: string;
  /**
   * It failed at one of its limits (time, memory, output, processes), which a busy machine can
   * cause: another run may answer, where a program's own error would fail the same way again.
   */
  atLimit?: boolean;
}

/**
 * Runs `program` once per case, with `args` after its command line, under a candidate's limits, in
 * the sandbox: the service gives the check its runner (the course package runs nothing itself).
 */
export type RunProgram = (
  program: QuestionProgram,
  cases: readonly CheckCase[],
  args?: readonly string[],
) => Promise<CheckRun[]>;

/** What is wrong with a question, named by the path of the field at fault (as a 422 names it). */
export interface QuestionProblem {
  path: string;
  message: string;
}

/** Seeds a question's generator is run with, each twice: enough to see it repeat itself or drift. */
export const CHECK_SEEDS = 20;

/** The seeds the check runs a generator with: the same for every check, apart from any round's. */
export const checkSeeds = (): number[] =>
  Array.from({ length: CHECK_SEEDS }, (_, n) => deriveSeed('question check', n) >>> 0);

const NAMED_CHARS = 60;
const named = (input: string) => JSON.stringify(input.length > NAMED_CHARS ? `${input.slice(0, NAMED_CHARS)}…` : input);

/**
 * Runs a question's programs as its rounds would and names every problem: the reference must pass
 * the worked example and print an answer to each fixed case and to every input its generator draws
 * for CHECK_SEEDS seeds; the generator must follow the protocol, print the same bytes for the same
 * seed and different inputs for different seeds; each variation needs MIN_CASES cases, fixed and
 * drawn. Empty: the question can be published. `progress` is called after each run (a heartbeat).
 */
export async function checkQuestion(
  spec: QuestionSpec,
  run: RunProgram,
  progress: () => void = () => {},
): Promise<QuestionProblem[]> {
  const problems: QuestionProblem[] = [];
  for (const [index, variation] of spec.variations.entries()) {
    const at = `variations.${index}`;
    const reference = (cases: readonly CheckCase[]) => run(variation.reference, cases).finally(progress);

    const [example, ...fixed] = await reference([
      { input: variation.human.examples.input, expected: variation.human.examples.output },
      ...variation.cases.map(({ input }) => ({ input })),
    ]);
    if (!example.ok) {
      problems.push({ path: `${at}.reference`, message: `fails on the worked example: ${example.why}` });
    } else if (!example.matches) {
      problems.push({
        path: `${at}.human.examples.output`,
        message: `is not what the reference prints for the worked example's input: it prints ${named(example.output)}`,
      });
    }
    fixed.forEach((result, i) => {
      const problem = answerProblem(result);
      if (problem) problems.push({ path: `${at}.cases.${i}`, message: `the reference ${problem}` });
    });

    let drawn = 0;
    if (variation.generator) {
      const draws = await drawForCheck(variation.generator, run, progress);
      if ('message' in draws) {
        problems.push({ path: `${at}.generator`, message: draws.message });
      } else {
        drawn = draws.inputs[0].length;
        // A seed's inputs at a time, up to the first that fails: a reference that times out on
        // every input costs one seed's worth of time limits, not twenty.
        for (const inputs of draws.inputs) {
          const answers = await reference(inputs.map(({ input }) => ({ input })));
          const failed = answers.findIndex((result) => answerProblem(result) !== undefined);
          if (failed >= 0) {
            problems.push({
              path: `${at}.reference`,
              message: `${answerProblem(answers[failed])} for the drawn input ${named(inputs[failed].input)}`,
            });
            break;
          }
        }
      }
    }

    const total = variation.cases.length + drawn;
    if (total < MIN_CASES) {
      problems.push({
        path: `${at}.cases`,
        message: `a variation needs at least ${MIN_CASES} cases, fixed and drawn: it has ${total}; add fixed cases or a generator`,
      });
    }
  }
  return problems;
}

/** What is wrong with the reference's answer to an input, or undefined: it must exit 0 and print some text. */
export function answerProblem(result: CheckRun): string | undefined {
  if (!result.ok) return `fails: ${result.why}`;
  if (result.output.trim() === '') return 'prints nothing';
  if (result.output.includes('\u0000')) return 'prints a NUL character, which no answer holds';
  return undefined;
}

/**
 * The generator run for each check seed, twice: the inputs it drew, one list per seed, or what is
 * wrong with it.
 */
async function drawForCheck(
  generator: QuestionProgram,
  run: RunProgram,
  progress: () => void,
): Promise<{ inputs: GeneratedInput[][] } | { message: string }> {
  const seeds = checkSeeds();
  const inputs: GeneratedInput[][] = [];
  for (const seed of seeds) {
    const [first, second] = await run(generator, [{ input: '' }, { input: '' }], [String(seed)]).finally(progress);
    for (const result of [first, second]) {
      if (!result.ok) return { message: `fails for the seed ${seed}: ${result.why}` };
    }
    if (first.output !== second.output) {
      return {
        message: `prints something else each time for the seed ${seed}: draw from the seed alone (not the clock, nor a hash order)`,
      };
    }
    try {
      inputs.push(parseGeneratorOutput(first.output));
    } catch (err) {
      if (!(err instanceof GeneratorError)) throw err;
      return { message: `for the seed ${seed}: ${err.message}` };
    }
  }
  const tags = (draw: GeneratedInput[]) => draw.map((d) => d.tag).join(',');
  const drift = inputs.findIndex((draw) => tags(draw) !== tags(inputs[0]));
  if (drift >= 0) {
    return {
      message:
        `draws other kinds of cases for the seed ${seeds[drift]} than for ${seeds[0]}: ` +
        'print the same kinds, in the same order, for every seed',
    };
  }
  const seen = new Map<string, number>();
  for (const [i, draw] of inputs.entries()) {
    const key = JSON.stringify(draw.filter((d) => !d.few).map((d) => d.input));
    const earlier = seen.get(key);
    if (earlier !== undefined && draw.some((d) => !d.few)) {
      return {
        message:
          `repeats itself: the seeds ${seeds[earlier]} and ${seeds[i]} draw the same inputs, ` +
          'so every round would get the same cases',
      };
    }
    seen.set(key, i);
  }
  return { inputs };
}
