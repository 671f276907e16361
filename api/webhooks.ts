import { markWebhookWorkflowStarted, type WebhookEventKind } from '../db/webhooks';
import { CompanyId, SubmissionId } from '../lib/search-attributes';
import { webhookWorkflowId } from '../lib/workflow-ids';
import { webhookRetryPolicy } from '../webhooks/policy';
import type { webhookDeliveryWorkflow } from '../workflows';
import type { AppDeps } from './deps';
import { startOnce } from './temporal';

/**
 * The API never sends HTTP to companies. It records the event (insertWebhookEvent), and after the
 * commit starts the workflow that delivers it, here; then notes that it started, so the
 * reconciler leaves it alone. Idempotent: the workflow id is the event id, and a finished one never runs again.
 */
export async function startWebhookDelivery(
  deps: Pick<AppDeps, 'temporal' | 'config' | 'pool' | 'clock'>,
  event: { id: string; company_id: string; kind: WebhookEventKind; submission_id: string | null },
): Promise<void> {
  const { temporal, config } = deps;
  await startOnce<typeof webhookDeliveryWorkflow>(temporal, 'webhookDeliveryWorkflow', {
    taskQueue: config.temporal.taskQueue,
    workflowId: webhookWorkflowId(event.id),
    args: [{ eventId: event.id, policy: webhookRetryPolicy(config.webhook) }],
    memo: { kind: event.kind },
    typedSearchAttributes: [
      { key: CompanyId, value: event.company_id },
      ...(event.submission_id ? [{ key: SubmissionId, value: event.submission_id }] : []),
    ],
  });
  await markWebhookWorkflowStarted(deps.pool, event.id, deps.clock.now());
}
