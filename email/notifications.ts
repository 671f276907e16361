import { composeEmail } from './html';

/** Shows a secret as its first 4 characters and a mask. */
const maskSecret = (secret: string) => `${secret.slice(0, 4)}${'•'.repeat(Math.max(4, secret.length - 4))}`;

/** Who made a change: a member's e-mail, and how they were signed in. */
export interface Actor {
  email: string;
  client: 'console' | 'api_token';
}

const keptFor = (days: number | null) =>
  days === null
    ? 'until it is erased on request'
    : `${days} ${days === 1 ? 'day' : 'days'} after a submission is analyzed or failed`;

const by = (actor: Actor) =>
  `Made by ${actor.email}, ${actor.client === 'console' ? 'signed in to the console' : 'with an API token'}.`;

/**
 * The notification e-mails of sensitive changes (the interface's settings and pause rules). Those
 * a member makes name the member: they go to every owner of the company.
 */
export const notificationContent = {
  emailChanged: (oldEmail: string, newEmail: string, actor: Actor) =>
    composeEmail("The company's e-mail address was changed", [
      `The company's e-mail address for hiring assessments was changed from ${oldEmail} to ${newEmail}.`,
      'Results and notices go to the new address from now on. If you did not expect this change, review your team at once.',
      by(actor),
    ]),
  passwordChanged: (memberEmail: string, actor: Actor) =>
    composeEmail('A password was changed', [
      `The password of ${memberEmail} was changed. ` +
        'Every token issued to that member before the change no longer works: they sign in again with the new password.',
      'If you did not expect this change, review your team at once.',
      by(actor),
    ]),
  liveCodeChanged: (oldCode: string, newCode: string, actor: Actor) =>
    composeEmail('Your live assessment code was changed', [
      `Your live code was changed from ${oldCode} to ${newCode}.`,
      `Candidates must now use ${newCode}; the old code ${oldCode} no longer starts assessments. ` +
        'Completed live assessments are charged at $39 each.',
      by(actor),
    ]),
  webhookChanged: (url: string, secret: string, actor: Actor, previousSecretUntil?: Date) =>
    composeEmail('Your webhook settings were changed', [
      url
        ? `Results are now POSTed to ${url}, signed with HMAC-SHA256 (header X-Service-Signature) using the secret ${maskSecret(secret)}.`
        : `The result webhook is now disabled: no results are POSTed. The signing secret is ${maskSecret(secret)}.`,
      ...(previousSecretUntil
        ? [
            `Until ${previousSecretUntil.toISOString()}, the previous secret is still accepted: each delivery's ` +
              'webhook-signature header carries a signature with it beside the new one. Then only the new one signs.',
          ]
        : []),
      'If you did not make this change, review your settings at once.',
      by(actor),
    ]),
  loginLocked: (attempts: number, lockoutSeconds: number) =>
    composeEmail('Sign-in locked after failed attempts', [
      `Your account's password was given wrong ${attempts} times in a row, to sign in or to confirm a change of ` +
        `e-mail or password. For the next ${Math.ceil(lockoutSeconds / 60)} minutes, neither works, even with the right password.`,
      'If this was not you, someone may be guessing your password, or holding one of your tokens: once the lockout ' +
        'ends, change the password (PATCH /v1/members/me), which revokes every token issued before.',
    ]),
  paused: (at: Date, actor: Actor) =>
    composeEmail('New assessments are paused', [
      `As of ${at.toISOString()}, your codes no longer start new assessments. ` +
        'Assessments already under way keep being processed and scored.',
      'Resume at any time with DELETE /v1/pause.',
      by(actor),
    ]),
  resumed: (at: Date, actor: Actor) =>
    composeEmail('New assessments are accepted again', [
      `As of ${at.toISOString()}, your codes start new assessments again.`,
      by(actor),
    ]),
  retentionChanged: (before: number | null, after: number | null, actor: Actor) =>
    composeEmail("Your candidates' data is kept for another time", [
      `Candidates' personal data is now kept ${keptFor(after)} (it was ${keptFor(before)}). ` +
        'A shorter time erases what is older within the hour, and an erasure cannot be undone.',
      by(actor),
    ]),
  candidateErased: (count: number, actor: Actor) =>
    composeEmail("A candidate's data was erased", [
      `A candidate's personal data was erased from ${count} ${count === 1 ? 'round' : 'rounds'}: a finished round ` +
        'keeps its scores and charge under a pseudonym, an unfinished one is deleted. This e-mail does not say whose.',
      by(actor),
    ]),
  memberChanged: (change: string, actor: Actor) =>
    composeEmail('Your team was changed', [
      change,
      'If you did not expect this change, review your team at once.',
      by(actor),
    ]),
};

export type NotificationKind = keyof typeof notificationContent;
