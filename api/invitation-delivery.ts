import type { Client } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import type { Config } from '../lib/config';
import { CompanyId } from '../lib/search-attributes';
import { invitationsWorkflowId } from '../lib/workflow-ids';
import type { InvitationBatch, invitationsWorkflow } from '../workflows/invitations';
import { startOnce } from './temporal';

/**
 * Starts the workflow that sends one request's invitations, after the commit that recorded them.
 * Idempotent: while it runs or once it completed, a second start is a no-op. A run that failed or
 * was terminated may be started again (by the sweep): the invitations it had sent are skipped.
 */
export async function startInvitationDelivery(
  temporal: Client,
  config: Pick<Config, 'temporal' | 'invites'>,
  batch: Omit<InvitationBatch, 'batchDelayMs'>,
): Promise<void> {
  await startOnce<typeof invitationsWorkflow>(temporal, 'invitationsWorkflow', {
    taskQueue: config.temporal.taskQueue,
    workflowId: invitationsWorkflowId(batch.companyId, batch.batchId),
    args: [{ ...batch, batchDelayMs: config.invites.batchDelayMs }],
    memo: { count: batch.invitationIds.length },
    typedSearchAttributes: [{ key: CompanyId, value: batch.companyId }],
    workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
  });
}
