import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { signInvite } from '../../../lib/invitation-tokens';
import type { SinkMessage } from '../../../scripts/services/smtp-sink';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { eventually } from '../../support/eventually';
import { addMember } from '../../support/members';
import { candidateEmail, emailedVerificationCode } from '../../support/rounds';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';

const to = (address: string) => (m: SinkMessage) => m.envelopeTo.some((r) => r.toLowerCase() === address.toLowerCase());
const holes = [5, 50, 95];

describe('live rounds need a verified e-mail: invitation links and e-mailed codes', function () {
  this.timeout(120_000);
  const clock = new ManualClock();
  let stack: TestStack;
  let company: TestCompany;
  before(async () => {
    stack = await startTestStack({ clock, env: { INVITE_BATCH_DELAY_MS: '0' } });
    await stack.startWorker();
    company = await newCompany(stack, { name: 'Verified Widgets' });
    const { access_token } = await login(stack, company);
    await stack.http.patch('/v1/settings').set(bearer(access_token)).send({ per_candidate: 4 }).expect(200);
  });
  after(() => stack?.close());

  const start = (body: object) => stack.http.post('/v1/rounds').send(body);
  const askCode = (email: string, code = company.live_code) =>
    stack.http.post('/v1/rounds/verify').send({ code, email });

  it('e-mails an invitation whose link starts a live round for the invited address, with nothing typed', async () => {
    const email = candidateEmail();
    const { access_token } = await login(stack, company);
    await stack.http
      .post('/v1/invite')
      .set(bearer(access_token))
      .send({ emails: [email] })
      .expect(202);
    const [mail] = await testServices().smtp.waitFor(1, to(email));
    const text = String(mail.parsed.text);
    assert.match(text, new RegExp(`Your assessment code: ${company.live_code}`));
    const link = /(http:\/\/assessments\.test\/play\?invite=\S+)/.exec(text)?.[1];
    assert.ok(link, 'the e-mail links to the round page');
    const invite = decodeURIComponent(new URL(link).searchParams.get('invite')!);

    const res = await start({ invite, name: 'Ines Invited', holes }).expect(201);
    assert.equal(res.body.test, 0);
    const { rows } = await stack.db.pool.query('SELECT email, company_id FROM submissions WHERE id = $1', [
      res.body.id,
    ]);
    assert.deepEqual(rows[0], { email, company_id: company.id });
  });

  it('refuses a forged, expired, or orphaned invitation link in words', async () => {
    const email = candidateEmail();
    const forged = signInvite(randomBytes(32).toString('hex'), { companyId: company.id, email }, clock.now());
    const expired = signInvite(
      stack.config.jwtSecret,
      { companyId: company.id, email },
      new Date(clock.now().getTime() - 31 * 86_400_000),
    );
    const orphan = signInvite(stack.config.jwtSecret, { companyId: '0123456789abcdef01234567', email }, clock.now());
    for (const invite of [forged, expired, orphan, 'not-a-token']) {
      const res = await start({ invite, name: 'Mallory', holes }).expect(403);
      assert.equal(res.body.error, 'email_not_verified');
      assert.match(res.body.message, /invitation link is invalid or has expired/);
    }
  });

  it('e-mails a 6-digit code that starts one live round for that address only', async () => {
    const email = candidateEmail();
    const asked = await askCode(email).expect(202);
    assert.equal(asked.body.expires_in, 900);
    const [mail] = await testServices().smtp.waitFor(1, to(email));
    const code = /\b(\d{6})\b/.exec(String(mail.parsed.subject))?.[1];
    assert.ok(code);

    const without = await start({ code: company.live_code, email, name: 'Vera', holes });
    assert.equal(without.status, 403, without.text);
    assert.equal(without.body.error, 'email_not_verified');
    // The code proves this address, not another one.
    const other = await start({
      code: company.live_code,
      email: candidateEmail(),
      name: 'Eve',
      holes,
      verification: code,
    });
    assert.equal(other.status, 403, other.text);
    assert.equal(other.body.error, 'email_not_verified');

    // Nor for another company: a code asked with one company's code opens nothing at another's.
    const elsewhere = await newCompany(stack, { name: 'Other Widgets' });
    const crossed = await start({ code: elsewhere.live_code, email, name: 'Vera', holes, verification: code });
    assert.equal(crossed.status, 403, crossed.text);
    assert.equal(crossed.body.error, 'email_not_verified');

    await start({ code: company.live_code, email, name: 'Vera', holes, verification: code }).expect(201);
    const reused = await start({ code: company.live_code, email, name: 'Vera', holes, verification: code }).expect(403);
    assert.match(reused.body.message, /expired, was used, was tried too often/);
  });

  it('allows 5 tries of a code, and a code lasts 15 minutes', async () => {
    const email = candidateEmail();
    await askCode(email).expect(202);
    const code = await emailedVerificationCode(stack, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await start({ code: company.live_code, email, name: 'Tess', holes, verification: wrong }).expect(403);
      messages.push(res.body.message);
    }
    assert.match(messages[0], /wrong; 4 tries are left/);
    assert.match(messages[4], /tried too often/);
    await start({ code: company.live_code, email, name: 'Tess', holes, verification: code }).expect(403);

    const late = candidateEmail();
    await askCode(late).expect(202);
    const lateCode = await emailedVerificationCode(stack, late);
    clock.advance(15 * 60_000 + 1);
    const expired = await start({
      code: company.live_code,
      email: late,
      name: 'Lou',
      holes,
      verification: lateCode,
    }).expect(403);
    assert.equal(expired.body.error, 'email_not_verified');
  });

  it('needs a verified e-mail for a test code too, and mails no code for an unknown code, or past 5 an hour', async () => {
    const email = candidateEmail();
    const unverified = await start({ code: company.test_code, email, name: 'Theo', holes }).expect(403);
    assert.equal(unverified.body.error, 'email_not_verified');
    await askCode(email, company.test_code).expect(202);
    const verification = await emailedVerificationCode(stack, email);
    const started = await start({ code: company.test_code, email, name: 'Theo', holes, verification }).expect(201);
    assert.equal(started.body.test, 1);
    assert.equal((await askCode(email, '9NOSUCHCODE00').expect(404)).body.error, 'code_not_found');

    const busy = candidateEmail();
    for (let i = 0; i < 5; i++) await askCode(busy).expect(202);
    const refused = await askCode(busy).expect(429);
    assert.equal(refused.body.error, 'rate_limit_exceeded');
    assert.ok(Number(refused.headers['retry-after']) > 0);
  });

  it('keeps no credential in the outbox once a message is sent: its recipient has it, the table and its backups do not', async () => {
    const outboxCopy = async (kind: string, recipient: string) =>
      (
        await stack.db.pool.query<{ sent_at: Date | null; subject: string; text_body: string; html_body: string }>(
          'SELECT sent_at, subject, text_body, html_body FROM emails WHERE kind = $1 AND recipient = $2',
          [kind, recipient],
        )
      ).rows[0];
    const email = candidateEmail();
    await askCode(email).expect(202);
    const [mail] = await testServices().smtp.waitFor(1, to(email));
    const code = /\b(\d{6})\b/.exec(String(mail.parsed.subject))![1];
    await eventually(
      'the code e-mail stamped sent',
      async () => (await outboxCopy('verification', email)).sent_at !== null,
    );
    const kept = await outboxCopy('verification', email);
    for (const words of [kept.subject, kept.text_body, kept.html_body]) {
      assert.ok(!words.includes(code), words);
      assert.match(words, /\[code withheld\]/);
    }
    await start({ code: company.live_code, email, name: 'Ada', holes, verification: code }).expect(201);

    const { access_token } = await login(stack, company);
    const member = await addMember(stack, access_token, 'owner');
    await eventually(
      'the invitation stamped sent',
      async () => (await outboxCopy('memberInvitation', member.email)).sent_at !== null,
    );
    const invitation = await outboxCopy('memberInvitation', member.email);
    for (const words of [invitation.text_body, invitation.html_body]) {
      assert.match(words, /\/console\/join\?token=\[withheld\]/);
      assert.doesNotMatch(words, /token=(?!\[withheld\])/);
    }
  });

  it("keeps one company's code holder from using up an address's codes elsewhere: 5 an hour per company, 20 in all", async () => {
    const target = candidateEmail();
    const others = await Promise.all([1, 2, 3, 4].map(() => newCompany(stack)));
    // Anyone with the free test code asks five codes for a chosen address...
    for (let i = 0; i < 5; i++) await askCode(target, company.test_code).expect(202);
    const companyRefusal = (await askCode(target, company.test_code).expect(429)).body.message as string;
    // ...and the address still gets its code where it applies.
    await askCode(target, others[0].live_code).expect(202);
    const verification = await emailedVerificationCode(stack, target);
    await start({ code: others[0].live_code, email: target, name: 'Ada', holes, verification }).expect(201);
    // Across companies the address gets 20 an hour at most: 6 so far, 14 more.
    for (const [other, n] of [
      [others[1], 5],
      [others[2], 5],
      [others[3], 4],
    ] as const)
      for (let i = 0; i < n; i++) await askCode(target, other.live_code).expect(202);
    const refused = await askCode(target, others[3].live_code).expect(429);
    // The same words as a company's own limit: which limit refused is nobody's business.
    assert.equal(refused.body.message.replace(/\d+ s\./, 'N s.'), companyRefusal.replace(/\d+ s\./, 'N s.'));
    const [local, domain] = target.split('@');
    // A sub-address is its mailbox: no fresh budget of codes for the same inbox.
    await askCode(`${local.toUpperCase()}+again@${domain}`, others[1].live_code).expect(429);
  });
});
