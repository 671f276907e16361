import assert from 'node:assert/strict';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';

describe('console sessions (POST /v1/console/token): a request budget apart from the integration', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ env: { RATE_LIMIT_PER_HOUR: '5', CONSOLE_RATE_LIMIT_PER_HOUR: '50' } });
  });
  after(() => stack.close());

  async function consoleSignIn(company: Pick<TestCompany, 'email' | 'password'>) {
    const res = await stack.http.post('/v1/console/token').send({ email: company.email, password: company.password });
    assert.equal(res.status, 200, res.text);
    return res.body as { access_token: string; token_type: string; expires_in: number };
  }

  it('opens the company endpoints on a budget of its own, leaving the integration its own', async () => {
    const company = await newCompany(stack);
    const session = await consoleSignIn(company);
    assert.equal(session.expires_in, 43200);
    const integration = await login(stack, company);

    // A person clicks through far more than the integration's 5 requests ...
    for (let i = 0; i < 8; i++) {
      const res = await stack.http.get('/v1/settings').set(bearer(session.access_token)).expect(200);
      assert.equal(res.headers['ratelimit-limit'], '50');
      assert.equal(res.headers['ratelimit-remaining'], String(49 - i));
    }
    // ... and the integration has spent nothing of its budget.
    const me = await stack.http.get('/v1/me').set(bearer(integration.access_token)).expect(200);
    assert.equal(me.headers['ratelimit-limit'], '5');
    assert.equal(me.headers['ratelimit-remaining'], '4');

    // The integration spending its whole budget does not stop the console.
    for (let i = 0; i < 4; i++) await stack.http.get('/v1/me').set(bearer(integration.access_token)).expect(200);
    const refused = await stack.http.get('/v1/me').set(bearer(integration.access_token)).expect(429);
    assert.equal(refused.body.error, 'rate_limit_exceeded');
    await stack.http.get('/v1/me').set(bearer(session.access_token)).expect(200);
  });

  it('refuses a wrong password as POST /v1/token does (the same sign-in and lockout), and a password change ends the session', async () => {
    const company = await newCompany(stack);
    const wrong = await stack.http
      .post('/v1/console/token')
      .send({ email: company.email, password: 'not the password' });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.error, 'invalid_credentials');

    const session = await consoleSignIn(company);
    const changed = await stack.http.patch('/v1/settings').set(bearer(session.access_token)).send({
      password: 'a brand new password',
      password_confirmation: 'a brand new password',
      current_password: company.password,
    });
    assert.equal(changed.status, 200, changed.text);
    const after = await stack.http.get('/v1/me').set(bearer(session.access_token));
    assert.equal(after.status, 401);
    assert.equal(after.body.error, 'token_expired');
  });

  it('cannot be refreshed, nor open a round', async () => {
    const company = await newCompany(stack);
    const session = await consoleSignIn(company);
    const refresh = await stack.http.put('/v1/refresh').set(bearer(session.access_token));
    assert.equal(refresh.status, 401);
    const round = await stack.http.get('/v1/rounds/0123456789abcdef01234567').set(bearer(session.access_token));
    assert.equal(round.status, 401);
  });
});
