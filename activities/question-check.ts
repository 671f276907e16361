import { Context } from '@temporalio/activity';
import { checkQuestion, type QuestionProblem, type QuestionSpec, type RunProgram } from '@hiring/course';
import { findQuestion, storeQuestionCheck as storeCheck, type QuestionRevision } from '../db/questions';
import type { Pool } from '../db/pool';
import type { Sandbox } from '../scoring/sandbox';

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

/** A program that exits 0 within a candidate's limits answered, whatever it printed. */
const ANSWERED = new Set(['passed', 'wrong_answer']);

/**
 * The check's runner: a company's programs in the sandbox, under a candidate's limits and as the
 * company's turn for its slots, since they are as untrusted as a candidate's.
 */
function sandboxRunner(sandbox: QuestionCheckDeps['sandbox'], companyId: string, signal: AbortSignal): RunProgram {
  return async (program, cases, args) => {
    const run = await sandbox.run(
      {
        language: program.language,
        code: program.code,
        cases: cases.map((c) => ({ input: c.input, expected: c.expected ?? '' })),
        args,
        keepOutput: true,
      },
      { signal, tenant: companyId },
    );
    // Nothing ran (no sandbox on this worker, a toolchain missing): the attempt fails and is retried.
    if (!run.available) throw new Error(`the sandbox cannot run ${program.language}: ${run.reason}`);
    return run.cases.map((result, i) => ({
      ok: ANSWERED.has(result.verdict),
      output: result.output ?? '',
      ...(cases[i].expected === undefined ? {} : { matches: result.verdict === 'passed' }),
      why: [result.verdict.replace('_', ' '), result.message ?? result.stderr.trim().split('\n').slice(-3).join(' ')]
        .filter(Boolean)
        .join(': '),
    }));
  };
}

/**
 * The check of a company's question by running it (questionCheckWorkflow), on the scoring queue,
 * where the sandbox is. The question is read by its key: its programs never travel through a
 * workflow's history.
 */
export function createQuestionCheckActivities({ pool, sandbox, checkBudgetMs = CHECK_BUDGET_MS }: QuestionCheckDeps) {
  return {
    /** The revision's problems, or null when it is no longer the question's (changed or retired since). */
    async checkQuestionRevision(at: QuestionRevision): Promise<QuestionProblem[] | null> {
      const question = await findQuestion(pool, at.companyId, at.questionId);
      if (!question || question.revision !== at.revision || question.status === 'retired') return null;
      const context = Context.current();
      const budget = AbortSignal.timeout(checkBudgetMs);
      const run = sandboxRunner(sandbox, at.companyId, AbortSignal.any([context.cancellationSignal, budget]));
      try {
        // Stored as the API validated it: the course's format.
        return await checkQuestion(question as unknown as QuestionSpec, run, () => context.heartbeat());
      } catch (err) {
        if (budget.aborted && !context.cancellationSignal.aborted) return [outOfTime(checkBudgetMs)];
        throw err;
      }
    },

    /** Stores the outcome, once, while the revision is the question's. */
    async storeQuestionCheck(at: QuestionRevision & { problems: QuestionProblem[] }): Promise<void> {
      await storeCheck(pool, at, at.problems);
    },
  };
}

export type QuestionCheckActivities = ReturnType<typeof createQuestionCheckActivities>;
