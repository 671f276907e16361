import Router from '@koa/router';
import { CURRENT_SHEET_ID, holeSummaries } from '@hiring/course';
import type { AppDeps } from '../app';
import { candidateRateLimit } from '../middleware/rate-limit';
import { registry } from '../http/openapi';
import { documentedAccess } from '../auth/roles';
import { invitationHolePool } from '../greenhouse/hole-pool';
import { CourseHeaders, CourseListing, INVITE_TOKEN_HEADER } from '../schemas/course';
import { errorResponse, jsonResponse, withStandardErrors } from '../schemas/error';

registry.registerPath({
  method: 'get',
  path: '/v1/course',
  ...documentedAccess('public'),
  tags: ['Course'],
  summary: 'The holes of the current question sheet, to pick a round from',
  description:
    `With the \`${INVITE_TOKEN_HEADER}\` header of a Greenhouse test's link, the holes its assessment offers; ` +
    'otherwise the whole sheet. The answer varies with that header (`Vary`).',
  request: { headers: CourseHeaders },
  responses: withStandardErrors({
    200: jsonResponse(
      CourseListing,
      "The 100 holes (or the invitation's assessment's): id, title, category and difficulty",
    ),
    429: errorResponse('rate_limit_exceeded: the hourly request limit of this client IP is spent'),
  }),
});

export function courseRouter(deps: AppDeps): Router {
  const router = new Router();
  const listing = CourseListing.parse({ sheet_id: CURRENT_SHEET_ID, holes: holeSummaries(CURRENT_SHEET_ID) });
  router.get('/course', candidateRateLimit(deps), async (ctx) => {
    ctx.vary(INVITE_TOKEN_HEADER);
    const token = ctx.get(INVITE_TOKEN_HEADER);
    const offered = token ? await invitationHolePool(deps, token) : undefined;
    ctx.body = offered ? { ...listing, holes: listing.holes.filter((h) => offered.includes(h.id)) } : listing;
  });
  return router;
}
