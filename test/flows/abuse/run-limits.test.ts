import assert from 'node:assert/strict';
import { newCompany, type TestCompany } from '../../support/companies';
import { roundBearer, startRound, type StartedRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

/**
 * Attack: free compute through "Run example" (and "Run with my input", which spends the same runs).
 * The round's own limit (RUN_RATE_LIMIT_PER_HOUR) bounds nothing when rounds are free to start: one
 * address starts round after round and runs in each. Before the per-address and per-company
 * limits, every one of these runs was accepted.
 */
describe('abuse: runs across many rounds are limited per client IP and per company', function () {
  this.timeout(180_000);
  const PER_IP = 5;
  const PER_COMPANY = 8;
  let stack: TestStack;
  let company: TestCompany;
  before(async () => {
    stack = await startTestStack({
      env: {
        TRUST_PROXY: 'true',
        RUN_RATE_LIMIT_PER_IP_PER_HOUR: String(PER_IP),
        RUN_RATE_LIMIT_PER_COMPANY_PER_HOUR: String(PER_COMPANY),
      },
    });
    await stack.startWorker();
    company = await newCompany(stack);
  });
  after(() => stack?.close());

  const run = (round: StartedRound, ip: string, withInput = false) =>
    stack.http
      .post(`/v1/rounds/${round.id}/shots/1/${withInput ? 'run-with-input' : 'run'}`)
      .set(roundBearer(round))
      .set('X-Forwarded-For', ip)
      .send({ language: 'python', code: 'print(1)', ...(withInput ? { input: '2\n' } : {}) });

  /**
   * Runs from `ip`, two per round over `rounds` (a "Run example", then a "Run with my input"), until
   * the first refusal; the count accepted and the refusal.
   */
  async function runUntilRefused(rounds: StartedRound[], ip: string) {
    let accepted = 0;
    for (const round of rounds) {
      for (const withInput of [false, true]) {
        const res = await run(round, ip, withInput);
        if (res.status !== 200) return { accepted, refused: res };
        accepted++;
      }
    }
    return { accepted, refused: undefined };
  }

  it('refuses a client IP its runs past RUN_RATE_LIMIT_PER_IP_PER_HOUR, whatever the round, in words', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 6 }, () => startRound(stack, company.test_code, { holes: [1, 11, 43] })),
    );
    const { accepted, refused } = await runUntilRefused(rounds, '203.0.113.7');
    // Before: all 12 runs over 6 rounds accepted from the one address.
    assert.equal(accepted, PER_IP, `runs accepted from one IP over ${rounds.length} rounds`);
    assert.ok(refused);
    assert.equal(refused.status, 429, refused.text);
    assert.equal(refused.body.error, 'rate_limit_exceeded');
    assert.match(refused.body.message, /network address has used its 5 runs of the hour/);
    assert.equal(refused.headers['ratelimit-limit'], String(PER_IP));
    assert.equal(refused.headers['ratelimit-remaining'], '0');
    assert.ok(Number(refused.headers['retry-after']) > 0);

    // The refusal spent nothing of the round's own runs: from elsewhere, the round still has 59.
    const elsewhere = await run(rounds[PER_IP >> 1], '198.51.100.1');
    assert.equal(elsewhere.status, 200, elsewhere.text);
    assert.equal(elsewhere.headers['ratelimit-limit'], String(PER_COMPANY), 'the headers of the nearest limit');
    assert.equal(elsewhere.headers['ratelimit-remaining'], String(PER_COMPANY - PER_IP - 1));
  });

  it("refuses a company's candidates their runs past RUN_RATE_LIMIT_PER_COMPANY_PER_HOUR, from any address", async () => {
    const rounds = await Promise.all(
      Array.from({ length: 4 }, () => startRound(stack, company.test_code, { holes: [1, 11, 43] })),
    );
    // The company has spent PER_IP + 1 runs in the test before; each address here is new.
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await run(rounds[i], `198.51.100.${10 + i}`));
    assert.deepEqual(
      results.map((r) => r.status),
      [200, 200, 429, 429],
    );
    const refused = results[2];
    assert.equal(refused.body.error, 'rate_limit_exceeded');
    assert.match(refused.body.message, /company's candidates have used its 8 runs of the hour/);
    assert.equal(refused.headers['ratelimit-limit'], String(PER_COMPANY));
    assert.ok(Number(refused.headers['retry-after']) > 0);

    // Another company's candidates are not held by it.
    const other = await newCompany(stack);
    const theirs = await startRound(stack, other.test_code, { holes: [1, 11, 43] });
    assert.equal((await run(theirs, '198.51.100.99')).status, 200);
  });
});
