import { insertAuditLogEntry, type AuditLogAction } from '../../db/audit-log';
import { clearLoginFailures } from '../../db/login-failures';
import { findMemberForSignIn, revokeTokens } from '../../db/members';
import { inTransaction, type Pool, type Queryable } from '../../db/pool';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';

export class MemberNotFoundError extends Error {}

export interface MemberActed {
  email: string;
  company_id: string;
  member_id: string;
}

/**
 * Does `act` to the member who signs in with this address (a joined, not removed member: there is
 * one at most), in one transaction with its entry in the company's audit log, by `operator`.
 */
async function actOnMember(
  pool: Pool,
  clock: Clock,
  email: string,
  action: AuditLogAction,
  act: (tx: Queryable, member: { id: string; email: string }) => Promise<void>,
): Promise<MemberActed> {
  return inTransaction(pool, async (tx) => {
    const member = await findMemberForSignIn(tx, email.trim());
    if (!member) throw new MemberNotFoundError(`no member signs in with ${email.trim()}`);
    await act(tx, member);
    await insertAuditLogEntry(tx, {
      id: newId(),
      companyId: member.company_id,
      memberId: null,
      actorEmail: 'operator',
      client: 'operator',
      clientAddress: 'cli',
      action,
      details: { member: { id: member.id, email: member.email, role: member.role } },
      at: clock.now(),
    });
    return { email: member.email, company_id: member.company_id, member_id: member.id };
  });
}

/** Ends the member's lockout at once: their failed sign-ins are forgotten. */
export const unlockMember = (pool: Pool, clock: Clock, email: string) =>
  actOnMember(pool, clock, email, 'member_unlocked', (tx, member) => clearLoginFailures(tx, member.email));

/** Ends every token the member holds: whoever holds one (a stolen one too) must sign in again. */
export const revokeMemberTokens = (pool: Pool, clock: Clock, email: string) =>
  actOnMember(pool, clock, email, 'member_signed_out', (tx, member) => revokeTokens(tx, member.id));
