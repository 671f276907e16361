import assert from 'node:assert/strict';
import { insertEmail } from '../../../db/emails';
import { ERASED_NAME } from '../../../db/erasure';
import { findSubmission } from '../../../db/submissions';
import { newId } from '../../../lib/ids';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { eventually } from '../../support/eventually';
import { addMember, memberToken } from '../../support/members';
import { rowsHolding } from '../../support/personal-data';
import { candidateEmail, startRound, submitRound, workflowDone } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';
import { seedAnalyzedSubmission } from '../../support/webhooks';

const NOTHING = {
  submissions: 0,
  drafts: 0,
  invitations: 0,
  emails: 0,
  verifications: 0,
  webhook_events: 0,
  example_runs: 0,
  fingerprints: 0,
  rate_limits: 0,
  greenhouse_tests: 0,
};

/**
 * A candidate who asks to be deleted: DELETE /v1/candidates/{email} removes their address, name,
 * message and code from every row of the company, on the real stack (Postgres, Temporal, worker,
 * SMTP sink), even while one of their submissions is being scored.
 */
describe('candidates: erasure of an address at a company', function () {
  this.timeout(300_000);
  let stack: TestStack;

  before(async () => {
    stack = await startTestStack();
  });
  after(() => stack.close());

  const erase = (token: string, address: string) =>
    stack.http.delete(`/v1/candidates/${encodeURIComponent(address)}`).set(bearer(token));

  /** The rows that still hold `text`, but for those of `apart` (a company the erasure is not about). */
  async function heldOutside(text: string, apart: TestCompany) {
    const found = await rowsHolding(stack.db.pool, text);
    return found.filter((h) => h.companyId !== apart.id).map((h) => `${h.table}: ${JSON.stringify(h.row)}`);
  }

  it('erases it mid-lifecycle; the submission being scored completes without it, charged; a second call erases nothing', async () => {
    const company = await newCompany(stack);
    const other = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const address = `Erase-Me-${newId()}@Example.test`;
    const name = `Grace Q${newId().slice(0, 8)} Hopper`;

    let worker = await stack.startWorker();
    // Analyzed: its code scored and fingerprinted, its result e-mails and webhook event queued.
    const analyzed = await submitRound(stack, company.test_code, { email: address, name, message: `I am ${name}` });
    await workflowDone(stack, analyzed.id);
    await worker.stop();
    // From here no scoring worker: the next submission stays processing until after the erasure.
    worker = await stack.startWorker({ workerQueues: ['lifecycle'] });
    await stack.http
      .post('/v1/invite')
      .set(bearer(access_token))
      .send({ emails: [address] })
      .expect(202);
    await eventually('the invitation is sent', async () => {
      const { rows } = await stack.db.pool.query(`SELECT status FROM invitations WHERE company_id = $1`, [company.id]);
      return rows[0]?.status === 'sent';
    });
    const processing = await submitRound(stack, company.live_code, { email: address, name, message: `From ${name}` });
    await eventually(
      'the live submission is processing',
      async () => (await findSubmission(stack.db.pool, processing.id))?.status === 'processing',
    );
    const draft = await startRound(stack, company.test_code, { email: address, name });
    const bystander = await submitRound(stack, company.test_code, { email: candidateEmail(), name: 'Ada Lovelace' });
    const elsewhere = await startRound(stack, other.test_code, { email: address, name });
    const stats = async () => (await stack.http.get('/v1/me').set(bearer(access_token)).expect(200)).body.stats;
    const statsBefore = await stats();
    const heldBefore = new Set((await rowsHolding(stack.db.pool, address)).map((h) => h.table));
    for (const table of ['submissions', 'invitations', 'emails', 'email_verifications', 'webhook_events'])
      assert.ok(heldBefore.has(table), `the search finds the address in ${table} before the erasure`);

    const res = await erase(access_token, address.toUpperCase()).expect(200);
    assert.deepEqual(res.body.erased, {
      submissions: 2,
      drafts: 1,
      invitations: 1,
      // Three verification codes, and the analyzed round's two result e-mails.
      emails: 5,
      verifications: 3,
      webhook_events: 1,
      example_runs: 0,
      fingerprints: 3,
      rate_limits: 0,
      greenhouse_tests: 0,
    });
    const pseudonym: string = res.body.pseudonym;
    assert.match(pseudonym, /^erased-[0-9a-f]{24}@erased\.invalid$/);
    assert.deepEqual(await stats(), statsBefore, 'the counts and the bill do not change');
    assert.equal(await findSubmission(stack.db.pool, draft.id), undefined, 'the draft is deleted');
    for (const text of [address, name]) assert.deepEqual(await heldOutside(text, other), [], text);

    // The processing submission is scored once a scoring worker comes: analyzed and charged, with no code kept.
    await stack.startWorker({ workerQueues: ['scoring'] });
    await workflowDone(stack, processing.id);
    const done = (await findSubmission(stack.db.pool, processing.id))!;
    assert.equal(done.status, 'analyzed');
    assert.equal(done.email, pseudonym);
    assert.equal(done.name, ERASED_NAME);
    assert.equal(done.message, null);
    assert.ok(done.erased_at);
    assert.ok(done.scorecard, 'scored');
    assert.deepEqual(
      Object.values(done.shots).map((s) => s.code),
      ['', '', ''],
    );
    const { rows: charges } = await stack.db.pool.query('SELECT amount_cents FROM charges WHERE submission_id = $1', [
      processing.id,
    ]);
    assert.deepEqual(charges, [{ amount_cents: 3900 }]);
    const { rows: results } = await stack.db.pool.query(
      'SELECT kind, recipient, text_body FROM emails WHERE submission_id = $1',
      [processing.id],
    );
    assert.deepEqual(
      results.map((e) => [e.kind, e.recipient]),
      [['result_company', company.email]],
      'the candidate gets no result e-mail',
    );
    assert.ok(results[0].text_body.includes(pseudonym), 'the company reads the pseudonym');
    const { rows: fingerprints } = await stack.db.pool.query(
      'SELECT count(*)::int AS n FROM shot_fingerprints WHERE submission_id = $1',
      [processing.id],
    );
    assert.equal(fingerprints[0].n, 0, 'no fingerprint of erased code');
    const { rows: events } = await stack.db.pool.query('SELECT payload FROM webhook_events WHERE submission_id = $1', [
      processing.id,
    ]);
    const payload = JSON.parse(events[0].payload);
    assert.equal(payload.email, pseudonym);
    assert.equal(payload.name, ERASED_NAME);
    assert.equal(payload.message, undefined);
    for (const text of [address, name]) assert.deepEqual(await heldOutside(text, other), [], text);
    assert.equal((await stats()).charges, statsBefore.charges + 1);

    // Nothing else moved: another candidate of the company, the same address at another company.
    const untouched = (await findSubmission(stack.db.pool, bystander.id))!;
    assert.equal(untouched.name, 'Ada Lovelace');
    assert.ok(Object.values(untouched.shots).every((s) => s.code !== ''));
    const there = (await findSubmission(stack.db.pool, elsewhere.id))!;
    assert.deepEqual([there.email, there.name, there.erased_at], [address, name, null]);
    const { rows: codes } = await stack.db.pool.query(
      'SELECT count(*)::int AS n FROM email_verifications WHERE company_id = $1',
      [other.id],
    );
    assert.equal(codes[0].n, 1);

    const again = await erase(access_token, address).expect(200);
    assert.deepEqual(again.body, { erased: NOTHING });
  });

  it('erases once under concurrent calls: one pseudonym, every round counted by exactly one answer', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const address = candidateEmail();
    const seeded = [];
    for (const name of ['Ada One', 'Ada Two', 'Ada Three'])
      seeded.push(await seedAnalyzedSubmission(stack, company.id, { name }));
    await stack.db.pool.query('UPDATE submissions SET email = $2 WHERE id = ANY($1)', [
      seeded.map((s) => s.id),
      address.toUpperCase(),
    ]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => erase(access_token, address).expect(200)));
    assert.equal(
      answers.reduce((n, a) => n + a.body.erased.submissions, 0),
      3,
    );
    const pseudonyms = answers.map((a) => a.body.pseudonym).filter(Boolean);
    assert.equal(pseudonyms.length, 1, 'one call erased, the others found nothing');
    const { rows } = await stack.db.pool.query('SELECT DISTINCT email FROM submissions WHERE id = ANY($1)', [
      seeded.map((s) => s.id),
    ]);
    assert.deepEqual(rows, [{ email: pseudonyms[0] }]);
  });

  it("leaves the team's mail alone: an admin cannot silence an owner's notice by erasing the owner's address", async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const admin = await memberToken(stack, await addMember(stack, access_token, 'admin'));
    // A notice to the owner of the admin's own change, still in the outbox.
    const notice = newId();
    await insertEmail(stack.db.pool, {
      id: notice,
      companyId: company.id,
      kind: 'webhookChanged',
      recipient: company.email,
      subject: 'Your webhook settings were changed',
      text: 'Results are now POSTed elsewhere.',
      html: '<p>Results are now POSTed elsewhere.</p>',
    });
    const res = await erase(admin, company.email.toUpperCase()).expect(200);
    assert.deepEqual(res.body, { erased: NOTHING });
    const { rows } = await stack.db.pool.query(
      'SELECT recipient, subject, failed_at, failure FROM emails WHERE id = $1',
      [notice],
    );
    assert.deepEqual(rows, [
      { recipient: company.email, subject: 'Your webhook settings were changed', failed_at: null, failure: null },
    ]);
  });

  it('tells every owner when a candidate is erased or the retention changes: a count and who, never the address', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const owner = await addMember(stack, access_token, 'owner');
    const adminMember = await addMember(stack, access_token, 'admin');
    const admin = await memberToken(stack, adminMember);
    const candidate = candidateEmail();
    await startRound(stack, company.test_code, { email: candidate });
    await erase(admin, candidate).expect(200);
    await stack.http.patch('/v1/settings').set(bearer(admin)).send({ candidate_retention_days: 30 }).expect(200);

    const notices = async (kind: string) =>
      (
        await stack.db.pool.query<{ recipient: string; text_body: string }>(
          'SELECT recipient, text_body FROM emails WHERE company_id = $1 AND kind = $2 ORDER BY recipient',
          [company.id, kind],
        )
      ).rows;
    const owners = [company.email, owner.email].sort();
    const erased = await notices('candidateErased');
    assert.deepEqual(
      erased.map((n) => n.recipient),
      owners,
    );
    for (const { text_body } of erased) {
      assert.match(text_body, /erased from 1 round/);
      assert.ok(text_body.includes(`Made by ${adminMember.email}`), text_body);
      assert.ok(!text_body.toLowerCase().includes(candidate.toLowerCase()), 'the address erased is not named');
    }
    const retention = await notices('retentionChanged');
    assert.deepEqual(
      retention.map((n) => n.recipient),
      owners,
    );
    for (const { text_body } of retention) {
      assert.match(
        text_body,
        /now kept 30 days after a submission is analyzed or failed \(it was until it is erased on request\)/,
      );
      assert.ok(text_body.includes(`Made by ${adminMember.email}`), text_body);
    }
  });

  it('answers 422 in the error body to a path that is not an address', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const res = await erase(access_token, 'not-an-address').expect(422);
    assert.equal(res.body.error, 'validation_failed');
    assert.deepEqual(
      res.body.details.map((d: { path: string }) => d.path),
      ['email'],
    );
  });
});
