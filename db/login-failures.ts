import { inTransaction, type Pool, type Queryable } from './pool';

/** Failed attempts are counted over this window; LOGIN_MAX_ATTEMPTS of them start the lockout. */
export const FAILURE_WINDOW_MS = 15 * 60_000;

export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE email = lower($1)', [email]);
}

/**
 * Counts a login attempt for an e-mail before its password is checked, or says how long the
 * lockout still lasts. Under a lock per e-mail, so that of any number of simultaneous attempts at
 * most `maxAttempts` get through; an attempt stays counted as a failure unless the login succeeds
 * (clearLoginFailures). `lockedFor` gives the seconds left from the recent attempts, or 0. A
 * reserved attempt comes with those recent attempts (newest first, this one not among them).
 */
export async function reserveLoginAttempt(
  pool: Pool,
  email: string,
  at: Date,
  maxAttempts: number,
  lockedFor: (recent: Date[]) => number,
): Promise<{ reserved: true; recent: Date[] } | { reserved: false; seconds: number }> {
  return inTransaction(pool, async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('login:' || lower($1), 0))`, [email]);
    const { rows } = await tx.query<{ at: Date }>(
      'SELECT at FROM login_failures WHERE email = lower($1) ORDER BY at DESC LIMIT $2',
      [email, maxAttempts],
    );
    const recent = rows.map((r) => r.at);
    const seconds = lockedFor(recent);
    if (seconds > 0) return { reserved: false, seconds };
    await tx.query('INSERT INTO login_failures (email, at) VALUES (lower($1), $2)', [email, at]);
    return { reserved: true, recent };
  });
}
