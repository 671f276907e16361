import Router from '@koa/router';
import { CURRENT_SHEET_ID, holeSummaries } from '@hiring/course';
import type { AppDeps } from '../deps';
import { candidateRateLimit } from '../middleware/rate-limit';
import { registry } from '../http/openapi';
import { documentedAccess } from '../auth/roles';
import { CourseListing } from '../schemas/course';
import { errorResponse, jsonResponse, withStandardErrors } from '../schemas/error';

registry.registerPath({
  method: 'get',
  path: '/v1/course',
  ...documentedAccess('public'),
  tags: ['Course'],
  summary: 'The holes of the current question sheet, to pick a round from',
  responses: withStandardErrors({
    200: jsonResponse(CourseListing, 'The 100 holes: id, title, category and difficulty'),
    429: errorResponse('rate_limit_exceeded: the hourly request limit of this client IP is spent'),
  }),
});

export function courseRouter(deps: AppDeps): Router {
  const router = new Router();
  const listing = CourseListing.parse({ sheet_id: CURRENT_SHEET_ID, holes: holeSummaries(CURRENT_SHEET_ID) });
  router.get('/course', candidateRateLimit(deps), (ctx) => {
    ctx.body = listing;
  });
  return router;
}
