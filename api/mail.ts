import type { Client } from '@temporalio/client';
import type { NewEmail } from '../db/emails';
import { CompanyId } from '../lib/search-attributes';
import { emailWorkflowId } from '../lib/workflow-ids';
import type { emailWorkflow } from '../workflows';
import { startOnce } from './temporal';

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
  await startOnce<typeof emailWorkflow>(temporal, 'emailWorkflow', {
    taskQueue,
    workflowId: emailWorkflowId(email.id),
    args: [email.id],
    memo: { kind: email.kind },
    typedSearchAttributes: email.companyId ? [{ key: CompanyId, value: email.companyId }] : [],
  });
}
