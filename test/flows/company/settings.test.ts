import assert from 'node:assert/strict';
import { PERSONALITY_IDS } from '../../../scoring/personalities/personalities';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';

describe('GET and PATCH /v1/settings', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(() => stack.close());

  async function signedIn(): Promise<TestCompany & { token: string }> {
    const company = await newCompany(stack);
    return { ...company, token: (await login(stack, company)).access_token };
  }

  it('reads the settings view, with the webhook secret and three personalities, never the password', async () => {
    const c = await signedIn();
    const res = await stack.http.get('/v1/settings').set(bearer(c.token)).expect(200);
    assert.deepEqual(Object.keys(res.body).sort(), [
      'candidate_retention_days',
      'created_at',
      'email',
      'languages',
      'live_code',
      'name',
      'per_candidate',
      'personalities',
      'questions',
      'round_time_limit_minutes',
      'test_code',
      'updated_at',
      'webhook_secret',
      'webhook_url',
    ]);
    assert.equal(res.body.webhook_secret, c.webhook_secret);
    assert.equal(res.body.webhook_url, '');
    assert.equal(res.body.personalities.length, 3);
    assert.equal(res.body.round_time_limit_minutes, null, 'no round time limit unless the company sets one');
    assert.equal(res.body.questions, 'course', "the course's holes unless the company offers its own questions");
    assert.ok(!res.text.includes(c.password));
  });

  /** Each rule of PATCH /settings: a value that passes, and one that fails (422 naming the field). */
  const rules: Array<{
    field: string;
    pass: unknown;
    fail: unknown[];
    check?: (view: Record<string, unknown>) => void;
    withPassword?: true;
  }> = [
    {
      field: 'live_code',
      pass: '7PAGERDUTY42',
      fail: ['7SHORT', 'ABCDEFGHIJ12', '7lowercase12', '7WITH-DASH12', 12345678901],
    },
    {
      field: 'email',
      pass: 'new-address@example.test',
      fail: ['not-an-email', 'a@', '@example.test', ''],
      withPassword: true,
    },
    {
      field: 'webhook_url',
      pass: 'https://hooks.example.test/results',
      fail: ['http://hooks.example.test/x', 'ftp://x.test', 'https://', 'not a url'],
    },
    { field: 'webhook_url', pass: '', fail: [null], check: (v) => assert.equal(v.webhook_url, '') },
    { field: 'webhook_secret', pass: 'abcDEF1234xyz', fail: ['short123', 'has spaces 12', 'dash-es-1234', ''] },
    { field: 'per_candidate', pass: 4, fail: [0, 5, 2.5, '3'] },
    { field: 'per_candidate', pass: 1, fail: [-1] },
    { field: 'round_time_limit_minutes', pass: 10, fail: [9, 241, 30.5, '30', 0, ''] },
    { field: 'round_time_limit_minutes', pass: 240, fail: [-10] },
    {
      field: 'round_time_limit_minutes',
      pass: null,
      fail: [true],
      check: (v) => assert.equal(v.round_time_limit_minutes, null),
    },
    { field: 'questions', pass: 'both', fail: ['mine', null, ''], check: (v) => assert.equal(v.questions, 'both') },
    { field: 'personality_first', pass: 'mad_scientist', fail: ['not_a_personality', ''] },
    { field: 'personality_second', pass: 'grumpy_sysadmin', fail: ['JADED_DEV'] },
    { field: 'personality_third', pass: 'zen_minimalist', fail: [42] },
  ];

  for (const rule of rules) {
    it(`${rule.field}: accepts ${JSON.stringify(rule.pass)}, refuses ${rule.fail.map((f) => JSON.stringify(f)).join(', ')}`, async () => {
      const c = await signedIn();
      for (const bad of rule.fail) {
        const res = await stack.http
          .patch('/v1/settings')
          .set(bearer(c.token))
          .send({ [rule.field]: bad })
          .expect(422);
        assert.equal(res.body.error, 'validation_failed');
        assert.deepEqual(
          [...new Set(res.body.details.map((d: { path: string }) => d.path))],
          [rule.field],
          JSON.stringify(res.body),
        );
      }
      const proof = rule.withPassword ? { current_password: c.password } : {};
      const ok = await stack.http
        .patch('/v1/settings')
        .set(bearer(c.token))
        .send({ [rule.field]: rule.pass, ...proof })
        .expect(200);
      if (rule.check) rule.check(ok.body);
      else if (rule.field.startsWith('personality_')) {
        const index = ['personality_first', 'personality_second', 'personality_third'].indexOf(rule.field);
        assert.equal(ok.body.personalities[index], rule.pass);
      } else assert.equal(ok.body[rule.field], rule.pass);
    });
  }

  it('password: needs 10+ characters and a matching password_confirmation', async () => {
    const c = await signedIn();
    const patch = (body: object) => stack.http.patch('/v1/settings').set(bearer(c.token)).send(body);
    const short = await patch({ password: 'short', password_confirmation: 'short' }).expect(422);
    assert.deepEqual(
      short.body.details.map((d: { path: string }) => d.path),
      ['password'],
    );
    const missing = await patch({ password: 'long enough password' }).expect(422);
    assert.deepEqual(
      missing.body.details.map((d: { path: string }) => d.path),
      ['password_confirmation'],
    );
    // The confirmation is compared once the current password is proven: a guess learns nothing from it.
    const current_password = c.password;
    const mismatch = await patch({
      password: 'long enough password',
      password_confirmation: 'another password!',
      current_password,
    }).expect(422);
    assert.deepEqual(
      mismatch.body.details.map((d: { path: string }) => d.path),
      ['password_confirmation'],
    );
    await patch({
      password: 'long enough password',
      password_confirmation: 'another password!',
      current_password: 'a wrong guess!',
    }).expect(403);
    await patch({
      password: 'long enough password',
      password_confirmation: 'long enough password',
      current_password: c.password,
    }).expect(200);
    await login(stack, { email: c.email, password: 'long enough password' });
  });

  it('needs the current password to change the e-mail or the password, so that a stolen token cannot take the account', async () => {
    const c = await signedIn();
    const patch = (body: object) => stack.http.patch('/v1/settings').set(bearer(c.token)).send(body);
    const newPassword = { password: 'a password the thief chose', password_confirmation: 'a password the thief chose' };
    for (const body of [newPassword, { email: 'thief@example.test' }]) {
      const missing = await patch(body).expect(422);
      assert.deepEqual(missing.body.details, [
        { path: 'current_password', message: 'is required to change the e-mail or the password' },
      ]);
      const wrong = await patch({ ...body, current_password: 'a guessed password' }).expect(403);
      assert.deepEqual(wrong.body, { error: 'invalid_credentials', message: 'The current password is wrong.' });
    }
    await login(stack, c); // nothing changed
    const same = await patch({ email: c.email, per_candidate: 2 }).expect(200);
    assert.equal(same.body.per_candidate, 2, 'the e-mail it already has is no change');
    await patch({ ...newPassword, current_password: c.password }).expect(200);
    await login(stack, { email: c.email, password: newPassword.password });
  });

  it('refuses unknown fields, naming each', async () => {
    const c = await signedIn();
    const res = await stack.http
      .patch('/v1/settings')
      .set(bearer(c.token))
      .send({ name: 'x', test_code: 'T123456789' })
      .expect(422);
    assert.deepEqual(res.body.details.map((d: { path: string }) => d.path).sort(), ['name', 'test_code']);
  });

  it('changes nothing when any field is invalid', async () => {
    const c = await signedIn();
    await stack.http
      .patch('/v1/settings')
      .set(bearer(c.token))
      .send({ per_candidate: 3, webhook_secret: 'bad' })
      .expect(422);
    const view = await stack.http.get('/v1/settings').set(bearer(c.token)).expect(200);
    assert.equal(view.body.per_candidate, 1);
  });

  it('requires the three personalities to be different catalog members', async () => {
    assert.ok(PERSONALITY_IDS.length > 20);
    for (const named of ['jaded_dev', 'caffeinated_genius', 'academic_rebel', 'mad_scientist']) {
      assert.ok((PERSONALITY_IDS as string[]).includes(named));
    }
    const c = await signedIn();
    const view = (await stack.http.get('/v1/settings').set(bearer(c.token))).body;
    const res = await stack.http
      .patch('/v1/settings')
      .set(bearer(c.token))
      .send({ personality_third: view.personalities[0] })
      .expect(422);
    assert.deepEqual(
      res.body.details.map((d: { path: string }) => d.path),
      ['personality_third'],
    );
    const swapped = await stack.http
      .patch('/v1/settings')
      .set(bearer(c.token))
      .send({ personality_first: view.personalities[1], personality_second: view.personalities[0] })
      .expect(200);
    assert.deepEqual(swapped.body.personalities, [view.personalities[1], view.personalities[0], view.personalities[2]]);
  });

  it('keeps live_code unique against every live and test code, and e-mail unique in any letter case', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const taken = [b.live_code];
    for (const code of taken) {
      const res = await stack.http.patch('/v1/settings').set(bearer(a.token)).send({ live_code: code }).expect(422);
      assert.deepEqual(res.body.details, [{ path: 'live_code', message: 'is already in use' }]);
    }
    // a test code can never be a live code by format ("T..."), but the key space is shared anyway
    await stack.db.pool.query(
      `UPDATE company_codes SET code = '9TESTLIKE000' WHERE company_id = $1 AND kind = 'test'`,
      [b.id],
    );
    await stack.http.patch('/v1/settings').set(bearer(a.token)).send({ live_code: '9TESTLIKE000' }).expect(422);

    const email = await stack.http
      .patch('/v1/settings')
      .set(bearer(a.token))
      .send({ email: b.email.toUpperCase(), current_password: a.password })
      .expect(422);
    assert.deepEqual(email.body.details, [{ path: 'email', message: 'is already in use' }]);
    // its own code and e-mail are no conflict
    await stack.http
      .patch('/v1/settings')
      .set(bearer(a.token))
      .send({ live_code: a.live_code, email: a.email })
      .expect(200);
  });

  it('lets exactly one of 50 concurrent PATCHes that set the same live_code win', async () => {
    const companies = await Promise.all(Array.from({ length: 50 }, () => signedIn()));
    const code = '5RACECONDITION';
    const responses = await Promise.all(
      companies.map((c) => stack.http.patch('/v1/settings').set(bearer(c.token)).send({ live_code: code })),
    );
    assert.equal(responses.filter((r) => r.status === 200).length, 1);
    const refused = responses.filter((r) => r.status === 422);
    assert.equal(refused.length, 49);
    for (const r of refused) assert.deepEqual(r.body.details, [{ path: 'live_code', message: 'is already in use' }]);
    const { rows } = await stack.db.pool.query('SELECT count(*)::int AS n FROM company_codes WHERE code = $1', [code]);
    assert.equal(rows[0].n, 1);
  });
});
