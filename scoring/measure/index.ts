import type { VariationWithCases } from '@hiring/course';
import { parIn } from './language-par';
import { clampScore, MIN_SCORE } from '../scorecard/dimensions';
import { measureCodeStyle } from './code-style';
import { measureCorrectness, type CorrectnessSandbox } from './correctness';
import { measureLength } from './length';
import { measureProseStyle } from './prose-style';
import { syntaxOf } from './syntax';
import { USELESS_BEHAVIOUR } from '../wording/wording';
import { addressesEvaluator } from './addressed';
import type {
  CorrectnessMeasurement,
  DimensionMeasurement,
  LengthMeasurement,
  ShotMeasurements,
  StyleMeasurement,
} from './types';

export { correctnessRequest, measureCorrectness, type CorrectnessSandbox } from './correctness';
export { lengthScore, measureLength } from './length';
export { parOfProgram } from './language-par';
export { measureRubric } from './rubric';
export type * from './types';

export interface ShotToMeasure {
  language: string;
  code: string;
}

/** Every measurement of one shot against the variation it was played on; only correctness is asynchronous. */
export async function measureShot(
  shot: ShotToMeasure | undefined,
  variation: VariationWithCases,
  sandbox: CorrectnessSandbox,
): Promise<ShotMeasurements> {
  const language = shot?.language ?? '';
  const code = shot?.code ?? '';
  const empty = code.trim() === '';
  const correctness = await measureCorrectness({ language, code, variation, sandbox });
  if (empty) {
    const nothing = (): DimensionMeasurement => ({ score: MIN_SCORE, facts: ['Nothing was submitted for this hole.'] });
    const length = {
      ...measureLength('', parIn(language, variation.par)),
      score: MIN_SCORE,
      facts: ['Solution length: 0 characters: nothing was submitted.'],
    };
    return {
      language,
      empty,
      length,
      correctness,
      quality: nothing(),
      creativity: nothing(),
      ingenuity: nothing(),
      humor: nothing(),
    };
  }
  const length = measureLength(code, parIn(language, variation.par));
  const useless = correctness.kind === 'executed' ? correctness.useless : undefined;
  if (useless) {
    const why = `The program ${USELESS_BEHAVIOUR[useless]}, so there is nothing here to credit.`;
    const floor = (): DimensionMeasurement => ({ score: MIN_SCORE, facts: [why] });
    const flooredLength = { ...length, score: MIN_SCORE, facts: [...length.facts, why] };
    return {
      language,
      empty,
      useless,
      length: flooredLength,
      correctness,
      quality: floor(),
      creativity: floor(),
      ingenuity: floor(),
      humor: floor(),
    };
  }
  const measured = {
    language,
    empty,
    length: creditedLength(length, correctness),
    correctness,
    ...measureStyle(language, code),
  };
  const addressed = addressesEvaluator(code);
  return addressed ? floorJudged(measured, addressed) : measured;
}

/**
 * A shot that speaks to its evaluator (orders about its score, forged prompt sections, claims about
 * hidden results) earns nothing on what is judged rather than measured: the style dimensions and
 * the correctness of prose, which nothing executes. A program's correctness and every length stay
 * as measured. Whatever reads the shot afterwards (a language model) cannot lift it: its scores
 * are held under these.
 */
function floorJudged(m: ShotMeasurements, addressed: string): ShotMeasurements {
  const why = `It ${addressed}: an answer that addresses its evaluator instead of the question earns nothing here.`;
  const floor = (d: DimensionMeasurement): DimensionMeasurement => ({ score: MIN_SCORE, facts: [...d.facts, why] });
  return {
    ...m,
    addressesEvaluator: addressed,
    quality: floor(m.quality),
    creativity: floor(m.creativity),
    ingenuity: floor(m.ingenuity),
    humor: floor(m.humor),
    correctness: m.correctness.kind === 'rubric' ? { ...m.correctness, ...floor(m.correctness) } : m.correctness,
  };
}

/**
 * As in golf, strokes only count for a ball that goes in: an executed program's length score keeps
 * the share of its credit above 15 that its passing cases earn, 15 + (length − 15) × passed / total,
 * so a constant printer cannot win on length. Rubric answers keep the plain length score, and so do
 * programs that could not be run (said in the facts).
 */
export function creditedLength(length: LengthMeasurement, correctness: CorrectnessMeasurement): LengthMeasurement {
  if (correctness.kind === 'unavailable')
    return { ...length, facts: [...length.facts, 'Not weighed by correctness, since nothing could be run.'] };
  if (correctness.kind !== 'executed' || correctness.passed === correctness.total) return length;
  const share = correctness.passed / correctness.total;
  return {
    ...length,
    score: clampScore(MIN_SCORE + (length.score - MIN_SCORE) * share),
    facts: [
      ...length.facts,
      `With ${correctness.passed} of ${correctness.total} hidden cases passing, it earns ${Math.round(share * 100)}% of the length credit.`,
    ],
  };
}

/** A program's style is read in its language's syntax; prose (and a language with no syntax) as prose. */
export function measureStyle(language: string, code: string): StyleMeasurement {
  const syntax = syntaxOf(language);
  return syntax ? measureCodeStyle(code, syntax) : measureProseStyle(code);
}
