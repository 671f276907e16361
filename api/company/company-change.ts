import type { ParameterizedContext } from 'koa';
import type { PoolClient } from 'pg';
import { findCompanyById, type CompanyRecord } from '../../db/companies';
import { findMember, type MemberRecord } from '../../db/members';
import { inTransaction } from '../../db/pool';
import type { AppDeps } from '../app';
import { companyNotFound, tokenExpired } from '../middleware/auth';
import { recordNotifications, type PendingNotification } from './notifications';
import { forbidden, type Access } from '../auth/roles';

export interface CompanyChange<T> {
  result: T;
  notify: PendingNotification[];
}

/**
 * Runs a change of the company in one transaction that first locks the company's row, so that the
 * changes of one company queue (two owners demoting each other leave one), and checks the caller
 * again under that lock: still on the team, at the token version the guard saw, in a role of
 * `access`. A member demoted or removed while their request waited changes nothing. Once committed,
 * starts delivery of the e-mails the change recorded (the reconciler retries any it cannot start).
 */
export async function changeCompany<T>(
  deps: Pick<AppDeps, 'pool' | 'temporal' | 'config' | 'logger'>,
  ctx: Pick<ParameterizedContext, 'state'>,
  access: Access,
  change: (tx: PoolClient, company: CompanyRecord, caller: MemberRecord) => Promise<CompanyChange<T>>,
): Promise<T> {
  const { result, deliverEmails } = await inTransaction(deps.pool, async (tx) => {
    const company = await findCompanyById(tx, ctx.state.company.id, { forUpdate: true });
    if (!company) throw companyNotFound();
    const caller = await findMember(tx, company.id, ctx.state.member.id);
    if (!caller?.joined_at || caller.token_version !== ctx.state.member.token_version) throw tokenExpired();
    if (!access.includes(caller.role)) throw forbidden(caller.role, access);
    const { result, notify } = await change(tx, company, caller);
    return { result, deliverEmails: await recordNotifications(tx, company.id, notify) };
  });
  await deliverEmails(deps).catch((err) =>
    deps.logger.warn({ err }, 'could not start the e-mails of a change; the reconciler will'),
  );
  return result;
}
