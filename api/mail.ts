import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import type { NewEmail } from '../db/emails';
import { CompanyId } from '../lib/search-attributes';
import type { emailWorkflow } from '../workflows';

/**
 * The API never talks SMTP. It writes the message to the outbox (insertEmail, inside the caller's
 * transaction), and after the commit starts the workflow that delivers it, here. Idempotent: the
 * workflow id is the message id, and a finished one is never run again.
 */
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
