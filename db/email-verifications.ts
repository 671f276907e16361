import type { Queryable } from './pool';

/** Wrong tries that spend a code. */
export const VERIFICATION_MAX_TRIES = 5;

export async function insertVerification(
  db: Queryable,
  v: { id: string; companyId: string; email: string; client: string; codeHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO email_verifications (id, company_id, email, client, code_hash, expires_at, created_at)
     VALUES ($1, $2, lower($3), $4, $5, $6, $7)`,
    [v.id, v.companyId, v.email, v.client, v.codeHash, v.expiresAt, v.at],
  );
}

/** What a try did to the newest usable code this client asked for this address. */
export type TryOutcome = { kind: 'spent' } | { kind: 'wrong'; triesLeft: number } | { kind: 'no_code' };

/**
 * Tries a code in one statement: the newest code of this company, address and client that can
 * still be used is spent when the hash matches, and otherwise counted as a wrong try. Concurrent
 * tries of one code queue on its row, so each is counted and a code is spent once. Either way the
 * work is the same whether or not there is a code to try.
 */
export async function tryVerification(
  db: Queryable,
  t: { companyId: string; email: string; client: string; codeHash: string; at: Date },
): Promise<TryOutcome> {
  const { rows } = await db.query<{ spent: boolean; tries: number }>(
    `WITH target AS (
       SELECT id FROM email_verifications
        WHERE company_id = $1 AND email = lower($2) AND client = $3
          AND used_at IS NULL AND expires_at > $5 AND tries < $6
        ORDER BY created_at DESC, id DESC LIMIT 1
        FOR UPDATE)
     UPDATE email_verifications v
        SET used_at = CASE WHEN v.code_hash = $4 THEN $5::timestamptz END,
            tries = v.tries + (v.code_hash <> $4)::int
       FROM target WHERE v.id = target.id
     RETURNING v.used_at IS NOT NULL AS spent, v.tries`,
    [t.companyId, t.email, t.client, t.codeHash, t.at, VERIFICATION_MAX_TRIES],
  );
  const row = rows[0];
  if (!row) return { kind: 'no_code' };
  return row.spent ? { kind: 'spent' } : { kind: 'wrong', triesLeft: VERIFICATION_MAX_TRIES - row.tries };
}
