import type { EvaluatorResult, HoleEvaluation } from '../api/schemas/scorecard';
import { DIMENSIONS, MAX_SCORE } from './dimensions';
import { getPersonality } from './personalities';

/**
 * One evaluator result as one number: the mean of the dimensions it scored, weighted by its
 * personality's weights (equal weights for a personality outside the catalog), rounded: 15..90.
 */
export function resultScore(result: EvaluatorResult): number {
  const weights = getPersonality(result.personality)?.weights;
  let sum = 0;
  let total = 0;
  for (const d of DIMENSIONS) {
    const scored = result[d];
    if (!scored) continue;
    const w = weights ? weights[d] : 1;
    sum += w * scored.score;
    total += w;
  }
  if (total === 0) {
    const scores = DIMENSIONS.map((d) => result[d]?.score).filter((s) => s !== undefined);
    return Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
  }
  return Math.round(sum / total);
}

/**
 * The "Overall: X/Y" line. X is the sum, over every hole and its three evaluators, of resultScore:
 * each evaluator's weighted mean (so a personality's weights shape its share, and one that scores four
 * dimensions counts as much as one that scores six). Y is what X would be with every score at 90:
 * 90 × 3 evaluators × holes, so 810 for a round of three holes.
 */
export function overall(holes: readonly HoleEvaluation[]): { points: number; max: number } {
  const results = holes.flatMap((h) => [h.first, h.second, h.third]);
  return { points: results.reduce((sum, r) => sum + resultScore(r), 0), max: MAX_SCORE * results.length };
}
