import type { Queryable } from './pool';

export interface SlotDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the oldest counted request leaves the window, that is until one more slot frees. */
  resetSeconds: number;
}

/**
 * One statement, under the key's row lock: the entries of seconds that left the window are
 * dropped, and when fewer than the limit remain counted, this request is added to its second's
 * entry. A request counts while its second is within the last `windowSeconds` seconds of `now`.
 * A clock behind the newest entry (another process's, a little ahead) counts in that entry, so the
 * seconds stay ascending.
 */
const TAKE_SLOT = `
INSERT INTO rate_limits AS r (key, seconds, counts, used, counted)
VALUES ($1, ARRAY[$2::bigint], ARRAY[1], 1, true)
ON CONFLICT (key) DO UPDATE SET (seconds, counts, used, counted) = (
  SELECT CASE WHEN NOT k.take THEN k.seconds
              WHEN k.newest = k.at THEN k.seconds
              ELSE k.seconds || k.at END,
         CASE WHEN NOT k.take THEN k.counts
              WHEN k.newest = k.at THEN k.counts[:k.n - 1] || (k.counts[k.n] + 1)
              ELSE k.counts || 1 END,
         k.used + k.take::int,
         k.take
    FROM (SELECT kept.*, kept.seconds[kept.n] AS newest, greatest($2::bigint, kept.seconds[kept.n]) AS at,
                 kept.used < $3::int AS take
            FROM (SELECT coalesce(array_agg(s ORDER BY i), '{}') AS seconds,
                         coalesce(array_agg(c ORDER BY i), '{}') AS counts,
                         coalesce(sum(c), 0)::int AS used,
                         count(*)::int AS n
                    FROM unnest(r.seconds, r.counts) WITH ORDINALITY AS u(s, c, i)
                   WHERE s > $2::bigint - $4::int) kept) k)
RETURNING used, counted, seconds[1] AS oldest`;

/**
 * Takes one slot of `limit` per rolling window of `windowSeconds` for `key`, exact to the second.
 * Concurrent callers for one key queue on its row, so no two can take the last slot; the cost is
 * one statement whatever the limit, over at most one entry per second of the window.
 */
export async function takeSlot(db: Queryable, key: string, limit: number, windowSeconds: number, now: Date): Promise<SlotDecision> {
  const nowMs = now.getTime();
  const { rows } = await db.query<{ used: number; counted: boolean; oldest: string | null }>(TAKE_SLOT, [
    key,
    Math.floor(nowMs / 1000),
    limit,
    windowSeconds,
  ]);
  const { used, counted, oldest } = rows[0];
  const resetMs = oldest === null ? 0 : (Number(oldest) + windowSeconds) * 1000 - nowMs;
  return {
    allowed: counted,
    limit,
    remaining: Math.max(0, limit - used),
    resetSeconds: Math.max(0, Math.ceil(resetMs / 1000)),
  };
}
