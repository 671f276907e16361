import { createHmac } from 'node:crypto';
import type { Middleware } from 'koa';
import {
  answerIdempotencyKey,
  claimIdempotencyKey,
  IDEMPOTENCY_KEPT_MS,
  releaseIdempotencyKey,
} from '../../db/idempotency';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { validationFailed } from '../http/validation';

/**
 * A request that has held its key this long without an answer was lost with its process: another
 * with the key may take it over. Longer than any request takes (the slowest, an erasure, seconds).
 */
const ABANDONED_MS = 5 * 60 * 1000;
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` on a company endpoint with an effect: a client whose request was cut off sends
 * it again with the same key and gets the first answer, never a second effect. Scoped to the caller
 * (the member the token acts as) and kept 24 hours. The same key with another request (method,
 * path or body): 422 `idempotency_key_reused`; while the first is being answered: 409
 * `idempotency_key_in_use`. Only a success is kept: after an error (which changed nothing) the
 * same key may be sent again. No answer that carries a credential goes through here. Without the
 * header, nothing changes.
 */
export function idempotent(deps: Pick<AppDeps, 'pool' | 'clock' | 'config'>): Middleware {
  return async (ctx, next) => {
    if (ctx.headers['idempotency-key'] === undefined) return next();
    const key = ctx.get('Idempotency-Key');
    if (!KEY.test(key)) {
      throw validationFailed([{ path: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' }]);
    }
    const scope = `${ctx.state.company.id}:${ctx.state.member.id}`;
    // Keyed: a path can hold an address (an erasure's), which a bare hash would let a dictionary find.
    const requestHash = createHmac('sha256', deps.config.jwtSecret)
      .update(`${ctx.method} ${ctx.path}\n${JSON.stringify(ctx.request.body ?? null)}`)
      .digest('hex');
    const now = deps.clock.now();
    const claim = await claimIdempotencyKey(deps.pool, {
      scope,
      key,
      requestHash,
      now,
      expiredBefore: new Date(now.getTime() - IDEMPOTENCY_KEPT_MS),
      abandonedBefore: new Date(now.getTime() - ABANDONED_MS),
    });
    if (claim.kind === 'in_flight') {
      throw new ApiError(
        409,
        'idempotency_key_in_use',
        'A request with this Idempotency-Key is still being answered: send it again once that one has its answer.',
      );
    }
    if (claim.kind === 'reused') {
      throw new ApiError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was sent with another request in the last 24 hours: a new request needs a new key.',
      );
    }
    if (claim.kind === 'answered') {
      ctx.status = claim.status;
      ctx.body = claim.body;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    const claimed = { scope, key, claimedAt: now };
    try {
      await next();
    } catch (err) {
      // Failed, so nothing was done: the key may come again.
      await releaseIdempotencyKey(deps.pool, claimed);
      throw err;
    }
    if (ctx.status >= 200 && ctx.status < 300) {
      // Done: should keeping the answer fail, the claim stays, and a request sent again gets 409
      // until the claim is taken over as abandoned, never a second effect at once.
      await answerIdempotencyKey(deps.pool, { ...claimed, status: ctx.status, body: ctx.body });
    } else await releaseIdempotencyKey(deps.pool, claimed);
  };
}
