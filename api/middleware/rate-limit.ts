import type { Context, Middleware } from 'koa';
import { takeSlot, type SlotDecision } from '../../db/rate-limits';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { clientNetwork } from './client-network';

export const HOUR_SECONDS = 3_600;

const requestsPerHour = (slot: SlotDecision) =>
  `Rate limit of ${slot.limit} requests per hour reached; retry in ${slot.resetSeconds} s.`;

/**
 * Puts the RateLimit-* headers of a slot decision on the response, and refuses the request (429,
 * with Retry-After) when it got no slot, saying so in `refusal`'s words. Headers are set before the
 * throw: the error body keeps headers already on the response.
 */
export function applySlot(ctx: Context, slot: SlotDecision, refusal = requestsPerHour): void {
  ctx.set({
    'RateLimit-Limit': String(slot.limit),
    'RateLimit-Remaining': String(slot.remaining),
    'RateLimit-Reset': String(slot.resetSeconds),
  });
  if (!slot.allowed) {
    throw new ApiError(429, 'rate_limit_exceeded', refusal(slot), undefined, {
      'Retry-After': String(slot.resetSeconds),
    });
  }
}

/**
 * `limit` (RATE_LIMIT_PER_HOUR unless given) requests per rolling hour per key (a client IP, a
 * round). Counted in Postgres, so every API process shares the count. Every limited response
 * carries the RateLimit-* headers; a refused one also Retry-After. The company endpoints take
 * their slot in the same statement as the token check (companyGuard in ./auth).
 */
export function rateLimit(
  deps: AppDeps,
  keyOf: (ctx: Context) => string,
  limit = deps.config.rateLimitPerHour,
): Middleware {
  return async (ctx, next) => {
    applySlot(
      ctx,
      await takeSlot(deps.pool, { key: keyOf(ctx), limit, windowSeconds: HOUR_SECONDS, now: deps.clock.now() }),
    );
    await next();
  };
}

/** A per-IP limit's key: the client's address, or its IPv6 /64 (client-network.ts). */
export const byClientIp = (ctx: Context) => `ip:${clientNetwork(ctx.ip)}`;

/**
 * The candidate's unauthenticated endpoints (course, starting a round) at CANDIDATE_RATE_LIMIT_PER_HOUR
 * per client IP, apart from the company endpoints' per-IP budget: many candidates share one office IP.
 */
export const candidateRateLimit = (deps: AppDeps) =>
  rateLimit(deps, (ctx) => `candidate-ip:${clientNetwork(ctx.ip)}`, deps.config.candidateRateLimitPerHour);
export const byRound = (ctx: Context) => `round:${ctx.params.id}`;
