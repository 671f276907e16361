import Router from '@koa/router';
import { clearLoginFailures, reserveLoginAttempt } from '../../db/login-failures';
import { findCompanyByEmail } from '../../db/companies';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { companyGuard } from '../middleware/auth';
import { byClientIp, rateLimit } from '../middleware/rate-limit';
import { registry } from '../openapi';
import { errorResponse, jsonResponse, withStandardErrors, jsonRequest } from '../schemas/error';
import { ConsoleTokenResponse, TokenRequest, TokenResponse } from '../schemas/token';
import { companyTokens, consoleToken } from '../tokens';
import { parse } from '../validation';

const tokenResponse = jsonResponse(TokenResponse, 'Fresh tokens');
const rateLimited = errorResponse('rate_limit_exceeded: the hourly request limit is spent (Retry-After set)');

registry.registerPath({
  method: 'post',
  path: '/v1/token',
  tags: ['Auth'],
  summary: 'Log in: exchange e-mail and password for tokens',
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

/** Failed logins are counted over this window; LOGIN_MAX_ATTEMPTS of them start the lockout. */
const FAILURE_WINDOW_MS = 15 * 60_000;

// Verifying against a real hash when the e-mail is unknown keeps both failures equally slow.
const unknownUserHash = hashPassword('no such user; this hash only burns time');

export function authRouter(deps: AppDeps): Router {
  const { config, pool, clock } = deps;
  const router = new Router();

  /** Seconds the lockout still lasts, given the newest failed attempts (newest first), or 0. */
  function lockoutRemaining(failures: Date[], now: Date): number {
    if (failures.length < config.login.maxAttempts) return 0;
    const [newest, oldest] = [failures[0], failures[failures.length - 1]];
    if (newest.getTime() - oldest.getTime() > FAILURE_WINDOW_MS) return 0;
    const until = newest.getTime() + config.login.lockoutSeconds * 1000;
    return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  }

  /**
   * Checks e-mail and password under the login lockout; answers the company, or throws 401/429.
   * The attempt is counted before the password is checked, so a burst of simultaneous guesses gets
   * no more than LOGIN_MAX_ATTEMPTS checks.
   */
  async function signIn(requestBody: unknown) {
    const body = parse(TokenRequest, requestBody);
    const [email, password] = [body.email.trim(), body.password];
    const now = clock.now();
    const attempt = await reserveLoginAttempt(pool, email, now, config.login.maxAttempts, (recent) =>
      lockoutRemaining(recent, now),
    );
    if (!attempt.reserved) {
      throw new ApiError(
        429,
        'too_many_login_attempts',
        `Too many failed logins for this e-mail; try again in ${attempt.seconds} s.`,
        undefined,
        { 'Retry-After': String(attempt.seconds) },
      );
    }
    const company = await findCompanyByEmail(pool, email);
    const valid = await verifyPassword(company?.password_hash ?? (await unknownUserHash), password);
    if (!company || !valid) throw new ApiError(401, 'invalid_credentials', 'The e-mail or the password is wrong.');
    await clearLoginFailures(pool, email);
    return company;
  }

  router.post('/token', rateLimit(deps, byClientIp), async (ctx) => {
    const company = await signIn(ctx.request.body);
    ctx.body = TokenResponse.parse(companyTokens(config.jwtSecret, company.id, company.token_version));
  });

  router.post('/console/token', rateLimit(deps, byClientIp), async (ctx) => {
    const company = await signIn(ctx.request.body);
    ctx.body = ConsoleTokenResponse.parse(consoleToken(config.jwtSecret, company.id, company.token_version));
  });

  // Integration tokens only: a console session ends after its 12 hours.
  router.put('/refresh', companyGuard(deps, ['access']), (ctx) => {
    const { id, token_version } = ctx.state.company;
    ctx.body = TokenResponse.parse(companyTokens(config.jwtSecret, id, token_version));
  });

  return router;
}
