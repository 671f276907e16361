import type { Queryable } from './pool';

export async function recordLoginFailure(db: Queryable, email: string, at: Date): Promise<void> {
  await db.query('INSERT INTO login_failures (email, at) VALUES (lower($1), $2)', [email, at]);
}

export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE email = lower($1)', [email]);
}

/** The times of the most recent `count` failures for an e-mail, newest first. */
export async function recentLoginFailures(db: Queryable, email: string, count: number): Promise<Date[]> {
  const { rows } = await db.query<{ at: Date }>(
    'SELECT at FROM login_failures WHERE email = lower($1) ORDER BY at DESC LIMIT $2',
    [email, count],
  );
  return rows.map((r) => r.at);
}
