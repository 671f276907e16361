import type { Queryable } from './pool';

/** Wrong tries that spend a code. */
export const VERIFICATION_MAX_TRIES = 5;

export interface Verification {
  id: string;
  code_hash: string;
  tries: number;
}

export async function insertVerification(
  db: Queryable,
  v: { id: string; companyId: string; email: string; codeHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO email_verifications (id, company_id, email, code_hash, expires_at, created_at) VALUES ($1, $2, lower($3), $4, $5, $6)`,
    [v.id, v.companyId, v.email, v.codeHash, v.expiresAt, v.at],
  );
}

/** The newest code of this address for this company that can still be used, if any. */
export async function findUsableVerification(
  db: Queryable,
  companyId: string,
  email: string,
  now: Date,
): Promise<Verification | undefined> {
  const { rows } = await db.query<Verification>(
    `SELECT id, code_hash, tries FROM email_verifications
      WHERE company_id = $1 AND email = lower($2) AND used_at IS NULL AND expires_at > $3 AND tries < $4
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [companyId, email, now, VERIFICATION_MAX_TRIES],
  );
  return rows[0];
}

/** Counts a wrong try (in its own statement: it must stay counted when the request fails). */
export async function recordWrongTry(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE email_verifications SET tries = tries + 1 WHERE id = $1', [id]);
}

/** Spends the code; false when a concurrent start spent it first. */
export async function spendVerification(db: Queryable, id: string, at: Date): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE email_verifications SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [
    id,
    at,
  ]);
  return rowCount === 1;
}
