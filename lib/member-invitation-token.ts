import jwt from 'jsonwebtoken';
import { jwtKey } from './jwt-key';

/** How long the link of a team invitation works. */
export const MEMBER_INVITATION_LIFETIME_SECONDS = 7 * 86_400;

/**
 * The token of a team invitation's link (`/console/join?token=<token>`): a JWT of kind
 * `member_invitation`, signed with JWT_SECRET, naming the invitation's row, which makes it single-use.
 */
export function signMemberInvitation(secret: string, invitationId: string, expiresAt: Date): string {
  return jwt.sign({ typ: 'member_invitation', exp: Math.floor(expiresAt.getTime() / 1000) }, jwtKey(secret), {
    algorithm: 'HS256',
    subject: invitationId,
    noTimestamp: true,
  });
}

/** The invitation id a token names, or undefined when it is forged, altered, expired or of another kind. */
export function verifyMemberInvitation(secret: string, token: string, now: Date): string | undefined {
  try {
    const claims = jwt.verify(token, jwtKey(secret), {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    if (typeof claims !== 'object' || claims.typ !== 'member_invitation' || typeof claims.sub !== 'string')
      return undefined;
    return claims.sub;
  } catch {
    return undefined;
  }
}
