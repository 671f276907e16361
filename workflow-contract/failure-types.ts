/**
 * Types of activity failures that no retry can heal. Activities throw them as non-retryable
 * failures, and the workflows' retry policies name them too, so that a failure of one of these
 * types ends its retries wherever it is thrown from.
 */
export const SCORECARD_INVALID = 'ScorecardInvalid';
export const SUBMISSION_MISSING = 'SubmissionMissing';
export const SUBMISSION_NOT_SUBMITTED = 'SubmissionNotSubmitted';
export const COMPANY_MISSING = 'CompanyMissing';
/** zod's error (its name is the failure's type): stored data that does not parse will not parse on a retry. */
export const DATA_INVALID = 'ZodError';

export const FINAL_FAILURE_TYPES = [
  SCORECARD_INVALID,
  SUBMISSION_MISSING,
  SUBMISSION_NOT_SUBMITTED,
  COMPANY_MISSING,
  DATA_INVALID,
];

/**
 * A scoring activity that could not reach the database: our outage, not the scoring's failure.
 * Retryable for runs that predate waiting it out; runs since name it non-retryable and wait
 * (workflows/scoring.ts). Its details hold the attempt that met the outage.
 */
export const DATABASE_UNAVAILABLE = 'DatabaseUnavailable';

/**
 * A company's own question whose programs could not settle a submission's cases: one ran into its
 * limits, or the reference answered fewer cases than a variation needs. Retried (a busy worker's
 * limits may not be met on the next attempt), and named in the reason the company reads when no
 * attempt could score it.
 */
export const QUESTION_CASES_UNSETTLED = 'QuestionCasesUnsettled';
