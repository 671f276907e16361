import { createHmac, randomInt } from 'node:crypto';
import type { Context } from 'koa';
import { insertVerification, tryVerification } from '../../db/email-verifications';
import { takeSlotsTogether } from '../../db/rate-limits';
import type { Queryable } from '../../db/pool';
import { verificationCodeEmail } from '../../email/verification';
import { newId } from '../../lib/ids';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { clientNetwork } from '../middleware/client-network';
import { HOUR_SECONDS, rateLimit } from '../middleware/rate-limit';
import { recordEmail } from '../company/notifications';

/** How long an e-mailed verification code is valid. */
export const VERIFICATION_LIFETIME_SECONDS = 900;
/**
 * Codes per address per hour from one company, and from all of them (per client IP too, configured):
 * the service must not mail strangers in bulk, and one company's code holder must not use up an
 * address's codes where it applies elsewhere.
 */
const CODES_PER_ADDRESS_PER_COMPANY_PER_HOUR = 5;
const CODES_PER_ADDRESS_PER_HOUR = 20;

export const emailNotVerified = (message: string) => new ApiError(403, 'email_not_verified', message);

/** The code's HMAC, bound to the company and address it was asked for. */
const hashOf = (secret: string, companyId: string, email: string, code: string) =>
  createHmac('sha256', secret).update(`${companyId}:${email.toLowerCase()}:${code}`).digest('hex');

/**
 * What the address's counter is keyed by: a keyed digest, so that the limiter's table never holds
 * the address (it may belong to someone who asks to be erased) and no one without the secret can
 * tell whose counter a key is. A sub-address (`name+anything@`) is counted as its mailbox: each
 * would otherwise be a fresh budget of codes sent to one inbox.
 */
const addressDigest = (secret: string, email: string) =>
  createHmac('sha256', secret)
    .update(`verify-email:${mailboxOf(email)}`)
    .digest('base64url');

/** The mailbox an address delivers to, as far as one can tell without asking its domain: lower case, no `+tag`. */
export const mailboxOf = (email: string): string => email.toLowerCase().replace(/\+[^@]*(?=@[^@]*$)/, '');

/**
 * The limits on sending codes, checked in order: the client IP (its RateLimit-* headers are the
 * answer's), then the address from this company, then the address from every company. The
 * address's counts are nobody's business but its owner's: their headers are never sent, and a
 * refusal says only when to try again.
 */
export function verificationLimits(deps: AppDeps) {
  const byIp = rateLimit(
    deps,
    (ctx) => `verify-ip:${clientNetwork(ctx.ip)}`,
    deps.config.verificationCodesPerIpPerHour,
  );
  return (ctx: Context, companyId: string, email: string) =>
    byIp(ctx, async () => {
      const address = addressDigest(deps.config.jwtSecret, email);
      const now = deps.clock.now();
      // Both or neither: a refusal across companies spends nothing of this company's five.
      const decisions = await takeSlotsTogether(deps.pool, [
        {
          key: `verify-email:${companyId}:${address}`,
          limit: CODES_PER_ADDRESS_PER_COMPANY_PER_HOUR,
          windowSeconds: HOUR_SECONDS,
          now,
        },
        { key: `verify-email:${address}`, limit: CODES_PER_ADDRESS_PER_HOUR, windowSeconds: HOUR_SECONDS, now },
      ]);
      const refused = decisions.find((d) => !d.allowed);
      // One refusal for both limits: which one refused would tell whoever asks whether other
      // companies are sending the address codes.
      if (refused)
        throw new ApiError(
          429,
          'rate_limit_exceeded',
          `This address has been sent as many codes as it may this hour; try again in ${refused.resetSeconds} s.`,
          undefined,
          { 'Retry-After': String(refused.resetSeconds) },
        );
    });
}

/**
 * Writes a fresh 6-digit code for this company and address, and its e-mail to the outbox, in the
 * caller's transaction; the returned function starts the delivery after the commit.
 */
export async function recordVerificationCode(
  tx: Queryable,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  target: { companyId: string; companyName: string; email: string; client: string },
) {
  const id = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.clock.now();
  await insertVerification(tx, {
    id,
    companyId: target.companyId,
    email: target.email,
    client: target.client,
    codeHash: hashOf(deps.config.jwtSecret, target.companyId, target.email, code),
    expiresAt: new Date(now.getTime() + VERIFICATION_LIFETIME_SECONDS * 1000),
    at: now,
  });
  return recordEmail(tx, target.companyId, {
    kind: 'verification',
    recipient: target.email,
    content: verificationCodeEmail({
      code,
      companyName: target.companyName,
      validMinutes: VERIFICATION_LIFETIME_SECONDS / 60,
    }),
  });
}

/**
 * Tries the address's verification code inside the round's transaction: spent when right (and
 * given back if the transaction rolls back), counted when wrong. Answers the refusal to give once
 * the transaction has committed, so that the wrong try stays counted; undefined when the code was
 * spent. The refusal depends only on what this client did: whether anyone else asked a code for
 * the address, or the address has rounds, cannot be read from it.
 */
export async function tryVerificationCode(
  tx: Queryable,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  target: { companyId: string; email: string; client: string; code: string | undefined },
): Promise<ApiError | undefined> {
  if (!target.code) {
    return emailNotVerified(
      'An assessment needs a verified e-mail: ask for a verification code (POST /v1/rounds/verify), then send it as "verification".',
    );
  }
  const outcome = await tryVerification(tx, {
    companyId: target.companyId,
    email: target.email,
    client: target.client,
    codeHash: hashOf(deps.config.jwtSecret, target.companyId, target.email, target.code),
    at: deps.clock.now(),
  });
  if (outcome.kind === 'spent') return undefined;
  if (outcome.kind === 'wrong' && outcome.triesLeft > 0) {
    const left = outcome.triesLeft;
    return emailNotVerified(`The verification code is wrong; ${left} ${left === 1 ? 'try is' : 'tries are'} left.`);
  }
  if (outcome.kind === 'wrong') {
    return emailNotVerified('The verification code is wrong, and it has now been tried too often. Ask for a new one.');
  }
  return emailNotVerified(NO_USABLE_CODE);
}

const NO_USABLE_CODE =
  'There is no valid verification code for this e-mail from this device: it expired, was used, was tried ' +
  'too often, or was asked for on another network. Ask for a new one.';
