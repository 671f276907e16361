import type { Context } from 'koa';
import { takeSlotsTogether, type SlotDecision } from '../../db/rate-limits';
import type { AppDeps } from '../app';
import { clientNetwork } from './client-network';
import { applySlot, HOUR_SECONDS } from './rate-limit';

interface ExampleRunLimit {
  key: string;
  limit: number;
  /** What a candidate reads when this limit refuses a run. */
  refusal: (slot: SlotDecision) => string;
}

const retryIn = (slot: SlotDecision) => `try again in ${slot.resetSeconds} s.`;

/**
 * Runs ("Run example" and "Run with my input" alike, from one budget) are bounded three ways, each
 * per rolling hour: the round (RUN_RATE_LIMIT_PER_HOUR), the client IP whatever the round
 * (RUN_RATE_LIMIT_PER_IP_PER_HOUR: starting rounds is cheap, so the round alone bounds nothing),
 * and the company whose code started it, all its rounds together (RUN_RATE_LIMIT_PER_COMPANY_PER_HOUR:
 * whoever holds a code can run up that company's bill of compute, from any number of addresses).
 * Always in this order: see takeSlotsTogether.
 */
function exampleRunLimits(deps: AppDeps, ctx: Context, round: { id: string; company_id: string }): ExampleRunLimit[] {
  const { config } = deps;
  return [
    {
      key: `run:${round.id}`,
      limit: config.exampleRunRateLimitPerHour,
      refusal: (slot) =>
        `This round has used its ${slot.limit} runs of the hour ("Run example" and "Run with my input" together); ${retryIn(slot)}`,
    },
    {
      key: `run-ip:${clientNetwork(ctx.ip)}`,
      limit: config.exampleRunRateLimitPerIpPerHour,
      refusal: (slot) =>
        `Your network address has used its ${slot.limit} runs of the hour, all rounds together; ${retryIn(slot)}`,
    },
    {
      key: `run-company:${round.company_id}`,
      limit: config.exampleRunRateLimitPerCompanyPerHour,
      refusal: (slot) => `This company's candidates have used its ${slot.limit} runs of the hour; ${retryIn(slot)}`,
    },
  ];
}

/**
 * Takes a slot of every run limit, or of none (429 in the words of the limit that refused, with its
 * headers and Retry-After). An allowed run's RateLimit-* headers are those of the limit nearest to
 * its end.
 */
export async function takeExampleRunSlots(deps: AppDeps, ctx: Context, round: { id: string; company_id: string }) {
  const limits = exampleRunLimits(deps, ctx, round);
  const now = deps.clock.now();
  const decisions = await takeSlotsTogether(
    deps.pool,
    limits.map(({ key, limit }) => ({ key, limit, windowSeconds: HOUR_SECONDS, now })),
  );
  const refused = decisions.findIndex((d) => !d.allowed);
  if (refused >= 0) applySlot(ctx, decisions[refused], limits[refused].refusal);
  applySlot(
    ctx,
    decisions.reduce((nearest, d) => (d.remaining < nearest.remaining ? d : nearest)),
  );
}
