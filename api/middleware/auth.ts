import type { Middleware } from 'koa';
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
  }
}

/**
 * Requires `Authorization: Bearer <access token>`: a valid HS256 JWT of kind "access", issued
 * since the company's last password change. Puts the company on ctx.state.company.
 */
export function requireCompany(deps: AppDeps): Middleware {
  const verify = koaJwt({
    secret: deps.config.jwtSecret,
    algorithms: ['HS256'],
    key: 'claims',
    async isRevoked(ctx, decoded) {
      const claims = decoded as TokenClaims;
      if (claims.typ !== 'access' || typeof claims.sub !== 'string') return true;
      try {
        const company = await findCompanyById(deps.pool, claims.sub);
        if (company && company.token_version !== claims.ver) return true;
        ctx.state.companyLookup = company;
      } catch (err) {
        // koa-jwt would turn any failure here into a 401; a database outage is not the token's fault.
        ctx.state.lookupError = err;
      }
      return false;
    },
  });
  return async (ctx, next) => {
    try {
      await verify(ctx, async () => undefined);
    } catch (err) {
      if ((err as { status?: number }).status === 401) throw tokenExpired();
      throw err;
    }
    if (ctx.state.lookupError) throw ctx.state.lookupError;
    if (!ctx.state.companyLookup) throw companyNotFound();
    ctx.state.company = ctx.state.companyLookup;
    await next();
  };
}
