import { variationSeed } from './cases';
import { GeneratorError, parseGeneratorOutput } from './generator-protocol';
import type { QuestionVariation } from './question';
import type { RunProgram } from './question-check';
import { VARIATION_LETTERS, type HiddenCase, type VariationLetter } from './schema';

/**
 * The hidden cases one submission's company question is scored on, as a course hole's are: the
 * variation's fixed cases, then the inputs its generator draws from the submission's seed, each
 * with what the reference prints for it. The programs run through `run` (the sandbox).
 *
 * Both were checked before the question was published, on other seeds: a generator that fails for
 * this seed draws nothing, and an input the reference cannot answer is left out, since no program
 * could be scored on it fairly. Both are deterministic, so the caller stores the cases once.
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
  if (variation.generator) {
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
  if (!inputs.length) return [];
  const answers = await run(
    variation.reference,
    inputs.map(({ input }) => ({ input })),
  );
  return inputs.flatMap((c, i) => (answers[i].ok ? [{ ...c, output: answers[i].output }] : []));
}
