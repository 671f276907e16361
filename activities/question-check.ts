import { Context } from '@temporalio/activity';
import { checkQuestion, type QuestionProblem, type QuestionSpec } from '@hiring/course';
import { findQuestion, storeQuestionCheck as storeCheck, type QuestionRevision } from '../db/questions';
import type { Pool } from '../db/pool';
import type { Sandbox } from '../scoring/sandbox';
import { sandboxRunner } from './question-runner';

export interface QuestionCheckDeps {
  pool: Pool;
  sandbox: Pick<Sandbox, 'run'>;
  /** How long a check may run its programs (CHECK_BUDGET_MS unless a test says otherwise). */
  checkBudgetMs?: number;
}

/**
 * How long one check may run its programs: a question whose programs run into their time limits on
 * input after input is told so, rather than checked again and again (and within the workers' stop
 * grace period, so that a deployment's stop lets a check end).
 */
export const CHECK_BUDGET_MS = 4 * 60_000;

/** What a check that ran out of its time stores. */
const outOfTime = (budgetMs: number) => ({
  path: '',
  message:
    `took over ${budgetMs / 1000} seconds to check: its programs ran into their time limits on input after ` +
    'input; make them answer within 2 seconds of CPU each',
});

/** What a check that could not run (every attempt failed) stores, so that the question never waits for ever. */
const NOT_CHECKED = {
  path: '',
  message: 'could not be checked (the sandbox failed on every try): save the question again to check it again',
};

/** Problems stored at most, and characters of each message: a check's outcome stays small. */
const MAX_PROBLEMS = 20;
const MAX_MESSAGE_CHARS = 300;
const HEARTBEAT_MS = 5_000;

/** The problems as stored: the first MAX_PROBLEMS, each message cut to MAX_MESSAGE_CHARS. */
const stored = (problems: readonly QuestionProblem[]): QuestionProblem[] =>
  problems.slice(0, MAX_PROBLEMS).map(({ path, message }) => ({
    path,
    message: message.length > MAX_MESSAGE_CHARS ? `${message.slice(0, MAX_MESSAGE_CHARS - 1)}…` : message,
  }));

/**
 * The check of a company's question by running it (questionCheckWorkflow), on its own queue, where
 * the sandbox is. The question is read by its key and its outcome stored here: neither its programs
 * nor what they printed travel through a workflow's history.
 */
export function createQuestionCheckActivities({ pool, sandbox, checkBudgetMs = CHECK_BUDGET_MS }: QuestionCheckDeps) {
  return {
    /**
     * Checks the revision and stores the outcome while that revision is the question's; `stale`
     * when it no longer is (changed or retired since), and nothing is run.
     */
    async checkQuestionRevision(at: QuestionRevision): Promise<'passed' | 'failed' | 'stale'> {
      const question = await findQuestion(pool, at.companyId, at.questionId);
      if (!question || question.revision !== at.revision || question.status === 'retired') return 'stale';
      const context = Context.current();
      // A beat on a timer, not only between runs: one run of many cases, or a wait for a sandbox
      // slot, can outlast the heartbeat time-out.
      const beat = setInterval(() => context.heartbeat(), HEARTBEAT_MS);
      const budget = AbortSignal.timeout(checkBudgetMs);
      const run = sandboxRunner(sandbox, at.companyId, AbortSignal.any([context.cancellationSignal, budget]));
      let problems: QuestionProblem[];
      try {
        // Stored as the API validated it: the course's format.
        problems = await checkQuestion(question as unknown as QuestionSpec, run);
      } catch (err) {
        if (!budget.aborted || context.cancellationSignal.aborted) throw err;
        problems = [outOfTime(checkBudgetMs)];
      } finally {
        clearInterval(beat);
      }
      const outcome = stored(problems);
      return (await storeCheck(pool, at, outcome)) ? (outcome.length ? 'failed' : 'passed') : 'stale';
    },

    /** Stores that the revision could not be checked, while it is the question's. */
    async markQuestionUnchecked(at: QuestionRevision): Promise<void> {
      await storeCheck(pool, at, [NOT_CHECKED]);
    },
  };
}

export type QuestionCheckActivities = ReturnType<typeof createQuestionCheckActivities>;
