import { insertEmail, type NewEmail } from '../../db/emails';
import { ownerEmails } from '../../db/members';
import type { Queryable } from '../../db/pool';
import type { EmailContent } from '../../email/html';
import type { NotificationKind } from '../../email/notifications';
import { newId } from '../../lib/ids';
import { startEmailWorkflow, type StartDeps } from '../temporal/workflow-starts';

export interface PendingNotification {
  recipient: string;
  kind: NotificationKind | 'memberInvitation';
  content: EmailContent;
}

type StartEmailDelivery = (deps: StartDeps) => Promise<void>;

/**
 * Writes one e-mail to the outbox in the caller's transaction; the returned function starts its
 * delivery and must be called after the commit.
 */
export async function recordEmail(
  db: Queryable,
  companyId: string,
  message: { kind: string; recipient: string; content: EmailContent },
): Promise<StartEmailDelivery> {
  const email: NewEmail = {
    id: newId(),
    companyId,
    kind: message.kind,
    recipient: message.recipient,
    subject: message.content.subject,
    text: message.content.text,
    html: message.content.html,
  };
  await insertEmail(db, email);
  return (deps) => startEmailWorkflow(deps, email);
}

/** Writes notifications to the outbox in the caller's transaction; the returned function starts their delivery after the commit. */
export async function recordNotifications(
  db: Queryable,
  companyId: string,
  notifications: PendingNotification[],
): Promise<StartEmailDelivery> {
  const starts: StartEmailDelivery[] = [];
  for (const n of notifications) starts.push(await recordEmail(db, companyId, n));
  return async (deps) => {
    await Promise.all(starts.map((start) => start(deps)));
  };
}

/**
 * Who hears of a sensitive change: every owner of the company, the company's own address, and
 * `also` (the old address of a change of e-mail, the member whose password changed), each once.
 */
export async function toOwners(
  db: Queryable,
  company: { id: string; email: string },
  notice: Omit<PendingNotification, 'recipient'>,
  also: string[] = [],
): Promise<PendingNotification[]> {
  const recipients = new Map<string, string>();
  for (const email of [...(await ownerEmails(db, company.id)), company.email, ...also]) {
    if (!recipients.has(email.toLowerCase())) recipients.set(email.toLowerCase(), email);
  }
  return [...recipients.values()].map((recipient) => ({ ...notice, recipient }));
}
