import { EvaluatorResult, Scorecard, type HoleEvaluation } from '../api/schemas/scorecard';
import { Timestamp } from '../api/schemas/common';
import { asLetter, getSheet } from '../course';
import type { EvaluationInput, EvaluatorFactory } from './evaluator';
import { measureShot, type CorrectnessSandbox } from './measure';
import { createRuleBasedEvaluator } from './rule-based';
import { summarize } from './summary';

export interface ShotInput {
  language: string;
  code: string;
}

export interface BuildScorecardInput {
  sheetId: number;
  /** The round's hole ids, in the order the scorecard lists them. */
  holes: readonly number[];
  /** Internal: each hole's variation letter, keyed by hole id, or aligned with `holes`. Never shown. */
  variations: Readonly<Record<string, string>> | readonly string[];
  /** Keyed by hole id; a hole without a shot is scored as an empty one. */
  shots: Readonly<Record<string, ShotInput | undefined>>;
  /** first, second, third */
  personalities: readonly [string, string, string];
  /** Passed in so that scoring reads no clock: the same input always gives the same scorecard. */
  createdAt: Date | string;
  sandbox: CorrectnessSandbox;
  /** Replaces the rule-based evaluator for the personalities it returns one for (e.g. an LLM-backed one). */
  evaluatorFor?: EvaluatorFactory;
}

/**
 * Measures every shot once (its program run in the sandbox, or its answer checked against the
 * rubric), lets the three evaluators interpret the same measurements, and summarises. The result is
 * validated against interface 2.6 before it is returned.
 */
export async function buildScorecard(input: BuildScorecardInput): Promise<Scorecard> {
  const sheet = getSheet(input.sheetId);
  const createdAt = Timestamp.parse(typeof input.createdAt === 'string' ? input.createdAt : input.createdAt.toISOString());
  if (new Set(input.holes).size !== input.holes.length) throw new Error('a round cannot hold the same hole twice');
  const evaluators = input.personalities.map((p) => input.evaluatorFor?.(p) ?? createRuleBasedEvaluator(p));

  const holes = await Promise.all(
    input.holes.map(async (holeId, index) => {
      const spec = sheet.holes.get(holeId);
      if (!spec) throw new Error(`hole ${holeId} is not on sheet ${sheet.id}`);
      const rawLetter = Array.isArray(input.variations) ? input.variations[index] : (input.variations as Record<string, string>)[String(holeId)];
      const variation = spec.variations[asLetter(rawLetter)];
      const shot = input.shots[String(holeId)];
      const measurements = await measureShot(shot, variation, input.sandbox);
      const evaluationInput: EvaluationInput = {
        hole: { id: spec.id, title: spec.title, category: spec.category, difficulty: spec.difficulty },
        ...(shot ? { shot: { language: shot.language, code: shot.code } } : {}),
        measurements,
      };
      const results = await Promise.all(
        evaluators.map(async (evaluator, i) => checked(await evaluator.evaluate(evaluationInput), input.personalities[i], holeId)),
      );
      const evaluation: HoleEvaluation = { first: results[0], second: results[1], third: results[2] };
      return { id: spec.id, title: spec.title, evaluation, correctness: measurements.correctness };
    }),
  );

  return Scorecard.parse({
    sheet_id: sheet.id,
    holes: Object.fromEntries(holes.map((h) => [String(h.id), h.evaluation])),
    summary: summarize(input.personalities, holes),
    created_at: createdAt,
  });
}

/** An evaluator's result, held to interface 2.6 and to the personality of its slot. */
function checked(result: EvaluatorResult, personality: string, holeId: number): EvaluatorResult {
  const parsed = EvaluatorResult.safeParse(result);
  if (!parsed.success) throw new Error(`evaluator "${personality}" returned an invalid result for hole ${holeId}: ${parsed.error.message}`);
  if (parsed.data.personality !== personality) throw new Error(`evaluator for "${personality}" answered as "${parsed.data.personality}"`);
  return parsed.data;
}
