import type { EvaluatorResult, HoleEvaluation } from './scorecard-schema';
import { DIMENSIONS, MAX_SCORE, MIN_SCORE, type Dimension } from './dimensions';
import { getPersonality } from '../personalities/personalities';

/** The lowest hole score of a shot that passes everything; a shot that fails anything stays below it. */
export const PASS_FLOOR = 60;

/**
 * One evaluator result as one number, the hole score (15..90). Correctness decides the band, the
 * personality's taste decides the place within it:
 *   - correctness 90 (every hidden case passes, or the whole rubric): 60 + 30 × s, where s places the
 *     weighted mean of the other dimensions it scored between 15 and 90;
 *   - anything less: 15 + 44 × t, where t places the weighted mean of all the dimensions it scored,
 *     correctness included, between 15 and 90, so it never reaches 60.
 * So a wrong answer never outscores a right one, on the same hole or across holes, whatever its
 * style, while style still separates two right answers. Weights are the personality's (equal for a
 * personality outside the catalog). A result without correctness is its plain weighted mean.
 */
export function resultScore(result: EvaluatorResult): number {
  const correctness = result.correctness?.score;
  if (correctness === undefined) return Math.round(weightedMean(result, () => true));
  if (correctness === MAX_SCORE) {
    const others = weightedMean(result, (d) => d !== 'correctness');
    return Math.round(PASS_FLOOR + (MAX_SCORE - PASS_FLOOR) * (Number.isNaN(others) ? 1 : share(others)));
  }
  return Math.round(MIN_SCORE + (PASS_FLOOR - 1 - MIN_SCORE) * share(weightedMean(result, () => true)));
}

const share = (score: number) => (score - MIN_SCORE) / (MAX_SCORE - MIN_SCORE);

/**
 * The mean of the scored dimensions `include` keeps, weighted by the personality (equally where it
 * gives them no weight); NaN when none.
 */
function weightedMean(result: EvaluatorResult, include: (d: Dimension) => boolean): number {
  const weights = getPersonality(result.personality)?.weights;
  const scored = DIMENSIONS.filter((d) => result[d] && include(d));
  const weighted = weights ? scored.filter((d) => weights[d] > 0) : [];
  const mean = (dims: Dimension[], weight: (d: Dimension) => number) =>
    dims.reduce((sum, d) => sum + weight(d) * result[d]!.score, 0) / dims.reduce((sum, d) => sum + weight(d), 0);
  if (weighted.length) return mean(weighted, (d) => weights![d]);
  return scored.length ? mean(scored, () => 1) : Number.NaN;
}

/**
 * The "Overall: X/Y" line. X is the sum, over every hole and its three evaluators, of resultScore
 * (so one that scores four dimensions counts as much as one that scores six). Y is what X would be
 * with every hole score at 90: 90 × 3 evaluators × holes, so 810 for a round of three holes.
 */
export function overall(holes: readonly HoleEvaluation[]): { points: number; max: number } {
  const results = holes.flatMap((h) => [h.first, h.second, h.third]);
  return { points: results.reduce((sum, r) => sum + resultScore(r), 0), max: MAX_SCORE * results.length };
}
