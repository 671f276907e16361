/** The six dimensions of the interface's Scorecard, in the order they are listed there. */
export const DIMENSIONS = ['quality', 'length', 'creativity', 'ingenuity', 'humor', 'correctness'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** The dimensions measured from static signals, where a personality may lean a little (personalities/personalities.ts). */
export const SUBJECTIVE_DIMENSIONS = [
  'quality',
  'creativity',
  'ingenuity',
  'humor',
] as const satisfies readonly Dimension[];
export type SubjectiveDimension = (typeof SUBJECTIVE_DIMENSIONS)[number];

export const MIN_SCORE = 15;
export const MAX_SCORE = 90;

/**
 * The most an answer that is never executed (prose, mathematics) can score on correctness: one
 * below a program that passes every hidden case. Stating results proves less than producing them:
 * results can be learned (from a friend's round, or harvested through free test rounds) and
 * written down, so only a program that passes the hidden cases enters the band of correct answers.
 */
export const PROSE_CORRECTNESS_CEILING = MAX_SCORE - 1;

/** An integer score in [MIN_SCORE, MAX_SCORE]. */
export const clampScore = (value: number): number => Math.min(MAX_SCORE, Math.max(MIN_SCORE, Math.round(value)));

/** 0 → MIN_SCORE, 1 → MAX_SCORE, linear between. */
export const scoreFromFraction = (fraction: number): number =>
  clampScore(MIN_SCORE + (MAX_SCORE - MIN_SCORE) * Math.min(1, Math.max(0, fraction)));
