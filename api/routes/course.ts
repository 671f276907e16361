import Router from '@koa/router';
import { CURRENT_SHEET_ID, holeSummaries } from '@hiring/course';
import { findCompanyByCode, findCompanyById } from '../../db/companies';
import { ID_PATTERN } from '../../lib/ids';
import { verifyInvite } from '../../lib/invitation-tokens';
import type { AppDeps } from '../app';
import { offeredHoles, type HoleOffer } from '../company/offered-holes';
import { candidateRateLimit } from '../middleware/rate-limit';
import { registry } from '../http/openapi';
import { ApiError } from '../http/errors';
import { documentedAccess } from '../auth/roles';
import { invitationNarrowing } from '../greenhouse/assessment-offer';
import { ASSESSMENT_CODE_HEADER, CourseHeaders, CourseListing, INVITE_TOKEN_HEADER } from '../schemas/course';
import { errorResponse, jsonResponse, withStandardErrors } from '../schemas/error';

registry.registerPath({
  method: 'get',
  path: '/v1/course',
  ...documentedAccess('public'),
  tags: ['Course'],
  summary: 'The holes of the current question sheet, to pick a round from',
  description:
    `With the \`${ASSESSMENT_CODE_HEADER}\` header, the holes a round started with that code offers (the ` +
    "company's own questions among them, where it offers them: titles, categories and difficulties only); with the " +
    `\`${INVITE_TOKEN_HEADER}\` header of an invitation link, those its round offers; otherwise the whole course. ` +
    'The answer varies with those headers (`Vary`).',
  request: { headers: CourseHeaders },
  responses: withStandardErrors({
    200: jsonResponse(
      CourseListing,
      "The 100 holes (or the code's or the invitation's): id, title, category and difficulty",
    ),
    404: errorResponse(`code_not_found: no company has the code of ${ASSESSMENT_CODE_HEADER}`),
    429: errorResponse('rate_limit_exceeded: the hourly request limit of this client IP is spent'),
  }),
});

const codeNotFound = () => new ApiError(404, 'code_not_found', 'No company has this assessment code.');

export function courseRouter(deps: AppDeps): Router {
  const router = new Router();
  const listing = CourseListing.parse({ sheet_id: CURRENT_SHEET_ID, holes: holeSummaries(CURRENT_SHEET_ID) });

  /** What an invitation link's round offers; undefined for a token that is not a link's (the whole course). */
  async function invitationOffer(token: string): Promise<HoleOffer | undefined> {
    const invite = verifyInvite(deps.config.jwtSecret, token, deps.clock.now(), { expired: true });
    if (!invite || !ID_PATTERN.test(invite.companyId)) return undefined;
    const company = await findCompanyById(deps.pool, invite.companyId);
    if (!company) return undefined;
    return offeredHoles(deps.pool, company, await invitationNarrowing(deps, invite));
  }

  async function codeOffer(code: string): Promise<HoleOffer> {
    const company = await findCompanyByCode(deps.pool, code);
    if (!company) throw codeNotFound();
    return offeredHoles(deps.pool, company);
  }

  router.get('/course', candidateRateLimit(deps), async (ctx) => {
    ctx.vary(INVITE_TOKEN_HEADER);
    ctx.vary(ASSESSMENT_CODE_HEADER);
    const token = ctx.get(INVITE_TOKEN_HEADER);
    const code = ctx.get(ASSESSMENT_CODE_HEADER).trim().toUpperCase();
    const offer = token ? await invitationOffer(token) : code ? await codeOffer(code) : undefined;
    ctx.body = offer ? CourseListing.parse({ sheet_id: offer.sheetId, holes: offer.holes }) : listing;
  });
  return router;
}
