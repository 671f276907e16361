import assert from 'node:assert/strict';
import { retentionScheduleId } from '../../../workflow-contract/workflow-ids';
import { ManualClock } from '../../support/clock';
import { newCompany, type TestCompany } from '../../support/companies';
import { eventually } from '../../support/eventually';
import { roundBearer, startRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

const HOUR_MS = 3_600_000;

/**
 * Attack: rows without end. Every client IP (attacker-chosen, behind a proxy that forwards them)
 * leaves a limiter row, and every "Run example" an example_runs row; before the purge neither was
 * ever deleted; nor were verification codes, asked for any address, nor failed logins of e-mails
 * nobody has. The hourly expiry (the retention schedule's workflow) now deletes limiter rows and
 * failed logins whose window has passed, and runs and codes older than a day.
 */
describe('abuse: what requests leave behind is purged by the hourly expiry', function () {
  this.timeout(120_000);
  const clock = new ManualClock();
  let stack: TestStack;
  let company: TestCompany;
  before(async () => {
    stack = await startTestStack({ clock, env: { TRUST_PROXY: 'true' } });
    await stack.startWorker({}, { withClock: true });
    company = await newCompany(stack);
  });
  after(() => stack?.close());

  const count = async (sql: string, values: unknown[] = []) =>
    Number((await stack.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values)).rows[0].n);
  const rateLimitRows = (prefix: string) => count(`rate_limits WHERE key LIKE $1`, [`${prefix}%`]);

  /** The schedule's hour come now: its run, then `done` to hold. */
  async function expireUntil(what: string, done: () => Promise<boolean>) {
    await stack.temporal.schedule.getHandle(retentionScheduleId(stack.config.temporal.taskQueue)).trigger();
    await eventually(what, done, 30_000);
  }

  it('deletes limiter rows and failed logins once their hour has passed, example runs and codes once a day old', async () => {
    const addresses = Array.from({ length: 50 }, (_, i) => `192.0.2.${i + 1}`);
    for (const ip of addresses) await stack.http.get('/v1/course').set('X-Forwarded-For', ip).expect(200);
    const round = await startRound(stack, company.test_code, { holes: [1, 11, 43] });
    const ran = await stack.http
      .post(`/v1/rounds/${round.id}/shots/1/run`)
      .set(roundBearer(round))
      .set('X-Forwarded-For', '192.0.2.200')
      .send({ language: 'python', code: 'print(1)' });
    assert.equal(ran.status, 200, ran.text);
    assert.equal(await rateLimitRows('candidate-ip:192.0.2.'), addresses.length);
    assert.equal(await count('example_runs'), 1);
    await stack.http.post('/v1/token').send({ email: 'nobody-at-all@example.test', password: 'a-guess-1' }).expect(401);
    assert.equal(await count('login_failures'), 1);

    await stack.http.get('/v1/course').set('X-Forwarded-For', '198.51.100.1').expect(200);
    clock.advance(HOUR_MS + 5 * 60_000 + 5_000);
    await stack.http.get('/v1/course').set('X-Forwarded-For', '198.51.100.1').expect(200);
    assert.equal(
      await count('rate_limit_seconds WHERE key = $1', ['candidate-ip:198.51.100.1']),
      1,
      'a request deletes the seconds that left its window',
    );
    // Before: the rows of the hour before stayed for good.
    await expireUntil('the limiter rows of the hour before to be deleted', async () => {
      const left = (await rateLimitRows('candidate-ip:192.0.2.')) + (await rateLimitRows('run'));
      return left + (await count('login_failures')) === 0;
    });
    assert.equal(await rateLimitRows('candidate-ip:198.51.100.1'), 1, 'a row still in its window stays');
    assert.equal(await count('rate_limit_seconds WHERE key LIKE $1', ['candidate-ip:192.0.2.%']), 0, 'with their rows');
    assert.equal(await count('example_runs'), 1, 'a run younger than a day stays');
    assert.equal(await count('email_verifications'), 1, 'a code younger than a day stays');

    clock.advance(24 * HOUR_MS);
    await expireUntil(
      'the day-old example run and verification code to be deleted',
      async () => (await count('example_runs')) + (await count('email_verifications')) === 0,
    );
    assert.equal(await count('submissions WHERE id = $1', [round.id]), 1, 'its round stays');
  });
});
