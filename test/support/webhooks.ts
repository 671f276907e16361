import assert from 'node:assert/strict';
import type { WorkflowHandle } from '@temporalio/client';
import { findOrCreateResultEvent, type SubmissionWebhookEvent } from '../../activities/webhook-delivery';
import { findSubmission } from '../../db/submissions';
import { newId } from '../../lib/ids';
import { DEFAULT_PERSONALITIES } from '../../scoring/personalities/personalities';
import type { webhookDeliveryWorkflow } from '../../workflows';
import { bearer } from './companies';
import type { TestStack } from './stack';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';
import { startWorkerProcess, type WorkerProcess } from './worker-process';

export interface SeededSubmission {
  id: string;
  name: string;
  email: string;
  message: string | null;
  holes: number[];
  shots: Record<string, { language: string; code: string; saved_at: string }>;
  scorecard: { sheet_id: number; holes: Record<string, unknown>; summary: string; created_at: string };
  attempt: number;
  test: number;
  submittedAt: Date;
  createdAt: Date;
}

const evaluatorResult = (personality: string, score: number) => ({
  personality,
  quality: { score, commentary: `Tidy enough for ${personality}.` },
  correctness: { score: score + 5, commentary: 'Passes the cases it was given.' },
  feedback: 'Would merge after a second coffee.',
});

/** An analyzed submission written straight into `submissions`, as the submission workflow leaves it. */
export async function seedAnalyzedSubmission(
  stack: TestStack,
  companyId: string,
  options: { test?: 0 | 1; message?: string | null; name?: string } = {},
): Promise<SeededSubmission> {
  const holes = [7, 21, 42];
  const [first, second, third] = DEFAULT_PERSONALITIES;
  const createdAt = new Date(Date.now() - 120_000);
  const submittedAt = new Date(Date.now() - 60_000);
  const s: SeededSubmission = {
    id: newId(),
    name: options.name ?? 'Ada Oncall',
    email: `${(options.name ?? 'ada').split(' ')[0].toLowerCase()}-${newId()}@example.test`,
    message: options.message === undefined ? 'Thanks for the fun round!' : options.message,
    holes,
    // saved_at stands for whatever else a stored shot holds: the payload carries only code and language
    shots: Object.fromEntries(
      holes.map((h) => [String(h), { language: 'python', code: `print(${h})\n`, saved_at: submittedAt.toISOString() }]),
    ),
    scorecard: {
      sheet_id: 1,
      holes: Object.fromEntries(
        holes.map((h) => [
          String(h),
          { first: evaluatorResult(first, 60), second: evaluatorResult(second, 50), third: evaluatorResult(third, 40) },
        ]),
      ),
      summary: 'Strong on strings, weak on ciphers.\nOverall: 55/100',
      created_at: submittedAt.toISOString(),
    },
    attempt: 2,
    test: options.test ?? 0,
    submittedAt,
    createdAt,
  };
  await stack.db.pool.query(
    `INSERT INTO submissions (id, company_id, sheet_id, email, name, holes, variations, attempt, status, test, message,
                              shots, scorecard, created_at, submitted_at, processing_started_at, processing_finished_at)
     VALUES ($1, $2, 1, $3, $4, $5, '{A,B,C}', $6, 'analyzed', $7, $8, $9, $10, $11, $12, $12, $12)`,
    [
      s.id,
      companyId,
      s.email,
      s.name,
      s.holes,
      s.attempt,
      s.test,
      s.message,
      s.shots,
      s.scorecard,
      createdAt,
      submittedAt,
    ],
  );
  return s;
}

/** The result event of an analyzed submission, as its analysis queues it (once: a repeated call returns it). */
export async function resultEvent(stack: TestStack, submissionId: string): Promise<SubmissionWebhookEvent> {
  const submission = await findSubmission(stack.db.pool, submissionId);
  assert.ok(submission?.status === 'analyzed', `submission ${submissionId} is analyzed`);
  return findOrCreateResultEvent(stack.db.pool, { config: stack.config, clock: stack.deps.clock }, submission);
}

/** The result event of an analyzed submission, delivered by a webhook workflow of its own (as a redelivery is). */
export async function startResultDelivery(
  stack: TestStack,
  submissionId: string,
): Promise<{ event: SubmissionWebhookEvent; handle: WorkflowHandle<typeof webhookDeliveryWorkflow> }> {
  const event = await resultEvent(stack, submissionId);
  const handle = await stack.temporal.workflow.start<typeof webhookDeliveryWorkflow>('webhookDeliveryWorkflow', {
    taskQueue: stack.config.temporal.taskQueue,
    workflowId: event.workflowId,
    args: [event.input],
  });
  return { event, handle };
}

export async function setWebhookUrl(stack: TestStack, token: string, url: string): Promise<void> {
  await stack.http.patch('/v1/settings').set(bearer(token)).send({ webhook_url: url }).expect(200);
}

/** The company's delivery log entry for one delivery id (first page of 100, newest first). */
export async function deliveryLogEntry(stack: TestStack, token: string, id: string) {
  const res = await stack.http.get('/v1/webhook/deliveries?per_page=100').set(bearer(token)).expect(200);
  return (res.body.data as Array<Record<string, any>>).find((d) => d.id === id);
}

/**
 * Where a suite's webhooks leave from: an HTTPS receiver with a CA of its own, and a worker process
 * that trusts that CA and may post to loopback. `env` is the worker's, beside those two.
 */
export async function startWebhookWorker(
  stack: TestStack,
  env: Record<string, string> = {},
): Promise<{ receiver: WebhookReceiver; worker: WorkerProcess }> {
  const receiver = await startWebhookReceiver();
  try {
    const worker = await startWorkerProcess(stack, {
      NODE_EXTRA_CA_CERTS: receiver.caFile,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      ...env,
    });
    return { receiver, worker };
  } catch (err) {
    await receiver.close();
    throw err;
  }
}
