import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  findCompanyWebhookEvent,
  insertWebhookEvent,
  listWebhookEvents,
  type NewWebhookEvent,
} from '../../db/webhooks';
import { dropPreviousWebhookSecret } from '../../db/companies';
import { inTransaction } from '../../db/pool';
import { notificationContent } from '../../email/notifications';
import { ID_PATTERN, newId } from '../../lib/ids';
import { webhookPayload } from '../../webhooks/payload';
import { actorOf, recordAuditLogEntry } from '../company/audit-log';
import { changeCompany } from '../company/company-change';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { companyGuard } from '../middleware/auth';
import { toOwners } from '../company/notifications';
import { registry } from '../http/openapi';
import { documentedAccess, forbiddenResponse, MANAGERS } from '../auth/roles';
import { PageQuery, pageEnvelope, pageWindow } from '../http/pagination';
import {
  companyEndpointErrors,
  errorResponse,
  jsonRequest,
  jsonResponseWithLinks,
  withStandardErrors,
} from '../schemas/error';
import { DeliveryAccepted, deliveryView, WebhookDeliveryList, WebhookPayload } from '../schemas/webhook';
import { parse, validationFailed } from '../http/validation';
import { sampleSubmission } from '../company/webhook-sample';
import { startWebhookDeliveryWorkflow } from '../temporal/workflow-starts';
import { IdempotencyHeaders, withIdempotencyErrors } from '../schemas/idempotency';
import { idempotent } from '../middleware/idempotency';

const noWebhookUrl = errorResponse('validation_failed: no webhook_url is set (details name webhook_url)');
const redeliverLink = (id: string) => ({
  Redeliver: { operationId: 'redeliverWebhook', parameters: { id }, description: 'Deliver this payload again' },
});
const secured = { security: [{ bearer: [] }], tags: ['Webhooks'], ...documentedAccess(MANAGERS) };

registry.registerPath({
  ...secured,
  method: 'post',
  path: '/v1/webhook/test',
  summary: 'Send a test webhook',
  description:
    'Records a delivery of a sample result with `test: 1` and delivers it to the webhook_url ' +
    'through the same signed path, with the same retries, as real results.',
  request: { headers: IdempotencyHeaders },
  responses: withIdempotencyErrors(
    withStandardErrors(
      {
        202: jsonResponseWithLinks(
          DeliveryAccepted,
          'Recorded; delivery under way',
          redeliverLink('$response.body#/delivery_id'),
        ),
        ...companyEndpointErrors,
        ...forbiddenResponse(MANAGERS),
        422: noWebhookUrl,
      },
      { parsed: true },
    ),
  ),
});
registry.registerPath({
  ...secured,
  method: 'get',
  path: '/v1/webhook/deliveries',
  summary: 'The delivery log',
  description: 'Every webhook delivery of the company, newest first, each with its attempts.',
  request: { query: PageQuery },
  responses: withStandardErrors({
    200: jsonResponseWithLinks(
      WebhookDeliveryList,
      'One page of deliveries',
      redeliverLink('$response.body#/data/0/id'),
    ),
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
    422: errorResponse('validation_failed: a query parameter breaks its rules; `details` names each one'),
  }),
});
registry.registerPath({
  ...secured,
  method: 'post',
  path: '/v1/webhook/deliveries/{id}/redeliver',
  operationId: 'redeliverWebhook',
  summary: 'Deliver a payload again',
  description:
    'A new delivery (new id, fresh retries) of exactly the bytes of an earlier one, ' +
    'signed with the current secret and sent to the current webhook_url.',
  request: {
    headers: IdempotencyHeaders,
    params: z.object({
      id: z
        .string()
        .regex(/^[0-9a-fA-F]{24}$/)
        .describe('The id of an earlier delivery: 24 hex characters, either case'),
    }),
  },
  responses: withIdempotencyErrors(
    withStandardErrors(
      {
        202: jsonResponseWithLinks(
          DeliveryAccepted,
          'Recorded; delivery under way',
          redeliverLink('$response.body#/delivery_id'),
        ),
        ...companyEndpointErrors,
        ...forbiddenResponse(MANAGERS),
        404: errorResponse(
          'company_not_found: the company of the token no longer exists; delivery_not_found: no such delivery of this company',
        ),
        422: noWebhookUrl,
      },
      { parsed: true },
    ),
  ),
});
registry.registerPath({
  ...secured,
  method: 'delete',
  path: '/v1/webhook/previous-secret',
  summary: 'Stop accepting the previous webhook secret',
  description:
    'Ends the grace window of the secret a change of webhook_secret replaced (GET /v1/settings shows ' +
    '`webhook_previous_secret_expires_at` while it lasts): attempts from now on carry one `v1,` signature, ' +
    'with webhook_secret. Idempotent: 204 whether or not one was accepted; only a real change is logged and e-mailed to the owners.',
  responses: withStandardErrors({
    204: { description: 'Only webhook_secret signs deliveries' },
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
  }),
});
registry.registerWebhook({
  method: 'post',
  path: 'result',
  tags: ['Webhooks'],
  summary: 'A result (or a test) POSTed to webhook_url',
  description:
    'Headers: `Content-Type: application/json`; ' +
    '`X-Service-Signature: sha256=<lowercase hex HMAC-SHA256 of the raw body, keyed with webhook_secret>`; ' +
    '`X-Service-Delivery: <delivery id>`, the same on every retry; ' +
    'a `User-Agent` naming the service and its version. ' +
    'And the Standard Webhooks headers (standardwebhooks.com): `webhook-id`, the delivery id; `webhook-timestamp`, ' +
    "the attempt's send time in Unix seconds (each retry has its own: reject one too far from your clock); " +
    '`webhook-signature`, `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed with ' +
    "webhook_secret's UTF-8 bytes, followed by a second `v1,` entry keyed with the previous secret while its " +
    'grace lasts (entries separated by a space; accept the delivery when any entry matches). ' +
    'Answer 2xx to acknowledge; a 4xx stops the retries; anything else is retried.',
  request: { body: jsonRequest(WebhookPayload) },
  responses: { 200: { description: 'Any 2xx acknowledges the delivery' } },
});

