import assert from 'node:assert/strict';
import { startTestStack, type TestStack } from '../../support/stack';

describe('candidate endpoints: a per-IP limit of their own (CANDIDATE_RATE_LIMIT_PER_HOUR), TRUST_PROXY', () => {
  const stacks: TestStack[] = [];
  after(() => Promise.all(stacks.map((s) => s.close())));
  const start = async (env: Record<string, string>) => {
    const stack = await startTestStack({
      env: { RATE_LIMIT_PER_HOUR: '2', CANDIDATE_RATE_LIMIT_PER_HOUR: '3', ...env },
    });
    stacks.push(stack);
    return stack;
  };
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('behind a proxy, counts each client by X-Forwarded-For, apart from the company endpoints', async () => {
    const stack = await start({ TRUST_PROXY: 'true' });
    for (let i = 0; i < 3; i++) {
      const ok = await stack.http.get('/v1/course').set(from('203.0.113.5')).expect(200);
      assert.equal(ok.headers['ratelimit-limit'], '3');
    }
    const refused = await stack.http.get('/v1/course').set(from('203.0.113.5')).expect(429);
    assert.equal(refused.body.error, 'rate_limit_exceeded');
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // Another candidate behind the same proxy, and the company login from the first address, are unaffected.
    await stack.http.get('/v1/course').set(from('198.51.100.7')).expect(200);
    const login = await stack.http
      .post('/v1/token')
      .set(from('203.0.113.5'))
      .send({ email: 'nobody@example.test', password: 'x' });
    assert.equal(login.status, 401);
    assert.equal(login.headers['ratelimit-limit'], '2');
  });

  it('behind a proxy, trusts only the address the proxy appended: entries a client sends before it change nothing', async () => {
    const stack = await start({ TRUST_PROXY: 'true' });
    for (let i = 0; i < 3; i++)
      await stack.http
        .get('/v1/course')
        .set(from(`10.9.8.${i}, 203.0.113.77`))
        .expect(200);
    await stack.http.get('/v1/course').set(from('10.9.8.99, 203.0.113.77')).expect(429);
  });

  it('counts an IPv6 client by its /64: a new address of the same network is the same client', async () => {
    const stack = await start({ TRUST_PROXY: 'true' });
    for (let i = 1; i <= 3; i++)
      await stack.http
        .get('/v1/course')
        .set(from(`2001:db8:7:1::${i}`))
        .expect(200);
    await stack.http.get('/v1/course').set(from('2001:db8:7:1:ffff:ffff:ffff:fffe')).expect(429);
    for (let i = 1; i <= 2; i++)
      await stack.http
        .post('/v1/token')
        .set(from(`2001:db8:7:1::a${i}`))
        .send({ email: 'nobody@example.test', password: 'x' })
        .expect(401);
    await stack.http
      .post('/v1/token')
      .set(from('2001:db8:7:1::b'))
      .send({ email: 'nobody@example.test', password: 'x' })
      .expect(429);
    // The next /64 is another client.
    await stack.http.get('/v1/course').set(from('2001:db8:7:2::1')).expect(200);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For: a client cannot pose as many', async () => {
    const stack = await start({});
    for (let i = 0; i < 3; i++)
      await stack.http
        .get('/v1/course')
        .set(from(`192.0.2.${i}`))
        .expect(200);
    await stack.http.get('/v1/course').set(from('192.0.2.99')).expect(429);
  });
});
