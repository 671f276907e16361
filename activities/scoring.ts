import { ApplicationFailure, Context } from '@temporalio/activity';
import type { EvaluatorResult } from '../scoring/scorecard/scorecard-schema';
import { pingDatabase, type Pool } from '../db/pool';
import { findSubmission, type SubmissionRecord } from '../db/submissions';
import {
  evaluateSubmission,
  InvalidEvaluation,
  measureSubmission,
  parOfProgram,
  RULE_BASED_PANEL,
  type MeasuredHole,
  type OwnQuestion,
  type Panel,
  type SubmissionToEvaluate,
} from '../scoring';
import type { CorrectnessSandbox } from '../scoring/measure';
import type { Sandbox } from '../scoring/sandbox';
import { isDatabaseUnavailable } from '../db/errors';
import {
  asLetter,
  deriveSeed,
  questionCases,
  questionEntry,
  QuestionCasesError,
  questionVariation,
  type HiddenCase,
  type PlayedQuestion,
  type VariationLetter,
} from '@hiring/course';
import { findSubmissionCases, storeSubmissionCases, type StoredCase } from '../db/submission-cases';
import { sandboxRunner } from './question-runner';
import { submissionSheet } from './submission-sheet';
import {
  DATABASE_UNAVAILABLE,
  QUESTION_CASES_UNSETTLED,
  SCORECARD_INVALID,
  SUBMISSION_MISSING,
} from '../workflow-contract/failure-types';

export interface ScoringDeps {
  pool: Pool;
  /** Its concurrency, where it states one, bounds the scoring worker's concurrent activities. */
  sandbox: CorrectnessSandbox & Partial<Pick<Sandbox, 'concurrency'>>;
  /** Reads the shots instead of the rule-based evaluators (an LLM-backed panel, say). */
  panel?: Panel;
}

const HEARTBEAT_MS = 5_000;

/**
 * Runs a long step while heartbeating, so that a lost worker is noticed within the heartbeat
 * time-out and a slow step is not mistaken for one; the step gets the attempt's cancellation
 * signal (a cancelled run, or an attempt timed out, as the next heartbeat learns).
 */
async function heartbeating<T>(step: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const context = Context.current();
  const beat = setInterval(() => context.heartbeat(), HEARTBEAT_MS);
  try {
    return await step(context.cancellationSignal);
  } finally {
    clearInterval(beat);
  }
}

/**
 * The scoring activities, served on their own task queue (TEMPORAL_SCORING_TASK_QUEUE) so that
 * scoring can scale apart from the rest. They read the shots from the database by submission id:
 * candidate code never travels through workflow histories.
 */