const deliveryNotFound = () => new ApiError(404, 'delivery_not_found', 'No such webhook delivery.');
const requireWebhookUrl = (url: string) => {
  if (!url)
    throw validationFailed([{ path: 'webhook_url', message: 'is not set; set it with PATCH /v1/settings first' }]);
};

export function webhookRouter(deps: AppDeps): Router {
  const { pool, clock, config } = deps;
  const router = new Router();
  const guard = [companyGuard(deps, MANAGERS)];

  /**
   * Records the event and what the member did, then starts its delivery; if Temporal cannot take it
   * now, the reconciler will.
   */
  async function recordAndDeliver(ctx: Context, event: NewWebhookEvent): Promise<string> {
    await inTransaction(pool, async (tx) => {
      await insertWebhookEvent(tx, event);
      const action = event.kind === 'test' ? 'webhook_tested' : 'webhook_redelivered';
      await recordAuditLogEntry(tx, ctx, event.createdAt, action, { delivery_id: event.id });
    });
    await startWebhookDeliveryWorkflow(deps, {
      id: event.id,
      company_id: event.companyId,
      kind: event.kind,
      submission_id: event.submissionId ?? null,
    }).catch((err) =>
      deps.logger.warn({ err, deliveryId: event.id }, 'could not start webhook delivery; the reconciler will retry'),
    );
    return event.id;
  }

  router.delete('/webhook/previous-secret', ...guard, async (ctx) => {
    await changeCompany(deps, ctx, MANAGERS, async (tx, company) => {
      const now = clock.now();
      if (!(await dropPreviousWebhookSecret(tx, company.id, now))) return { result: undefined, notify: [] };
      await recordAuditLogEntry(tx, ctx, now, 'webhook_previous_secret_dropped');
      const content = notificationContent.webhookChanged(company.webhook_url, company.webhook_secret, actorOf(ctx));
      return { result: undefined, notify: await toOwners(tx, company, { kind: 'webhookChanged', content }) };
    });
    ctx.status = 204;
  });

  router.post('/webhook/test', ...guard, idempotent(deps), async (ctx) => {
    const company = ctx.state.company;
    requireWebhookUrl(company.webhook_url);
    const now = clock.now();
    const id = await recordAndDeliver(ctx, {
      id: newId(),
      companyId: company.id,
      kind: 'test',
      test: 1,
      payload: webhookPayload(sampleSubmission(company, newId(), now)),
      createdAt: now,
    });
    ctx.status = 202;
    ctx.body = DeliveryAccepted.parse({ delivery_id: id });
  });

  router.get('/webhook/deliveries', ...guard, async (ctx) => {
    const query = parse(PageQuery, ctx.query);
    const { total, events } = await listWebhookEvents(
      pool,
      ctx.state.company.id,
      pageWindow(query.page, query.per_page),
    );
    ctx.body = WebhookDeliveryList.parse({
      data: events.map(deliveryView),
      ...pageEnvelope({
        publicBaseUrl: config.publicBaseUrl,
        path: '/v1/webhook/deliveries',
        page: query.page,
        perPage: query.per_page,
        total,
        count: events.length,
      }),
    });
  });

  router.post('/webhook/deliveries/:id/redeliver', ...guard, idempotent(deps), async (ctx) => {
    const company = ctx.state.company;
    const originalId = ctx.params.id.toLowerCase();
    const original = ID_PATTERN.test(originalId)
      ? await findCompanyWebhookEvent(pool, company.id, originalId)
      : undefined;
    if (!original) throw deliveryNotFound();
    requireWebhookUrl(company.webhook_url);
    const id = await recordAndDeliver(ctx, {
      id: newId(),
      companyId: company.id,
      kind: 'redelivery',
      submissionId: original.submission_id,
      redeliveryOf: original.id,
      test: original.test,
      payload: original.payload,
      createdAt: clock.now(),
    });
    ctx.status = 202;
    ctx.body = DeliveryAccepted.parse({ delivery_id: id });
  });

  return router;
}
