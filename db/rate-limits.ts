import { inTransaction, type Pool } from './pool';

export interface SlotDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the oldest counted request leaves the window (0 when none is counted). */
  resetSeconds: number;
}

/**
 * Takes one slot of `limit` per rolling `windowMs` for `key`, exactly: concurrent callers for
 * one key are serialised by a transaction-scoped advisory lock, so no two can take the last slot.
 */
export async function takeSlot(pool: Pool, key: string, limit: number, windowMs: number, now: Date): Promise<SlotDecision> {
  const windowStart = new Date(now.getTime() - windowMs);
  return inTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
    await tx.query('DELETE FROM rate_limit_hits WHERE key = $1 AND at <= $2', [key, windowStart]);
    const { rows } = await tx.query<{ n: number; oldest: Date | null }>(
      'SELECT count(*)::int AS n, min(at) AS oldest FROM rate_limit_hits WHERE key = $1',
      [key],
    );
    let { n, oldest } = rows[0];
    const allowed = n < limit;
    if (allowed) {
      await tx.query('INSERT INTO rate_limit_hits (key, at) VALUES ($1, $2)', [key, now]);
      n += 1;
      oldest ??= now;
    }
    const resetMs = oldest ? oldest.getTime() + windowMs - now.getTime() : 0;
    return { allowed, limit, remaining: limit - n, resetSeconds: Math.max(0, Math.ceil(resetMs / 1000)) };
  });
}
