import type { Context } from 'koa';
import type { TokenClaims } from './tokens';

/**
 * The token of `Authorization: Bearer <token>`, read as koa-jwt reads it (koa-jwt is given this
 * very function as its `getToken`): the value trimmed, two parts split on one space, the scheme in
 * any letter case. However the header is spelled, one token is one token.
 */
export function bearerToken(ctx: Pick<Context, 'get'>): string | null {
  const parts = ctx.get('Authorization').trim().split(' ');
  return parts.length === 2 && /^Bearer$/i.test(parts[0]) ? parts[1] : null;
}

/** A token longer than this is verified on every request, never kept: ours are a few hundred bytes. */
export const MAX_KEPT_TOKEN_LENGTH = 2048;

/**
 * Bearer tokens already verified, with their claims, so that the next request carrying the same
 * token skips the signature check and its JSON (a fifth of an authenticated request's CPU). The
 * token itself is the key: another signature is another key, verified from scratch. An entry
 * serves only until the token's own `exp`, as the verification would; revocation is not this
 * store's concern (the guards check the token version in the database on every request). At most
 * `capacity` entries and `maxChars` characters of keys, the oldest dropped first.
 */
export class VerifiedTokens<Claims extends { exp?: number }> {
  readonly #entries = new Map<string, Readonly<Claims>>();
  #chars = 0;

  constructor(
    private readonly capacity = 10_000,
    private readonly maxChars = 4 * 1024 * 1024,
  ) {}

  get(token: string, nowSeconds: number): Readonly<Claims> | undefined {
    const claims = this.#entries.get(token);
    if (claims === undefined) return undefined;
    if (typeof claims.exp !== 'number' || nowSeconds >= claims.exp) {
      this.#delete(token);
      return undefined;
    }
    return claims;
  }

  add(token: string, claims: Claims): void {
    if (token.length > MAX_KEPT_TOKEN_LENGTH) return;
    this.#delete(token);
    while (this.#entries.size >= this.capacity || this.#chars + token.length > this.maxChars) {
      this.#delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(token, Object.freeze({ ...claims }));
    this.#chars += token.length;
  }

  #delete(token: string): void {
    if (this.#entries.delete(token)) this.#chars -= token.length;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Characters of the keys kept: what the store costs beyond its entries' small claims. */
  get chars(): number {
    return this.#chars;
  }
}

export type VerifiedClaims = Partial<TokenClaims> & { exp?: number };

const bySecret = new Map<string, VerifiedTokens<VerifiedClaims>>();

/** The store of one signing secret, shared by every guard that verifies with it. */
export function verifiedTokens(secret: string): VerifiedTokens<VerifiedClaims> {
  let store = bySecret.get(secret);
  if (!store) bySecret.set(secret, (store = new VerifiedTokens()));
  return store;
}
