import { EvaluatorResult, Scorecard, type HoleEvaluation } from './scorecard-schema';
import { Timestamp } from '../../lib/text-formats';
import {
  asLetter,
  courseEntry,
  getSheet,
  hiddenCases,
  variationWithCases,
  type CourseEntry,
  type VariationLetter,
  type VariationWithCases,
} from '@hiring/course';
import type { EvaluatorFactory, HoleTask, Panel, PublicHole } from '../evaluators/evaluator';
import { correctnessRequest, measureShot, type CorrectnessSandbox, type ShotMeasurements } from '../measure';
import type { RunRequest, SandboxRun } from '../sandbox';
import { createRuleBasedEvaluator } from '../evaluators/rule-based';
import { summarize } from './summary';
import { PROSE_CORRECTNESS_CEILING } from './dimensions';

export interface ShotInput {
  language: string;
  code: string;
}

export type Shots = Readonly<Record<string, ShotInput | undefined>>;

export interface SubmissionToMeasure {
  sheetId: number;
  /** The submission's hole ids, in the order the scorecard lists them. */
  holes: readonly number[];
  /** Internal: each hole's variation letter, keyed by hole id, or aligned with `holes`. Never shown. */
  variations: Readonly<Record<string, string>> | readonly string[];
  /** Keyed by hole id; a hole without a shot is scored as an empty one. */
  shots: Shots;
  /** The submission's secret seed: its hidden cases are drawn from it (packages/course/cases.ts). Never shown. */
  caseSeed: number;
  /** The company's questions among `holes`, by id, resolved by the caller (their cases drawn in the sandbox). */
  questions?: ReadonlyMap<number, OwnQuestion>;
  sandbox: CorrectnessSandbox;
  /** Aborted: the programs' sandboxes are killed and measuring rejects. */
  signal?: AbortSignal;
}

/**
 * A company's question as one submission plays it: its statement, and its variation with par from
 * the reference and the hidden cases drawn for that submission.
 */
export interface OwnQuestion {
  hole: PublicHole;
  statement: CourseEntry;
  variation: VariationWithCases;
  /** Never sent to a language model: the rule-based evaluators judge it. */
  private: boolean;
}

/** One hole of a submission with what was measured of its shot: plain data, safe to pass between processes. */
export interface MeasuredHole {
  hole: PublicHole;
  measurements: ShotMeasurements;
}

export interface BuildScorecardInput extends SubmissionToMeasure {
  /** first, second, third */
  personalities: readonly [string, string, string];
  /** Passed in so that scoring reads no clock: the same input always gives the same scorecard. */
  createdAt: Date | string;
  /** Reads the shots instead of the rule-based evaluators (an LLM-backed panel, say). */
  panel?: Panel;
}

/**
 * A panel of per-personality evaluators, each reading the shot on its own: the factory's where it
 * gives one, the rule-based one elsewhere (and everywhere without a factory).
 */
export function panelOf(evaluatorFor?: EvaluatorFactory): Panel {
  return {
    evaluate: (personalities, input, signal) =>
      Promise.all(personalities.map((p) => (evaluatorFor?.(p) ?? createRuleBasedEvaluator(p)).evaluate(input, signal))),
  };
}

/** The rule-based evaluators of every personality. */
export const RULE_BASED_PANEL: Panel = panelOf();

/**
 * Phase 1: measures every shot once (its program run in the sandbox, or its answer checked
 * against the rubric). The three evaluators then share these measurements.
 */
export async function measureSubmission(input: SubmissionToMeasure): Promise<MeasuredHole[]> {
  const sheet = getSheet(input.sheetId);
  if (new Set(input.holes).size !== input.holes.length) throw new Error('a round cannot hold the same hole twice');
  const holes = input.holes.map((holeId, index) => {
    const own = input.questions?.get(holeId);
    const spec = own?.hole ?? sheet.holes.get(holeId);
    if (!spec) throw new Error(`hole ${holeId} is not on sheet ${sheet.id}`);
    const variation =
      own?.variation ?? variationWithCases(sheet.id, holeId, letterOf(input, holeId, index), input.caseSeed);
    const shot = input.shots[String(holeId)];
    return { spec, variation, shot, request: shot ? correctnessRequest(shot.language, shot.code, variation) : null };
  });
  const requests = holes.flatMap((h) => (h.request ? [h.request] : []));
  const runs = await runTogether(input.sandbox, requests, input.signal);
  return Promise.all(
    holes.map(async ({ spec, variation, shot, request }) => {
      const sandbox: CorrectnessSandbox = request
        ? { run: async () => runs[requests.indexOf(request)] }
        : input.sandbox;
      const measurements = await measureShot(shot, variation, sandbox);
      return {
        hole: { id: spec.id, title: spec.title, category: spec.category, difficulty: spec.difficulty },
        measurements,
      };
    }),
  );
}

type SubmissionVariations = Pick<SubmissionToMeasure, 'holes' | 'variations'>;

function letterOf(
  submission: SubmissionVariations,
  holeId: number,
  index = submission.holes.indexOf(holeId),
): VariationLetter {
  return asLetter(
    Array.isArray(submission.variations)
      ? submission.variations[index]
      : (submission.variations as Record<string, string>)[String(holeId)],
  );
}

