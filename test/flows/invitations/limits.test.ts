import assert from 'node:assert/strict';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';
import { INVALID, validAddresses } from '../../support/invitation-addresses';

/** No worker runs here: these tests are about what a request is allowed to record. */
describe('invitations: request rules, the daily limit and pause (POST /v1/invite)', () => {
  // Two minutes before midnight UTC, so that a test can step into the next day.
  const clock = new ManualClock(new Date('2026-03-10T23:58:00.000Z'));
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ clock });
  });
  after(() => stack.close());

  async function companyWithToken() {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    return { company, token: access_token };
  }
  const invite = (token: string, body: unknown) =>
    stack.http
      .post('/v1/invite')
      .set(bearer(token))
      .send(body as object);
  const recorded = async (companyId: string) => {
    const { rows } = await stack.db.pool.query('SELECT count(*)::int AS n FROM invitations WHERE company_id = $1', [
      companyId,
    ]);
    return rows[0].n as number;
  };
  const usedOn = async (companyId: string, day: string) => {
    const { rows } = await stack.db.pool.query('SELECT used FROM invitation_days WHERE company_id = $1 AND day = $2', [
      companyId,
      day,
    ]);
    return (rows[0]?.used ?? 0) as number;
  };
  const seedUsed = (companyId: string, day: string, used: number) =>
    stack.db.pool.query('INSERT INTO invitation_days (company_id, day, used) VALUES ($1, $2, $3)', [
      companyId,
      day,
      used,
    ]);

  it('refuses a malformed body with 422 and records nothing', async () => {
    const { company, token } = await companyWithToken();
    const cases: Array<[unknown, string]> = [
      [{ emails: 'someone@example.test' }, 'emails'],
      [{ emails: { 0: 'someone@example.test' } }, 'emails'],
      [{ emails: null }, 'emails'],
      [{}, 'emails'],
      [{ emails: [] }, 'emails'],
      [{ emails: validAddresses(101) }, 'emails'],
      [{ emails: ['someone@example.test', 42] }, 'emails.1'],
      [{ emails: [null] }, 'emails.0'],
      [{ emails: ['someone@example.test'], message: 'hello' }, 'message'],
      [['someone@example.test'], '(body)'],
    ];
    for (const [body, path] of cases) {
      const res = await invite(token, body).expect(422);
      assert.equal(res.body.error, 'validation_failed', JSON.stringify(body));
      assert.deepEqual(
        res.body.details.map((d: { path: string }) => d.path),
        [path],
        JSON.stringify(body),
      );
    }
    const hundred = await invite(token, { emails: validAddresses(100) }).expect(202);
    assert.equal(hundred.body.sent, 100, '100 is still allowed');
    assert.equal(await recorded(company.id), 100);
  });

  it('answers 202 with nothing sent when no address is valid', async () => {
    const { company, token } = await companyWithToken();
    const res = await invite(token, { emails: INVALID }).expect(202);
    assert.deepEqual(
      { ...res.body, message: undefined },
      { message: undefined, sent: 0, skipped: 7, refused: INVALID, remaining: 1000 },
    );
    assert.equal(await recorded(company.id), 0);
  });

  it('answers 409 company_paused while the company is paused, and accepts again once resumed', async () => {
    const { company, token } = await companyWithToken();
    await stack.http.post('/v1/pause').set(bearer(token)).expect(200);
    const paused = await invite(token, { emails: validAddresses(2) }).expect(409);
    assert.equal(paused.body.error, 'company_paused');
    assert.equal(await recorded(company.id), 0);
    assert.equal(await usedOn(company.id, '2026-03-10'), 0, 'a refused request takes no slot');

    await stack.http.delete('/v1/pause').set(bearer(token)).expect(204);
    const resumed = await invite(token, { emails: validAddresses(2) }).expect(202);
    assert.equal(resumed.body.remaining, 998);
  });

  it('refuses a request that passes the daily limit whole, and accepts it on the next UTC day', async () => {
    const { company, token } = await companyWithToken();
    await seedUsed(company.id, '2026-03-10', 990);
    const addresses = validAddresses(20);

    const refused = await invite(token, { emails: [...addresses, 'not-an-email'] }).expect(429);
    assert.equal(refused.body.error, 'invitation_limit_exceeded');
    assert.match(refused.body.message, /20 valid addresses.*only 10 of the daily 1000/);
    assert.equal(await recorded(company.id), 0, 'nothing recorded, so nothing is sent');
    assert.equal(await usedOn(company.id, '2026-03-10'), 990);

    clock.advance(3 * 60_000); // 2026-03-11T00:01Z
    const accepted = await invite(token, { emails: addresses }).expect(202);
    assert.equal(accepted.body.sent, 20);
    assert.equal(accepted.body.remaining, 980);
    assert.equal(await recorded(company.id), 20);
    assert.equal(await usedOn(company.id, '2026-03-11'), 20);
  });

  it('accepts a request that takes exactly the last slots, then refuses even one more', async () => {
    const { company, token } = await companyWithToken();
    const today = clock.now().toISOString().slice(0, 10);
    await seedUsed(company.id, today, 990);
    const last = await invite(token, { emails: validAddresses(10) }).expect(202);
    assert.equal(last.body.remaining, 0);
    const more = await invite(token, { emails: validAddresses(1) }).expect(429);
    assert.equal(more.body.error, 'invitation_limit_exceeded');
    const none = await invite(token, { emails: ['nobody'] }).expect(202);
    assert.deepEqual([none.body.sent, none.body.remaining], [0, 0], 'invalid addresses take no slot');
  });

  it('lets only one of two concurrent requests through when the day has room for one', async () => {
    const { company, token } = await companyWithToken();
    const today = clock.now().toISOString().slice(0, 10);
    await seedUsed(company.id, today, 850);
    const answers = await Promise.all([
      invite(token, { emails: validAddresses(100) }),
      invite(token, { emails: validAddresses(100) }),
    ]);
    assert.deepEqual(answers.map((r) => r.status).sort(), [202, 429]);
    assert.equal(answers.find((r) => r.status === 202)!.body.remaining, 50);
    assert.equal(await usedOn(company.id, today), 950);
    assert.equal(await recorded(company.id), 100);
  });

  it('never passes 1000 a day under concurrency: 12 simultaneous requests of 100 → 10 accepted, 2 refused', async () => {
    const { company, token } = await companyWithToken();
    const answers = await Promise.all(Array.from({ length: 12 }, () => invite(token, { emails: validAddresses(100) })));
    const accepted = answers.filter((r) => r.status === 202);
    assert.equal(accepted.length, 10);
    assert.equal(answers.filter((r) => r.status === 429).length, 2);
    assert.deepEqual(
      accepted.map((r) => r.body.remaining).sort((a, b) => a - b),
      [0, 100, 200, 300, 400, 500, 600, 700, 800, 900],
    );
    assert.equal(await usedOn(company.id, clock.now().toISOString().slice(0, 10)), 1000);
    assert.equal(await recorded(company.id), 1000);
  });
});
