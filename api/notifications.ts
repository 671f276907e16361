import type { Client } from '@temporalio/client';
import { insertEmail, type NewEmail } from '../db/emails';
import type { Queryable } from '../db/pool';
import { composeEmail, maskSecret, type EmailContent } from '../lib/email/html';
import { newId } from '../lib/ids';
import { startEmailDelivery } from './mail';

/** The notification e-mails of sensitive account changes (the interface's settings and pause rules). */
export const notificationContent = {
  emailChanged: (oldEmail: string, newEmail: string) =>
    composeEmail('Your account e-mail address was changed', [
      `The e-mail address of your hiring-assessment account was changed from ${oldEmail} to ${newEmail}.`,
      'From now on, sign in and receive notifications at the new address. If you did not make this change, contact support at once.',
    ]),
  passwordChanged: () =>
    composeEmail('Your password was changed', [
      'The password of your hiring-assessment account was changed. Every token issued before the change no longer works: sign in again with the new password.',
      'If you did not make this change, contact support at once.',
    ]),
  liveCodeChanged: (oldCode: string, newCode: string) =>
    composeEmail('Your live assessment code was changed', [
      `Your live code was changed from ${oldCode} to ${newCode}.`,
      `Candidates must now use ${newCode}; the old code ${oldCode} no longer starts assessments. Completed live assessments are charged at $39 each.`,
    ]),
  webhookChanged: (url: string, secret: string) =>
    composeEmail('Your webhook settings were changed', [
      url
        ? `Results are now POSTed to ${url}, signed with HMAC-SHA256 (header X-Service-Signature) using the secret ${maskSecret(secret)}.`
        : `The result webhook is now disabled: no results are POSTed. The signing secret is ${maskSecret(secret)}.`,
      'If you did not make this change, review your settings at once.',
    ]),
  paused: (at: Date) =>
    composeEmail('New assessments are paused', [
      `As of ${at.toISOString()}, your codes no longer start new assessments. Assessments already under way keep being processed and scored.`,
      'Resume at any time with DELETE /v1/pause.',
    ]),
  resumed: (at: Date) =>
    composeEmail('New assessments are accepted again', [
      `As of ${at.toISOString()}, your codes start new assessments again.`,
    ]),
};

export interface PendingNotification {
  recipient: string;
  kind: keyof typeof notificationContent;
  content: EmailContent;
}

type StartDelivery = (temporal: Client, taskQueue: string) => Promise<void>;

/**
 * Writes one e-mail to the outbox in the caller's transaction; the returned function starts its
 * delivery and must be called after the commit.
 */
export async function recordEmail(
  db: Queryable,
  companyId: string,
  message: { kind: string; recipient: string; content: EmailContent },
): Promise<StartDelivery> {
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
  return (temporal, taskQueue) => startEmailDelivery(temporal, taskQueue, email);
}

/** Writes notifications to the outbox in the caller's transaction; the returned function starts their delivery after the commit. */
export async function recordNotifications(
  db: Queryable,
  companyId: string,
  notifications: PendingNotification[],
): Promise<StartDelivery> {
  const starts: StartDelivery[] = [];
  for (const n of notifications) starts.push(await recordEmail(db, companyId, n));
  return async (temporal, taskQueue) => {
    await Promise.all(starts.map((start) => start(temporal, taskQueue)));
  };
}
