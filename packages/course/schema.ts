import { z } from 'zod';

/** Internal only: variation letters never leave the server. */
export const VARIATION_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type VariationLetter = (typeof VARIATION_LETTERS)[number];

export const CATEGORIES = [
  'strings',
  'arithmetic',
  'sequences',
  'parsing',
  'grids',
  'dates',
  'bits',
  'text_formatting',
  'puzzles',
  'data_wrangling',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CASE_TAGS = ['empty', 'minimum', 'maximum', 'tricky', 'typical'] as const;
export type CaseTag = (typeof CASE_TAGS)[number];

/**
 * One hidden case: the exact stdin, the stdout expected (trailing whitespace is ignored), and
 * whether it was drawn for the submission or is one every round of the variation gets.
 */
export interface HiddenCase {
  tag: CaseTag;
  input: string;
  output: string;
  drawn: boolean;
}

/** What a statement's fields hold at least (characters) and at most: the course's and a company's questions alike. */
export const STATEMENT_RULES = {
  titleChars: { min: 3, max: 80 },
  difficulty: { min: 1, max: 10 },
  descriptionMinChars: 40,
  formatMinChars: 10,
  hintMinChars: 5,
  maxHints: 3,
} as const;

export const variationSpecSchema = z.strictObject({
  description: z.string().min(STATEMENT_RULES.descriptionMinChars),
  human: z.strictObject({
    input_format: z.string().min(STATEMENT_RULES.formatMinChars),
    output_format: z.string().min(STATEMENT_RULES.formatMinChars),
    examples: z.strictObject({ input: z.string(), output: z.string().min(1) }),
  }),
  hints: z.array(z.string().min(STATEMENT_RULES.hintMinChars)).max(STATEMENT_RULES.maxHints),
  /** Byte length of the shorter of this variation's two reference programs: the length score's yardstick. */
  par: z.number().int().positive(),
});
export type VariationSpec = z.infer<typeof variationSpecSchema>;

/** A variation with the hidden cases one submission is scored on (drawn for it: cases.ts). */
export type VariationWithCases = VariationSpec & { cases: readonly HiddenCase[] };

export const holeSpecSchema = z.strictObject({
  id: z.number().int().min(1).max(100),
  title: z.string().min(STATEMENT_RULES.titleChars.min).max(STATEMENT_RULES.titleChars.max),
  category: z.enum(CATEGORIES),
  difficulty: z.number().int().min(STATEMENT_RULES.difficulty.min).max(STATEMENT_RULES.difficulty.max),
  variations: z.strictObject({
    A: variationSpecSchema,
    B: variationSpecSchema,
    C: variationSpecSchema,
    D: variationSpecSchema,
    E: variationSpecSchema,
  }),
});
export type HoleSpec = z.infer<typeof holeSpecSchema>;
