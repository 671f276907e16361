import type { Context, Middleware } from 'koa';
import { takeSlot } from '../../db/rate-limits';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';

const HOUR_SECONDS = 3_600;

/**
 * `limit` (RATE_LIMIT_PER_HOUR unless given) requests per rolling hour per key (a company, a
 * client IP, a round). Counted in Postgres, so every API process shares the count. Every limited
 * response carries the RateLimit-* headers; a refused one also Retry-After.
 */
export function rateLimit(deps: AppDeps, keyOf: (ctx: Context) => string, limit = deps.config.rateLimitPerHour): Middleware {
  return async (ctx, next) => {
    const slot = await takeSlot(deps.pool, keyOf(ctx), limit, HOUR_SECONDS, deps.clock.now());
    // Set before any throw: the error body keeps headers already on the response.
    ctx.set({
      'RateLimit-Limit': String(slot.limit),
      'RateLimit-Remaining': String(slot.remaining),
      'RateLimit-Reset': String(slot.resetSeconds),
    });
    if (!slot.allowed) {
      throw new ApiError(
        429,
        'rate_limit_exceeded',
        `Rate limit of ${limit} requests per hour reached; retry in ${slot.resetSeconds} s.`,
        undefined,
        { 'Retry-After': String(slot.resetSeconds) },
      );
    }
    await next();
  };
}

/**
 * The company's budget for this request: the integration's (`company:<id>`, RATE_LIMIT_PER_HOUR),
 * or, for a console session, the console's own (`console:<id>`, CONSOLE_RATE_LIMIT_PER_HOUR), so
 * a person clicking through the console neither spends nor is stopped by the integration's budget.
 */
export function companyRateLimit(deps: AppDeps): Middleware {
  const integration = rateLimit(deps, (ctx) => `company:${ctx.state.company.id}`);
  const console = rateLimit(deps, (ctx) => `console:${ctx.state.company.id}`, deps.config.consoleRateLimitPerHour);
  return (ctx, next) => (ctx.state.companyTokenKind === 'console' ? console : integration)(ctx, next);
}

export const byClientIp = (ctx: Context) => `ip:${ctx.ip}`;

/**
 * The candidate's unauthenticated endpoints (course, starting a round) at CANDIDATE_RATE_LIMIT_PER_HOUR
 * per client IP, apart from the company endpoints' per-IP budget: many candidates share one office IP.
 */
export const candidateRateLimit = (deps: AppDeps) =>
  rateLimit(deps, (ctx) => `candidate-ip:${ctx.ip}`, deps.config.candidateRateLimitPerHour);
export const byRound = (ctx: Context) => `round:${ctx.params.id}`;
