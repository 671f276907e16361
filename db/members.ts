import { EmailTakenError, isUniqueViolation } from './errors';
import type { Queryable } from './pool';

export const ROLES = ['owner', 'admin', 'reviewer'] as const;
export type Role = (typeof ROLES)[number];

/** A member of a company's team: joined (a password set) or invited. */
export interface MemberRecord {
  id: string;
  company_id: string;
  email: string;
  role: Role;
  token_version: number;
  created_at: Date;
  joined_at: Date | null;
  /** The open invitation's expiry, while the member has not joined. */
  invitation_expires_at: Date | null;
}

export class AlreadyMemberError extends Error {}

const MEMBER_COLUMNS = `m.id, m.company_id, m.email, m.role, m.token_version, m.created_at, m.joined_at,
  (SELECT expires_at FROM member_invitations i
    WHERE i.member_id = m.id AND i.used_at IS NULL AND i.voided_at IS NULL) AS invitation_expires_at`;

/** The joined member who signs in with this e-mail (any letter case), with their password hash. */
export async function findMemberForSignIn(db: Queryable, email: string) {
  const { rows } = await db.query<MemberRecord & { password_hash: string }>(
    `SELECT ${MEMBER_COLUMNS}, m.password_hash FROM members m
      WHERE lower(m.email) = lower($1) AND m.removed_at IS NULL AND m.password_hash IS NOT NULL`,
    [email],
  );
  return rows[0] as (MemberRecord & { password_hash: string }) | undefined;
}

/** Ends every token the member holds (access, refresh, console sessions): each names an older version. */
export async function revokeTokens(tx: Queryable, memberId: string): Promise<void> {
  await tx.query('UPDATE members SET token_version = token_version + 1 WHERE id = $1', [memberId]);
}

/** A member of the company (joined or invited, not removed); `forUpdate` locks its row. */
export async function findMember(db: Queryable, companyId: string, id: string, options: { forUpdate?: boolean } = {}) {
  const { rows } = await db.query<MemberRecord & { password_hash: string | null }>(
    `SELECT ${MEMBER_COLUMNS}, m.password_hash FROM members m
      WHERE m.company_id = $1 AND m.id = $2 AND m.removed_at IS NULL${options.forUpdate ? ' FOR UPDATE OF m' : ''}`,
    [companyId, id],
  );
  return rows[0] as (MemberRecord & { password_hash: string | null }) | undefined;
}

/** The company's team, oldest first: joined members and open invitations. */
export async function listMembers(db: Queryable, companyId: string): Promise<MemberRecord[]> {
  const { rows } = await db.query<MemberRecord>(
    `SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.company_id = $1 AND m.removed_at IS NULL ORDER BY m.created_at, m.id`,
    [companyId],
  );
  return rows;
}

export async function countMembers(db: Queryable, companyId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM members WHERE company_id = $1 AND removed_at IS NULL',
    [companyId],
  );
  return rows[0].n;
}

/** The addresses of the company's joined owners. */
export async function ownerEmails(db: Queryable, companyId: string): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT email FROM members WHERE company_id = $1 AND role = 'owner' AND removed_at IS NULL
        AND password_hash IS NOT NULL ORDER BY created_at, id`,
    [companyId],
  );
  return rows.map((r) => r.email);
}

export async function countOwners(db: Queryable, companyId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM members
      WHERE company_id = $1 AND role = 'owner' AND removed_at IS NULL AND password_hash IS NOT NULL`,
    [companyId],
  );
  return rows[0].n;
}

/** The first owner of a new company: the member id is the company's (a token naming no member means it). */
export async function insertFirstOwner(
  db: Queryable,
  owner: { companyId: string; email: string; passwordHash: string },
): Promise<void> {
  try {
    await db.query(
      `INSERT INTO members (id, company_id, email, role, password_hash, joined_at) VALUES ($1, $1, $2, 'owner', $3, now())`,
      [owner.companyId, owner.email, owner.passwordHash],
    );
  } catch (err) {
    if (isUniqueViolation(err, 'members_email_key')) throw new EmailTakenError(owner.email);
    throw err;
  }
}

export interface MemberInvitation {
  memberId: string;
  invitationId: string;
  companyId: string;
  email: string;
  role: Role;
  at: Date;
  expiresAt: Date;
}

/**
 * Invites an address to the team, or invites it again: a member not yet joined gets the new role
 * and a new invitation, and the open one is voided. Throws AlreadyMemberError when the address has
 * joined this team, EmailTakenError when it signs in to another company. Returns the member's id
 * and whether it was invited before.
 */
