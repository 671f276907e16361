import { composeEmail, type EmailContent } from './html';

/** The invitation to join a company's team: who invites, with which role, and the single-use link. */
export function memberInvitationEmail(options: {
  companyName: string;
  role: string;
  invitedBy: string;
  publicBaseUrl: string;
  token: string;
  expiresAt: Date;
}): EmailContent {
  const link = `${options.publicBaseUrl}/console/join?token=${encodeURIComponent(options.token)}`;
  return composeEmail(`Join ${options.companyName} on the hiring-assessment console`, [
    `${options.invitedBy} invites you to the team of ${options.companyName}, as ${options.role === 'admin' ? 'an' : 'a'} ` +
      `${options.role}. Set your password here to join (the link works once, until ${options.expiresAt.toISOString()}): ${link}`,
    'A newer invitation to this address replaces this one. If you did not expect it, you can ignore it.',
  ]);
}
