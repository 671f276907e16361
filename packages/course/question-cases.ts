import { MIN_CASES, variationSeed } from './cases';
import { GeneratorError, parseGeneratorOutput } from './generator-protocol';
import type { QuestionVariation } from './question';
import type { CheckRun, RunProgram } from './question-check';
import { VARIATION_LETTERS, type HiddenCase, type VariationLetter } from './schema';

/**
 * The most cases one submission's company question is scored on (its fixed cases first): as many
 * as a course hole's at most, give or take, so that a round of slow programs still ends within its
 * scoring's time.
 */
export const MAX_QUESTION_CASES = 32;

/** Fewer answered cases than a variation needs were left for a submission: it cannot be scored fairly. */
export class TooFewCasesError extends Error {
  constructor(
    readonly questionId: number,
    readonly left: number,
  ) {
    super(
      `question ${questionId}: its reference answered ${left} of this submission's cases, fewer than the ${MIN_CASES} ` +
        'a variation needs',
    );
    this.name = 'TooFewCasesError';
  }
}

/** An answer as the check takes one: exited 0 within the limits, and printed something. */
const answered = (run: CheckRun) => run.ok && run.output.trim() !== '';

/**
 * The hidden cases one submission's company question is scored on, as a course hole's are: the
 * variation's fixed cases, then the inputs its generator draws from the submission's seed, each
 * with what the reference prints for it, MAX_QUESTION_CASES at most. The programs run through
 * `run` (the sandbox).
 *
 * Both were checked before the question was published, on other seeds: a generator that fails for
 * this seed draws nothing, and an input the reference does not answer (as the check counts an
 * answer) is left out, since no program could be scored on it fairly. Fewer than MIN_CASES left:
 * TooFewCasesError, never a question scored on next to nothing. Both are deterministic, so the
 * caller stores the cases once.
 */
export async function questionCases(
  question: { id: number; variations: readonly QuestionVariation[] },
  letter: VariationLetter,
  caseSeed: number,
  run: RunProgram,
): Promise<HiddenCase[]> {
  const variation = question.variations[VARIATION_LETTERS.indexOf(letter)];
  if (!variation) throw new Error(`question ${question.id} has no variation ${letter}`);
  const inputs: Array<Omit<HiddenCase, 'output'>> = variation.cases.map(({ tag, input }) => ({
    tag,
    input,
    drawn: false,
  }));
  if (variation.generator && inputs.length < MAX_QUESTION_CASES) {
    const seed = variationSeed(caseSeed, question.id, letter);
    const [draw] = await run(variation.generator, [{ input: '' }], [String(seed)]);
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
  const cases = kept.flatMap((c, i) => (answered(answers[i]) ? [{ ...c, output: answers[i].output }] : []));
  if (cases.length < MIN_CASES) throw new TooFewCasesError(question.id, cases.length);
  return cases;
}
