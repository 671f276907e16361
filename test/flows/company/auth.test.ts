import assert from 'node:assert/strict';
import jwt from 'jsonwebtoken';
import { signToken } from '../../../api/auth/tokens';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';

describe('POST /v1/token and PUT /v1/refresh', () => {
  const clock = new ManualClock();
  let stack: TestStack;
  let company: TestCompany;
  before(async () => {
    stack = await startTestStack({ clock, env: { RATE_LIMIT_PER_HOUR: '10000' } });
    company = await newCompany(stack);
  });
  after(() => stack.close());

  it('exchanges e-mail (any letter case) and password for an access token and a ws_token', async () => {
    const res = await stack.http
      .post('/v1/token')
      .send({ email: company.email.toUpperCase(), password: company.password })
      .expect(200);
    assert.equal(res.body.token_type, 'bearer');
    assert.equal(res.body.expires_in, 604800);
    const access = jwt.decode(res.body.access_token) as jwt.JwtPayload;
    const ws = jwt.decode(res.body.ws_token) as jwt.JwtPayload;
    assert.equal(access.sub, company.id);
    assert.equal(access.exp! - access.iat!, 604800);
    assert.notEqual(access.typ, ws.typ);
    await stack.http.get('/v1/me').set(bearer(res.body.access_token)).expect(200);
  });

  it('answers 401 invalid_credentials alike for a wrong password and an unknown e-mail', async () => {
    const wrong = await stack.http
      .post('/v1/token')
      .send({ email: company.email, password: 'not the password' })
      .expect(401);
    const unknown = await stack.http
      .post('/v1/token')
      .send({ email: 'nobody@example.test', password: 'whatever123' })
      .expect(401);
    assert.deepEqual(wrong.body, unknown.body);
    assert.equal(wrong.body.error, 'invalid_credentials');
    await login(stack, company); // a success resets the count of failures
  });

  it('answers 422 naming the fields when e-mail or password is missing, or a field is unknown', async () => {
    const res = await stack.http.post('/v1/token').send({ email: company.email, remember: true }).expect(422);
    assert.equal(res.body.error, 'validation_failed');
    const paths = res.body.details.map((d: { path: string }) => d.path).sort();
    assert.deepEqual(paths, ['password', 'remember']);
  });

  it('refreshes a valid access token into fresh tokens', async () => {
    const { access_token } = await login(stack, company);
    const res = await stack.http.put('/v1/refresh').set(bearer(access_token)).expect(200);
    await stack.http.get('/v1/me').set(bearer(res.body.access_token)).expect(200);
  });

  it('answers 401 token_expired to a missing, malformed, badly signed, expired or wrong-kind token', async () => {
    const { ws_token } = await login(stack, company);
    const secret = stack.config.jwtSecret;
    const expired = jwt.sign({ typ: 'access', ver: 0 }, secret, { subject: company.id, expiresIn: -10 });
    const forged = signToken('another secret of at least 32 characters!!', { sub: company.id, typ: 'access', ver: 0 });
    const roundToken = signToken(secret, { sub: company.id, typ: 'round' });
    const none = jwt.sign({ typ: 'access', ver: 0, sub: company.id }, '', { algorithm: 'none' });
    // A genuine signature over another payload: the same company, a later expiry.
    const [header, , signature] = signToken(secret, { sub: company.id, typ: 'access', ver: 0 }).split('.');
    const altered = [
      header,
      Buffer.from(JSON.stringify({ sub: company.id, typ: 'access', ver: 0, exp: 9e9 })).toString('base64url'),
      signature,
    ].join('.');
    const cases: Array<Record<string, string>> = [
      {},
      { Authorization: 'Bearer' },
      { Authorization: 'Bearer not.a.jwt' },
      { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      bearer(expired),
      bearer(forged),
      bearer(ws_token),
      bearer(roundToken),
      bearer(none),
      bearer(altered),
    ];
    for (const headers of cases) {
      const res = await stack.http.get('/v1/me').set(headers).expect(401);
      assert.equal(res.body.error, 'token_expired');
      assert.match(res.body.message, /log in again/);
    }
    await stack.http.put('/v1/refresh').set(bearer(ws_token)).expect(401);
  });

  it('revokes every earlier token when the password changes', async () => {
    const other = await newCompany(stack);
    const { access_token: before } = await login(stack, other);
    const newPassword = 'a brand new password';
    await stack.http
      .patch('/v1/settings')
      .set(bearer(before))
      .send({ password: newPassword, password_confirmation: newPassword, current_password: other.password })
      .expect(200);
    const res = await stack.http.get('/v1/me').set(bearer(before)).expect(401);
    assert.equal(res.body.error, 'token_expired');
    await stack.http.post('/v1/token').send({ email: other.email, password: other.password }).expect(401);
    const { access_token: after } = await login(stack, { email: other.email, password: newPassword });
    await stack.http.get('/v1/me').set(bearer(after)).expect(200);
  });

  it('answers 404 company_not_found when the company of a valid token is gone', async () => {
    const gone = await newCompany(stack);
    const { access_token } = await login(stack, gone);
    await stack.db.pool.query('DELETE FROM companies WHERE id = $1', [gone.id]);
    const res = await stack.http.get('/v1/me').set(bearer(access_token)).expect(404);
    assert.equal(res.body.error, 'company_not_found');
  });

  describe('login lockout', () => {
    it('locks an e-mail after 10 failures, even for the right password, until the window passes', async () => {
      const target = await newCompany(stack);
      for (let i = 0; i < 10; i++) {
        await stack.http
          .post('/v1/token')
          .send({ email: target.email, password: `wrong-${i}-password` })
          .expect(401);
      }
      const locked = await stack.http
        .post('/v1/token')
        .send({ email: target.email.toUpperCase(), password: target.password })
        .expect(429);
      assert.equal(locked.body.error, 'too_many_login_attempts');
      assert.equal(Number(locked.headers['retry-after']), 900);

      clock.advance(899_000);
      await stack.http.post('/v1/token').send({ email: target.email, password: target.password }).expect(429);
      clock.advance(2_000);
      await login(stack, target);
      // the success reset the count: one more failure does not lock again
      await stack.http.post('/v1/token').send({ email: target.email, password: 'wrong again!' }).expect(401);
      await login(stack, target);
    });

    it('checks at most 10 of 30 simultaneous wrong attempts; the other 20 are refused with 429 before any check', async () => {
      const target = await newCompany(stack);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          stack.http.post('/v1/token').send({ email: target.email, password: `guess-${i}-password` }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      assert.equal(statuses.filter((s) => s === 401).length, 10, statuses.join(' '));
      assert.equal(statuses.filter((s) => s === 429).length, 20, statuses.join(' '));
      await stack.http.post('/v1/token').send({ email: target.email, password: target.password }).expect(429);
      clock.advance(901_000);
      await login(stack, target);
    });

    it('counts only failures within 15 minutes', async () => {
      const target = await newCompany(stack);
      for (let i = 0; i < 9; i++) {
        await stack.http.post('/v1/token').send({ email: target.email, password: 'wrong password' }).expect(401);
      }
      clock.advance(16 * 60_000);
      await stack.http.post('/v1/token').send({ email: target.email, password: 'wrong password' }).expect(401);
      await login(stack, target);
    });
  });
});
