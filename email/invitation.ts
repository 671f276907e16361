import { composeEmail, type EmailContent } from './html';

/**
 * The invitation a candidate receives: who invites them, the link that starts their round with
 * nothing to type (valid 30 days), and the company's live code for starting it another way.
 */
export function invitationEmail(options: {
  companyName: string;
  liveCode: string;
  recipient: string;
  publicBaseUrl: string;
  inviteToken: string;
}): EmailContent {
  const { companyName, liveCode, recipient, publicBaseUrl } = options;
  const link = `${publicBaseUrl}/play?invite=${encodeURIComponent(options.inviteToken)}`;
  return composeEmail(`${companyName} invites you to a hiring assessment`, [
    `${companyName} invites you to take a hiring assessment: a round of 3 questions ("holes") ` +
      'that you pick yourself from a pool of 100. Your solutions are scored automatically.',
    `Start your round here (the link is valid for 30 days): ${link}`,
    `Your assessment code: ${liveCode}. You can also type it at ${publicBaseUrl}/ ; ` +
      `you will then be e-mailed a verification code for ${recipient}.`,
    `For programs: the API is described at ${publicBaseUrl}/v1/docs ` +
      '(POST /v1/rounds takes {"invite": "<the token of the link>", "name", "holes"}).',
    `This invitation was sent to ${recipient} on behalf of ${companyName}. If you did not expect it, you can ignore it.`,
  ]);
}
