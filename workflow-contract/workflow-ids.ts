/**
 * Workflow ids carry their business key, so a start is idempotent and a run is found by what it
 * is about. Recorded histories replay under these ids: the text they build must never change.
 */

/** The lifecycle of one submission. */
export const submissionWorkflowId = (submissionId: string) => `submission-${submissionId}`;

/** The invitations of one POST /invite. */
export const invitationsWorkflowId = (companyId: string, batchId: string) => `invite-${companyId}-${batchId}`;

/** The delivery of one outbox e-mail. */
export const emailWorkflowId = (emailId: string) => `email-${emailId}`;

/** One "Run example" of a candidate. */
export const exampleRunWorkflowId = (exampleRunId: string) => `run-${exampleRunId}`;

/** The delivery of one webhook event. */
export const webhookDeliveryWorkflowId = (eventId: string) => `webhook-${eventId}`;

/** The check of one revision of a company's question by running its programs. */
export const questionCheckWorkflowId = (companyId: string, questionId: number, revision: number) =>
  `question-check-${companyId}-${questionId}-${revision}`;

/** The time limit of one round: sleeps until its deadline, then submits it. */
export const roundClockWorkflowId = (submissionId: string) => `round-clock-${submissionId}`;

/**
 * The hourly retention schedule of one task queue's workers (and the runs it starts, which
 * Temporal suffixes with their time): one per queue, so that deployments, or test stacks, that
 * share a namespace each sweep with their own workers.
 */
export const retentionScheduleId = (taskQueue: string) => `retention-${taskQueue}`;
