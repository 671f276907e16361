import { composeEmail } from './html';

/** Shows a secret as its first 4 characters and a mask. */
const maskSecret = (secret: string) => `${secret.slice(0, 4)}${'•'.repeat(Math.max(4, secret.length - 4))}`;

/** The notification e-mails of sensitive account changes (the interface's settings and pause rules). */
export const notificationContent = {
  emailChanged: (oldEmail: string, newEmail: string) =>
    composeEmail('Your account e-mail address was changed', [
      `The e-mail address of your hiring-assessment account was changed from ${oldEmail} to ${newEmail}.`,
      'From now on, sign in and receive notifications at the new address. If you did not make this change, contact support at once.',
    ]),
  passwordChanged: () =>
    composeEmail('Your password was changed', [
      'The password of your hiring-assessment account was changed. ' +
        'Every token issued before the change no longer works: sign in again with the new password.',
      'If you did not make this change, contact support at once.',
    ]),
  liveCodeChanged: (oldCode: string, newCode: string) =>
    composeEmail('Your live assessment code was changed', [
      `Your live code was changed from ${oldCode} to ${newCode}.`,
      `Candidates must now use ${newCode}; the old code ${oldCode} no longer starts assessments. ` +
        'Completed live assessments are charged at $39 each.',
    ]),
  webhookChanged: (url: string, secret: string) =>
    composeEmail('Your webhook settings were changed', [
      url
        ? `Results are now POSTed to ${url}, signed with HMAC-SHA256 (header X-Service-Signature) using the secret ${maskSecret(secret)}.`
        : `The result webhook is now disabled: no results are POSTed. The signing secret is ${maskSecret(secret)}.`,
      'If you did not make this change, review your settings at once.',
    ]),
  loginLocked: (attempts: number, lockoutSeconds: number) =>
    composeEmail('Sign-in locked after failed attempts', [
      `Your account's password was given wrong ${attempts} times in a row, to sign in or to confirm a change of ` +
        `e-mail or password. For the next ${Math.ceil(lockoutSeconds / 60)} minutes, neither works, even with the right password.`,
      'If this was not you, someone may be guessing your password, or holding one of your tokens: once the lockout ' +
        'ends, change the password (PATCH /v1/settings), which revokes every token issued before.',
    ]),
  paused: (at: Date) =>
    composeEmail('New assessments are paused', [
      `As of ${at.toISOString()}, your codes no longer start new assessments. ` +
        'Assessments already under way keep being processed and scored.',
      'Resume at any time with DELETE /v1/pause.',
    ]),
  resumed: (at: Date) =>
    composeEmail('New assessments are accepted again', [
      `As of ${at.toISOString()}, your codes start new assessments again.`,
    ]),
};

export type NotificationKind = keyof typeof notificationContent;
