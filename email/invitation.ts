import { composeEmail, type EmailContent } from './html';

/**
 * The invitation a candidate receives: who invites them, the link that starts their round with
 * nothing to type (valid 30 days, or until `expiresAt`), and, unless the link is the only way (a
 * test Greenhouse sent), the company's live code for starting it another way. A greeting by name
 * where the sender gave one.
 */
export function invitationEmail(options: {
  companyName: string;
  /** Absent: the round can be started from the link only. */
  liveCode?: string;
  recipient: string;
  greetingName?: string;
  publicBaseUrl: string;
  inviteToken: string;
  expiresAt?: Date;
}): EmailContent {
  const { companyName, liveCode, recipient, publicBaseUrl, greetingName, expiresAt } = options;
  const link = `${publicBaseUrl}/play?invite=${encodeURIComponent(options.inviteToken)}`;
  const validity = expiresAt ? `until ${expiresAt.toISOString().slice(0, 10)}` : 'for 30 days';
  return composeEmail(`${companyName} invites you to a hiring assessment`, [
    ...(greetingName ? [`Hello ${greetingName},`] : []),
    `${companyName} invites you to take a hiring assessment: a round of 3 questions ("holes") ` +
      'that you pick yourself. Your solutions are scored automatically.',
    `Start your round here (the link is valid ${validity}): ${link}`,
    ...(liveCode
      ? [
          `Your assessment code: ${liveCode}. You can also type it at ${publicBaseUrl}/ ; ` +
            `you will then be e-mailed a verification code for ${recipient}.`,
        ]
      : []),
    `For programs: the API is described at ${publicBaseUrl}/v1/docs ` +
      '(POST /v1/rounds takes {"invite": "<the token of the link>", "name", "holes"}).',
    `This invitation was sent to ${recipient} on behalf of ${companyName}. If you did not expect it, you can ignore it.`,
  ]);
}
