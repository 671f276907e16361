import type { KeyObject } from 'node:crypto';
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

export type VerifiedClaims = Readonly<Partial<TokenClaims> & Record<string, unknown>>;

/** The claims of a token signed with `key` (HS256 only, unexpired at `nowMs`); throws when it is not one. */
export function verifyToken(key: KeyObject, token: string, nowMs = Date.now()): VerifiedClaims {
  const claims = jwt.verify(token, key, { algorithms: ['HS256'], clockTimestamp: Math.floor(nowMs / 1000) });
  if (typeof claims !== 'object' || claims === null) throw new jwt.JsonWebTokenError('the payload is not an object');
  return Object.freeze(claims) as VerifiedClaims;
}

const MAX_REMEMBERED = 10_000;

/**
 * verifyToken for tokens signed with `secret`, remembering the claims of the last 10,000 distinct
 * tokens that passed: an integration sends the same token for days, and its signature need not be
 * checked again. A remembered token is still refused from its expiry on; revocation (the version
 * counter) is checked in the database on every request, not here.
 */
export function tokenVerifier(secret: string, now: () => number = Date.now): (token: string) => VerifiedClaims {
  const key = jwtKey(secret);
  const remembered = new Map<string, VerifiedClaims>();
  return (token) => {
    const nowMs = now();
    const known = remembered.get(token);
    if (known && Math.floor(nowMs / 1000) < (known.exp as number)) return known;
    remembered.delete(token);
    const claims = verifyToken(key, token, nowMs);
    if (typeof claims.exp === 'number') {
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(token, claims);
    }
    return claims;
  };
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
    access_token: signToken(secret, { sub: companyId, typ: 'console', ver: tokenVersion }, CONSOLE_TOKEN_LIFETIME_SECONDS),
    token_type: 'bearer' as const,
    expires_in: CONSOLE_TOKEN_LIFETIME_SECONDS,
  };
}
