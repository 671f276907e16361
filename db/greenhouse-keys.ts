import type { Queryable } from './pool';

/**
 * An org-level API key the company gave Greenhouse, found by its SHA-256; the key itself is kept only
 * sealed (lib/crypto.ts), for the PATCH that must carry it.
 */
export interface GreenhouseKeyRecord {
  id: string;
  company_id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = 'id, company_id, name, created_at, last_used_at';

/** A key's last use is written at most this often: every call from Greenhouse reads it, few need a write. */
export const LAST_USED_PRECISION_SECONDS = 60;

/** The company's keys in force, oldest first. */
export async function listGreenhouseKeys(db: Queryable, companyId: string): Promise<GreenhouseKeyRecord[]> {
  const { rows } = await db.query<GreenhouseKeyRecord>(
    `SELECT ${COLUMNS} FROM greenhouse_keys WHERE company_id = $1 AND revoked_at IS NULL ORDER BY created_at, id`,
    [companyId],
  );
  return rows;
}

export async function countGreenhouseKeys(db: Queryable, companyId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM greenhouse_keys WHERE company_id = $1 AND revoked_at IS NULL',
    [companyId],
  );
  return rows[0].n;
}

export async function insertGreenhouseKey(
  tx: Queryable,
  k: { id: string; companyId: string; name: string; keyHash: Buffer; sealedKey: Buffer; at: Date },
): Promise<GreenhouseKeyRecord> {
  const { rows } = await tx.query<GreenhouseKeyRecord>(
    `INSERT INTO greenhouse_keys (id, company_id, name, key_hash, sealed_key, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${COLUMNS}`,
    [k.id, k.companyId, k.name, k.keyHash, k.sealedKey, k.at],
  );
  return rows[0];
}

/** Revokes the company's key in force `id`: the key it answers for, or none. */
export async function revokeGreenhouseKey(
  tx: Queryable,
  companyId: string,
  id: string,
  at: Date,
): Promise<GreenhouseKeyRecord | undefined> {
  const { rows } = await tx.query<GreenhouseKeyRecord>(
    `UPDATE greenhouse_keys SET revoked_at = $3, sealed_key = NULL WHERE company_id = $1 AND id = $2 AND revoked_at IS NULL
     RETURNING ${COLUMNS}`,
    [companyId, id, at],
  );
  return rows[0];
}

/**
 * The key whose SHA-256 is `keyHash`, by its unique index, revoked or not; a key in force has its
 * last use stamped (at most once a LAST_USED_PRECISION_SECONDS) in the same statement.
 */
export async function useGreenhouseKey(
  db: Queryable,
  keyHash: Buffer,
  now: Date,
): Promise<{ id: string; company_id: string; revoked: boolean } | undefined> {
  const { rows } = await db.query<{ id: string; company_id: string; revoked: boolean }>({
    name: 'use-greenhouse-key',
    text: `WITH k AS (SELECT id, company_id, last_used_at, revoked_at IS NOT NULL AS revoked FROM greenhouse_keys WHERE key_hash = $1),
           used AS (UPDATE greenhouse_keys g SET last_used_at = $2 FROM k
                     WHERE g.id = k.id AND NOT k.revoked
                       AND (k.last_used_at IS NULL OR k.last_used_at <= $2::timestamptz - make_interval(secs => $3)))
           SELECT id, company_id, revoked FROM k`,
    values: [keyHash, now, LAST_USED_PRECISION_SECONDS],
  });
  return rows[0];
}

/**
 * The sealed key a test's PATCH carries: the key Greenhouse sent the test with, while it is in
 * force (revoking a key clears its sealed copy). Never another key of the company: the `url` was
 * chosen by whoever held this one.
 */
export async function sealedKeyForTest(
  db: Queryable,
  testId: string,
): Promise<{ id: string; sealed_key: Buffer } | undefined> {
  const { rows } = await db.query<{ id: string; sealed_key: Buffer }>(
    `SELECT k.id, k.sealed_key FROM greenhouse_tests t JOIN greenhouse_keys k ON k.id = t.key_id
      WHERE t.id = $1 AND k.revoked_at IS NULL AND k.sealed_key IS NOT NULL`,
    [testId],
  );
  return rows[0];
}
