import type { Context, Middleware } from 'koa';
import koaJwt from 'koa-jwt';
import type { CompanyRecord, CompanyStats } from '../../db/companies';
import { findCompanyTakingSlot, type ActingMember } from '../../db/rate-limits';
import { jwtKey } from '../../lib/crypto';
import type { AppDeps } from '../app';
import { bearerToken, verifiedTokens, type VerifiedClaims } from '../auth/verified-tokens';
import { ApiError } from '../http/errors';
import { forbidden, type Access } from '../auth/roles';
import type { TokenClaims } from '../auth/tokens';
import { applySlot, HOUR_SECONDS } from './rate-limit';

export const tokenExpired = () =>
  new ApiError(401, 'token_expired', 'The token is invalid or has expired; log in again to get a new one.');

export const companyNotFound = () =>
  new ApiError(404, 'company_not_found', 'The company of this token no longer exists.');

declare module 'koa' {
  interface DefaultState {
    company: CompanyRecord;
    /** The member the company token acts as. */
    member: ActingMember;
    /** The kind of company token of this request: the integration's `access`, or a `console` session. */
    companyTokenKind: 'access' | 'console';
    /** The company's statistics, read by the guard when asked for (`stats: true`). */
    companyStats?: CompanyStats;
  }
}

/** An error `accepts` threw (a database outage, a 404, a 429): carried through koa-jwt, which would make it a 401. */
class AcceptFailure {
  constructor(readonly error: unknown) {}
}

const noop = async () => undefined;

/**
 * Verifies `Authorization: Bearer <JWT>` (HS256, JWT_SECRET, unexpired) with koa-jwt, and then
 * `accepts` (koa-jwt's isRevoked), which says whether the claims are good for this request. Any
 * failure is 401 token_expired; an error thrown by `accepts` (a database outage, say) passes
 * through as itself. A token verified before, and not expired since, is taken from the store of
 * verified tokens (./verified-tokens) without koa-jwt; `accepts` runs on every request all the same.
 */
function bearer(deps: AppDeps, accepts: (claims: Partial<TokenClaims>, ctx: Context) => Promise<boolean>): Middleware {
  const verified = verifiedTokens(deps.config.jwtSecret);
  const verify = koaJwt({
    // The key object made once per secret (lib/crypto.ts): koa-jwt hands it unchanged to
    // jsonwebtoken.verify, which takes a KeyObject; given the string, jsonwebtoken would try to
    // parse it as a public key on every request first. koa-jwt's types list only strings and Buffers.
    secret: jwtKey(deps.config.jwtSecret) as unknown as koaJwt.Secret,
    algorithms: ['HS256'],
    key: 'claims',
    // The same reading of the header as the store's key: one token, however it is spelled.
    getToken: bearerToken,
    async isRevoked(ctx, decoded) {
      try {
        return !(await accepts(decoded as Partial<TokenClaims>, ctx));
      } catch (error) {
        throw new AcceptFailure(error);
      }
    },
  });
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    const known = token === null ? undefined : verified.get(token, Math.floor(Date.now() / 1000));
    if (known) {
      if (!(await accepts(known, ctx))) throw tokenExpired();
      return next();
    }
    try {
      // Without the route's `next`: an error of the handler must not be taken for the token's.
      await verify(ctx, noop);
    } catch (err) {
      // koa-jwt answers every failure, isRevoked's included, with a 401 carrying it as originalError.
      const original = (err as { originalError?: unknown }).originalError;
      if (original instanceof AcceptFailure) throw original.error;
      if ((err as { status?: number }).status === 401) throw tokenExpired();
      throw err;
    }
    if (token !== null) verified.add(token, ctx.state.claims as VerifiedClaims);
    await next();
  };
}

/**
 * Requires a company's access token (or, unless `kinds` says otherwise, a console session token)
 * of a member still on the team, issued since their last password or role change, whose role is
 * one of `access` (403 forbidden otherwise), and takes a slot of the company's budget for it: the
 * integration's (`company:<id>`, RATE_LIMIT_PER_HOUR) or, for a console session, the console's own
 * (`console:<id>`, CONSOLE_RATE_LIMIT_PER_HOUR), so a person clicking through the console neither
 * spends nor is stopped by the integration's budget. Both in one round trip. Puts the company on
 * ctx.state.company and the member on ctx.state.member (and, with `stats`, the company's statistics
 * on ctx.state.companyStats, read in the same statement); a token whose company is gone answers 404
 * company_not_found. A refused token spends nothing; a refused role spends a slot like any request.
 */
export function companyGuard(
  deps: AppDeps,
  access: Access,
  options: { kinds?: Array<'access' | 'console'>; stats?: boolean } = {},
): Middleware {
  const kinds = options.kinds ?? ['access', 'console'];
  return bearer(deps, async (claims, ctx) => {
    const kind = claims.typ as 'access' | 'console';
    if (!kinds.includes(kind) || typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return false;
    if (claims.mid !== undefined && typeof claims.mid !== 'string') return false;
    const { company, member, slot, stats } = await findCompanyTakingSlot(
      deps.pool,
      // A token from before members existed is the first owner's, whose id is the company's.
      { companyId: claims.sub, memberId: claims.mid ?? claims.sub, version: claims.ver },
      {
        key: `${kind === 'console' ? 'console' : 'company'}:${claims.sub}`,
        limit: kind === 'console' ? deps.config.consoleRateLimitPerHour : deps.config.rateLimitPerHour,
        windowSeconds: HOUR_SECONDS,
        now: deps.clock.now(),
      },
      options,
    );
    if (!company) throw companyNotFound();
    if (!member || !slot) return false;
    applySlot(ctx, slot);
    if (!access.includes(member.role)) throw forbidden(member.role, access);
    ctx.state.companyTokenKind = kind;
    ctx.state.company = company;
    ctx.state.member = member;
    ctx.state.companyStats = stats;
    return true;
  });
}

/** Requires the round token of the round in the path (`:id`): a token of its own kind, valid for that round only. */
export function requireRound(deps: AppDeps): Middleware {
  return bearer(deps, async (claims, ctx) => claims.typ === 'round' && claims.sub === ctx.params.id);
}
