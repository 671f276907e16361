import assert from 'node:assert/strict';
import { signInvite } from '../../../lib/invitation-tokens';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { candidateEmail, emailedVerificationCode } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

const holes = [5, 50, 95];
const VICTIM_IP = '198.51.100.7';
const ATTACKER_IP = '203.0.113.66';
// The fastest answer of 20: a loaded machine only ever adds time, and the work an address would
// cost (a hash, a query more) is in every one of its answers, the fastest too. (The fastest quarter
// of 12 differed by 12.5 ms once, in a CI run where a Go build shared the cores.)
const ROUNDS = 20;
const fastest = (values: number[]) => Math.min(...values);

/**
 * Someone holding a company's code, and nothing else, learns nothing about an address from the
 * answers of POST /v1/rounds, and cannot spend the code someone else received.
 */
describe('abuse: probing addresses with a company code', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let company: TestCompany;
  before(async () => {
    stack = await startTestStack({ env: { TRUST_PROXY: 'true', RATE_LIMIT_PER_HOUR: '10000' } });
    company = await newCompany(stack, { name: 'Probed Widgets' });
    const { access_token } = await login(stack, company);
    await stack.http.patch('/v1/settings').set(bearer(access_token)).send({ per_candidate: 1 }).expect(200);
  });
  after(() => stack?.close());

  const start = (ip: string, email: string, verification: string) =>
    stack.http
      .post('/v1/rounds')
      .set('X-Forwarded-For', ip)
      .send({ code: company.live_code, email, name: 'Mallory', holes, verification });
  const askCode = (ip: string, email: string) =>
    stack.http
      .post('/v1/rounds/verify')
      .set('X-Forwarded-For', ip)
      .send({ code: company.live_code, email })
      .expect(202);

  it('answers the same, in the same time, for an unknown address, one with a pending code, and one out of attempts', async () => {
    // Out of attempts: its one live round is taken, from an invitation.
    const exhausted = candidateEmail();
    const invite = signInvite(stack.config.jwtSecret, { companyId: company.id, email: exhausted }, new Date());
    await stack.http.post('/v1/rounds').send({ invite, name: 'Ines', holes }).expect(201);
    // A code is waiting in the victim's mailbox.
    const pending = candidateEmail();
    await askCode(VICTIM_IP, pending);
    const unknown = candidateEmail();

    const answers: Record<string, { bodies: Set<string>; ms: number[] }> = {};
    const addresses = { unknown, pending, exhausted };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [kind, email] of Object.entries(addresses)) {
        const started = process.hrtime.bigint();
        const res = await start(ATTACKER_IP, email, String(100000 + round));
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        answers[kind] ??= { bodies: new Set(), ms: [] };
        answers[kind].bodies.add(`${res.status} ${JSON.stringify(res.body)}`);
        answers[kind].ms.push(ms);
      }
    }
    const bodies = Object.values(answers).map((a) => [...a.bodies]);
    assert.deepEqual(bodies[0].length, 1, `one answer: ${bodies[0]}`);
    assert.deepEqual(bodies, [bodies[0], bodies[0], bodies[0]], 'the same answer for every kind of address');
    assert.match(bodies[0][0], /^403 .*email_not_verified/);
    const fastestOf = Object.fromEntries(Object.entries(answers).map(([kind, a]) => [kind, fastest(a.ms)]));
    const spread = Math.max(...Object.values(fastestOf)) - Math.min(...Object.values(fastestOf));
    assert.ok(spread < 10, `the fastest answers differ by ${spread.toFixed(1)} ms: ${JSON.stringify(fastestOf)}`);
  });

  it("never shows how many codes an address was sent: the answer's limit headers are the client's own", async () => {
    const address = candidateEmail();
    for (let i = 0; i < 3; i++) await askCode(VICTIM_IP, address);
    const res = await askCode(ATTACKER_IP, address);
    assert.equal(res.headers['ratelimit-limit'], String(stack.config.verificationCodesPerIpPerHour));
    const fresh = await askCode(ATTACKER_IP, candidateEmail());
    assert.equal(Number(fresh.headers['ratelimit-remaining']), Number(res.headers['ratelimit-remaining']) - 1);
  });

  it("cannot burn a code it never received: the victim's code still opens the round after 20 wrong guesses", async () => {
    const victim = candidateEmail();
    await askCode(VICTIM_IP, victim);
    const code = await emailedVerificationCode(stack, victim);
    for (let i = 0; i < 20; i++) await start(ATTACKER_IP, victim, code === '000000' ? '111111' : '000000').expect(403);
    // Even the right code, guessed from elsewhere, opens nothing: it works only where it was asked for.
    await start(ATTACKER_IP, victim, code).expect(403);
    const res = await start(VICTIM_IP, victim, code).expect(201);
    assert.equal(res.body.test, 0);
  });
});
