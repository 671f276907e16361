import { z } from 'zod';
import type { WebhookAttemptRow, WebhookEventRow } from '../../db/webhooks';
import { registry } from '../http/openapi';
import { paginated } from '../http/pagination';
import { Id, iso, isoOrOmit, orOmit, Timestamp } from './common';
import { HoleEvaluation } from '../../scoring/scorecard/scorecard-schema';

/** The interface's webhook payload plus `id`: the body of every webhook POST. */
export const WebhookPayload = registry.register(
  'WebhookPayload',
  z.strictObject({
    name: z.string().describe('Candidate name'),
    email: z.string().describe('Candidate e-mail'),
    message: z.string().optional().describe("The candidate's message to the hiring team; absent when none was left"),
    holes: z.array(z.int()).describe('Question ids of the round'),
    shots: z.record(z.string().regex(/^[0-9]+$/), z.strictObject({ code: z.string(), language: z.string() })),
    scorecard: z.strictObject({
      holes: z.record(z.string().regex(/^[0-9]+$/), HoleEvaluation),
      summary: z.string(),
    }),
    attempt: z.int().describe("The candidate's attempt number"),
    status: z.literal('analyzed'),
    test: z
      .union([z.literal(0), z.literal(1)])
      .describe('1 for the test webhook and for test-code submissions: never process those as real results'),
    submitted_at: Timestamp.optional(),
    created_at: Timestamp,
    id: Id.describe("The submission's id (GET /v1/playback/{id}); the test webhook's id names no submission"),
  }),
);

export const WebhookAttempt = registry.register(
  'WebhookAttempt',
  z.object({
    number: z.int().min(1).describe('1 for the first try, then one more for each retry'),
    status_code: z.int().optional().describe("The receiver's HTTP status; absent when no answer came"),
    duration_ms: z.int().min(0),
    error: z
      .string()
      .optional()
      .describe(
        'Why the attempt failed when the status code does not say it (network, time-out, refused destination, redirect)',
      ),
    started_at: Timestamp,
  }),
);

export const WebhookDelivery = registry.register(
  'WebhookDelivery',
  z.object({
    id: Id.describe('The delivery id, sent as X-Service-Delivery on every attempt'),
    kind: z
      .enum(['result', 'test', 'redelivery'])
      .describe("A submission's result, a test webhook, or a redelivery of an earlier delivery"),
    submission_id: Id.optional().describe('The submission whose result this is; absent for test webhooks'),
    redelivery_of: Id.optional().describe('The delivery this one repeats'),
    test: z.int().min(0).max(1).describe("The payload's test flag"),
    status: z
      .enum(['pending', 'delivered', 'failed', 'skipped'])
      .describe(
        'pending while attempts remain; delivered after a 2xx; ' +
          'failed after a 4xx, a refused destination or the last retry; skipped when no webhook_url was set',
      ),
    reason: z.string().optional().describe('Why it failed or was skipped'),
    created_at: Timestamp,
    completed_at: Timestamp.optional().describe('When it was delivered, failed or skipped'),
    attempts: z.array(WebhookAttempt).describe('Oldest first'),
  }),
);

export const WebhookDeliveryList = registry.register('WebhookDeliveryList', paginated(WebhookDelivery));

export const DeliveryAccepted = registry.register(
  'DeliveryAccepted',
  z.object({
    delivery_id: Id.describe('Find it in GET /v1/webhook/deliveries; the X-Service-Delivery header of its attempts'),
  }),
);

export function deliveryView(
  e: Omit<WebhookEventRow, 'payload'> & { attempts: WebhookAttemptRow[] },
): z.infer<typeof WebhookDelivery> {
  return WebhookDelivery.parse({
    id: e.id,
    kind: e.kind,
    submission_id: orOmit(e.submission_id),
    redelivery_of: orOmit(e.redelivery_of),
    test: e.test,
    status: e.status,
    reason: orOmit(e.reason),
    created_at: iso(e.created_at),
    completed_at: isoOrOmit(e.completed_at),
    attempts: e.attempts.map((a) => ({
      number: a.attempt,
      status_code: orOmit(a.status_code),
      duration_ms: a.duration_ms,
      error: orOmit(a.error),
      started_at: iso(a.started_at),
    })),
  });
}
