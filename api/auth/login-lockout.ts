import { clearLoginFailures, FAILURE_WINDOW_MS, reserveLoginAttempt } from '../../db/login-failures';
import { findMember } from '../../db/members';
import { inTransaction } from '../../db/pool';
import { notificationContent } from '../../email/notifications';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { verifyPassword } from '../../lib/crypto';
import { tokenExpired } from '../middleware/auth';
import { recordEmail } from '../company/notifications';

export interface PasswordAttempt {
  /** The password was right: the count starts afresh. */
  succeeded(): Promise<void>;
  /**
   * The password was wrong (the attempt stays counted). The failure that starts a lockout e-mails
   * the member whose account it is, once per lockout; `member` is absent for an unknown e-mail.
   */
  failed(member?: { company_id: string; email: string }): Promise<void>;
}

/**
 * A member's account lockout, shared by every check of a member's password (signing in, and the
 * `current_password` of a settings change): an attempt is counted before the password is checked,
 * so of any number of simultaneous guesses at most LOGIN_MAX_ATTEMPTS are checked; past that, 429
 * too_many_login_attempts for LOGIN_LOCKOUT_SECONDS.
 */
export function loginLockout(deps: Pick<AppDeps, 'config' | 'pool' | 'clock' | 'temporal' | 'logger'>) {
  const { maxAttempts, lockoutSeconds } = deps.config.login;

  /** Seconds the lockout still lasts, given the newest failed attempts (newest first), or 0. */
  function lockoutRemaining(failures: Date[], now: Date): number {
    if (failures.length < maxAttempts) return 0;
    const [newest, oldest] = [failures[0], failures[failures.length - 1]];
    if (newest.getTime() - oldest.getTime() > FAILURE_WINDOW_MS) return 0;
    const until = newest.getTime() + lockoutSeconds * 1000;
    return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  }

  async function notifyLockout(member: { company_id: string; email: string }) {
    const deliverEmails = await inTransaction(deps.pool, (tx) =>
      recordEmail(tx, member.company_id, {
        kind: 'loginLocked',
        recipient: member.email,
        content: notificationContent.loginLocked(maxAttempts, lockoutSeconds),
      }),
    );
    // Recorded; if Temporal cannot take the delivery now, the outbox sweep sends it.
    await deliverEmails(deps).catch((err) =>
      deps.logger.warn({ err }, 'could not start the lockout e-mail; the reconciler will'),
    );
  }

  return async function attempt(email: string): Promise<PasswordAttempt> {
    const now = deps.clock.now();
    const reserved = await reserveLoginAttempt(deps.pool, email, now, maxAttempts, (recent) =>
      lockoutRemaining(recent, now),
    );
    if (!reserved.reserved) {
      throw new ApiError(
        429,
        'too_many_login_attempts',
        `Too many failed attempts with this account's password; try again in ${reserved.seconds} s.`,
        undefined,
        { 'Retry-After': String(reserved.seconds) },
      );
    }
    return {
      succeeded: () => clearLoginFailures(deps.pool, email),
      async failed(member) {
        const startsLockout = lockoutRemaining([now, ...reserved.recent].slice(0, maxAttempts), now) > 0;
        // The refusal stands even if its e-mail cannot be recorded now.
        if (member && startsLockout) {
          await notifyLockout(member).catch((err) => deps.logger.error({ err }, 'could not record the lockout e-mail'));
        }
      },
    };
  };
}

/**
 * Checks the `current_password` a signed-in member gives to confirm a change, under their lockout:
 * a wrong one counts as a failed sign-in (whoever holds a token cannot guess at leisure), and
 * answers 403 invalid_credentials.
 */
export function currentPasswordCheck(deps: Parameters<typeof loginLockout>[0]) {
  const passwordAttempt = loginLockout(deps);
  return async (companyId: string, memberId: string, password: string): Promise<void> => {
    const member = await findMember(deps.pool, companyId, memberId);
    if (!member?.password_hash) throw tokenExpired();
    const attempt = await passwordAttempt(member.email);
    if (!(await verifyPassword(member.password_hash, password))) {
      await attempt.failed(member);
      throw new ApiError(403, 'invalid_credentials', 'The current password is wrong.');
    }
    await attempt.succeeded();
  };
}
