import { composeEmail, type EmailContent } from './html';

/**
 * The invitation a candidate receives: who invites them, the company's live code, and how to
 * start a round through the API.
 */
export function invitationEmail(options: {
  companyName: string;
  liveCode: string;
  recipient: string;
  publicBaseUrl: string;
}): EmailContent {
  const { companyName, liveCode, recipient } = options;
  const api = `${options.publicBaseUrl}/v1`;
  const roundBody = JSON.stringify({ code: liveCode, email: recipient, name: '<your name>', holes: ['<id>', '<id>', '<id>'] })
    .replace(/"<id>"/g, '<id>');
  return composeEmail(`${companyName} invites you to a hiring assessment`, [
    `${companyName} invites you to take a hiring assessment: a round of 3 questions ("holes") that you pick yourself from a pool of 100. Your solutions are scored automatically.`,
    `Your assessment code: ${liveCode}`,
    [
      'How to start:',
      `1. See the holes: GET ${api}/course`,
      `2. Pick 3 of them and start your round: POST ${api}/rounds with the JSON body ${roundBody}`,
      `3. The answer holds your round id and a round token. With the token (Authorization: Bearer <round_token>), save a solution for each hole with PUT ${api}/rounds/<round id>/shots/<hole id> and the body {"language": "...", "code": "..."}, then submit with POST ${api}/rounds/<round id>/submit.`,
    ].join('\n'),
    `This invitation was sent to ${recipient} on behalf of ${companyName}. If you did not expect it, you can ignore it.`,
  ]);
}
