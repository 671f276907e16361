import assert from 'node:assert/strict';
import { bearer, login, newCompany } from '../../support/companies';
import { roundBearer, startRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

describe("languages: a company may restrict its candidates' languages (off by default)", function () {
  this.timeout(120_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ env: { RUN_RATE_LIMIT_PER_HOUR: '1000' } });
    await stack.startWorker();
  });
  after(() => stack?.close());

  it('keeps a round to the languages of its start, refuses a shot or a run in another, and says which', async () => {
    const company = await newCompany(stack);
    const token = (await login(stack, company)).access_token;
    const settings = (body?: object) =>
      body
        ? stack.http.patch('/v1/settings').set(bearer(token)).send(body)
        : stack.http.get('/v1/settings').set(bearer(token));

    assert.equal((await settings()).body.languages, null, 'every language by default');
    const open = await startRound(stack, company.test_code, { holes: [1, 11, 43] });
    assert.equal(open.languages, undefined, 'a round without a restriction says nothing of it');

    for (const [languages, why] of [
      [[], 'none'],
      [['java', 'java'], 'twice the same'],
      [['cobol'], 'not a language'],
      ['java', 'not a list'],
    ] as const) {
      const res = await settings({ languages });
      assert.equal(res.status, 422, why);
      assert.equal(res.body.details[0].path.split('.')[0], 'languages', why);
    }
    const set = await settings({ languages: ['java', 'python', 'human'] });
    assert.equal(set.status, 200, set.text);
    assert.deepEqual(set.body.languages, ['java', 'python', 'human']);

    const round = await startRound(stack, company.test_code, { holes: [1, 11, 43] });
    assert.deepEqual(round.languages, ['java', 'python', 'human']);
    const view = await stack.http.get(`/v1/rounds/${round.id}`).set(roundBearer(round)).expect(200);
    assert.deepEqual(view.body.languages, ['java', 'python', 'human']);

    const shot = (r: typeof round, language: string) =>
      stack.http.put(`/v1/rounds/${r.id}/shots/1`).set(roundBearer(r)).send({ language, code: 'print(1)' });
    const refused = await shot(round, 'c');
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.details, [
      { path: 'language', message: 'this company takes answers in: java, python, human' },
    ]);
    assert.equal((await shot(round, 'python')).status, 200);
    const run = await stack.http
      .post(`/v1/rounds/${round.id}/shots/1/run`)
      .set(roundBearer(round))
      .send({ language: 'ruby', code: 'puts 1' });
    assert.equal(run.status, 422, 'a run in another language is refused before it takes a run slot');

    // Lifted: new rounds take every language; a round begun under the restriction keeps it.
    assert.equal((await settings({ languages: null })).body.languages, null);
    assert.equal((await shot(round, 'c')).status, 422);
    const later = await startRound(stack, company.test_code, { holes: [1, 11, 43] });
    assert.equal((await shot(later, 'c')).status, 200);
    assert.equal((await shot(open, 'c')).status, 200);
  });
});
