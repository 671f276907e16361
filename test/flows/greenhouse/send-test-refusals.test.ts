import assert from 'node:assert/strict';
import { newId } from '../../../lib/ids';
import type { SinkMessage } from '../../../scripts/services/smtp-sink';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { basicAuthorization } from '../../support/greenhouse';
import { validAddresses } from '../../support/invitation-addresses';
import { candidateEmail, startRound } from '../../support/rounds';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';

const GREENHOUSE = '/v1/integrations/greenhouse';
/** An invitation e-mail, not the verification code a candidate who starts with a code is sent. */
const isInvitation = (m: SinkMessage) => /invites you/.test(String(m.parsed.subject));
/** Low, so that one company spends its day's invitations in a few sends. */
const INVITES_PER_DAY = 3;

interface Refusal {
  status: number;
  error: string;
  /** What the message says; with `path`, that field's message in `details`. */
  message?: RegExp;
  /** The field `details` must name. */
  path?: string;
}

interface GreenhouseCompany {
  company: TestCompany;
  owner: string;
  keyId: string;
  authorization: string;
}

/**
 * What Greenhouse gets back when a call of its is wrong, or comes at a moment the company cannot
 * send: the status its document (or, where it says nothing, the house) names, `{error, message}` in
 * words, and, for a send, nothing half-done: no test, no invitation, none of the day's invitations
 * spent, no e-mail. A repeated send is the same test, e-mailed once.
 */