/** A hole's statement as the candidate saw it and its hidden cases, for evaluators that read the shot. */
function taskOf(submission: SubmissionToEvaluate, holeId: number): HoleTask {
  const own = submission.questions?.get(holeId);
  if (own) return { statement: own.statement, cases: own.variation.cases };
  const letter = letterOf(submission, holeId);
  return {
    statement: courseEntry(submission.sheetId, holeId, letter),
    cases: hiddenCases(submission.sheetId, holeId, letter, submission.caseSeed),
  };
}

/** One candidate's programs run together where the sandbox can (sharing its sandboxes), else each alone. */
const runTogether = (
  sandbox: CorrectnessSandbox,
  requests: RunRequest[],
  signal?: AbortSignal,
): Promise<SandboxRun[]> =>
  sandbox.runAll
    ? sandbox.runAll(requests, { signal })
    : Promise.all(requests.map((request) => sandbox.run(request, { signal })));

/** What phase 2 reads of the submission besides the measurements: the shots, and the variations they answer. */
export type SubmissionToEvaluate = Pick<
  SubmissionToMeasure,
  'sheetId' | 'holes' | 'variations' | 'shots' | 'caseSeed' | 'questions'
>;

/**
 * Phase 2: the personalities' results (each aligned with the measured holes), every one held to the
 * interface's Scorecard. `signal` goes to the panel, which may reject when it aborts.
 */
export async function evaluateSubmission(
  panel: Panel,
  personalities: readonly string[],
  holes: readonly MeasuredHole[],
  submission: SubmissionToEvaluate,
  signal?: AbortSignal,
): Promise<EvaluatorResult[][]> {
  const byHole = await Promise.all(
    holes.map(async ({ hole, measurements }) => {
      const shot = submission.shots[String(hole.id)];
      // A private question's statement and cases never reach a language model.
      const judges = submission.questions?.get(hole.id)?.private ? RULE_BASED_PANEL : panel;
      const results = await judges.evaluate(
        personalities,
        {
          hole,
          measurements: heldToCeiling(measurements),
          task: taskOf(submission, hole.id),
          ...(shot ? { shot: { language: shot.language, code: shot.code } } : {}),
        },
        signal,
      );
      if (results.length !== personalities.length)
        throw new InvalidEvaluation(
          `the panel gave ${results.length} results for ${personalities.length} personalities`,
        );
      return results.map((result, slot) => checked(result, personalities[slot], hole.id));
    }),
  );
  return personalities.map((_, slot) => byHole.map((results) => results[slot]));
}

/** Phase 3: the three evaluators' results (first, second, third; each aligned with `holes`) and the summary. */
export function assembleScorecard(input: {
  sheetId: number;
  personalities: readonly string[];
  holes: readonly MeasuredHole[];
  results: readonly (readonly EvaluatorResult[])[];
  createdAt: Date | string;
}): Scorecard {
  if (input.results.length !== 3 || input.results.some((r) => r.length !== input.holes.length)) {
    throw new Error("a scorecard needs three evaluators' results for every hole");
  }
  const evaluated = input.holes.map(({ hole, measurements }, i) => {
    const [first, second, third] = input.results.map((r, slot) => checked(r[i], input.personalities[slot], hole.id));
    const evaluation: HoleEvaluation = { first, second, third };
    return { id: hole.id, title: hole.title, evaluation, correctness: heldToCeiling(measurements).correctness };
  });
  return Scorecard.parse({
    sheet_id: input.sheetId,
    holes: Object.fromEntries(evaluated.map((h) => [String(h.id), h.evaluation])),
    summary: summarize(input.personalities, evaluated),
    created_at: Timestamp.parse(typeof input.createdAt === 'string' ? input.createdAt : input.createdAt.toISOString()),
  });
}

/**
 * The three phases in one process: measure each shot once, let the three evaluators interpret the
 * same measurements, summarise. The result is validated against the interface's Scorecard before it is returned.
 * (The submission workflow runs the same phases as separate activities.)
 */
export async function buildScorecard(input: BuildScorecardInput): Promise<Scorecard> {
  const holes = await measureSubmission(input);
  const results = await evaluateSubmission(
    input.panel ?? RULE_BASED_PANEL,
    input.personalities,
    holes,
    input,
    input.signal,
  );
  return assembleScorecard({
    sheetId: input.sheetId,
    personalities: input.personalities,
    holes,
    results,
    createdAt: input.createdAt,
  });
}

/**
 * Measurements as this code makes them: those of a worker on older code (mid-upgrade, carried in a
 * run's history) may hold a prose answer at 90, from before PROSE_CORRECTNESS_CEILING.
 */
function heldToCeiling(m: ShotMeasurements): ShotMeasurements {
  if (m.correctness.kind !== 'rubric' || m.correctness.score <= PROSE_CORRECTNESS_CEILING) return m;
  return { ...m, correctness: { ...m.correctness, score: PROSE_CORRECTNESS_CEILING } };
}

/** An evaluator's result that breaks the interface's Scorecard or answers for another personality: the same input gives it again. */
export class InvalidEvaluation extends Error {
  override name = 'InvalidEvaluation';
}

/** An evaluator's result, held to the interface's Scorecard and to the personality of its slot. */
function checked(result: EvaluatorResult, personality: string, holeId: number): EvaluatorResult {
  const parsed = EvaluatorResult.safeParse(result);
  if (!parsed.success)
    throw new InvalidEvaluation(
      `evaluator "${personality}" returned an invalid result for hole ${holeId}: ${parsed.error.message}`,
    );
  if (parsed.data.personality !== personality)
    throw new InvalidEvaluation(`evaluator for "${personality}" answered as "${parsed.data.personality}"`);
  return parsed.data;
}
