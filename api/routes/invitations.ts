import Router from '@koa/router';
import { findCompanyById } from '../../db/companies';
import {
  insertInvitations,
  invitationsUsed,
  listInvitations,
  takeInvitationSlots,
  utcDay,
  type NewInvitation,
} from '../../db/invitations';
import { inTransaction } from '../../db/pool';
import { newId } from '../../lib/ids';
import { recordAuditLogEntry } from '../company/audit-log';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { sortInviteAddresses } from '../company/invite-addresses';
import { startInvitationsWorkflow } from '../temporal/workflow-starts';
import { companyNotFound, companyGuard } from '../middleware/auth';
import { registry } from '../http/openapi';
import { documentedAccess, forbiddenResponse, MANAGERS } from '../auth/roles';
import { PageQuery, pageEnvelope, pageWindow } from '../http/pagination';
import { companyEndpointErrors, errorResponse, jsonResponse, withStandardErrors, jsonRequest } from '../schemas/error';
import { InvitationList, InviteRequest, InviteResult, invitationView } from '../schemas/invitation';
import { parse } from '../http/validation';
import { IdempotencyHeaders, withIdempotencyErrors } from '../schemas/idempotency';
import { idempotent } from '../middleware/idempotency';

const secured = { security: [{ bearer: [] }], tags: ['Invitations'], ...documentedAccess(MANAGERS) };

registry.registerPath({
  ...secured,
  method: 'post',
  path: '/v1/invite',
  summary: 'Invite candidates by e-mail',
  description:
    'Each address is trimmed, checked and de-duplicated case-insensitively. The valid ones are recorded and e-mailed in the ' +
    'background, in batches of 10 with a pause between batches; each invitation carries the live code and how to start a round. ' +
    'At most INVITES_PER_DAY (1000) invitations per company and UTC day: ' +
    'a request whose valid addresses exceed what remains is refused whole.',
  request: { headers: IdempotencyHeaders, body: jsonRequest(InviteRequest) },
  responses: withIdempotencyErrors(
    withStandardErrors(
      {
        202: jsonResponse(InviteResult, 'Accepted; the invitations are sent in the background'),
        ...companyEndpointErrors,
        ...forbiddenResponse(MANAGERS),
        409: errorResponse('company_paused: the company is paused and sends no invitations'),
        429: errorResponse(
          'rate_limit_exceeded: the hourly request limit is spent (Retry-After set); ' +
            'invitation_limit_exceeded: the valid addresses exceed the invitations left today; nothing is sent',
        ),
      },
      { body: true },
    ),
  ),
});
registry.registerPath({
  ...secured,
  method: 'get',
  path: '/v1/invitations',
  summary: 'The invitations sent and their outcome',
  description:
    'Newest request first, each request in the order its addresses were given. A failed invitation says why.',
  request: { query: PageQuery },
  responses: withStandardErrors({
    200: jsonResponse(InvitationList, 'One page of invitations'),
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
    422: errorResponse('validation_failed: a query parameter breaks its rules; `details` names each one'),
  }),
});

const companyPaused = () =>
  new ApiError(
    409,
    'company_paused',
    'The company is paused: resume it (DELETE /v1/pause) before sending invitations.',
  );

const invitationLimitExceeded = (limit: number, remaining: number, asked: number) =>
  new ApiError(
    429,
    'invitation_limit_exceeded',
    `This request has ${asked} valid addresses but only ${remaining} of the daily ${limit} invitations ` +
      'remain until midnight UTC; nothing was sent.',
  );

export function invitationsRouter(deps: AppDeps): Router {
  const { pool, clock, config } = deps;
  const router = new Router();
  const guard = [companyGuard(deps, MANAGERS)];

  router.post('/invite', ...guard, idempotent(deps), async (ctx) => {
    const { emails } = parse(InviteRequest, ctx.request.body ?? {});
    const { accepted, refused } = sortInviteAddresses(emails);
    const limit = config.invites.perDay;
    const now = clock.now();
    const day = utcDay(now);

    const { used, batch } = await inTransaction(pool, async (tx) => {
      const company = await findCompanyById(tx, ctx.state.company.id);
      if (!company) throw companyNotFound();
      if (company.paused_at) throw companyPaused();
      if (accepted.length === 0) return { used: await invitationsUsed(tx, company.id, day), batch: undefined };

      const slots = await takeInvitationSlots(tx, company.id, day, accepted.length, limit);
      if (!slots.granted) throw invitationLimitExceeded(limit, Math.max(0, limit - slots.used), accepted.length);
      const batchId = newId();
      const invitations: NewInvitation[] = accepted.map((email, position) => ({
        id: newId(),
        companyId: company.id,
        batchId,
        position,
        email,
        createdAt: now,
      }));
      await insertInvitations(tx, invitations);
      await recordAuditLogEntry(tx, ctx, now, 'invitations_sent', { count: invitations.length });
      return {
        used: slots.used,
        batch: { companyId: company.id, batchId, invitationIds: invitations.map((i) => i.id) },
      };
    });

    // Recorded and committed; if Temporal cannot take the start now, the invitation sweep will.
    if (batch) {
      await startInvitationsWorkflow(deps, batch).catch((err) =>
        ctx.state.log.warn({ err, batchId: batch.batchId }, 'could not start the invitations; the sweep will retry'),
      );
    }
    ctx.status = 202;
    ctx.body = InviteResult.parse({
      message: accepted.length
        ? `${accepted.length} invitation${accepted.length === 1 ? ' is' : 's are'} on the way.`
        : 'No valid e-mail address: nothing is sent.',
      sent: accepted.length,
      skipped: refused.length,
      refused,
      remaining: Math.max(0, limit - used),
    });
  });

  router.get('/invitations', ...guard, async (ctx) => {
    const query = parse(PageQuery, ctx.query);
    const { rows, total } = await listInvitations(pool, ctx.state.company.id, pageWindow(query.page, query.per_page));
    ctx.body = InvitationList.parse({
      data: rows.map(invitationView),
      ...pageEnvelope({
        publicBaseUrl: config.publicBaseUrl,
        path: '/v1/invitations',
        page: query.page,
        perPage: query.per_page,
        total,
        count: rows.length,
      }),
    });
  });

  return router;
}
