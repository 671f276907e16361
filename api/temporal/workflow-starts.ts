import { WorkflowIdReusePolicy } from '@temporalio/common';
import type { NewEmail } from '../../db/emails';
import { exampleRunResult, insertExampleRun } from '../../db/example-runs';
import { markClockStarted, type SubmissionRecord } from '../../db/submissions';
import { markWebhookWorkflowStarted, type WebhookEventKind } from '../../db/webhooks';
import { EXAMPLE_RUN_DEADLINE_MS } from '../../workflow-contract/example-run';
import { newId } from '../../lib/ids';
import { CompanyId, SubmissionId } from '../../workflow-contract/search-attributes';
import {
  submissionWorkflowStartOptions,
  type ScoringRoute,
  type SubmissionToStart,
} from '../../workflow-contract/submission-workflow-start';
import {
  emailWorkflowId,
  exampleRunWorkflowId,
  invitationsWorkflowId,
  questionCheckWorkflowId,
  roundClockWorkflowId,
  webhookDeliveryWorkflowId,
} from '../../workflow-contract/workflow-ids';
import type { ExampleRunResult, OwnInputRunResult } from '../../scoring/shots/example-run';
import { webhookRetryPolicy } from '../../webhooks/policy';
import type {
  emailWorkflow,
  exampleRunWorkflow,
  questionCheckWorkflow,
  roundClockWorkflow,
  submissionWorkflow,
  webhookDeliveryWorkflow,
} from '../../workflows';
import type { InvitationBatch, invitationsWorkflow } from '../../workflows/invitations';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { startOnce } from './temporal';

/*
 * Every workflow the API starts, one function each, named for what it starts, all of one shape:
 * `start…(deps, input)`. The API never sends mail, posts a webhook or runs candidate code itself:
 * it records the work in Postgres, commits, and then starts the workflow that does it. Each start
 * is idempotent (the workflow id carries the business key; a start of an id that exists is a
 * no-op), so the reconciler may start again whatever it is unsure of.
 */

export type StartDeps = Pick<AppDeps, 'temporal' | 'config'>;

/**
 * The lifecycle of a submitted round (`submission-<id>`), at most once. Runs are findable by
 * CompanyId, CandidateEmail (lower-cased) and SubmissionId.
 */
export async function startSubmissionWorkflow(deps: StartDeps, submission: SubmissionToStart): Promise<void> {
  await startOnce<typeof submissionWorkflow>(deps.temporal, 'submissionWorkflow', {
    taskQueue: deps.config.temporal.taskQueue,
    ...submissionWorkflowStartOptions(submission, scoringRoute(deps.config)),
  });
}

const scoringRoute = (config: StartDeps['config']): ScoringRoute => ({
  scoringTaskQueue: config.temporal.scoringTaskQueue,
  scoringRetryInitialMs: config.scoringRetryInitialMs,
});

/**
 * A limited round's clock (`round-clock-<id>`), at most once: it submits the round at its
 * deadline unless the candidate has, and starts its submission's workflow. Then a note that it
 * started, so that the reconciler leaves it alone.
 */
export async function startRoundClockWorkflow(
  deps: StartDeps & Pick<AppDeps, 'pool' | 'clock'>,
  round: Pick<SubmissionRecord, 'id' | 'company_id'> & { deadline_at: Date },
): Promise<void> {
  await startOnce<typeof roundClockWorkflow>(deps.temporal, 'roundClockWorkflow', {
    taskQueue: deps.config.temporal.taskQueue,
    workflowId: roundClockWorkflowId(round.id),
    args: [{ submissionId: round.id, deadlineMs: round.deadline_at.getTime(), scoring: scoringRoute(deps.config) }],
    typedSearchAttributes: [
      { key: CompanyId, value: round.company_id },
      { key: SubmissionId, value: round.id },
    ],
  });
  await markClockStarted(deps.pool, round.id, deps.clock.now());
}

/**
 * The check of a company's question's revision by running it (`question-check-<company>-<id>-<revision>`),
 * once per revision; its programs run on the scoring workers (their question-check queue).
 */
export async function startQuestionCheckWorkflow(
  deps: StartDeps,
  question: { company_id: string; id: number; revision: number },
): Promise<void> {
  await startOnce<typeof questionCheckWorkflow>(deps.temporal, 'questionCheckWorkflow', {
    taskQueue: deps.config.temporal.taskQueue,
    workflowId: questionCheckWorkflowId(question.company_id, question.id, question.revision),
    args: [
      {
        companyId: question.company_id,
        questionId: question.id,
        revision: question.revision,
        checkTaskQueue: deps.config.temporal.questionCheckTaskQueue,
      },
    ],
    typedSearchAttributes: [{ key: CompanyId, value: question.company_id }],
    // A run that failed or was ended by hand stored nothing: the reconciler may start its revision again.
    workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
  });
}

