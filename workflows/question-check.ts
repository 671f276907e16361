import { ActivityFailure, proxyActivities } from '@temporalio/workflow';
import type { QuestionCheckActivities } from '../activities/question-check';

export interface QuestionCheckInput {
  companyId: string;
  questionId: number;
  revision: number;
  /** Where the sandbox is: the scoring workers' queue. */
  scoringTaskQueue: string;
}

/** What a check that could not run stores, so that the question never waits for it for ever. */
const NOT_CHECKED = {
  path: '',
  message: 'could not be checked (the sandbox failed on every try): save the question again to check it again',
};

/**
 * The check of one revision of a company's question (`question-check-<company>-<id>-<revision>`):
 * its programs run in the sandbox on a scoring worker, then the outcome is stored while that
 * revision is still the question's.
 */
export async function questionCheckWorkflow(input: QuestionCheckInput): Promise<void> {
  const { companyId, questionId, revision, scoringTaskQueue } = input;
  const at = { companyId, questionId, revision };
  // The check gives itself 4 minutes (CHECK_BUDGET_MS) and heartbeats after each run; a lost worker
  // is noticed within a minute and another tries, five times.
  const { checkQuestionRevision } = proxyActivities<QuestionCheckActivities>({
    taskQueue: scoringTaskQueue,
    startToCloseTimeout: '5 minutes',
    heartbeatTimeout: '1 minute',
    retry: { initialInterval: '5 seconds', maximumAttempts: 5 },
  });
  // A database away for a while is waited out, up to about an hour of tries.
  const { storeQuestionCheck } = proxyActivities<QuestionCheckActivities>({
    taskQueue: scoringTaskQueue,
    startToCloseTimeout: '30 seconds',
    retry: { initialInterval: '1 second', maximumInterval: '5 minutes', maximumAttempts: 20 },
  });
  let problems;
  try {
    problems = await checkQuestionRevision(at);
  } catch (err) {
    if (!(err instanceof ActivityFailure)) throw err;
    problems = [NOT_CHECKED];
  }
  if (problems) await storeQuestionCheck({ ...at, problems });
}
