import { MIN_CASES, variationSeed } from './cases';
import { GeneratorError, parseGeneratorOutput } from './generator-protocol';
import { answerProblem, type CheckRun, type RunProgram } from './question-check';
import { VARIATION_LETTERS, type HiddenCase, type VariationLetter } from './schema';
import type { QuestionVariation as Variation } from './question';

/**
 * The most cases one submission's company question is scored on (its fixed cases first): as many
 * as a course hole's at most, give or take, so that a round of slow programs still ends within its
 * scoring's time.
 */
export const MAX_QUESTION_CASES = 32;

/**
 * A submission's cases of a company question could not be settled now: a program ran into one of
 * its limits (another attempt, on a quieter machine, may answer), or fewer cases than a variation
 * needs were answered. Nothing is stored: a question is never scored on cases a busy worker dropped.
 */
export class QuestionCasesError extends Error {
  override name = 'QuestionCasesError';
}

/** The run, unless it failed at one of its limits: then the cases wait for another attempt. */
function settled(run: CheckRun, what: string): CheckRun {
  if (!run.ok && run.atLimit) throw new QuestionCasesError(`${what} ran into its limits: ${run.why}`);
  return run;
}

/**
 * The hidden cases one submission's company question is scored on, as a course hole's are: the
 * variation's fixed cases, then the inputs its generator draws from the submission's seed, each
 * with what the reference prints for it, MAX_QUESTION_CASES at most. The programs run through
 * `run` (the sandbox).
 *
 * Both were checked before the question was published, on other seeds: a generator that fails for
 * this seed draws nothing, and an input the reference does not answer (as the check counts an
 * answer) is left out, since no program could be scored on it fairly. A program that runs into its
 * limits, or fewer than MIN_CASES cases left: QuestionCasesError, nothing settled. What is settled
 * is what the programs answer of themselves, so the caller stores the cases once.
 */
/** The variation of a company's question a letter names (A is its first). */
export function questionVariation(question: { id: number; variations: readonly Variation[] }, letter: VariationLetter) {
  const variation = question.variations[VARIATION_LETTERS.indexOf(letter)];
  if (!variation) throw new Error(`question ${question.id} has no variation ${letter}`);
  return variation;
}

export async function questionCases(
  question: { id: number; variations: readonly Variation[] },
  letter: VariationLetter,
  caseSeed: number,
  run: RunProgram,
): Promise<HiddenCase[]> {
  const variation = questionVariation(question, letter);
  const inputs: Array<Omit<HiddenCase, 'output'>> = variation.cases.map(({ tag, input }) => ({
    tag,
    input,
    drawn: false,
  }));
  if (variation.generator && inputs.length < MAX_QUESTION_CASES) {
    const seed = variationSeed(caseSeed, question.id, letter);
    const draw = settled((await run(variation.generator, [{ input: '' }], [String(seed)]))[0], 'the generator');
    if (draw.ok) {
      try {
        inputs.push(...parseGeneratorOutput(draw.output).map(({ tag, input }) => ({ tag, input, drawn: true })));
      } catch (err) {
        if (!(err instanceof GeneratorError)) throw err;
      }
    }
  }
  const kept = inputs.slice(0, MAX_QUESTION_CASES);
  const answers = kept.length
    ? await run(
        variation.reference,
        kept.map(({ input }) => ({ input })),
      )
    : [];
  const cases = kept.flatMap((c, i) =>
    answerProblem(settled(answers[i], 'the reference')) === undefined ? [{ ...c, output: answers[i].output }] : [],
  );
  if (cases.length < MIN_CASES)
    throw new QuestionCasesError(
      `its reference answered ${cases.length} of this submission's cases, fewer than the ${MIN_CASES} a variation needs`,
    );
  return cases;
}