/** The delivery of one message of the outbox (`email-<id>`; insertEmail wrote it in the caller's transaction). */
export async function startEmailWorkflow(
  deps: StartDeps,
  email: Pick<NewEmail, 'id' | 'kind' | 'companyId'>,
): Promise<void> {
  await startOnce<typeof emailWorkflow>(deps.temporal, 'emailWorkflow', {
    taskQueue: deps.config.temporal.taskQueue,
    workflowId: emailWorkflowId(email.id),
    args: [email.id],
    memo: { kind: email.kind },
    typedSearchAttributes: email.companyId ? [{ key: CompanyId, value: email.companyId }] : [],
  });
}

/**
 * The delivery of one webhook event (`webhook-<id>`; insertWebhookEvent recorded it), then a note
 * that it started, so that the reconciler leaves it alone.
 */
export async function startWebhookDeliveryWorkflow(
  deps: StartDeps & Pick<AppDeps, 'pool' | 'clock'>,
  event: { id: string; company_id: string; kind: WebhookEventKind; submission_id: string | null },
): Promise<void> {
  await startOnce<typeof webhookDeliveryWorkflow>(deps.temporal, 'webhookDeliveryWorkflow', {
    taskQueue: deps.config.temporal.taskQueue,
    workflowId: webhookDeliveryWorkflowId(event.id),
    args: [{ eventId: event.id, policy: webhookRetryPolicy(deps.config.webhook) }],
    memo: { kind: event.kind },
    typedSearchAttributes: [
      { key: CompanyId, value: event.company_id },
      ...(event.submission_id ? [{ key: SubmissionId, value: event.submission_id }] : []),
    ],
  });
  await markWebhookWorkflowStarted(deps.pool, event.id, deps.clock.now());
}

/**
 * The sending of one request's invitations (`invite-<company>-<batch>`). While it runs or once it
 * completed, a second start is a no-op; a run that failed or was terminated may be started again
 * (by the sweep), and the invitations it had sent are skipped.
 */
export async function startInvitationsWorkflow(
  deps: StartDeps,
  batch: Omit<InvitationBatch, 'batchDelayMs'>,
): Promise<void> {
  await startOnce<typeof invitationsWorkflow>(deps.temporal, 'invitationsWorkflow', {
    taskQueue: deps.config.temporal.taskQueue,
    workflowId: invitationsWorkflowId(batch.companyId, batch.batchId),
    args: [{ ...batch, batchDelayMs: deps.config.invites.batchDelayMs }],
    memo: { count: batch.invitationIds.length },
    typedSearchAttributes: [{ key: CompanyId, value: batch.companyId }],
    workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
  });
}

const cannotRunNow = () =>
  new ApiError(
    503,
    'service_unavailable',
    'Your program could not be run right now. Your work is not lost: save it, and run it again in a minute.',
  );

/**
 * Runs a shot on its hole's worked example, or on the candidate's own `input` when given ("Run
 * with my input"), through the scoring workers (`run-<id>`, on the run queue that every scoring
 * worker serves on slots apart from scoring's, so that a run needs a scoring worker and nothing
 * else, and never delays a submission), and waits for its result: the API never executes
 * candidate code itself, and the code and input wait in the database, not in a workflow history.
 * The one start that waits, since the candidate does.
 */
export async function startExampleRunWorkflow(
  deps: StartDeps & Pick<AppDeps, 'pool'>,
  shot: { submissionId: string; hole: number; language: string; code: string; input?: string },
): Promise<ExampleRunResult | OwnInputRunResult> {
  const id = newId();
  await insertExampleRun(deps.pool, { id, ...shot });
  try {
    await deps.temporal.withDeadline(Date.now() + EXAMPLE_RUN_DEADLINE_MS, () =>
      deps.temporal.workflow.execute<typeof exampleRunWorkflow>('exampleRunWorkflow', {
        taskQueue: deps.config.temporal.exampleRunTaskQueue,
        workflowId: exampleRunWorkflowId(id),
        workflowExecutionTimeout: `${EXAMPLE_RUN_DEADLINE_MS} ms`,
        args: [{ exampleRunId: id }],
      }),
    );
  } catch {
    throw cannotRunNow();
  }
  const result = await exampleRunResult(deps.pool, id);
  if (!result) throw cannotRunNow();
  return result as ExampleRunResult | OwnInputRunResult;
}