export function createScoringActivities({ pool, sandbox, panel: given }: ScoringDeps) {
  const panel = given ?? RULE_BASED_PANEL;

  /** The submission; a database that cannot be reached fails as DATABASE_UNAVAILABLE, apart from scoring's own failures. */
  async function load(submissionId: string): Promise<SubmissionRecord> {
    const submission = await reachable(() => findSubmission(pool, submissionId));
    if (!submission)
      throw ApplicationFailure.nonRetryable(`submission ${submissionId} does not exist`, SUBMISSION_MISSING);
    return submission;
  }

  /**
   * What scoring reads of the submission: on a company's sheet, its questions with the cases drawn
   * for it (stored the first time, read back after), and the course sheet of its other holes.
   */
  async function submissionToEvaluate(
    submission: SubmissionRecord,
    signal?: AbortSignal,
  ): Promise<SubmissionToEvaluate> {
    const caseSeed = submission.case_seed ?? deriveSeed(submission.id);
    const sheet = await reachable(() => submissionSheet(pool, submission));
    const stored = sheet.questions.size
      ? await reachable(() => findSubmissionCases(pool, submission.id))
      : new Map<number, StoredCase[]>();
    const questions = new Map<number, OwnQuestion>();
    for (const [index, holeId] of submission.holes.entries()) {
      const question = sheet.questions.get(holeId);
      if (!question) continue;
      const letter = asLetter(submission.variations[index]);
      let cases = stored.get(holeId);
      if (!cases) {
        const drawn = await drawCases(submission, question, letter, caseSeed, signal);
        cases = await reachable(() => storeSubmissionCases(pool, submission.id, holeId, drawn));
      }
      // Stored as the course package drew them.
      questions.set(holeId, ownQuestion(question, letter, cases as HiddenCase[]));
    }
    return {
      sheetId: sheet.courseSheetId,
      holes: submission.holes,
      variations: submission.variations,
      shots: submission.shots,
      caseSeed,
      questions,
    };
  }

  /** The company question's cases for the submission, drawn by its programs in the sandbox as the company's turn. */
  async function drawCases(
    submission: SubmissionRecord,
    question: PlayedQuestion,
    letter: VariationLetter,
    caseSeed: number,
    signal?: AbortSignal,
  ): Promise<HiddenCase[]> {
    try {
      return await questionCases(question, letter, caseSeed, sandboxRunner(sandbox, submission.company_id, signal));
    } catch (err) {
      if (err instanceof QuestionCasesError) throw ApplicationFailure.retryable(err.message, QUESTION_CASES_UNSETTLED);
      throw err;
    }
  }

  /** The personalities' results, from the shared measurements, while heartbeating. */
  async function evaluated(submissionId: string, personalities: readonly string[], holes: MeasuredHole[]) {
    const record = await load(submissionId);
    return heartbeating(async (signal) => {
      const submission = await submissionToEvaluate(record, signal);
      return finalIfInvalid(() => evaluateSubmission(panel, personalities, holes, submission, signal));
    });
  }

  return {
    /**
     * Measures every shot once: programs run in the sandbox against their hidden cases. Where the
     * sandbox cannot execute anything, this fails (and is retried) instead of scoring a program it
     * never ran: a charged assessment must not rest on a guess. Where every personality is judged
     * by the rule-based evaluator (no language model configured), the three evaluations as well: they are milliseconds of CPU, not
     * worth a scheduling each. With a model, `results` is absent and the workflow schedules
     * evaluatePanel, so that slow judgements never hold a sandbox's slot.
     */
    async scoreSubmission(submissionId: string): Promise<ScoredSubmission> {
      const record = await load(submissionId);
      return heartbeating(async (signal) => {
        const submission = await submissionToEvaluate(record, signal);
        const holes = await measureSubmission({ ...submission, sandbox, signal });
        if (holes.some((h) => h.measurements.correctness.kind === 'unavailable')) {
          throw ApplicationFailure.retryable(
            'the sandbox cannot execute programs on this worker',
            'SandboxUnavailable',
          );
        }
        if (given || !record.personalities) return { holes };
        const results = await finalIfInvalid(() =>
          evaluateSubmission(RULE_BASED_PANEL, record.personalities!, holes, submission, signal),
        );
        return { holes, results };
      });
    },

    /**
     * Succeeds once this worker reaches the database. A run whose scoring met an outage waits on it,
     * retried without end before it schedules the scoring again (workflows/scoring.ts).
     */
    async databaseReachable(): Promise<void> {
      await pingDatabase(pool);
    },

    /**
     * The personalities' results on every hole, from the shared measurements: with a language model,
     * one request per shot for all of them. A slow model is waited for: the activity heartbeats
     * meanwhile, and a cancelled or timed-out attempt stops it. A result that breaks the
     * scorecard's shape would break it again on a retry: that fails for good.
     */
    async evaluatePanel(input: {
      submissionId: string;
      personalities: string[];
      holes: MeasuredHole[];
    }): Promise<EvaluatorResult[][]> {
      return evaluated(input.submissionId, input.personalities, input.holes);
    },
  };
}

/** A company question as one submission plays it: its statement, par from its reference, the cases drawn for it. */
function ownQuestion(question: PlayedQuestion, letter: VariationLetter, cases: HiddenCase[]): OwnQuestion {
  const statement = questionEntry(question, letter);
  const { reference } = questionVariation(question, letter);
  return {
    hole: { id: question.id, title: question.title, category: question.category, difficulty: question.difficulty },
    statement,
    variation: {
      description: statement.description,
      human: statement.human,
      hints: statement.hints ?? [],
      par: parOfProgram(reference.language, reference.code),
      cases,
    },
    private: question.private,
  };
}

/** Reads the database; one that cannot be reached fails as DATABASE_UNAVAILABLE, apart from scoring's own failures. */
async function reachable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    throw ApplicationFailure.create({
      message: `the database cannot be reached: ${(err as Error).message}`,
      type: DATABASE_UNAVAILABLE,
      details: [Context.current().info.attempt],
    });
  }
}

/** An evaluation that breaks the scorecard's shape would break it again on a retry: it fails for good. */
async function finalIfInvalid<T>(evaluate: () => Promise<T>): Promise<T> {
  try {
    return await evaluate();
  } catch (err) {
    if (err instanceof InvalidEvaluation) throw ApplicationFailure.nonRetryable(err.message, SCORECARD_INVALID);
    throw err;
  }
}

/** The measurements, and the three evaluators' results (first, second, third) where they were judged with them. */
export interface ScoredSubmission {
  holes: MeasuredHole[];
  results?: EvaluatorResult[][];
}

export type ScoringActivities = ReturnType<typeof createScoringActivities>;
