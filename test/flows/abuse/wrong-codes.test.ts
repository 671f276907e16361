import assert from 'node:assert/strict';
import Router from '@koa/router';
import { inTransaction } from '../../../db/pool';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { candidateEmail, emailedVerificationCode, playShots, roundBearer, startRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

const holes = [5, 50, 95];
const ADDRESSES = 10;
const CLIENTS = 5;
const TRIES = 5;
const clientIp = (i: number) => `198.51.100.${(i % CLIENTS) + 1}`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/**
 * Wrong verification codes sent at once must neither take the database from everyone else (each
 * request holds one connection at most), nor go uncounted.
 */
describe('abuse: wrong verification codes in a storm', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let target: TestCompany;
  before(async () => {
    const probe = new Router();
    // Routes that ask the pool for a second connection, as the wrong-code path once did.
    probe.get('/probe/inside-transaction', async (ctx) => {
      ctx.body = await inTransaction(
        stack.deps.pool,
        async () => (await stack.deps.pool.query('SELECT 1 AS one')).rows,
      );
    });
    probe.get('/probe/two-at-once', async (ctx) => {
      const pool = stack.deps.pool;
      ctx.body = await Promise.all([pool.query('SELECT pg_sleep(0.05)'), pool.query('SELECT 1')]);
    });
    stack = await startTestStack({ env: { TRUST_PROXY: 'true', RATE_LIMIT_PER_HOUR: '10000' }, extraAreas: [probe] });
    target = await newCompany(stack, { name: 'Targeted Widgets' });
  });
  after(() => stack?.close());

  it('refuses at once a handler that asks for a second connection, instead of waiting for the pool', async () => {
    for (const path of ['/v1/probe/inside-transaction', '/v1/probe/two-at-once']) {
      const started = Date.now();
      const res = await stack.http.get(path, { checked: false });
      assert.equal(res.status, 500, res.text);
      assert.ok(Date.now() - started < 1000, `${path} answered in ${Date.now() - started} ms`);
    }
  });

  it('keeps other companies answering while 50 wrong codes arrive at once, and counts every try', async () => {
    // The worker mails the codes; it stops before the storm, so that scoring the drafts' submissions
    // does not share this process's CPU with the requests being timed.
    const worker = await stack.startWorker();
    const reader = await newCompany(stack, { name: 'Reading Co' });
    const { access_token } = await login(stack, reader);
    const submitter = await newCompany(stack, { name: 'Submitting Co' });
    const drafts = [];
    for (let i = 0; i < 3; i++) {
      const round = await startRound(stack, submitter.test_code);
      await playShots(stack, round);
      drafts.push(round);
    }

    const emails = Array.from({ length: ADDRESSES }, () => candidateEmail());
    const codes: string[] = [];
    for (const [i, email] of emails.entries()) {
      await stack.http
        .post('/v1/rounds/verify')
        .set('X-Forwarded-For', clientIp(i))
        .send({ code: target.live_code, email })
        .expect(202);
      codes.push(await emailedVerificationCode(stack, email));
    }
    await worker.stop();
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

    const storm = Promise.all(
      emails.flatMap((email, i) =>
        Array.from({ length: TRIES }, () =>
          stack.http
            .post('/v1/rounds')
            .set('X-Forwarded-For', clientIp(i))
            .send({ code: target.live_code, email, name: 'Mallory', holes, verification: wrong(codes[i]) }),
        ),
      ),
    );
    // Another company reads, a third submits, one request after another, for as long as the storm lasts.
    let raging = true;
    void storm.finally(() => (raging = false));
    const timed = async (call: () => PromiseLike<{ status: number }>) => {
      const started = Date.now();
      const { status } = await call();
      return { status, ms: Date.now() - started };
    };
    const others = (async () => {
      const answers = [];
      for (const round of drafts) {
        answers.push(
          await timed(() => stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({})),
        );
      }
      do answers.push(await timed(() => stack.http.get('/v1/me').set(bearer(access_token))));
      while (raging);
      return answers;
    })();
    const [refusals, answers] = await Promise.all([storm, others]);

    assert.deepEqual(
      answers.map((a) => a.status),
      [...Array(drafts.length).fill(202), ...Array(answers.length - drafts.length).fill(200)],
    );
    const p99 = percentile(
      answers.map((a) => a.ms),
      99,
    );
    assert.ok(p99 < 1000, `the other companies' p99 was ${p99} ms: ${answers.map((a) => a.ms)}`);
    assert.deepEqual(new Set(refusals.map((r) => `${r.status} ${r.body.error}`)), new Set(['403 email_not_verified']));

    const { rows } = await stack.db.pool.query<{ tries: number; used_at: Date | null }>(
      'SELECT tries, used_at FROM email_verifications WHERE email = ANY($1)',
      [emails],
    );
    assert.deepEqual(
      rows.map((r) => r.tries),
      Array(ADDRESSES).fill(TRIES),
      'every wrong try counted',
    );
    // Five wrong tries spend the code: the right one no longer opens a round.
    const late = await stack.http
      .post('/v1/rounds')
      .set('X-Forwarded-For', clientIp(0))
      .send({ code: target.live_code, email: emails[0], name: 'Vera', holes, verification: codes[0] })
      .expect(403);
    assert.equal(late.body.error, 'email_not_verified');
  });
});