export async function inviteMember(tx: Queryable, invite: MemberInvitation): Promise<{ id: string; again: boolean }> {
  const { rows: taken } = await tx.query<{ company_id: string }>(
    `SELECT company_id FROM members WHERE lower(email) = lower($1) AND removed_at IS NULL AND password_hash IS NOT NULL`,
    [invite.email],
  );
  if (taken.length) {
    throw taken[0].company_id === invite.companyId ? new AlreadyMemberError() : new EmailTakenError(invite.email);
  }
  const { rows } = await tx.query<{ id: string; again: boolean }>(
    `INSERT INTO members AS m (id, company_id, email, role, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (company_id, lower(email)) WHERE removed_at IS NULL
       DO UPDATE SET role = excluded.role WHERE m.password_hash IS NULL
     RETURNING m.id, m.id <> $1 AS again`,
    [invite.memberId, invite.companyId, invite.email, invite.role, invite.at],
  );
  if (!rows[0]) throw new AlreadyMemberError(); // joined since the check above
  const { id, again } = rows[0];
  await tx.query(
    `UPDATE member_invitations SET voided_at = $2 WHERE member_id = $1 AND used_at IS NULL AND voided_at IS NULL`,
    [id, invite.at],
  );
  await tx.query(`INSERT INTO member_invitations (id, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [
    invite.invitationId,
    id,
    invite.at,
    invite.expiresAt,
  ]);
  return { id, again };
}

/**
 * Uses an open, unexpired invitation once: its member joins with the password. Returns the member,
 * or undefined when the invitation was used, voided, expired or its member removed. Throws
 * EmailTakenError when the address joined another company since.
 */
export async function acceptInvitation(
  tx: Queryable,
  invitationId: string,
  passwordHash: string,
  at: Date,
): Promise<MemberRecord | undefined> {
  // The member's row first, then the invitation's: the order in which an invitation sent again,
  // or a removal, takes them, so that neither waits on the other in a circle.
  const { rows: locked } = await tx.query<{ id: string }>(
    `SELECT m.id FROM members m JOIN member_invitations i ON i.member_id = m.id
      WHERE i.id = $1 AND m.removed_at IS NULL AND m.password_hash IS NULL FOR UPDATE OF m`,
    [invitationId],
  );
  if (!locked[0]) return undefined;
  const { rowCount } = await tx.query(
    `UPDATE member_invitations SET used_at = $2
      WHERE id = $1 AND used_at IS NULL AND voided_at IS NULL AND expires_at > $2`,
    [invitationId, at],
  );
  if (!rowCount) return undefined;
  try {
    const { rows: joined } = await tx.query<MemberRecord>(
      `UPDATE members m SET password_hash = $2, joined_at = $3, token_version = token_version + 1
        WHERE m.id = $1 RETURNING ${MEMBER_COLUMNS}`,
      [locked[0].id, passwordHash, at],
    );
    return joined[0];
  } catch (err) {
    if (isUniqueViolation(err, 'members_email_key')) throw new EmailTakenError();
    throw err;
  }
}

/** A new role; the member's tokens end (they carry the old version). */
export async function changeRole(tx: Queryable, memberId: string, role: Role): Promise<void> {
  await tx.query('UPDATE members SET role = $2, token_version = token_version + 1 WHERE id = $1', [memberId, role]);
}

/** Removes the member: their tokens end, an open invitation is voided, the address is free again. */
export async function removeMember(tx: Queryable, memberId: string, at: Date): Promise<void> {
  await tx.query('UPDATE members SET removed_at = $2, token_version = token_version + 1 WHERE id = $1', [memberId, at]);
  await tx.query(
    'UPDATE member_invitations SET voided_at = $2 WHERE member_id = $1 AND used_at IS NULL AND voided_at IS NULL',
    [memberId, at],
  );
}

/** A member's own sign-in: a new e-mail, a new password (which ends their older tokens), or both. */
export async function updateSignIn(
  tx: Queryable,
  memberId: string,
  change: { email?: string; passwordHash?: string },
): Promise<void> {
  try {
    await tx.query(
      `UPDATE members SET email = coalesce($2, email), password_hash = coalesce($3, password_hash),
              token_version = token_version + CASE WHEN $3::text IS NULL THEN 0 ELSE 1 END
        WHERE id = $1`,
      [memberId, change.email ?? null, change.passwordHash ?? null],
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new EmailTakenError(change.email);
    throw err;
  }
}
