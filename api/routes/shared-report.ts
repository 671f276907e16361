import { holesOf } from '../company/offered-holes';
import Router from '@koa/router';
import { findSharedReport } from '../../db/shared-report';
import { ID_PATTERN } from '../../lib/ids';
import { REPORT_LINK_LIFETIME_SECONDS, verifyReportLink } from '../../lib/report-links';
import { documentedAccess } from '../auth/roles';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { registry } from '../http/openapi';
import { parse } from '../http/validation';
import { clientNetwork } from '../middleware/client-network';
import { rateLimit } from '../middleware/rate-limit';
import { errorResponse, jsonResponse, withStandardErrors } from '../schemas/error';
import { REPORT_LINK_HEADER, SharedReport, sharedReport, SharedReportHeaders } from '../schemas/shared-report';

const PATH = '/v1/shared-report';

registry.registerPath({
  method: 'get',
  path: PATH,
  tags: ['Shared reports'],
  ...documentedAccess('public'),
  summary: "One analyzed submission's report, read-only, for whoever holds its link",
  description:
    'The page of a report link (`<PUBLIC_BASE_URL>/report#<token>`, the `partner_profile_url` Greenhouse shows a ' +
    `recruiter) calls this with the link's token in the \`${REPORT_LINK_HEADER}\` header, never in the URL. ` +
    'No company token: the link is the credential, signed by the service, naming one company and one submission, ' +
    `valid until its expiry (${REPORT_LINK_LIFETIME_SECONDS / 86_400} days by default). It shares the report's ` +
    "scores and the round's facts only: the candidate's name, the questions' titles, the times, the hidden cases " +
    "passed (counts), the three personalities' scores, commentary and feedback, the summary and its overall. Never " +
    "the candidate's e-mail address, code or message, the questions' statements, nor anything drawn from other " +
    'submissions (standing, similarity). Answered with `Cache-Control: no-store`. Limited per client IP.',
  request: { headers: SharedReportHeaders },
  responses: withStandardErrors({
    200: jsonResponse(SharedReport, 'The report'),
    404: errorResponse(
      'shared_report_not_found: the link does not open a report: its token is forged, altered, expired or of ' +
        "another kind, or its submission is not analyzed, not the token's company's, or erased",
    ),
    422: errorResponse(
      `validation_failed: the \`${REPORT_LINK_HEADER}\` header is missing or not a token's shape; \`details\` names it`,
    ),
    429: errorResponse('rate_limit_exceeded: the hourly request limit of this client IP is spent (Retry-After set)'),
  }),
});

const notFound = () =>
  new ApiError(
    404,
    'shared_report_not_found',
    'This report link does not open a report: it has expired, it was altered or cut short, or the report is no ' +
      'longer shared. Ask the hiring team for a new link.',
  );

export function sharedReportRouter(deps: AppDeps): Router {
  const { pool, config, clock } = deps;
  const router = new Router();

  router.get(
    '/shared-report',
    async (ctx, next) => {
      // Refusals too: nothing on the way keeps a copy of a report, or of the answer to a link.
      ctx.set('Cache-Control', 'no-store');
      await next();
    },
    rateLimit(deps, (ctx) => `report-ip:${clientNetwork(ctx.ip)}`),
    async (ctx) => {
      const headers = parse(SharedReportHeaders, { [REPORT_LINK_HEADER]: ctx.get(REPORT_LINK_HEADER) || undefined });
      const link = verifyReportLink(config.jwtSecret, headers[REPORT_LINK_HEADER], clock.now());
      if (!link || !ID_PATTERN.test(link.submissionId)) throw notFound();
      const found = await findSharedReport(pool, link.companyId, link.submissionId);
      if (!found) throw notFound();
      ctx.body = sharedReport(found, await holesOf(pool, found), link.expiresAt);
    },
  );

  return router;
}
