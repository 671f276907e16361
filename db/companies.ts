import { EmailTakenError, isUniqueViolation } from './errors';
import { insertFirstOwner } from './members';
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

export { EmailTakenError };
export class CodeTakenError extends Error {}

export const SETUP_FEE_CENTS = 4900;

/** Creates a company, its two codes and its first owner (who signs in with its e-mail) in one transaction. */
export async function insertCompany(pool: Pool, c: NewCompany): Promise<void> {
  try {
    await inTransaction(pool, async (tx) => {
      await tx.query(
        `INSERT INTO companies (id, name, email, webhook_secret, personalities, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [c.id, c.name, c.email, c.webhookSecret, c.personalities, c.paidAt ?? null],
      );
      await insertFirstOwner(tx, { companyId: c.id, email: c.email, passwordHash: c.passwordHash });
      await tx.query(`INSERT INTO company_codes (code, company_id, kind) VALUES ($1, $3, 'live'), ($2, $3, 'test')`, [
        c.liveCode,
        c.testCode,
        c.id,
      ]);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'companies_email_key')) throw new EmailTakenError(c.email);
    if (isUniqueViolation(err, 'company_codes_pkey')) throw new CodeTakenError();
    throw err;
  }
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

/** What a company's rounds offer (migration 1763800000040). */
export const QUESTIONS_OFFERED = ['course', 'own', 'both'] as const;
export type QuestionsOffered = (typeof QUESTIONS_OFFERED)[number];

/** A company as stored, with its two codes. */
export interface CompanyRecord {
  id: string;
  name: string;
  /** Where the service writes to the company (results, notices); its first owner signs in with it. */
  email: string;
  live_code: string;
  test_code: string;
  webhook_url: string;
  webhook_secret: string;
  /**
   * Until when the secret that webhook_secret replaced still signs deliveries beside it; null when
   * none does. The old secret's value never leaves the delivery's own query (db/webhooks.ts).
   */
  webhook_previous_secret_expires_at: Date | null;
  per_candidate: number;
  personalities: string[];
  /** Minutes a round of this company may last from its start; null: no limit. */
  round_time_limit_minutes: number | null;
  /** Days after a submission finishes that its candidate's data is erased (the retention workflow); null: off. */
  candidate_retention_days: number | null;
  /** The languages its candidates may answer in; null: every language. */
  languages: string[] | null;
  /** What its rounds offer: the course, its own published questions, or both. */
  questions: QuestionsOffered;
  /** Its latest sheet (db/company-sheets.ts): the course sheet and its published questions; null: never published. */
  sheet_id: number | null;
  paid_at: Date | null;
  discount_code: string | null;
  referral_code: string | null;
  paused_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A CompanyRecord as Postgres writes it in JSON (a row of COMPANY_COLUMNS): timestamps as text. */
export type CompanyJson = Omit<
  CompanyRecord,
  'paid_at' | 'paused_at' | 'webhook_previous_secret_expires_at' | 'created_at' | 'updated_at'
> &
  Record<'paid_at' | 'paused_at' | 'webhook_previous_secret_expires_at', string | null> &
  Record<'created_at' | 'updated_at', string>;

const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

export function companyFromJson(json: CompanyJson): CompanyRecord {
  return {
    ...json,
    paid_at: dateOrNull(json.paid_at),
    paused_at: dateOrNull(json.paused_at),
    webhook_previous_secret_expires_at: dateOrNull(json.webhook_previous_secret_expires_at),
    created_at: new Date(json.created_at),
    updated_at: new Date(json.updated_at),
  };
}

/**
 * The columns of a CompanyRecord, of the companies row `c`. Named, not `c.*`: a prepared statement
 * whose result would gain a column (a migration while the API runs) fails until reconnected.
 */
export const COMPANY_COLUMNS = `
  c.id, c.name, c.email, c.webhook_url, c.webhook_secret, c.webhook_previous_secret_expires_at, c.per_candidate,
  c.personalities, c.round_time_limit_minutes, c.candidate_retention_days, c.languages, c.questions, c.sheet_id,
  c.paid_at, c.discount_code, c.referral_code, c.paused_at, c.created_at, c.updated_at,
  (SELECT code FROM company_codes WHERE company_id = c.id AND kind = 'live') AS live_code,
  (SELECT code FROM company_codes WHERE company_id = c.id AND kind = 'test') AS test_code`;

const SELECT_COMPANY = `SELECT ${COMPANY_COLUMNS} FROM companies c`;

export async function findCompanyById(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean; forShare?: boolean } = {},
) {
  const lock = options.forUpdate ? ' FOR UPDATE OF c' : options.forShare ? ' FOR SHARE OF c' : '';
  // Prepared once per connection when unlocked (every authenticated request runs it): planning
  // costs more than running it.
  const text = `${SELECT_COMPANY} WHERE c.id = $1${lock}`;
  const { rows } = await db.query<CompanyRecord>(
    lock ? { text, values: [id] } : { name: 'company-by-id', text, values: [id] },
  );
  return rows[0] as CompanyRecord | undefined;
}

export async function findCompanyByEmail(db: Queryable, email: string) {
  const { rows } = await db.query<CompanyRecord>(`${SELECT_COMPANY} WHERE lower(c.email) = lower($1)`, [email]);
  return rows[0] as CompanyRecord | undefined;
}

/**
 * The company a live or test code belongs to. With forShare, its row stays locked against
 * changes (a pause, say) until the caller's transaction ends.
 */
export async function findCompanyByCode(db: Queryable, code: string, options: { forShare?: boolean } = {}) {
  const { rows } = await db.query<CompanyRecord>(
    `${SELECT_COMPANY} WHERE c.id = (SELECT company_id FROM company_codes WHERE code = $1)${options.forShare ? ' FOR SHARE OF c' : ''}`,
    [code],
  );
  return rows[0] as CompanyRecord | undefined;
}

export interface SettingsChange {
  email?: string;
  webhookUrl?: string;
  /**
   * A secret different from the one in place replaces it; the one replaced keeps signing beside
   * it for `webhookSecretGraceMs` (none: 0). The same secret sent again changes nothing.
   */
  webhookSecret?: string;
  webhookSecretGraceMs?: number;
  perCandidate?: number;
  personalities?: string[];
  /** null turns the limit off; undefined leaves it as it is. */
  roundTimeLimitMinutes?: number | null;
  /** null: every language. */
  languages?: string[] | null;
  /** null turns the retention off; undefined leaves it as it is. */
  candidateRetentionDays?: number | null;
  questions?: QuestionsOffered;
}

/**
 * Applies a settings change (the sign-in of members is theirs: db/members.ts). A new webhook secret
 * moves the one in place to webhook_previous_secret until `at` + the grace, dropping any older one
 * (one previous secret at a time: the one receivers were last given).
 */
export async function updateCompanySettings(
  db: Queryable,
  id: string,
  change: SettingsChange,
  at: Date,
): Promise<void> {
  try {
    await db.query(
      `UPDATE companies SET
         email          = coalesce($2, email),
         webhook_url    = coalesce($3, webhook_url),
         webhook_secret = coalesce($4, webhook_secret),
         per_candidate  = coalesce($5, per_candidate),
         personalities  = coalesce($6, personalities),
         updated_at     = $7,
         round_time_limit_minutes = CASE WHEN $8 THEN $9::integer ELSE round_time_limit_minutes END,
         -- Every right-hand side reads the row as it was: webhook_secret here is the one replaced.
         webhook_previous_secret = CASE
           WHEN $4::text IS NULL OR $4 = webhook_secret THEN webhook_previous_secret
           WHEN $10 > 0 THEN webhook_secret END,
         webhook_previous_secret_expires_at = CASE
           WHEN $4::text IS NULL OR $4 = webhook_secret THEN webhook_previous_secret_expires_at
           WHEN $10 > 0 THEN $7::timestamptz + $10::integer * interval '1 millisecond' END,
         candidate_retention_days = CASE WHEN $11 THEN $12::integer ELSE candidate_retention_days END,
         languages = CASE WHEN $13 THEN $14::text[] ELSE languages END,
         questions = coalesce($15, questions)
       WHERE id = $1`,
      [
        id,
        change.email ?? null,
        change.webhookUrl ?? null,
        change.webhookSecret ?? null,
        change.perCandidate ?? null,
        change.personalities ?? null,
        at,
        change.roundTimeLimitMinutes !== undefined,
        change.roundTimeLimitMinutes ?? null,
        change.webhookSecretGraceMs ?? 0,
        change.candidateRetentionDays !== undefined,
        change.candidateRetentionDays ?? null,
        change.languages !== undefined,
        change.languages ?? null,
        change.questions ?? null,
      ],
    );
  } catch (err) {
    if (isUniqueViolation(err, 'companies_email_key')) throw new EmailTakenError(change.email);
    throw err;
  }
}

/**
 * Ends the grace of the previous webhook secret at once: deliveries from now on carry the current
 * secret's signature only. Returns whether a previous secret was still accepted.
 */
export async function dropPreviousWebhookSecret(db: Queryable, id: string, at: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE companies SET webhook_previous_secret = NULL, webhook_previous_secret_expires_at = NULL, updated_at = $2
     WHERE id = $1 AND webhook_previous_secret_expires_at > $2`,
    [id, at],
  );
  return rowCount === 1;
}

/**
 * Clears previous webhook secrets whose grace ended before `now` (never used past it, they must not
 * linger), at most `limit` companies, skipping any row a request holds. Returns how many it cleared.
 */
export async function forgetExpiredWebhookSecrets(db: Queryable, now: Date, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE companies SET webhook_previous_secret = NULL, webhook_previous_secret_expires_at = NULL
     WHERE id IN (SELECT id FROM companies WHERE webhook_previous_secret_expires_at <= $1
                  LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [now, limit],
  );
  return rowCount ?? 0;
}

/** Throws CodeTakenError when the code is any company's live or test code already. */
export async function updateLiveCode(db: Queryable, companyId: string, code: string): Promise<void> {
  try {
    await db.query(`UPDATE company_codes SET code = $2 WHERE company_id = $1 AND kind = 'live'`, [companyId, code]);
  } catch (err) {
    if (isUniqueViolation(err, 'company_codes_pkey')) throw new CodeTakenError(code);
    throw err;
  }
}

/** Sets paused_at if the company is active; returns the pause time, and whether this call paused it. */
export async function pauseCompany(db: Queryable, id: string, at: Date): Promise<{ pausedAt: Date; changed: boolean }> {
  const { rows } = await db.query<{ paused_at: Date; changed: boolean }>(
    `WITH changed AS (
       UPDATE companies SET paused_at = $2, updated_at = $2 WHERE id = $1 AND paused_at IS NULL RETURNING paused_at
     )
     SELECT paused_at, true AS changed FROM changed
     UNION ALL
     SELECT paused_at, false FROM companies WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM changed)`,
    [id, at],
  );
  return { pausedAt: rows[0].paused_at, changed: rows[0].changed };
}

/** Clears paused_at; returns whether the company was paused. */
export async function resumeCompany(db: Queryable, id: string, at: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE companies SET paused_at = NULL, updated_at = $2 WHERE id = $1 AND paused_at IS NOT NULL',
    [id, at],
  );
  return rowCount === 1;
}

/** Submissions past draft, assessment charges (not the setup fee), webhook attempts: counters kept by triggers (company_counts). */
export interface CompanyStats {
  submissions: number;
  charges: number;
  webhooks: number;
}
