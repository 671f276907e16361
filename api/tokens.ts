import jwt from 'jsonwebtoken';
import { jwtKey } from '../lib/jwt-key';

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
  /** The company's token version when issued: a password change bumps it, revoking older tokens. */
  ver?: number;
}

export function signToken(secret: string, claims: TokenClaims, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): string {
  return jwt.sign({ typ: claims.typ, ver: claims.ver }, jwtKey(secret), {
    algorithm: 'HS256',
    subject: claims.sub,
    expiresIn: lifetimeSeconds,
  });
}

export function companyTokens(secret: string, companyId: string, tokenVersion: number) {
  return {
    access_token: signToken(secret, { sub: companyId, typ: 'access', ver: tokenVersion }),
    ws_token: signToken(secret, { sub: companyId, typ: 'ws', ver: tokenVersion }),
    token_type: 'bearer' as const,
    expires_in: TOKEN_LIFETIME_SECONDS,
  };
}

export function consoleToken(secret: string, companyId: string, tokenVersion: number) {
  return {
    access_token: signToken(
      secret,
      { sub: companyId, typ: 'console', ver: tokenVersion },
      CONSOLE_TOKEN_LIFETIME_SECONDS,
    ),
    token_type: 'bearer' as const,
    expires_in: CONSOLE_TOKEN_LIFETIME_SECONDS,
  };
}
