import jwt from 'jsonwebtoken';
import { jwtKey } from '../../lib/crypto';

export const TOKEN_LIFETIME_SECONDS = 604_800;

/** A console session lasts a working day; the console signs in again after it. */
export const CONSOLE_TOKEN_LIFETIME_SECONDS = 43_200;

/**
 * Kinds of token: each is refused where another kind is expected, except that a `console` token
 * opens the company endpoints like an `access` token (its requests count on the console's budget).
 */
export type TokenKind = 'access' | 'ws' | 'round' | 'console';

export interface TokenClaims {
  sub: string;
  typ: TokenKind;
  /**
   * The member a company token acts as. A token issued before companies had members names none: it
   * is the company's first owner's, whose member id is the company's.
   */
  mid?: string;
  /** The member's token version when issued: a password or role change, or a removal, bumps it. */
  ver?: number;
}

export function signToken(secret: string, claims: TokenClaims, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): string {
  return jwt.sign({ typ: claims.typ, mid: claims.mid, ver: claims.ver }, jwtKey(secret), {
    algorithm: 'HS256',
    subject: claims.sub,
    expiresIn: lifetimeSeconds,
  });
}

/** Whose company tokens: a member of a company, at their token version. */
export interface TokenHolder {
  company_id: string;
  id: string;
  token_version: number;
}

const holderClaims = (m: TokenHolder) => ({ sub: m.company_id, mid: m.id, ver: m.token_version });

export function companyTokens(secret: string, member: TokenHolder) {
  return {
    access_token: signToken(secret, { ...holderClaims(member), typ: 'access' }),
    ws_token: signToken(secret, { ...holderClaims(member), typ: 'ws' }),
    token_type: 'bearer' as const,
    expires_in: TOKEN_LIFETIME_SECONDS,
  };
}

export function consoleToken(secret: string, member: TokenHolder) {
  return {
    access_token: signToken(secret, { ...holderClaims(member), typ: 'console' }, CONSOLE_TOKEN_LIFETIME_SECONDS),
    token_type: 'bearer' as const,
    expires_in: CONSOLE_TOKEN_LIFETIME_SECONDS,
  };
}
