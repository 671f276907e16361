import assert from 'node:assert/strict';
import { signToken } from '../../../api/auth/tokens';
import { findSubmission } from '../../../db/submissions';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { signInvite } from '../../../lib/invitation-tokens';
import { candidateEmail, emailedVerificationCode, playShots, roundBearer, startRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

describe('candidate rounds: every rule of the candidate API', () => {
  let stack: TestStack;
  let company: TestCompany;
  before(async () => {
    stack = await startTestStack();
    company = await newCompany(stack, { name: 'Rounds Ltd' });
  });
  after(() => stack.close());

  const start = (body: unknown) => stack.http.post('/v1/rounds').send(body as object);
  /** Starts as a candidate does: asks for the e-mailed code first, then sends it. */
  const startVerified = async (body: { code: string; email: string }, expectedStatus: number) => {
    await stack.http.post('/v1/rounds/verify').send({ code: body.code, email: body.email }).expect(202);
    const verification = await emailedVerificationCode(stack, body.email.trim());
    const res = await start({ ...body, verification });
    assert.equal(res.status, expectedStatus, res.text);
    return res;
  };
  const valid = () => ({ code: company.live_code, email: candidateEmail(), name: 'Grace Hopper', holes: [2, 30, 99] });

  describe('POST /v1/rounds', () => {
    it('starts a live draft with the course of the variations drawn, and a round token', async () => {
      const body = valid();
      const res = await startVerified(body, 201);
      assert.equal(res.body.test, 0);
      assert.equal(res.body.attempt, 1);
      assert.deepEqual(res.body.holes, [2, 30, 99]);
      assert.deepEqual(Object.keys(res.body.course), ['2', '30', '99']);
      assert.equal(res.body.course['2'].id, 2);
      assert.ok(res.body.course['2'].description.length > 20);
      assert.equal(res.body.expires_in, 604800);
      const row = (await findSubmission(stack.db.pool, res.body.id))!;
      assert.equal(row.status, 'draft');
      assert.equal(row.variations.length, 3);
      assert.ok(row.variations.every((v) => /^[A-E]$/.test(v)));
    });

    it('lets the test code decide test: 1, ignores letter case and spaces in the code, and needs no payment for it', async () => {
      const unpaid = await newCompany(stack, { paid: false });
      const res = await startVerified({ ...valid(), code: ` ${unpaid.test_code.toLowerCase()} ` }, 201);
      assert.equal(res.body.test, 1);
    });

    it('answers 402 payment_required for the live code of an unpaid company', async () => {
      const unpaid = await newCompany(stack, { paid: false });
      const res = await start({ ...valid(), code: unpaid.live_code }).expect(402);
      assert.equal(res.body.error, 'payment_required');
    });

    it('answers 404 code_not_found and 404 hole_not_found', async () => {
      assert.equal((await start({ ...valid(), code: '9NOSUCHCODE00' }).expect(404)).body.error, 'code_not_found');
      const res = await start({ ...valid(), holes: [1, 2, 101] }).expect(404);
      assert.equal(res.body.error, 'hole_not_found');
      assert.match(res.body.message, /101/);
    });

    it('answers 422 naming each field that breaks its rules', async () => {
      const cases: Array<[unknown, string]> = [
        [{ ...valid(), holes: [1, 2] }, 'holes'],
        [{ ...valid(), holes: [1, 1, 2] }, 'holes'],
        [{ ...valid(), holes: [1, 2, 'x'] }, 'holes.2'],
        [{ ...valid(), holes: [1, 2, 3.5] }, 'holes.2'],
        [{ ...valid(), email: 'not-an-email' }, 'email'],
        [{ ...valid(), name: '   ' }, 'name'],
        [{ ...valid(), code: undefined }, 'code'],
        [{ ...valid(), extra: true }, 'extra'],
      ];
      for (const [body, path] of cases) {
        const res = await start(body).expect(422);
        assert.equal(res.body.error, 'validation_failed');
        assert.ok(
          res.body.details.some((d: { path: string }) => d.path === path),
          `${JSON.stringify(body)} → ${JSON.stringify(res.body.details)}`,
        );
      }
      assert.equal(
        (await stack.http.post('/v1/rounds').set('Content-Type', 'application/json').send('{"code":').expect(400)).body
          .error,
        'invalid_json',
      );
    });

    it('answers 409 company_paused for both codes while paused, and accepts rounds again once resumed', async () => {
      const paused = await newCompany(stack);
      const { access_token } = await login(stack, paused);
      const draft = await startRound(stack, paused.live_code);
      await stack.http.post('/v1/pause').set(bearer(access_token)).expect(200);
      for (const code of [paused.live_code, paused.test_code]) {
        assert.equal((await start({ ...valid(), code }).expect(409)).body.error, 'company_paused');
      }
      // a draft begun before the pause can still be played and submitted
      await playShots(stack, draft);
      await stack.http.post(`/v1/rounds/${draft.id}/submit`).set(roundBearer(draft)).send({}).expect(202);
      await stack.http.delete('/v1/pause').set(bearer(access_token)).expect(204);
      await startVerified({ ...valid(), code: paused.live_code }, 201);
    });

    it('allows per_candidate live rounds per e-mail in any letter case, counting drafts; test rounds are unaffected', async () => {
      const limited = await newCompany(stack);
      const { access_token } = await login(stack, limited);
      await stack.http.patch('/v1/settings').set(bearer(access_token)).send({ per_candidate: 2 }).expect(200);
      const email = candidateEmail();
      const first = await startVerified({ ...valid(), code: limited.live_code, email }, 201);
      const second = await startVerified({ ...valid(), code: limited.live_code, email: email.toUpperCase() }, 201);
      assert.deepEqual([first.body.attempt, second.body.attempt], [1, 2]);
      const third = await startVerified(
        { ...valid(), code: limited.live_code, email: `  ${email.replace(/^c/, 'C')}` },
        409,
      );
      assert.equal(third.body.error, 'attempts_exhausted');
      // Two more codes for this address: it gets five an hour.
      for (let i = 1; i <= 2; i++) {
        const test = await startVerified({ ...valid(), code: limited.test_code, email }, 201);
        assert.deepEqual([test.body.test, test.body.attempt], [1, i]);
      }
    });

    it('counts attempts safely when one candidate starts many rounds at once', async () => {
      const limited = await newCompany(stack);
      const { access_token } = await login(stack, limited);
      await stack.http.patch('/v1/settings').set(bearer(access_token)).send({ per_candidate: 3 }).expect(200);
      // The invitation link proves the address for every start, so all twelve reach the attempts check.
      const invite = signInvite(stack.config.jwtSecret, { companyId: limited.id, email: candidateEmail() }, new Date());
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => start({ invite, name: 'Grace Hopper', holes: [2, 30, 99] })),
      );
      const created = answers.filter((r) => r.status === 201);
      assert.equal(created.length, 3);
      assert.deepEqual(created.map((r) => r.body.attempt).sort(), [1, 2, 3]);
      assert.ok(
        answers.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.error === 'attempts_exhausted'),
      );
    });
  });

  describe('the round token', () => {
    it("opens only its own round; access tokens, ws tokens and other rounds' tokens get 401", async () => {
      const mine = await startRound(stack, company.test_code);
      const other = await startRound(stack, company.test_code);
      const { access_token, ws_token } = await login(stack, company);
      await stack.http.get(`/v1/rounds/${mine.id}`).set(roundBearer(mine)).expect(200);
      for (const token of [other.round_token, access_token, ws_token, 'garbage']) {
        const res = await stack.http.get(`/v1/rounds/${mine.id}`).set(bearer(token)).expect(401);
        assert.equal(res.body.error, 'token_expired');
      }
      await stack.http.get(`/v1/rounds/${mine.id}`).expect(401);
      const expired = signToken(stack.config.jwtSecret, { sub: mine.id, typ: 'round' }, -10);
      await stack.http.get(`/v1/rounds/${mine.id}`).set(bearer(expired)).expect(401);
      // and a round token opens no company endpoint
      await stack.http.get('/v1/me').set(roundBearer(mine)).expect(401);
    });
  });

  describe('PUT /v1/rounds/{id}/shots/{hole}', () => {
    it('saves and replaces a shot while the round is a draft, and shows it on the round', async () => {
      const round = await startRound(stack, company.test_code, { holes: [5, 6, 7] });
      const put = (body: object) => stack.http.put(`/v1/rounds/${round.id}/shots/5`).set(roundBearer(round)).send(body);
      assert.deepEqual((await put({ language: 'javascript', code: 'console.log(1)' }).expect(200)).body, {
        language: 'javascript',
        code: 'console.log(1)',
      });
      await put({ language: 'python', code: 'print(2)' }).expect(200);
      const view = await stack.http.get(`/v1/rounds/${round.id}`).set(roundBearer(round)).expect(200);
      assert.deepEqual(view.body.shots, { '5': { language: 'python', code: 'print(2)' } });
      assert.equal(view.body.status, 'draft');
    });

    it('answers 404 hole_not_found for a hole outside the round, 422 for a bad language or empty code, 413 past 64 KiB', async () => {
      const round = await startRound(stack, company.test_code, { holes: [5, 6, 7] });
      const put = (hole: string, body: object) =>
        stack.http.put(`/v1/rounds/${round.id}/shots/${hole}`).set(roundBearer(round)).send(body);
      for (const hole of ['8', 'abc', '0'])
        assert.equal(
          (await put(hole, { language: 'python', code: 'print(1)' }).expect(404)).body.error,
          'hole_not_found',
        );
      const badLanguage = await put('5', { language: 'cobol', code: 'DISPLAY 1.' }).expect(422);
      assert.equal(badLanguage.body.details[0].path, 'language');
      assert.match(badLanguage.body.details[0].message, /python/);
      assert.equal((await put('5', { language: 'python', code: '  \n' }).expect(422)).body.details[0].path, 'code');
      assert.equal(
        (await put('5', { language: 'python', code: 'x', lines: 1 }).expect(422)).body.details[0].path,
        'lines',
      );
      await put('5', { language: 'python', code: '#'.repeat(64 * 1024) }).expect(200);
      const tooLarge = await put('5', { language: 'python', code: '#'.repeat(64 * 1024 + 1) }).expect(413);
      assert.equal(tooLarge.body.error, 'payload_too_large');
      await put('6', { language: 'human', code: 'é'.repeat(32 * 1024 + 1) }).expect(413); // counted in UTF-8 bytes
    });
  });

  describe('POST /v1/rounds/{id}/submit', () => {
    it('needs all three shots (422 naming the missing holes), then answers 202 once and 409 already_submitted after', async () => {
      const round = await startRound(stack, company.test_code, { holes: [5, 6, 7] });
      await stack.http
        .put(`/v1/rounds/${round.id}/shots/6`)
        .set(roundBearer(round))
        .send({ language: 'human', code: 'an answer' })
        .expect(200);
      const missing = await stack.http
        .post(`/v1/rounds/${round.id}/submit`)
        .set(roundBearer(round))
        .send({})
        .expect(422);
      assert.deepEqual(
        missing.body.details.map((d: { path: string }) => d.path),
        ['shots.5', 'shots.7'],
      );

      for (const hole of [5, 7]) {
        await stack.http
          .put(`/v1/rounds/${round.id}/shots/${hole}`)
          .set(roundBearer(round))
          .send({ language: 'human', code: 'an answer' })
          .expect(200);
      }
      const tooLong = await stack.http
        .post(`/v1/rounds/${round.id}/submit`)
        .set(roundBearer(round))
        .send({ message: 'x'.repeat(5001) })
        .expect(422);
      assert.equal(tooLong.body.details[0].path, 'message');
      const ok = await stack.http
        .post(`/v1/rounds/${round.id}/submit`)
        .set(roundBearer(round))
        .send({ message: 'Hi!' })
        .expect(202);
      assert.deepEqual(ok.body, { id: round.id, status: 'submitted' });
      const row = (await findSubmission(stack.db.pool, round.id))!;
      assert.equal(row.message, 'Hi!');
      assert.deepEqual(row.personalities, ['jaded_dev', 'caffeinated_genius', 'academic_rebel']);

      const again = await stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({}).expect(409);
      assert.equal(again.body.error, 'already_submitted');
      const late = await stack.http
        .put(`/v1/rounds/${round.id}/shots/5`)
        .set(roundBearer(round))
        .send({ language: 'human', code: 'changed' })
        .expect(409);
      assert.equal(late.body.error, 'already_submitted');
    });

    it('accepts a submit with no body at all', async () => {
      const round = await startRound(stack, company.test_code);
      await playShots(stack, round);
      await stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).expect(202);
    });
  });

  it('limits each round on its own (ROUND_RATE_LIMIT_PER_HOUR), with the RateLimit headers', async () => {
    const limited = await startTestStack({ env: { ROUND_RATE_LIMIT_PER_HOUR: '3' } });
    try {
      const c = await newCompany(limited);
      const a = await startRound(limited, c.test_code);
      const b = await startRound(limited, c.test_code);
      for (let i = 0; i < 3; i++) await limited.http.get(`/v1/rounds/${a.id}`).set(roundBearer(a)).expect(200);
      const refused = await limited.http.get(`/v1/rounds/${a.id}`).set(roundBearer(a)).expect(429);
      assert.equal(refused.body.error, 'rate_limit_exceeded');
      assert.ok(Number(refused.headers['retry-after']) > 0);
      const other = await limited.http.get(`/v1/rounds/${b.id}`).set(roundBearer(b)).expect(200);
      assert.equal(other.headers['ratelimit-limit'], '3');
    } finally {
      await limited.close();
    }
  });
});
