import Router from '@koa/router';
import { listAuditLog } from '../../db/audit-log';
import type { AppDeps } from '../app';
import { companyGuard } from '../middleware/auth';
import { registry } from '../http/openapi';
import { PageQuery, pageEnvelope, pageWindow } from '../http/pagination';
import { documentedAccess, forbiddenResponse, MANAGERS } from '../auth/roles';
import { AuditLogList, auditLogEntryView } from '../schemas/activity';
import { companyEndpointErrors, errorResponse, jsonResponse, withStandardErrors } from '../schemas/error';
import { parse } from '../http/validation';

const PATH = '/v1/activity';

registry.registerPath({
  security: [{ bearer: [] }],
  tags: ['Members'],
  ...documentedAccess(MANAGERS),
  method: 'get',
  path: PATH,
  summary: "The team's audit log, newest first",
  description:
    'Who (a member, signed in to the console or with an API token) did what (settings fields changed, pause, resume, ' +
    'invitations sent, webhook tests and redeliveries, changes of the team), when, and from which address. ' +
    'Values of settings are never recorded: a changed secret or password appears by its name only.',
  request: { query: PageQuery },
  responses: withStandardErrors({
    200: jsonResponse(AuditLogList, 'One page of the log'),
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
    422: errorResponse('validation_failed: a query parameter breaks its rules; `details` names each one'),
  }),
});

export function auditLogRouter(deps: AppDeps): Router {
  const router = new Router();
  router.get('/activity', companyGuard(deps, MANAGERS), async (ctx) => {
    const query = parse(PageQuery, ctx.query);
    const { rows, total } = await listAuditLog(deps.pool, ctx.state.company.id, pageWindow(query.page, query.per_page));
    ctx.body = AuditLogList.parse({
      data: rows.map(auditLogEntryView),
      ...pageEnvelope({
        publicBaseUrl: deps.config.publicBaseUrl,
        path: PATH,
        page: query.page,
        perPage: query.per_page,
        total,
        count: rows.length,
      }),
    });
  });
  return router;
}
