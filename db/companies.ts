import { isUniqueViolation } from './errors';
import { inTransaction, type Pool, type Queryable } from './pool';

export interface NewCompany {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  liveCode: string;
  testCode: string;
  webhookSecret: string;
  personalities: readonly string[];
  paidAt?: Date;
}

export class EmailTakenError extends Error {}
export class CodeTakenError extends Error {}

export const SETUP_FEE_CENTS = 4900;

/** Creates a company and its two codes in one transaction. */
export async function insertCompany(pool: Pool, c: NewCompany): Promise<void> {
  try {
    await inTransaction(pool, async (tx) => {
      await tx.query(
        `INSERT INTO companies (id, name, email, password_hash, webhook_secret, personalities, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [c.id, c.name, c.email, c.passwordHash, c.webhookSecret, c.personalities, c.paidAt ?? null],
      );
      await tx.query(
        `INSERT INTO company_codes (code, company_id, kind) VALUES ($1, $3, 'live'), ($2, $3, 'test')`,
        [c.liveCode, c.testCode, c.id],
      );
    });
  } catch (err) {
    if (isUniqueViolation(err, 'companies_email_key')) throw new EmailTakenError(c.email);
    if (isUniqueViolation(err, 'company_codes_pkey')) throw new CodeTakenError();
    throw err;
  }
}

export async function findCompanyIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM companies WHERE lower(email) = lower($1)', [email]);
  return rows[0]?.id;
}

export async function countCompanies(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  return rows[0].n;
}

/**
 * Sets paid_at and records the $49 setup charge, once: a second call changes nothing.
 * Returns whether this call did it.
 */
export async function markPaid(pool: Pool, companyId: string, chargeId: string, at: Date): Promise<boolean> {
  return inTransaction(pool, async (tx) => {
    const { rowCount } = await tx.query(
      'UPDATE companies SET paid_at = $2, updated_at = $2 WHERE id = $1 AND paid_at IS NULL',
      [companyId, at],
    );
    if (!rowCount) return false;
    await tx.query(
      `INSERT INTO charges (id, company_id, kind, amount_cents, created_at) VALUES ($1, $2, 'setup', $3, $4)
       ON CONFLICT DO NOTHING`,
      [chargeId, companyId, SETUP_FEE_CENTS, at],
    );
    return true;
  });
}
