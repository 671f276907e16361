import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import {
  findUsableVerification,
  insertVerification,
  recordWrongTry,
  spendVerification,
  VERIFICATION_MAX_TRIES,
} from '../db/email-verifications';
import type { Pool, Queryable } from '../db/pool';
import { verificationCodeEmail } from '../email/verification';
import { newId } from '../lib/ids';
import type { AppDeps } from './deps';
import { ApiError } from './errors';
import { rateLimit } from './middleware/rate-limit';
import { recordEmail } from './notifications';

/** How long an e-mailed verification code is valid. */
export const VERIFICATION_LIFETIME_SECONDS = 900;
/** Codes per address per hour, and per client IP per hour: the service must not mail strangers in bulk. */
const CODES_PER_ADDRESS_PER_HOUR = 5;
const CODES_PER_IP_PER_HOUR = 50;

export const emailNotVerified = (message: string) => new ApiError(403, 'email_not_verified', message);

const hashOf = (secret: string, id: string, code: string) =>
  createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The two limits on sending codes, checked in order: the client IP, then the address. */
export function verificationLimits(deps: AppDeps) {
  const byIp = rateLimit(deps, (ctx) => `verify-ip:${ctx.ip}`, CODES_PER_IP_PER_HOUR);
  const byAddress = rateLimit(deps, (ctx) => `verify-email:${ctx.state.verifyEmail}`, CODES_PER_ADDRESS_PER_HOUR);
  return (ctx: Context, email: string) =>
    byIp(ctx, async () => {
      ctx.state.verifyEmail = email.toLowerCase();
      await byAddress(ctx, async () => undefined);
    });
}

/**
 * Writes a fresh 6-digit code for this company and address, and its e-mail to the outbox, in the
 * caller's transaction; the returned function starts the delivery after the commit.
 */
export async function recordVerificationCode(
  tx: Queryable,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  target: { companyId: string; companyName: string; email: string },
) {
  const id = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.clock.now();
  await insertVerification(tx, {
    id,
    companyId: target.companyId,
    email: target.email,
    codeHash: hashOf(deps.config.jwtSecret, id, code),
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
 * Spends the address's verification code inside the round's transaction, or throws 403
 * email_not_verified. A wrong try is counted on the pool (it must outlive the failed request);
 * the 5th spends the code.
 */
export async function spendVerificationCode(
  tx: Queryable,
  deps: { pool: Pool; config: AppDeps['config']; clock: AppDeps['clock'] },
  target: { companyId: string; email: string; code: string | undefined },
): Promise<void> {
  if (!target.code) {
    throw emailNotVerified(
      'A live assessment needs a verified e-mail: ask for a verification code (POST /v1/rounds/verify), then send it as "verification".',
    );
  }
  const now = deps.clock.now();
  const usable = await findUsableVerification(tx, target.companyId, target.email, now);
  if (!usable) {
    throw emailNotVerified(
      'There is no valid verification code for this e-mail: it expired, was used, or was tried too often. Ask for a new one.',
    );
  }
  if (!sameHash(usable.code_hash, hashOf(deps.config.jwtSecret, usable.id, target.code))) {
    await recordWrongTry(deps.pool, usable.id);
    const left = VERIFICATION_MAX_TRIES - usable.tries - 1;
    throw emailNotVerified(
      left > 0
        ? `The verification code is wrong; ${left} ${left === 1 ? 'try is' : 'tries are'} left.`
        : 'The verification code is wrong, and it has now been tried too often. Ask for a new one.',
    );
  }
  if (!(await spendVerification(tx, usable.id, now))) {
    throw emailNotVerified('This verification code has just been used. Ask for a new one.');
  }
}
