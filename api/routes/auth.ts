import Router from '@koa/router';
import { findMemberForSignIn } from '../../db/members';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { loginLockout } from '../auth/login-lockout';
import { companyGuard } from '../middleware/auth';
import { byClientIp, rateLimit } from '../middleware/rate-limit';
import { registry } from '../http/openapi';
import { documentedAccess, EVERY_ROLE } from '../auth/roles';
import { errorResponse, jsonResponse, withStandardErrors, jsonRequest } from '../schemas/error';
import { ConsoleTokenResponse, TokenRequest, TokenResponse } from '../schemas/token';
import { companyTokens, consoleToken } from '../auth/tokens';
import { parse } from '../http/validation';

const tokenResponse = jsonResponse(TokenResponse, 'Fresh tokens');
const rateLimited = errorResponse('rate_limit_exceeded: the hourly request limit is spent (Retry-After set)');

registry.registerPath({
  method: 'post',
  path: '/v1/token',
  tags: ['Auth'],
  ...documentedAccess('public'),
  summary: 'Log in: exchange e-mail and password for tokens',
  description: "A member's e-mail and password: the tokens act as that member, with that member's role.",
  request: { body: jsonRequest(TokenRequest) },
  responses: withStandardErrors(
    {
      200: tokenResponse,
      401: errorResponse('invalid_credentials: unknown e-mail or wrong password'),
      429: errorResponse('too_many_login_attempts (lockout, Retry-After set) or rate_limit_exceeded'),
    },
    { body: true },
  ),
});

registry.registerPath({
  method: 'post',
  path: '/v1/console/token',
  tags: ['Auth'],
  ...documentedAccess('public'),
  summary: 'Sign in to the company console: a session of 12 hours with a request budget of its own',
  description:
    'Same credentials, lockout and errors as POST /v1/token. The token opens every company endpoint; its requests count on ' +
    "CONSOLE_RATE_LIMIT_PER_HOUR per company instead of the integration's RATE_LIMIT_PER_HOUR. It cannot be refreshed: sign in again.",
  request: { body: jsonRequest(TokenRequest) },
  responses: withStandardErrors(
    {
      200: jsonResponse(ConsoleTokenResponse, 'A console session token'),
      401: errorResponse('invalid_credentials: unknown e-mail or wrong password'),
      429: errorResponse('too_many_login_attempts (lockout, Retry-After set) or rate_limit_exceeded'),
    },
    { body: true },
  ),
});

registry.registerPath({
  method: 'put',
  path: '/v1/refresh',
  tags: ['Auth'],
  ...documentedAccess(EVERY_ROLE),
  summary: 'Exchange a valid access token for fresh tokens',
  security: [{ bearer: [] }],
  responses: withStandardErrors(
    {
      200: tokenResponse,
      401: errorResponse('token_expired'),
      404: errorResponse('company_not_found'),
      429: rateLimited,
    },
    { parsed: true },
  ),
});

// Verifying against a real hash when the e-mail is unknown keeps both failures equally slow.
const unknownUserHash = hashPassword('no such user; this hash only burns time');

export function authRouter(deps: AppDeps): Router {
  const { config, pool } = deps;
  const router = new Router();
  const passwordAttempt = loginLockout(deps);

  /** Checks e-mail and password under the member's lockout (./login-lockout); answers the member, or throws 401/429. */
  async function signIn(requestBody: unknown) {
    const body = parse(TokenRequest, requestBody);
    const [email, password] = [body.email.trim(), body.password];
    const attempt = await passwordAttempt(email);
    const member = await findMemberForSignIn(pool, email);
    const valid = await verifyPassword(member?.password_hash ?? (await unknownUserHash), password);
    if (!member || !valid) {
      await attempt.failed(member);
      throw new ApiError(401, 'invalid_credentials', 'The e-mail or the password is wrong.');
    }
    await attempt.succeeded();
    return member;
  }

  router.post('/token', rateLimit(deps, byClientIp), async (ctx) => {
    const member = await signIn(ctx.request.body);
    ctx.body = TokenResponse.parse(companyTokens(config.jwtSecret, member));
  });

  router.post('/console/token', rateLimit(deps, byClientIp), async (ctx) => {
    const member = await signIn(ctx.request.body);
    ctx.body = ConsoleTokenResponse.parse(consoleToken(config.jwtSecret, member));
  });

  // Integration tokens only: a console session ends after its 12 hours.
  router.put('/refresh', companyGuard(deps, EVERY_ROLE, { kinds: ['access'] }), (ctx) => {
    ctx.body = TokenResponse.parse(
      companyTokens(config.jwtSecret, { ...ctx.state.member, company_id: ctx.state.company.id }),
    );
  });

  return router;
}
