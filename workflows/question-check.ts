import { ActivityFailure, isCancellation, proxyActivities } from '@temporalio/workflow';
import type { QuestionCheckActivities } from '../activities/question-check';

export interface QuestionCheckInput {
  companyId: string;
  questionId: number;
  revision: number;
  /** The queue of the checks, where the sandbox is (TEMPORAL_QUESTION_CHECK_TASK_QUEUE). */
  checkTaskQueue: string;
}

/**
 * The check of one revision of a company's question (`question-check-<company>-<id>-<revision>`):
 * its programs run in the sandbox on a scoring worker, which stores the outcome while that
 * revision is still the question's. Its result is `passed`, `failed` or `stale`.
 */
export async function questionCheckWorkflow(input: QuestionCheckInput): Promise<string> {
  const { companyId, questionId, revision, checkTaskQueue } = input;
  const at = { companyId, questionId, revision };
  // The check gives itself 4 minutes (CHECK_BUDGET_MS) and beats every 5 s: a lost worker is
  // noticed within a minute, and another tries, five times in all.
  const { checkQuestionRevision } = proxyActivities<QuestionCheckActivities>({
    taskQueue: checkTaskQueue,
    startToCloseTimeout: '5 minutes',
    heartbeatTimeout: '1 minute',
    retry: { initialInterval: '5 seconds', maximumAttempts: 5 },
  });
  // A database away for a while is waited out, up to about an hour of tries.
  const { markQuestionUnchecked } = proxyActivities<QuestionCheckActivities>({
    taskQueue: checkTaskQueue,
    startToCloseTimeout: '30 seconds',
    retry: { initialInterval: '1 second', maximumInterval: '5 minutes', maximumAttempts: 20 },
  });
  try {
    return await checkQuestionRevision(at);
  } catch (err) {
    if (isCancellation(err) || !(err instanceof ActivityFailure)) throw err;
    await markQuestionUnchecked(at);
    return 'unchecked';
  }
}
