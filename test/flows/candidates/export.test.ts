import assert from 'node:assert/strict';
import { insertEmail } from '../../../db/emails';
import { newId } from '../../../lib/ids';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { addMember, memberToken } from '../../support/members';
import {
  roundBearer,
  startRound,
  submitRound,
  verifyEmail,
  workflowDone,
  type StartedRound,
} from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';
import { seedSubmission } from '../../support/submissions';

/**
 * GET /v1/candidates/{email}/export on the real stack: one candidate with an analyzed live round, a
 * draft with an example run, an invitation and verification codes at one company, and a draft of
 * the same address at another.
 */
describe('GET /v1/candidates/{email}/export', function () {
  this.timeout(300_000);
  let stack: TestStack;
  let company: TestCompany;
  let owner: string;
  // Stored in three spellings: the rounds lower-cased, the invitation as typed, asked for in upper case.
  const address = `Candidate-${newId()}@Example.test`;
  const exportOf = (email: string, token = owner) =>
    stack.http.get(`/v1/candidates/${encodeURIComponent(email)}/export`).set(bearer(token));

  let live: { id: string };
  let draft: StartedRound;
  let otherDraft: { id: string };
  let spareCode: string;

  before(async () => {
    stack = await startTestStack();
    await stack.startWorker();
    company = await newCompany(stack);
    owner = (await login(stack, company)).access_token;
    const email = address.toLowerCase();

    await stack.http
      .post('/v1/invite')
      .set(bearer(owner))
      .send({ emails: [address] })
      .expect(202);
    live = await submitRound(stack, company.live_code, { email, message: 'Looking forward to it' });
    draft = await startRound(stack, company.test_code, { email });
    await stack.http
      .post(`/v1/rounds/${draft.id}/shots/${draft.holes[0]}/run`)
      .set(roundBearer(draft))
      .send({ language: 'python', code: 'print(input())' })
      .expect(200);
    // A code asked for and then typed wrong once: counted, never used.
    spareCode = await verifyEmail(stack, company.test_code, email);
    const wrong = spareCode === '000000' ? '111111' : '000000';
    const refused = await stack.http
      .post('/v1/rounds')
      .send({ code: company.test_code, email, name: 'Ada', holes: [1, 11, 43], verification: wrong });
    assert.equal(refused.status, 403, refused.text);

    const other = await newCompany(stack);
    otherDraft = await startRound(stack, other.test_code, { email });
    await workflowDone(stack, live.id);
  });
  after(() => stack?.close());

  it('holds the submissions as playback shows them, with example runs and webhook deliveries', async () => {
    const { body } = await exportOf(address.toUpperCase()).expect(200);
    assert.equal(body.email, address.toUpperCase());
    assert.ok(Math.abs(Date.parse(body.exported_at) - Date.now()) < 60_000, body.exported_at);
    assert.deepEqual(
      body.submissions.map((s: { id: string }) => s.id),
      [live.id, draft.id],
      "both rounds at this company, oldest first; the other company's is absent",
    );
    const [analyzed, unsent] = body.submissions;

    const detail = (await stack.http.get(`/v1/playback/${live.id}`).set(bearer(owner)).expect(200)).body;
    for (const field of ['email', 'attempt', 'test', 'status', 'shots', 'scorecard', 'similarity', 'message']) {
      assert.deepEqual(analyzed[field], detail[field], `${field} as playback shows it`);
    }
    assert.equal(analyzed.status, 'analyzed');
    assert.equal(analyzed.test, 0);
    assert.ok(analyzed.scorecard, 'the scorecard');
    assert.equal(analyzed.shots[analyzed.holes[0]].language, 'python');
    assert.ok(analyzed.submitted_at && analyzed.processing_finished_at && analyzed.candidate_emailed_at);
    assert.equal(analyzed.webhook_deliveries.length, 1);
    assert.equal(analyzed.webhook_deliveries[0].kind, 'result');
    assert.equal(analyzed.webhook_deliveries[0].status, 'skipped', 'no webhook URL is set');

    assert.equal(unsent.status, 'draft');
    assert.equal(unsent.test, 1);
    assert.equal(unsent.scorecard, undefined);
    assert.deepEqual(unsent.webhook_deliveries, []);
    assert.equal(unsent.example_runs.length, 1);
    const [run] = unsent.example_runs;
    assert.equal(run.hole, draft.holes[0]);
    assert.equal(run.language, 'python');
    assert.ok(run.result?.verdict, JSON.stringify(run));
    assert.equal(run.code, undefined, 'the code of a finished run is no longer held');
  });

  it('holds the invitation as stored, the e-mails and the verification codes, never a code', async () => {
    const res = await exportOf(address).expect(200);
    const { invitations, emails, verifications } = res.body;
    assert.equal(invitations.length, 1);
    assert.equal(invitations[0].email, address, 'as it was typed');
    assert.match(invitations[0].status, /^(queued|sent)$/);

    const kinds = emails.map((e: { kind: string }) => e.kind).sort();
    assert.deepEqual(kinds, ['result_candidate', 'result_company', 'verification', 'verification', 'verification']);
    for (const e of emails) {
      assert.ok(e.subject && e.text && e.created_at, JSON.stringify(e));
      if (e.kind.startsWith('result_')) assert.equal(e.submission_id, live.id);
      if (e.kind === 'verification') {
        assert.equal(e.recipient, address.toLowerCase());
        assert.match(e.text, /\[code withheld\]/);
      }
    }
    assert.equal(emails.find((e: { kind: string }) => e.kind === 'result_company').recipient, company.email);

    assert.equal(verifications.length, 3, "this company's codes only");
    assert.equal(verifications.filter((v: { used_at?: string }) => v.used_at).length, 2, 'one per round started');
    const spare = verifications.at(-1);
    assert.equal(spare.used_at, undefined);
    assert.equal(spare.tries, 1);
    assert.ok(Date.parse(spare.expires_at) > Date.parse(spare.created_at));

    // Where a code could appear (a hex id or a score elsewhere could hold six digits by chance).
    assert.ok(!JSON.stringify({ emails, verifications }).includes(spareCode), 'a code still valid is never shown');
    assert.doesNotMatch(res.text, /code_hash|\$argon|sha256/i);
    assert.doesNotMatch(res.text, new RegExp(otherDraft.id));
    assert.ok(
      res.body.notes.some((n: string) => /CandidateEmail/.test(n)),
      'says what Temporal keeps',
    );
  });

  it('answers an address it holds nothing about with empty lists', async () => {
    const { body } = await exportOf(`nobody-${newId()}@example.test`).expect(200);
    assert.deepEqual([body.submissions, body.invitations, body.emails, body.verifications], [[], [], [], []]);
    assert.ok(body.notes.length > 0);
  });

  it('holds 50 submissions of one address in one document', async () => {
    const email = `many-${newId()}@example.test`;
    for (let i = 1; i <= 50; i++) await seedSubmission(stack.db.pool, company.id, { email, attempt: i });
    const started = performance.now();
    const res = await exportOf(email).expect(200);
    const ms = Math.round(performance.now() - started);
    assert.equal(res.body.submissions.length, 50);
    assert.ok(res.body.submissions.every((s: { scorecard?: object }) => s.scorecard));
    console.log(`      50 analyzed submissions: ${Math.round(res.text.length / 1024)} KiB of JSON in ${ms} ms`);
  });

  it("holds no team mail: an admin who exports the owner's address reads none of the owner's notices", async () => {
    await insertEmail(stack.db.pool, {
      id: newId(),
      companyId: company.id,
      kind: 'webhookChanged',
      recipient: company.email,
      subject: 'Your webhook settings were changed',
      text: 'Results are now POSTed elsewhere.',
      html: '<p>Results are now POSTed elsewhere.</p>',
    });
    const admin = await memberToken(stack, await addMember(stack, owner, 'admin'));
    const res = await exportOf(company.email, admin).expect(200);
    assert.deepEqual(res.body.emails, []);
  });

  it('refuses a malformed address with 422, and a reviewer with 403', async () => {
    const malformed = await exportOf('not-an-address').expect(422);
    assert.equal(malformed.body.error, 'validation_failed');
    assert.deepEqual(
      malformed.body.details.map((d: { path: string }) => d.path),
      ['email'],
    );
    const reviewer = await memberToken(stack, await addMember(stack, owner, 'reviewer'));
    const refused = await exportOf(address, reviewer).expect(403);
    assert.equal(refused.body.error, 'forbidden');
  });
});
