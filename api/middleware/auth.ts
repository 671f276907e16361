import type { Context, Middleware } from 'koa';
import koaJwt from 'koa-jwt';
import { findCompanyById, type CompanyRecord } from '../../db/companies';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import type { TokenClaims } from '../tokens';

export const tokenExpired = () =>
  new ApiError(401, 'token_expired', 'The token is invalid or has expired; log in again to get a new one.');

export const companyNotFound = () => new ApiError(404, 'company_not_found', 'The company of this token no longer exists.');

declare module 'koa' {
  interface DefaultState {
    company: CompanyRecord;
    /** The kind of company token of this request: the integration's `access`, or a `console` session. */
    companyTokenKind: 'access' | 'console';
  }
}

/**
 * Verifies `Authorization: Bearer <JWT>` (HS256, JWT_SECRET, unexpired) and then `accepts`, which
 * says whether the claims are good for this request. Any failure is 401 token_expired; an error
 * thrown by `accepts` (a database outage, say) passes through as itself.
 */
function bearer(deps: AppDeps, accepts: (claims: TokenClaims, ctx: Context) => Promise<boolean>): Middleware {
  const verify = koaJwt({
    secret: deps.config.jwtSecret,
    algorithms: ['HS256'],
    key: 'claims',
    async isRevoked(ctx, decoded) {
      try {
        return !(await accepts(decoded as TokenClaims, ctx));
      } catch (err) {
        // koa-jwt would turn any failure here into a 401; an outage is not the token's fault.
        ctx.state.acceptError = err;
        return false;
      }
    },
  });
  return async (ctx, next) => {
    try {
      await verify(ctx, async () => undefined);
    } catch (err) {
      if ((err as { status?: number }).status === 401) throw tokenExpired();
      throw err;
    }
    if (ctx.state.acceptError) throw ctx.state.acceptError;
    await next();
  };
}

/**
 * Requires a company's access token (or, unless `kinds` says otherwise, a console session token),
 * issued since its last password change. Puts the company on ctx.state.company; a token whose
 * company is gone answers 404 company_not_found.
 */
export function requireCompany(deps: AppDeps, kinds: Array<'access' | 'console'> = ['access', 'console']): Middleware {
  const verify = bearer(deps, async (claims, ctx) => {
    if (!kinds.includes(claims.typ as 'access') || typeof claims.sub !== 'string') return false;
    ctx.state.companyTokenKind = claims.typ as 'access' | 'console';
    const company = await findCompanyById(deps.pool, claims.sub);
    if (company && company.token_version !== claims.ver) return false;
    ctx.state.companyLookup = company;
    return true;
  });
  return async (ctx, next) =>
    verify(ctx, async () => {
      if (!ctx.state.companyLookup) throw companyNotFound();
      ctx.state.company = ctx.state.companyLookup;
      await next();
    });
}

/** Requires the round token of the round in the path (`:id`): a token of its own kind, valid for that round only. */
export function requireRound(deps: AppDeps): Middleware {
  return bearer(deps, async (claims, ctx) => claims.typ === 'round' && claims.sub === ctx.params.id);
}
