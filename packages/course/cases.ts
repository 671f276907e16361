import { z } from 'zod';
import { deriveSeed, Random } from './random';
import { CASE_TAGS, VARIATION_LETTERS, type CaseTag, type VariationLetter } from './schema';

/** A case every round of the variation gets: the empty input, the smallest, a trap the statement warns of. */
export interface FixedInput {
  tag: CaseTag;
  input: string;
}

/** A case drawn for each submission: `draw` makes its input from the submission's seed. */
export interface DrawnInput {
  tag: CaseTag;
  draw: (random: Random) => string;
  /**
   * The statement allows so few inputs of this shape (a 2 x 3 puzzle has 720) that two rounds may
   * draw the same one, or one of the fixed ones.
   */
  few?: true;
}

/** A variation's hidden inputs; their expected outputs come from the variation's reference program. */
export interface VariationCases {
  fixed: readonly FixedInput[];
  drawn: readonly DrawnInput[];
}

export type HoleCases = Readonly<Record<VariationLetter, VariationCases>>;

/** The longest input a case may have (the hole statements' limits stay well under it). */
export const MAX_INPUT_CHARS = 20_000;
export const MIN_CASES = 8;
/** Draws after the first that may still make a fixed input: a generator that needs more makes little else. */
const REDRAWS = 10;

const variationCasesSchema = z
  .strictObject({
    fixed: z.array(z.strictObject({ tag: z.enum(CASE_TAGS), input: z.string().max(MAX_INPUT_CHARS) })),
    drawn: z.array(z.strictObject({ tag: z.enum(CASE_TAGS), draw: z.function(), few: z.literal(true).optional() })),
  })
  .refine((v) => v.fixed.length + v.drawn.length >= MIN_CASES, `a variation needs at least ${MIN_CASES} cases`);

/** A hole's cases, checked once at load. */
export function defineCases(cases: HoleCases): HoleCases {
  for (const letter of VARIATION_LETTERS) variationCasesSchema.parse(cases[letter]);
  return cases;
}

/**
 * The seed a variation's generators draw from, for one submission: a non-negative integer below
 * 2^32, derived from the submission's seed, the hole and the letter, so that two holes of a round
 * draw apart. It is the seed the generator protocol passes (README.md, "The generator protocol").
 */
export function variationSeed(seed: number, holeId: number, letter: VariationLetter): number {
  return deriveSeed(seed, holeId, letter) >>> 0;
}

/** The inputs drawn for one submission's hole, one per generator, from its variation's seed. */
export function drawInputs(cases: VariationCases, seed: number, holeId: number, letter: VariationLetter): FixedInput[] {
  return drawFromVariationSeed(cases, variationSeed(seed, holeId, letter), `hole ${holeId}${letter}`);
}

/**
 * The inputs a variation's generators draw from the variation's own seed (`variationSeed`): what
 * the variation's generator program prints for that seed. `label` names the variation in errors.
 */
export function drawFromVariationSeed(cases: VariationCases, seed: number, label: string): FixedInput[] {
  // The seed's 32 bits, as the generator was always seeded (Random takes `seed | 0`).
  const random = new Random(seed);
  const fixed = new Set(cases.fixed.map((c) => c.input));
  return cases.drawn.map(({ tag, draw, few }) => {
    let input = draw(random);
    // A generator can make a fixed input by chance (hole 90 E's 1 x 1 products make its 'A*A=A' in
    // one round of 12,500): it draws again, from the same stream, so that the seed still decides.
    for (let again = 0; !few && fixed.has(input) && again < REDRAWS; again++) input = draw(random);
    if (input.length > MAX_INPUT_CHARS) throw new Error(`${label}: a drawn ${tag} input is too long`);
    return { tag, input };
  });
}
