import jwt from 'jsonwebtoken';
import { jwtKey } from './jwt-key';

/** How long the link of an invitation e-mail starts a round. */
export const INVITE_LIFETIME_SECONDS = 30 * 86_400;

export interface Invite {
  companyId: string;
  /** The invited address, as it was invited. */
  email: string;
}

/**
 * The token of an invitation link (`/play?invite=<token>`): a JWT of kind `invite`, signed with
 * JWT_SECRET, binding the company and the invited address; it proves the address, since only its
 * owner received the e-mail.
 */
export function signInvite(secret: string, invite: Invite, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + INVITE_LIFETIME_SECONDS;
  return jwt.sign({ typ: 'invite', email: invite.email, exp }, jwtKey(secret), {
    algorithm: 'HS256',
    subject: invite.companyId,
    noTimestamp: true,
  });
}

/** The invite a token carries, or undefined when it is forged, altered, expired or of another kind. */
export function verifyInvite(secret: string, token: string, now: Date): Invite | undefined {
  try {
    const claims = jwt.verify(token, jwtKey(secret), {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    if (
      typeof claims !== 'object' ||
      claims.typ !== 'invite' ||
      typeof claims.sub !== 'string' ||
      typeof claims.email !== 'string'
    ) {
      return undefined;
    }
    return { companyId: claims.sub, email: claims.email };
  } catch {
    return undefined;
  }
}