describe('greenhouse: send_test, test_status and response_error refuse bad input and leave nothing behind', function () {
  this.timeout(300_000);
  let stack: TestStack;
  let sequence = 0;
  const refusedCandidates: string[] = [];
  const acceptedCandidates: string[] = [];

  before(async () => {
    stack = await startTestStack({
      env: { GREENHOUSE_HOSTS: 'localhost', INVITES_PER_DAY: String(INVITES_PER_DAY), INVITE_BATCH_DELAY_MS: '0' },
    });
    // Sends the invitation e-mails; nothing here is played to the PATCH.
    await stack.startWorker();
  });
  after(() => stack?.close());

  async function greenhouseCompany(options: { paid?: boolean } = {}): Promise<GreenhouseCompany> {
    const company = await newCompany(stack, options);
    const owner = (await login(stack, company)).access_token;
    const key = await stack.http.post(`${GREENHOUSE}/keys`).set(bearer(owner)).send({ name: 'Greenhouse' }).expect(201);
    return { company, owner, keyId: key.body.id, authorization: basicAuthorization(key.body.key) };
  }

  const createAssessment = async (owner: string, body: Record<string, unknown> = {}) =>
    (
      await stack.http
        .post('/v1/assessments')
        .set(bearer(owner))
        .send({ name: `Assessment ${newId()}`, ...body })
        .expect(201)
    ).body.id as string;

  /** send_test's body as Greenhouse's document writes it, for a new candidate and a url of its own. */
  const sendBody = (partnerTestId: unknown) => ({
    partner_test_id: partnerTestId,
    candidate: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      preferred_name: null,
      email: candidateEmail(),
      greenhouse_profile_url: `https://app.greenhouse.io/people/${++sequence}?application_id=${sequence}`,
      resume_url: null,
      phone_number: null,
    },
    sent_by: 'recruiter@example.org',
    url: `https://localhost/integrations/testing_partners/take_home_tests/${sequence}`,
  });
  type SendBody = ReturnType<typeof sendBody>;

  const sendTest = (gh: Pick<GreenhouseCompany, 'authorization'>, body: unknown) =>
    stack.http
      .post(`${GREENHOUSE}/send_test`)
      .set('Authorization', gh.authorization)
      .send(body as object);

  async function sent(gh: GreenhouseCompany, body: SendBody): Promise<string> {
    const res = await sendTest(gh, body);
    assert.equal(res.status, 200, res.text);
    acceptedCandidates.push(body.candidate.email);
    return res.body.partner_interview_id;
  }

  /** What a send leaves of a company: its tests, its invitations, and the day's invitations it took. */
  async function footprint(companyId: string) {
    const { rows } = await stack.db.pool.query(
      `SELECT (SELECT count(*)::int FROM greenhouse_tests WHERE company_id = $1) AS tests,
              (SELECT count(*)::int FROM invitations WHERE company_id = $1) AS invitations,
              (SELECT COALESCE(sum(used), 0)::int FROM invitation_days WHERE company_id = $1) AS invitations_taken`,
      [companyId],
    );
    return rows[0] as { tests: number; invitations: number; invitations_taken: number };
  }

  function assertRefusal(res: { status: number; text: string; body: any }, expected: Refusal, what: string) {
    assert.equal(res.status, expected.status, `${what}: ${res.text}`);
    assert.equal(res.body.error, expected.error, what);
    assert.equal(typeof res.body.message, 'string', what);
    assert.ok(res.body.message.length > 10, `${what}: a message in words`);
    if (!expected.path) {
      if (expected.message) assert.match(res.body.message, expected.message, what);
      return;
    }
    const detail = (res.body.details as Array<{ path: string; message: string }>).find((d) => d.path === expected.path);
    assert.ok(detail, `${what}: details name ${expected.path}: ${res.text}`);
    if (expected.message) assert.match(detail.message, expected.message, what);
  }

  /** A send refused as expected that changed nothing of the company's. */
  async function refusedCleanly(gh: GreenhouseCompany, body: unknown, expected: Refusal, what: string) {
    const before = await footprint(gh.company.id);
    assertRefusal(await sendTest(gh, body), expected, what);
    assert.deepEqual(await footprint(gh.company.id), before, `${what}: nothing left behind`);
    const email = (body as { candidate?: { email?: unknown } })?.candidate?.email;
    if (typeof email === 'string') refusedCandidates.push(email);
  }

  it("answers 404 greenhouse_test_not_found for a partner_test_id that is not one of the company's assessments", async () => {
    const gh = await greenhouseCompany();
    const other = await greenhouseCompany();
    const archived = await createAssessment(gh.owner);
    await stack.http.delete(`/v1/assessments/${archived}`).set(bearer(gh.owner)).expect(204);
    const notFound = { status: 404, error: 'greenhouse_test_not_found', message: /partner_test_id/ };
    for (const [id, what] of [
      [newId(), 'an unknown id'],
      ['12345', 'a malformed id'],
      [await createAssessment(other.owner), "another company's assessment"],
      [archived, 'a deleted assessment'],
    ]) {
      await refusedCleanly(gh, sendBody(id), notFound, what);
    }
  });

  it('answers 422 validation_failed naming the field of a body of the wrong shape', async () => {
    const gh = await greenhouseCompany();
    const id = await createAssessment(gh.owner);
    const shapes: Array<[string, (b: SendBody) => unknown, string, RegExp?]> = [
      ['no candidate e-mail', (b) => ({ ...b, candidate: { ...b.candidate, email: undefined } }), 'candidate.email'],
      [
        'an e-mail that is none',
        (b) => ({ ...b, candidate: { ...b.candidate, email: 'ada at home' } }),
        'candidate.email',
      ],
      [
        'a blank first name',
        (b) => ({ ...b, candidate: { ...b.candidate, first_name: '  ' } }),
        'candidate.first_name',
      ],
      ['a candidate that is a string', (b) => ({ ...b, candidate: 'Ada Lovelace' }), 'candidate'],
      ['no candidate', (b) => ({ ...b, candidate: undefined }), 'candidate'],
      ['a number for partner_test_id', (b) => ({ ...b, partner_test_id: 12345 }), 'partner_test_id'],
      ['no partner_test_id', (b) => ({ ...b, partner_test_id: undefined }), 'partner_test_id'],
      ['no url', (b) => ({ ...b, url: undefined }), 'url'],
      ['an http:// url', (b) => ({ ...b, url: b.url.replace('https:', 'http:') }), 'url', /https/],
      [
        'a url on another host',
        (b) => ({ ...b, url: 'https://attacker.example/take_home_tests/1' }),
        'url',
        /localhost/,
      ],
      ['a url with credentials', (b) => ({ ...b, url: b.url.replace('//', '//user:pw@') }), 'url', /credentials/],
      ['a url that is none', (b) => ({ ...b, url: 'take_home_tests/1' }), 'url', /URL/],
      // The house refuses text no column can hold, wherever it is (api/middleware/storable-text.ts).
      [
        'a NUL byte in a name',
        (b) => ({ ...b, candidate: { ...b.candidate, last_name: 'Love\u0000lace' } }),
        'candidate.last_name',
        /NUL/,
      ],
      ['an array for a body', () => [], '(body)'],
    ];
    for (const [what, shape, path, message] of shapes) {
      await refusedCleanly(gh, shape(sendBody(id)), { status: 422, error: 'validation_failed', path, message }, what);
    }
  });

  it('answers a body that is not JSON with the house codes: 400 invalid_json, or 415 for another media type', async () => {
    const gh = await greenhouseCompany();
    const before = await footprint(gh.company.id);
    const request = () => stack.http.post(`${GREENHOUSE}/send_test`).set('Authorization', gh.authorization);
    assertRefusal(
      await request().set('Content-Type', 'application/json').send('{"partner_test_id": "1",'),
      { status: 400, error: 'invalid_json' },
      'JSON cut short',
    );
    assertRefusal(
      await request().set('Content-Type', 'text/plain').send('partner_test_id=1'),
      { status: 415, error: 'unsupported_media_type', message: /application\/json/ },
      'a form as text',
    );
    assert.deepEqual(await footprint(gh.company.id), before);
  });

  it('answers 409 company_paused while the company is paused, and sends the same test once it resumes', async () => {
    const gh = await greenhouseCompany();
    const id = await createAssessment(gh.owner);
    await stack.http.post('/v1/pause').set(bearer(gh.owner)).expect(200);
    const body = sendBody(id);
    await refusedCleanly(gh, body, { status: 409, error: 'company_paused', message: /paused/ }, 'paused');
    refusedCandidates.pop(); // sent below, once resumed
    await stack.http.delete('/v1/pause').set(bearer(gh.owner)).expect(204);
    await sent(gh, body);
    assert.deepEqual(await footprint(gh.company.id), { tests: 1, invitations: 1, invitations_taken: 1 });
  });

  it('answers 402 payment_required for a live assessment of an unpaid company, and sends its test assessment', async () => {
    const gh = await greenhouseCompany({ paid: false });
    const live = await createAssessment(gh.owner);
    const test = await createAssessment(gh.owner, { test: true });
    await refusedCleanly(
      gh,
      sendBody(live),
      { status: 402, error: 'payment_required', message: /setup fee/ },
      'an unpaid live assessment',
    );
    await sent(gh, sendBody(test));
  });

  it('answers 401 greenhouse_key_invalid to a revoked key', async () => {
    const gh = await greenhouseCompany();
    const id = await createAssessment(gh.owner);
    await stack.http.delete(`${GREENHOUSE}/keys/${gh.keyId}`).set(bearer(gh.owner)).expect(204);
    await refusedCleanly(
      gh,
      sendBody(id),
      { status: 401, error: 'greenhouse_key_invalid', message: /revoked/ },
      'a revoked key',
    );
  });

  it("answers 409 attempts_exhausted when the candidate's live rounds fill per_candidate", async () => {
    const gh = await greenhouseCompany();
    const live = await createAssessment(gh.owner);
    const email = candidateEmail();
    await startRound(stack, gh.company.live_code, { email });
    const body = sendBody(live);
    // The address as Greenhouse may spell it: the candidate is the same.
    body.candidate.email = email.toUpperCase();
    await refusedCleanly(
      gh,
      body,
      { status: 409, error: 'attempts_exhausted', message: /all 1 of their attempts/ },
      'no attempt left',
    );
  });

  it("answers 429 invitation_limit_exceeded once the company's invitations of the day are spent, POST /v1/invite's included", async () => {
    const gh = await greenhouseCompany();
    const id = await createAssessment(gh.owner);
    const invited = validAddresses(INVITES_PER_DAY);
    await stack.http.post('/v1/invite').set(bearer(gh.owner)).send({ emails: invited }).expect(202);
    acceptedCandidates.push(...invited);
    await refusedCleanly(
      gh,
      sendBody(id),
      { status: 429, error: 'invitation_limit_exceeded', message: new RegExp(`${INVITES_PER_DAY} invitations`) },
      'the day spent',
    );
    assert.equal((await footprint(gh.company.id)).invitations_taken, INVITES_PER_DAY);
  });

  it('answers 409 greenhouse_url_in_use when a sent url comes again with another candidate or assessment', async () => {
    const gh = await greenhouseCompany();
    const [first, second] = [await createAssessment(gh.owner), await createAssessment(gh.owner)];
    const body = sendBody(first);
    await sent(gh, body);
    const inUse = { status: 409, error: 'greenhouse_url_in_use', message: /url/ };
    const another = sendBody(first);
    await refusedCleanly(gh, { ...another, url: body.url }, inUse, 'another candidate');
    await refusedCleanly(gh, { ...body, partner_test_id: second }, inUse, 'another assessment');
    refusedCandidates.pop(); // the first candidate, sent once
  });

  it('answers a repeated identical send with the same partner_interview_id, and e-mails the candidate once', async () => {
    const gh = await greenhouseCompany();
    const body = sendBody(await createAssessment(gh.owner));
    const first = await sent(gh, body);
    const again = await sendTest(gh, body);
    assert.equal(again.status, 200, again.text);
    assert.deepEqual(again.body, { partner_interview_id: first });
    assert.deepEqual(await footprint(gh.company.id), { tests: 1, invitations: 1, invitations_taken: 1 });
    const to = (m: SinkMessage) => isInvitation(m) && m.envelopeTo.includes(body.candidate.email);
    await testServices().smtp.waitFor(1, to);
    assert.equal(testServices().smtp.messages.filter(to).length, 1);
  });

  it('has e-mailed every candidate it accepted, and none it refused', async () => {
    for (const email of acceptedCandidates)
      await testServices().smtp.waitFor(1, (m) => isInvitation(m) && m.envelopeTo.includes(email.toLowerCase()));
    const refusedAddresses = new Set(refusedCandidates.map((e) => e.toLowerCase()));
    assert.ok(refusedAddresses.size > 10);
    assert.deepEqual(
      testServices()
        .smtp.messages.filter(isInvitation)
        .flatMap((m) => m.envelopeTo)
        .filter((to) => refusedAddresses.has(to.toLowerCase())),
      [],
    );
  });

  describe('test_status and response_error', () => {
    const testStatus = (gh: GreenhouseCompany, query: string) =>
      stack.http.get(`${GREENHOUSE}/test_status${query}`).set('Authorization', gh.authorization);

    it("answers 404 greenhouse_interview_not_found for an id not of the company's tests, 422 for none", async () => {
      const gh = await greenhouseCompany();
      const other = await greenhouseCompany();
      const foreign = await sent(other, sendBody(await createAssessment(other.owner)));
      assert.equal((await testStatus(other, `?partner_interview_id=${foreign}`)).status, 200);
      const notFound = { status: 404, error: 'greenhouse_interview_not_found', message: /partner_interview_id/ };
      assertRefusal(await testStatus(gh, `?partner_interview_id=${newId()}`), notFound, 'an unknown id');
      assertRefusal(await testStatus(gh, '?partner_interview_id=98765'), notFound, 'a malformed id');
      assertRefusal(await testStatus(gh, `?partner_interview_id=${foreign}`), notFound, "another company's test");
      assertRefusal(
        await testStatus(gh, ''),
        { status: 422, error: 'validation_failed', path: 'partner_interview_id' },
        'no id',
      );
    });

    it('answers 422 to a report of the wrong shape, and keeps a right one without the candidate address', async () => {
      const gh = await greenhouseCompany();
      const responseError = (body: unknown) =>
        stack.http
          .post(`${GREENHOUSE}/response_error`)
          .set('Authorization', gh.authorization)
          .send(body as object);
      const report = {
        api_call: 'test_status',
        errors: ['partner_score must be a number'],
        partner_test_id: '5f0c',
        partner_test_name: 'Backend',
        partner_interview_id: '98765',
        candidate_email: `reported-${newId()}@example.test`,
      };
      for (const [what, body, path] of [
        ['no api_call', { ...report, api_call: undefined }, 'api_call'],
        ['errors that are a string', { ...report, errors: 'partner_score must be a number' }, 'errors'],
        ['an error that is a number', { ...report, errors: [404] }, 'errors.0'],
        ['a report that is an array', [report], '(body)'],
      ] as const) {
        assertRefusal(await responseError(body), { status: 422, error: 'validation_failed', path }, what);
      }
      const listed = async () => (await stack.http.get(`${GREENHOUSE}/errors`).set(bearer(gh.owner)).expect(200)).body;
      assert.deepEqual((await listed()).data, [], 'nothing kept of a refused report');

      const received = await responseError(report);
      assert.equal(received.status, 200, received.text);
      assert.deepEqual(received.body, { status: 200 });
      const list = await listed();
      assert.equal(list.data.length, 1);
      const { id, received_at, ...kept } = list.data[0];
      assert.ok(id && received_at);
      assert.deepEqual(kept, {
        api_call: report.api_call,
        errors: report.errors,
        partner_test_id: report.partner_test_id,
        partner_test_name: report.partner_test_name,
        partner_interview_id: report.partner_interview_id,
      });
      assert.ok(!JSON.stringify(list).includes(report.candidate_email));
    });
  });
});
