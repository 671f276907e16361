import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import { insertEmail, type NewEmail } from '../db/emails';
import type { Queryable } from '../db/pool';
import { CompanyId } from '../lib/search-attributes';
import type { emailWorkflow } from '../workflows';

/**
 * The API never talks SMTP. It writes the message to the outbox (inside the caller's transaction),
 * and after the commit starts the workflow that delivers it.
 */
export async function recordEmail(db: Queryable, email: NewEmail): Promise<void> {
  await insertEmail(db, email);
}

/** Idempotent: the workflow id is the message id, and a finished one is never run again. */
export async function startEmailDelivery(
  temporal: Client,
  taskQueue: string,
  email: Pick<NewEmail, 'id' | 'kind' | 'companyId'>,
): Promise<void> {
  try {
    await temporal.workflow.start<typeof emailWorkflow>('emailWorkflow', {
      taskQueue,
      workflowId: `email-${email.id}`,
      args: [email.id],
      memo: { kind: email.kind },
      typedSearchAttributes: email.companyId ? [{ key: CompanyId, value: email.companyId }] : [],
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
