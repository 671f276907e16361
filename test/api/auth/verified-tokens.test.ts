import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { bearerToken, MAX_KEPT_TOKEN_LENGTH, VerifiedTokens, verifiedTokens } from '../../../api/auth/verified-tokens';

/** koa-jwt's own reading of the header (not part of its typed interface). */
const resolveAuthorizationHeader = createRequire(__filename)('koa-jwt/lib/resolvers/auth-header') as (
  ctx: unknown,
  opts: { passthrough: boolean },
) => string | undefined;

describe('verified tokens (api/auth/verified-tokens.ts)', () => {
  it("serves a token's claims until its exp, and never after", () => {
    const store = new VerifiedTokens<{ sub: string; exp?: number }>();
    store.add('Bearer a', { sub: 'a', exp: 1000 });
    assert.deepEqual(store.get('Bearer a', 999), { sub: 'a', exp: 1000 });
    assert.equal(store.get('Bearer a', 1000), undefined, 'jsonwebtoken refuses a token at its exp');
    assert.equal(store.get('Bearer a', 999), undefined, 'an expired entry is gone');
    assert.equal(store.size, 0);
  });

  it('never serves a token without exp, nor one it was not given (another signature is another key)', () => {
    const store = new VerifiedTokens<{ sub: string; exp?: number }>();
    store.add('Bearer x.y.z', { sub: 'x' });
    assert.equal(store.get('Bearer x.y.z', 0), undefined);
    store.add('Bearer x.y.z', { sub: 'x', exp: 10 });
    assert.equal(store.get('Bearer x.y.Z', 0), undefined);
    assert.equal(store.get('bearer x.y.z', 0), undefined);
  });

  it('keeps at most its capacity, dropping the oldest first', () => {
    const store = new VerifiedTokens<{ exp: number }>(3);
    for (const token of ['a', 'b', 'c', 'd']) store.add(token, { exp: 10 });
    assert.equal(store.size, 3);
    assert.equal(store.get('a', 0), undefined);
    assert.deepEqual(store.get('d', 0), { exp: 10 });
  });

  it('keeps at most its size in characters of keys, dropping the oldest first, and never a huge token', () => {
    const store = new VerifiedTokens<{ exp: number }>(100, 1000);
    for (let i = 0; i < 5; i++) store.add(`${i}`.repeat(300), { exp: 10 });
    assert.equal(store.size, 3);
    assert.equal(store.chars, 900);
    assert.equal(store.get('0'.repeat(300), 0), undefined);
    assert.ok(store.get('4'.repeat(300), 0));
    store.add('x'.repeat(MAX_KEPT_TOKEN_LENGTH + 1), { exp: 10 });
    assert.equal(store.size, 3, 'a token past the longest kept is verified every time instead');
  });

  it('reads the token from the header exactly as koa-jwt does, however the header is spelled', () => {
    const spellings = [
      'Bearer t',
      'bearer t',
      'BEARER t',
      '  Bearer t  ',
      '\tBearer t\u00a0',
      'Bearer  t',
      'Basic t',
      't',
      '',
    ];
    for (const header of spellings) {
      const ctx = { get: () => header, header: { authorization: header } };
      let theirs: string | null | undefined;
      try {
        theirs = resolveAuthorizationHeader(ctx, { passthrough: true }) ?? null;
      } catch {
        theirs = null;
      }
      assert.equal(bearerToken(ctx), theirs, JSON.stringify(header));
    }
  });

  it('hands out a frozen copy: a request cannot change what the next one sees', () => {
    const store = new VerifiedTokens<{ sub: string; exp: number }>();
    const claims = { sub: 'a', exp: 10 };
    store.add('t', claims);
    claims.sub = 'b';
    const served = store.get('t', 0)!;
    assert.equal(served.sub, 'a');
    assert.throws(() => ((served as { sub: string }).sub = 'c'));
  });

  it('keeps one store per signing secret: a token verified under one secret is unknown under another', () => {
    verifiedTokens('secret-one-of-at-least-32-characters').add('Bearer t', { exp: 10 });
    assert.ok(verifiedTokens('secret-one-of-at-least-32-characters').get('Bearer t', 0));
    assert.equal(verifiedTokens('secret-two-of-at-least-32-characters').get('Bearer t', 0), undefined);
  });
});
