import type { EvaluatorResult } from '../scorecard/scorecard-schema';
import { dimensionCommentary, feedback } from '../wording/commentary';
import { clampScore, type Dimension, SUBJECTIVE_DIMENSIONS, type SubjectiveDimension } from '../scorecard/dimensions';
import type { EvaluationInput, Evaluator } from './evaluator';
import { resultScore } from '../scorecard/overall';
import { getPersonality } from '../personalities/personalities';
import { voiceOf } from '../voices';

const isSubjective = (d: Dimension): d is SubjectiveDimension =>
  (SUBJECTIVE_DIMENSIONS as readonly string[]).includes(d);

/**
 * The default evaluator: it reads the shared measurements through one personality. Scores are the
 * measured ones, except that the subjective dimensions (quality, creativity, ingenuity, humor) move
 * by the personality's leaning, never off the floor of a shot that does nothing useful; correctness
 * and length are facts and never move. Commentary and feedback are in the personality's voice, with
 * phrases chosen by a stable hash.
 */
export function createRuleBasedEvaluator(personalityId: string): Evaluator {
  const personality = getPersonality(personalityId);
  if (!personality) throw new Error(`unknown personality "${personalityId}"`);
  const voice = voiceOf(personality.id);
  const focus = [...personality.dimensions].sort((a, b) => personality.weights[b] - personality.weights[a])[0];

  const evaluate = ({ hole, measurements: m }: EvaluationInput): EvaluatorResult => {
    const result: EvaluatorResult = { personality: personality.id, feedback: '' };
    const nothing = m.empty ? 'empty' : m.useless;
    const scores = personality.dimensions.map((dimension) => {
      const leaning =
        isSubjective(dimension) && !nothing && !m.addressesEvaluator ? (personality.leanings[dimension] ?? 0) : 0;
      const score = clampScore(m[dimension].score + leaning);
      const commentary = dimensionCommentary({
        personality: personality.id,
        voice,
        holeId: hole.id,
        dimension,
        score,
        facts: m[dimension].facts,
        focus: dimension === focus,
        ...(dimension === 'correctness' ? { executed: m.correctness.kind === 'executed' } : {}),
      });
      result[dimension] = { score, commentary };
      return { dimension, score, weight: personality.weights[dimension] };
    });
    result.feedback = feedback({
      personality: personality.id,
      voice,
      holeId: hole.id,
      scores,
      total: resultScore(result),
      correctness: m.correctness,
      ...(nothing ? { nothing } : {}),
      ...(m.addressesEvaluator ? { addressed: m.addressesEvaluator } : {}),
    });
    return result;
  };

  return { personality: personality.id, evaluate: async (input) => evaluate(input) };
}
