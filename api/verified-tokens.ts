import type { TokenClaims } from './tokens';

/**
 * Bearer tokens already verified, with their claims, so that the next request carrying the same
 * token skips the signature check and its JSON (a fifth of an authenticated request's CPU). The
 * whole Authorization value is the key: another signature is another key, verified from scratch.
 * An entry serves only until the token's own `exp`, as the verification would; revocation is not
 * this store's concern (the guards check the token version in the database on every request).
 * At most `capacity` entries, the oldest dropped first.
 */
export class VerifiedTokens<Claims extends { exp?: number }> {
  readonly #entries = new Map<string, Readonly<Claims>>();

  constructor(private readonly capacity = 10_000) {}

  get(authorization: string, nowSeconds: number): Readonly<Claims> | undefined {
    const claims = this.#entries.get(authorization);
    if (claims === undefined) return undefined;
    if (typeof claims.exp !== 'number' || nowSeconds >= claims.exp) {
      this.#entries.delete(authorization);
      return undefined;
    }
    return claims;
  }

  add(authorization: string, claims: Claims): void {
    if (this.#entries.size >= this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(authorization, Object.freeze({ ...claims }));
  }

  get size(): number {
    return this.#entries.size;
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
