import { z } from 'zod';
import { Timestamp } from '../../lib/text-formats';
import { MAX_SCORE, MIN_SCORE } from './dimensions';

// The interface's Scorecard, owned here: scoring builds and validates it. The ids name the nested
// schemas' components when the API describes them; the API registers the scorecard itself
// (api/schemas/scorecard.ts).

export const DimensionScore = z
  .strictObject({
    score: z.int().min(MIN_SCORE).max(MAX_SCORE).describe(`Integer from ${MIN_SCORE} to ${MAX_SCORE}`),
    commentary: z.string().min(1).describe("In the evaluator personality's voice"),
  })
  .meta({ id: 'DimensionScore' });

/**
 * One evaluator's result on one hole. Each evaluator scores a subset of the six dimensions (most score
 * five). `personality` is a plain string rather than the catalog's enum so that stored scorecards stay
 * valid if the catalog ever changes.
 */
export const EvaluatorResult = z
  .strictObject({
    personality: z.string().min(1).describe('Evaluator personality identifier'),
    quality: DimensionScore.optional(),
    length: DimensionScore.optional(),
    creativity: DimensionScore.optional(),
    ingenuity: DimensionScore.optional(),
    humor: DimensionScore.optional(),
    correctness: DimensionScore.optional(),
    feedback: z.string().min(1),
  })
  .refine((r) => [r.quality, r.length, r.creativity, r.ingenuity, r.humor, r.correctness].some(Boolean), {
    message: 'an evaluator result scores at least one dimension',
  })
  .meta({ id: 'EvaluatorResult' });

export const HoleEvaluation = z.strictObject({
  first: EvaluatorResult,
  second: EvaluatorResult,
  third: EvaluatorResult,
});

export const Scorecard = z.strictObject({
  sheet_id: z.int().min(1).describe('Version of the question sheet'),
  holes: z.record(z.string().regex(/^[0-9]+$/), HoleEvaluation).describe("Hole id to the three evaluators' results"),
  summary: z.string().min(1).describe('Strengths and weaknesses across the holes, ending with the "Overall: X/Y" line'),
  created_at: Timestamp,
});

export type DimensionScore = z.infer<typeof DimensionScore>;
export type EvaluatorResult = z.infer<typeof EvaluatorResult>;
export type HoleEvaluation = z.infer<typeof HoleEvaluation>;
export type Scorecard = z.infer<typeof Scorecard>;
