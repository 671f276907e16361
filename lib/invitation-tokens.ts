/**
 * The signed tokens of invitation links: a candidate's invitation to a round, and a team
 * invitation of a member. Both are JWTs signed with JWT_SECRET, told apart by their kind (`typ`).
 */
import jwt from 'jsonwebtoken';
import { jwtKey } from './crypto';

/** How long the link of an invitation e-mail starts a round. */
export const INVITE_LIFETIME_SECONDS = 30 * 86_400;

export interface Invite {
  companyId: string;
  /** The invited address, as it was invited. */
  email: string;
  /** The test Greenhouse sent, when the invitation is one (its round takes the assessment's settings). */
  greenhouseTestId?: string;
}

/**
 * The token of an invitation link (`/play?invite=<token>`): a JWT of kind `invite`, signed with
 * JWT_SECRET, binding the company and the invited address; it proves the address, since only its
 * owner received the e-mail.
 */
export function signInvite(secret: string, invite: Invite, now: Date, expiresAt?: Date): string {
  const exp = expiresAt
    ? Math.floor(expiresAt.getTime() / 1000)
    : Math.floor(now.getTime() / 1000) + INVITE_LIFETIME_SECONDS;
  const claims = {
    typ: 'invite',
    email: invite.email,
    exp,
    ...(invite.greenhouseTestId && { gh: invite.greenhouseTestId }),
  };
  return jwt.sign(claims, jwtKey(secret), {
    algorithm: 'HS256',
    subject: invite.companyId,
    noTimestamp: true,
  });
}

/**
 * The invite a token carries, or undefined when it is forged, altered, expired or of another kind.
 * `expired: true` answers an expired one too, to say why its link no longer works.
 */
export function verifyInvite(
  secret: string,
  token: string,
  now: Date,
  options: { expired?: boolean } = {},
): Invite | undefined {
  try {
    const claims = jwt.verify(token, jwtKey(secret), {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(now.getTime() / 1000),
      ignoreExpiration: options.expired === true,
    });
    if (
      typeof claims !== 'object' ||
      claims.typ !== 'invite' ||
      typeof claims.sub !== 'string' ||
      typeof claims.email !== 'string' ||
      (claims.gh !== undefined && typeof claims.gh !== 'string')
    ) {
      return undefined;
    }
    return { companyId: claims.sub, email: claims.email, ...(claims.gh && { greenhouseTestId: claims.gh }) };
  } catch {
    return undefined;
  }
}

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
