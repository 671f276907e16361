import jwt from 'jsonwebtoken';

export const TOKEN_LIFETIME_SECONDS = 604_800;

/** Kinds of token: each is refused where another kind is expected. */
export type TokenKind = 'access' | 'ws' | 'round';

export interface TokenClaims {
  sub: string;
  typ: TokenKind;
  /** The company's token version when issued: a password change bumps it, revoking older tokens. */
  ver?: number;
}

export function signToken(secret: string, claims: TokenClaims, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): string {
  return jwt.sign({ typ: claims.typ, ver: claims.ver }, secret, {
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
