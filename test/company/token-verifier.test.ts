import assert from 'node:assert/strict';
import jwt from 'jsonwebtoken';
import { signToken, tokenVerifier } from '../../api/tokens';

describe('token verification (api/tokens.ts)', () => {
  const secret = 'a test secret of at least 32 characters';
  const company = '0123456789abcdef01234567';

  it('remembers a verified token until its expiry second, and refuses it from then on', () => {
    const issued = Date.now();
    let now = issued;
    const verify = tokenVerifier(secret, () => now);
    const token = signToken(secret, { sub: company, typ: 'access', ver: 2 }, 60);
    const claims = verify(token);
    assert.deepEqual([claims.sub, claims.typ, claims.ver], [company, 'access', 2]);
    assert.equal(verify(token), claims, 'the second use is answered from memory');
    now = (claims.exp as number) * 1000 - 1;
    assert.equal(verify(token), claims);
    now = (claims.exp as number) * 1000;
    assert.throws(() => verify(token), jwt.TokenExpiredError);
    assert.throws(() => verify(token), jwt.TokenExpiredError);
  });

  it('never remembers what failed: another secret, an altered payload, alg none', () => {
    const verify = tokenVerifier(secret);
    const forged = signToken('another secret of at least 32 characters', { sub: company, typ: 'access', ver: 0 });
    const [header, , signature] = signToken(secret, { sub: company, typ: 'access', ver: 0 }).split('.');
    const altered = [header, Buffer.from(JSON.stringify({ sub: company, typ: 'access', ver: 9, exp: 9e9 })).toString('base64url'), signature].join('.');
    const none = jwt.sign({ typ: 'access', ver: 0, sub: company }, '', { algorithm: 'none' });
    for (const token of [forged, altered, none]) {
      assert.throws(() => verify(token), jwt.JsonWebTokenError);
      assert.throws(() => verify(token), jwt.JsonWebTokenError);
    }
  });
});
