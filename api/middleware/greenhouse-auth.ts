import type { Middleware } from 'koa';
import { useGreenhouseKey } from '../../db/greenhouse-keys';
import { takeSlot } from '../../db/rate-limits';
import { greenhouseKeyHash } from '../../lib/crypto';
import { GREENHOUSE_KEY_PATTERN } from '../../lib/ids';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { clientNetwork } from './client-network';
import { failureGate } from './failure-gate';
import { applySlot, HOUR_SECONDS } from './rate-limit';

declare module 'koa' {
  interface DefaultState {
    /** On Greenhouse's partner paths: the key the call came with, and the company it selects. */
    greenhouse: { keyId: string; companyId: string };
  }
}

/** Failed key checks a client network may make in an hour (per API process) before it is refused unasked. */
export const FAILURES_PER_NETWORK = 100;

/** "The API key sent to Greenhouse must be less than 171 characters." (docs/greenhouse-partner-api.md) */
export const MAX_GREENHOUSE_KEY_LENGTH = 170;

export const greenhouseKeyInvalid = (why: string) =>
  new ApiError(
    401,
    'greenhouse_key_invalid',
    `${why} Greenhouse calls these paths with HTTP Basic: the company's Greenhouse key as the user name, an empty password.`,
  );

/** The key of `Authorization: Basic base64(key + ":")`, or why there is none. */
function basicKey(header: string | undefined): { key: string } | { refused: string } {
  if (!header) return { refused: 'The Authorization header is missing.' };
  const match = /^Basic[ ]+([A-Za-z0-9+/]+={0,2})[ ]*$/i.exec(header);
  if (!match) return { refused: 'The Authorization header is not HTTP Basic.' };
  // A key of 171 characters or more is no key of ours (Greenhouse's rule): refused before any decoding past that.
  if (match[1].length > Math.ceil((MAX_GREENHOUSE_KEY_LENGTH + 1) / 3) * 4)
    return { refused: 'The key is 171 characters or more.' };
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return { refused: 'The Basic credentials have no colon between user name and password.' };
  const key = decoded.slice(0, colon);
  if (key.length > MAX_GREENHOUSE_KEY_LENGTH) return { refused: 'The key is 171 characters or more.' };
  if (decoded.length > colon + 1) return { refused: 'The password must be empty: the key is the user name.' };
  return { key };
}

/**
 * Greenhouse's authentication, on the partner paths only: HTTP Basic with a Greenhouse key of the
 * company as the user name and an empty password. The key selects the company (ctx.state.greenhouse).
 * A missing or other header, a key of 171 characters or more, an unknown or revoked key: 401
 * greenhouse_key_invalid. A company token is no Greenhouse key, and a Greenhouse key opens no other
 * path. The company's keys share a budget of their own (GREENHOUSE_RATE_LIMIT_PER_HOUR,
 * `greenhouse:<company id>`), apart from the company's API budget: 429 past it. A client network whose
 * calls failed the key check FAILURES_PER_NETWORK times within the hour (with keys never issued: a
 * revoked key is not counted) is answered 429 before any look in the database.
 */
export function greenhouseGuard(deps: AppDeps): Middleware {
  const failures = failureGate(FAILURES_PER_NETWORK);
  return async (ctx, next) => {
    const network = clientNetwork(ctx.ip);
    const refusedFor = failures.refusedFor(network, deps.clock.now());
    if (refusedFor > 0) {
      throw new ApiError(
        429,
        'rate_limit_exceeded',
        `Calls from your network failed the key check ${FAILURES_PER_NETWORK} times this hour: try again later.`,
        undefined,
        { 'Retry-After': String(refusedFor) },
      );
    }
    const found = basicKey(ctx.get('Authorization') || undefined);
    // Every key we issue has one shape: anything else is refused without a look in the database.
    const key =
      'key' in found && GREENHOUSE_KEY_PATTERN.test(found.key)
        ? await useGreenhouseKey(deps.pool, greenhouseKeyHash(found.key), deps.clock.now())
        : undefined;
    if (!key || key.revoked) {
      // A key we issued and the company revoked is no guess: Greenhouse, whose addresses every
      // company shares, may go on polling with it, and must not close the gate on the others.
      if (!key) failures.record(network, deps.clock.now());
      throw greenhouseKeyInvalid(
        key ? 'The key was revoked.' : 'refused' in found ? found.refused : 'The key is unknown or revoked.',
      );
    }
    applySlot(
      ctx,
      await takeSlot(deps.pool, {
        key: `greenhouse:${key.company_id}`,
        limit: deps.config.greenhouseRateLimitPerHour,
        windowSeconds: HOUR_SECONDS,
        now: deps.clock.now(),
      }),
    );
    ctx.state.greenhouse = { keyId: key.id, companyId: key.company_id };
    await next();
  };
}
