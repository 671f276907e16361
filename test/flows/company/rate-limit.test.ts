import assert from 'node:assert/strict';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';

describe('rate limit (RATE_LIMIT_PER_HOUR per company, per IP when unauthenticated)', () => {
  const clock = new ManualClock();
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ clock, env: { RATE_LIMIT_PER_HOUR: '100' } });
  });
  after(() => stack.close());

  it('lets exactly 100 of 150 concurrent requests through, with RateLimit headers on each', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company); // counted against the client IP, not the company
    const responses = await Promise.all(
      Array.from({ length: 150 }, () => stack.http.get('/v1/me').set(bearer(access_token))),
    );
    const ok = responses.filter((r) => r.status === 200);
    const limited = responses.filter((r) => r.status === 429);
    assert.equal(ok.length, 100);
    assert.equal(limited.length, 50);
    for (const r of responses) {
      assert.equal(r.headers['ratelimit-limit'], '100');
      assert.match(String(r.headers['ratelimit-remaining']), /^\d+$/);
      assert.match(String(r.headers['ratelimit-reset']), /^\d+$/);
    }
    const remaining = ok.map((r) => Number(r.headers['ratelimit-remaining'])).sort((a, b) => a - b);
    assert.deepEqual(
      remaining,
      Array.from({ length: 100 }, (_, i) => i),
    );
    assert.equal(limited[0].body.error, 'rate_limit_exceeded');
    assert.equal(limited[0].headers['retry-after'], '3600');
    assert.equal(limited[0].headers['ratelimit-remaining'], '0');

    // another company has its own budget
    const other = await newCompany(stack);
    const otherToken = await login(stack, other);
    await stack.http.get('/v1/me').set(bearer(otherToken.access_token)).expect(200);

    // the window rolls: an hour after the burst, slots free again
    clock.advance(3_600_001);
    const later = await stack.http.get('/v1/me').set(bearer(access_token)).expect(200);
    assert.equal(later.headers['ratelimit-remaining'], '99');
  });

  it('spends nothing of the company budget on a revoked token', async () => {
    const company = await newCompany(stack);
    const { access_token: old } = await login(stack, company);
    const password = 'a brand new password';
    const changed = await stack.http
      .patch('/v1/settings')
      .set(bearer(old))
      .send({ password, password_confirmation: password, current_password: company.password })
      .expect(200);
    assert.equal(changed.headers['ratelimit-remaining'], '99');
    for (let i = 0; i < 3; i++) {
      const refused = await stack.http.get('/v1/me').set(bearer(old)).expect(401);
      assert.equal(refused.headers['ratelimit-remaining'], undefined);
    }
    const { access_token: fresh } = await login(stack, { email: company.email, password });
    const me = await stack.http.get('/v1/me').set(bearer(fresh)).expect(200);
    assert.equal(me.headers['ratelimit-remaining'], '98');
  });

  it('limits unauthenticated requests per client IP, and never /v1/health or /v1/openapi.json', async () => {
    clock.advance(3_600_001);
    const attempts = await Promise.all(
      Array.from({ length: 105 }, (_, i) =>
        stack.http.post('/v1/token').send({ email: `nobody-${i}@example.test`, password: 'nope-nope-nope' }),
      ),
    );
    // 100 reach the credentials check (401); the rest are refused before it
    assert.equal(attempts.filter((r) => r.status === 401).length, 100);
    assert.equal(attempts.filter((r) => r.status === 429).length, 5);
    for (let i = 0; i < 3; i++) {
      const health = await stack.http.get('/v1/health').expect(200);
      assert.equal(health.headers['ratelimit-limit'], undefined);
    }
    await stack.http.get('/v1/openapi.json', { checked: false }).expect(200);
  });
});
