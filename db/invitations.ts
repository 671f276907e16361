import type { Queryable } from './pool';

export type InvitationStatus = 'queued' | 'sent' | 'failed';

export interface InvitationRow {
  id: string;
  company_id: string;
  batch_id: string;
  position: number;
  email: string;
  status: InvitationStatus;
  failure: string | null;
  created_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
}

export interface NewInvitation {
  id: string;
  companyId: string;
  batchId: string;
  /** Order of the address in its request, from 0. */
  position: number;
  email: string;
  createdAt: Date;
}

/** A UTC day as Postgres takes it for a date: YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Invitations the company has taken on the UTC day (0 when none). */
export async function invitationsUsed(db: Queryable, companyId: string, day: string): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    'SELECT used FROM invitation_days WHERE company_id = $1 AND day = $2',
    [companyId, day],
  );
  return rows[0]?.used ?? 0;
}

/**
 * Takes `count` of the day's `limit` invitations for a company, all or nothing, in one statement:
 * the counter row is locked by the upsert, so concurrent callers are counted one after the other
 * and cannot pass the limit together. Returns whether they were granted, and the day's count after.
 */
export async function takeInvitationSlots(
  db: Queryable,
  companyId: string,
  day: string,
  count: number,
  limit: number,
): Promise<{ granted: boolean; used: number }> {
  const { rows } = await db.query<{ used: number }>(
    `INSERT INTO invitation_days AS d (company_id, day, used)
     SELECT $1, $2::date, $3::int WHERE $3::int <= $4::int
     ON CONFLICT (company_id, day) DO UPDATE SET used = d.used + EXCLUDED.used
       WHERE d.used + EXCLUDED.used <= $4::int
     RETURNING used`,
    [companyId, day, count, limit],
  );
  if (rows.length) return { granted: true, used: rows[0].used };
  return { granted: false, used: await invitationsUsed(db, companyId, day) };
}

export async function insertInvitations(db: Queryable, invitations: NewInvitation[]): Promise<void> {
  await db.query(
    `INSERT INTO invitations (id, company_id, batch_id, position, email, created_at)
     SELECT * FROM unnest($1::char(24)[], $2::char(24)[], $3::char(24)[], $4::smallint[], $5::text[], $6::timestamptz[])`,
    [
      invitations.map((i) => i.id),
      invitations.map((i) => i.companyId),
      invitations.map((i) => i.batchId),
      invitations.map((i) => i.position),
      invitations.map((i) => i.email),
      invitations.map((i) => i.createdAt),
    ],
  );
}

/** An invitation with what its e-mail says: the company's name and current live code. */
export interface InvitationToSend extends InvitationRow {
  company_name: string;
  live_code: string;
  /** The Greenhouse test the invitation sends, if it is one: its id, the name to greet, and when its link ends. */
  greenhouse_test_id: string | null;
  greeting_name: string | null;
  expires_at: Date | null;
  /** The Greenhouse test was cancelled meanwhile: its link would start nothing. */
  withdrawn: boolean;
}

export async function findInvitationToSend(db: Queryable, id: string): Promise<InvitationToSend | undefined> {
  const { rows } = await db.query<InvitationToSend>(
    `SELECT i.*, c.name AS company_name, k.code AS live_code, g.id AS greenhouse_test_id,
            COALESCE(g.preferred_name, g.first_name) AS greeting_name, g.expires_at,
            g.cancelled_at IS NOT NULL AS withdrawn
     FROM invitations i
     JOIN companies c ON c.id = i.company_id
     JOIN company_codes k ON k.company_id = i.company_id AND k.kind = 'live'
     LEFT JOIN greenhouse_tests g ON g.invitation_id = i.id
     WHERE i.id = $1`,
    [id],
  );
  return rows[0];
}

/** Moves a queued invitation to sent; a repeated call, or one after a failure, changes nothing. */
export async function markInvitationSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(`UPDATE invitations SET status = 'sent', sent_at = $2 WHERE id = $1 AND status = 'queued'`, [id, at]);
}

export async function markInvitationFailed(db: Queryable, id: string, reason: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE invitations SET status = 'failed', failed_at = $2, failure = $3 WHERE id = $1 AND status = 'queued'`,
    [id, at, reason],
  );
}

/** One page of a company's invitations: newest request first, each request in the order it gave. */
export async function listInvitations(
  db: Queryable,
  companyId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  // One after the other: a request holds one connection at a time (db/pool.ts).
  const list = await db.query<InvitationRow>(
    `SELECT * FROM invitations WHERE company_id = $1
     ORDER BY created_at DESC, batch_id DESC, position
     OFFSET $2 LIMIT $3`,
    [companyId, page.offset, page.limit],
  );
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM invitations WHERE company_id = $1', [
    companyId,
  ]);
  return { rows: list.rows, total: count.rows[0].n };
}

export interface StalledBatch {
  company_id: string;
  batch_id: string;
  /** The batch's invitations still queued, in request order. */
  invitation_ids: string[];
}
