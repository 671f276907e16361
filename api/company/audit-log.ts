import type { ParameterizedContext } from 'koa';
import { insertAuditLogEntry, type AuditLogAction, type AuditLogDetails } from '../../db/audit-log';
import type { Queryable } from '../../db/pool';
import type { Actor } from '../../email/notifications';
import { newId } from '../../lib/ids';

type CompanyContext = Pick<ParameterizedContext, 'state' | 'ip'>;

/** The member a company request acts as, and how they are signed in. */
export function actorOf(ctx: CompanyContext): Actor {
  return { email: ctx.state.member.email, client: ctx.state.companyTokenKind === 'console' ? 'console' : 'api_token' };
}

/** Records what the request's member did, in the transaction of the change itself. */
export async function recordAuditLogEntry(
  tx: Queryable,
  ctx: CompanyContext,
  at: Date,
  action: AuditLogAction,
  details: AuditLogDetails = {},
): Promise<void> {
  const actor = actorOf(ctx);
  await insertAuditLogEntry(tx, {
    id: newId(),
    companyId: ctx.state.company.id,
    memberId: ctx.state.member.id,
    actorEmail: actor.email,
    client: actor.client,
    clientAddress: ctx.ip,
    action,
    details,
    at,
  });
}
