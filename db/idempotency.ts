import type { Queryable } from './pool';

/** How long a key's answer is replayed. */
export const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60 * 1000;

/** What a request's Idempotency-Key finds: its own claim, or a request that came before with it. */
export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'in_flight' }
  | { kind: 'reused' }
  | { kind: 'answered'; status: number; body: unknown };

/**
 * Claims `key` for the caller's request in one statement: the first request with it, or one after
 * the key's previous use expired (`expiredBefore`), or after a request that never got an answer
 * (its process died) started before `abandonedBefore`, takes it. Otherwise says what holds it.
 */
export async function claimIdempotencyKey(
  db: Queryable,
  claim: { scope: string; key: string; requestHash: string; now: Date; expiredBefore: Date; abandonedBefore: Date },
): Promise<KeyClaim> {
  for (;;) {
    const { rowCount } = await db.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, status = NULL, body = NULL, created_at = EXCLUDED.created_at
         WHERE idempotency_keys.created_at < $5 OR (idempotency_keys.status IS NULL AND idempotency_keys.created_at < $6)`,
      [claim.scope, claim.key, claim.requestHash, claim.now, claim.expiredBefore, claim.abandonedBefore],
    );
    if (rowCount === 1) return { kind: 'claimed' };
    const { rows } = await db.query<{ request_hash: string; status: number | null; body: unknown }>(
      'SELECT request_hash, status, body FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [claim.scope, claim.key],
    );
    const held = rows[0];
    if (!held) continue; // released in between: claim it again
    if (held.request_hash !== claim.requestHash) return { kind: 'reused' };
    return held.status === null ? { kind: 'in_flight' } : { kind: 'answered', status: held.status, body: held.body };
  }
}

/** Keeps the answer of the request that claimed the key (at `claimedAt`). */
export async function answerIdempotencyKey(
  db: Queryable,
  answer: { scope: string; key: string; claimedAt: Date; status: number; body: unknown },
): Promise<void> {
  await db.query(
    'UPDATE idempotency_keys SET status = $4, body = $5 WHERE scope = $1 AND key = $2 AND created_at = $3',
    [answer.scope, answer.key, answer.claimedAt, answer.status, JSON.stringify(answer.body ?? null)],
  );
}

/**
 * Lets go of a claim whose request failed: the same key may be sent again. Only its own claim (made
 * at `claimedAt`): one taken over meanwhile is another request's.
 */
export async function releaseIdempotencyKey(
  db: Queryable,
  claim: { scope: string; key: string; claimedAt: Date },
): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status IS NULL AND created_at = $3', [
    claim.scope,
    claim.key,
    claim.claimedAt,
  ]);
}
