import { submissionWorkflowId } from './workflow-ids';
import { CandidateEmail, CompanyId, SubmissionId } from './search-attributes';

/** What starting a submission's workflow needs of the submission. */
export interface SubmissionToStart {
  id: string;
  company_id: string;
  email: string;
  test: 0 | 1;
  attempt: number;
}

/** The scoring queue and its first retry interval (TEMPORAL_SCORING_TASK_QUEUE, SCORING_RETRY_INITIAL_MS). */
export interface ScoringRoute {
  scoringTaskQueue: string;
  scoringRetryInitialMs: number;
}

/**
 * How a submission's workflow (`submission-<id>`) is started, by the API after a submit and by a
 * round's clock at its deadline alike: its id, input, memo and search attributes (CompanyId,
 * CandidateEmail lower-cased, SubmissionId).
 */
export function submissionWorkflowStartOptions(submission: SubmissionToStart, scoring: ScoringRoute) {
  return {
    workflowId: submissionWorkflowId(submission.id),
    args: [{ submissionId: submission.id, ...scoring }] as [
      { submissionId: string; scoringTaskQueue: string; scoringRetryInitialMs: number },
    ],
    memo: { test: submission.test, attempt: submission.attempt },
    typedSearchAttributes: [
      { key: CompanyId, value: submission.company_id },
      { key: CandidateEmail, value: submission.email.toLowerCase() },
      { key: SubmissionId, value: submission.id },
    ],
  };
}
