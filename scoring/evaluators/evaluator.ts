import type { EvaluatorResult } from '../scorecard/scorecard-schema';
import type { CourseEntry, HiddenCase } from '@hiring/course';
import type { ShotMeasurements } from '../measure';

/** What anyone may know about a hole: never its variation letter or its hidden cases. */
export interface PublicHole {
  id: number;
  title: string;
  category: string;
  difficulty: number;
}

export interface EvaluationInput {
  hole: PublicHole;
  /** The shot as submitted, for evaluators that read it (an LLM-backed one); absent when none was made. */
  shot?: { language: string; code: string };
  /** Measured once per shot and shared by the three evaluators. */
  measurements: ShotMeasurements;
  /** What the shot answers, for evaluators that read it; absent where the caller has no variation. */
  task?: HoleTask;
}

/**
 * The variation the candidate received: its public statement, and its hidden cases (secret: an
 * evaluator may judge against them but never returns, logs or stores them).
 */
export interface HoleTask {
  statement: CourseEntry;
  cases: readonly HiddenCase[];
}

/**
 * Scores one shot for one personality. The rule-based evaluator (evaluators/rule-based.ts) is the default; any
 * other can replace it per personality through `panelOf` (scorecard/scorecard.ts). Whatever it returns is
 * validated against the interface's Scorecard before it is used, and it must
 * never quote a hidden case, an expected output or more of the code than short identifiers.
 */
export interface Evaluator {
  readonly personality: string;
  /** An aborted `signal` (the attempt was cancelled or timed out) may end a slow judgement: it then rejects. */
  evaluate(input: EvaluationInput, signal?: AbortSignal): Promise<EvaluatorResult>;
}

/** An evaluator for a personality, or undefined to keep the rule-based one. */
export type EvaluatorFactory = (personality: string) => Evaluator | undefined;

/**
 * The readings of one shot by several personalities at once: a language model asked once for all
 * three, say. Results come in the order of `personalities`. An aborted `signal` may end it: it then rejects.
 */
export interface Panel {
  evaluate(personalities: readonly string[], input: EvaluationInput, signal?: AbortSignal): Promise<EvaluatorResult[]>;
}
