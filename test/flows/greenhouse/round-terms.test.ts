import { CURRENT_SHEET_ID } from '@hiring/course';
import assert from 'node:assert/strict';
import { newId } from '../../../lib/ids';
import type { RunningWorker } from '../../../worker/start-worker';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { basicAuthorization } from '../../support/greenhouse';
import {
  candidateEmail,
  playShots,
  roundBearer,
  startRound,
  verifyEmail,
  workflowDone,
  type StartedRound,
} from '../../support/rounds';
import { testServices } from '../../support/services';
import { integersVariation, publishedQuestion } from '../../support/questions';
import { startTestStack, type TestStack } from '../../support/stack';

const GREENHOUSE = '/v1/integrations/greenhouse';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface GreenhouseCompany {
  company: TestCompany;
  owner: string;
  authorization: string;
}

/**
 * The round a Greenhouse test's link starts plays on its assessment's terms, not the company's:
 * test or live, the time limit, the languages, the holes, one round per link until the test is
 * cancelled or expires, and whether it counts against the company's attempts per candidate. Greenhouse
 * follows it through test_status, from `sent` to `complete`.
 */
describe("greenhouse: the round a test's link starts takes its assessment's terms", function () {
  this.timeout(300_000);
  const clock = new ManualClock();
  let stack: TestStack;
  let worker: RunningWorker | undefined;

  before(async () => {
    stack = await startTestStack({ clock, env: { GREENHOUSE_HOSTS: 'localhost', INVITE_BATCH_DELAY_MS: '0' } });
    // Sends the invitations and analyzes; the PATCH to the url's loopback address is refused, and given up at once.
    worker = await stack.startWorker();
  });
  after(() => stack?.close());

  async function greenhouseCompany(settings: Record<string, unknown> = {}): Promise<GreenhouseCompany> {
    const company = await newCompany(stack);
    const owner = (await login(stack, company)).access_token;
    if (Object.keys(settings).length)
      await stack.http.patch('/v1/settings').set(bearer(owner)).send(settings).expect(200);
    const key = await stack.http.post(`${GREENHOUSE}/keys`).set(bearer(owner)).send({ name: 'Greenhouse' }).expect(201);
    return { company, owner, authorization: basicAuthorization(key.body.key) };
  }

  const createAssessment = async (gh: GreenhouseCompany, settings: Record<string, unknown> = {}) =>
    (
      await stack.http
        .post('/v1/assessments')
        .set(bearer(gh.owner))
        .send({ name: `Assessment ${newId()}`, ...settings })
        .expect(201)
    ).body.id as string;

  const sendTest = (gh: GreenhouseCompany, assessmentId: string, email: string) => {
    const ref = newId();
    return stack.http
      .post(`${GREENHOUSE}/send_test`)
      .set('Authorization', gh.authorization)
      .send({
        partner_test_id: assessmentId,
        candidate: {
          first_name: 'Grace',
          last_name: 'Hopper',
          email,
          greenhouse_profile_url: `https://app.greenhouse.io/people/${ref}`,
        },
        url: `https://localhost/integrations/testing_partners/take_home_tests/${ref}`,
      });
  };

  /** The token of the invitation link e-mailed to this address. */
  async function invitationToken(email: string): Promise<string> {
    const [mail] = await testServices().smtp.waitFor(
      1,
      (m) => m.envelopeTo.includes(email) && /invites you/.test(String(m.parsed.subject)),
    );
    const token = /\/play\?invite=(\S+)/.exec(String(mail.parsed.text))?.[1];
    assert.ok(token, String(mail.parsed.text));
    return decodeURIComponent(token);
  }

  /** Sends a test (200 expected) and answers its partner_interview_id and the token of the link e-mailed. */
  async function sentTest(gh: GreenhouseCompany, assessmentId: string, email = candidateEmail()) {
    const res = await sendTest(gh, assessmentId, email);
    assert.equal(res.status, 200, res.text);
    return { id: res.body.partner_interview_id as string, token: await invitationToken(email), email };
  }

  const startFromLink = (token: string, holes = [1, 11, 43]) =>
    stack.http.post('/v1/rounds').send({ invite: token, name: 'Grace Hopper', holes });

  async function startedFromLink(token: string, holes?: number[]): Promise<StartedRound & { deadline_at?: string }> {
    const res = await startFromLink(token, holes);
    assert.equal(res.status, 201, res.text);
    return res.body;
  }

  async function partnerStatus(gh: GreenhouseCompany, partnerInterviewId: string): Promise<string> {
    const res = await stack.http
      .get(`${GREENHOUSE}/test_status?partner_interview_id=${partnerInterviewId}`)
      .set('Authorization', gh.authorization);
    assert.equal(res.status, 200, res.text);
    return res.body.partner_status;
  }

  function assertRefused(res: { status: number; text: string; body: any }, status: number, error: string) {
    assert.equal(res.status, status, res.text);
    assert.equal(res.body.error, error);
    assert.ok(res.body.message.length > 10, 'a message in words');
  }

  it("plays a test assessment's round as a test round, on its time limit, languages and holes, followed by test_status", async () => {
    const gh = await greenhouseCompany({ round_time_limit_minutes: 60, languages: ['javascript', 'human'] });
    const assessment = await createAssessment(gh, {
      test: true,
      round_time_limit_minutes: 30,
      languages: ['python', 'human'],
      holes: [2, 3, 4, 7],
    });
    const { id, token } = await sentTest(gh, assessment);
    assert.equal(await partnerStatus(gh, id), 'sent');
    // Until the submit, nothing is scored: test_status shows each step before the analysis comes.
    await worker!.stop();

    const outside = await startFromLink(token, [2, 3, 11]);
    assertRefused(outside, 422, 'validation_failed');
    const holesDetail = outside.body.details.find((d: { path: string }) => d.path === 'holes');
    assert.match(holesDetail.message, /2, 3, 4, 7; not 11/);

    const round = await startedFromLink(token, [2, 3, 4]);
    assert.equal(round.test, 1, "a test assessment's round is a test round");
    assert.deepEqual(round.languages, ['python', 'human'], "the assessment's languages, not the company's");
    assert.equal(
      Date.parse(round.deadline_at!) - clock.now().getTime(),
      30 * MINUTE_MS,
      "the assessment's time limit, not the company's",
    );
    assert.equal(await partnerStatus(gh, id), 'started');

    const javascript = await stack.http
      .put(`/v1/rounds/${round.id}/shots/2`)
      .set(roundBearer(round))
      .send({ language: 'javascript', code: 'console.log(1)' });
    assertRefused(javascript, 422, 'validation_failed');
    assert.match(javascript.body.details[0].message, /takes answers in: python, human/);

    await playShots(stack, round); // Python and prose: the assessment's languages
    await stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({}).expect(202);
    assert.equal(await partnerStatus(gh, id), 'submitted');

    worker = await stack.startWorker();
    await workflowDone(stack, round.id);
    assert.equal(await partnerStatus(gh, id), 'complete');
    const { rows } = await stack.db.pool.query('SELECT status FROM submissions WHERE id = $1', [round.id]);
    assert.equal(rows[0].status, 'analyzed');
    const charges = await stack.db.pool.query('SELECT 1 FROM charges WHERE submission_id = $1', [round.id]);
    assert.equal(charges.rowCount, 0, 'a test round is not charged');
  });

  it('starts one round per link: a second start is 409 invitation_used', async () => {
    const gh = await greenhouseCompany();
    const { token } = await sentTest(gh, await createAssessment(gh));
    const round = await startedFromLink(token);
    assert.equal(round.test, 0, "a live assessment's round is live");
    assertRefused(await startFromLink(token), 409, 'invitation_used');
    assertRefused(await startFromLink(token, [2, 3, 4]), 409, 'invitation_used');
  });

  it('refuses the link of a cancelled test with 410 invitation_withdrawn, and test_status says cancelled', async () => {
    const gh = await greenhouseCompany();
    const { id, token } = await sentTest(gh, await createAssessment(gh));
    await stack.http.delete(`${GREENHOUSE}/tests/${id}`).set(bearer(gh.owner)).expect(204);
    const res = await startFromLink(token);
    assertRefused(res, 410, 'invitation_withdrawn');
    assert.match(res.body.message, /cancelled or has expired/);
    assert.equal(await partnerStatus(gh, id), 'cancelled');
  });

  it('without separate_attempts, counts its round against per_candidate: refused at send once they are used, counted after', async () => {
    const gh = await greenhouseCompany({ per_candidate: 1 });
    const assessment = await createAssessment(gh, { separate_attempts: false });

    const played = candidateEmail();
    await startRound(stack, gh.company.live_code, { email: played });
    assertRefused(await sendTest(gh, assessment, played), 409, 'attempts_exhausted');

    const fresh = candidateEmail();
    const { token } = await sentTest(gh, assessment, fresh);
    await startedFromLink(token);
    const verification = await verifyEmail(stack, gh.company.live_code, fresh);
    const ordinary = await stack.http
      .post('/v1/rounds')
      .send({ code: gh.company.live_code, email: fresh, name: 'Grace Hopper', holes: [1, 11, 43], verification });
    assertRefused(ordinary, 409, 'attempts_exhausted');
  });

  it('with separate_attempts, is its own attempt: sent and started with per_candidate used, never counted against it', async () => {
    const gh = await greenhouseCompany({ per_candidate: 1 });
    const assessment = await createAssessment(gh, { separate_attempts: true });

    const played = candidateEmail();
    await startRound(stack, gh.company.live_code, { email: played });
    const { token } = await sentTest(gh, assessment, played);
    const separate = await startedFromLink(token);
    assert.equal(separate.test, 0, 'a live round all the same');

    const fresh = candidateEmail();
    const { token: freshToken } = await sentTest(gh, assessment, fresh);
    await startedFromLink(freshToken);
    const ordinary = await startRound(stack, gh.company.live_code, { email: fresh });
    assert.equal(ordinary.test, 0);
  });

  it("lists the link's page only its assessment's holes (GET /v1/course with Invite-Token), any other token the whole course", async () => {
    const gh = await greenhouseCompany();
    const course = (token: string) => stack.http.get('/v1/course').set('Invite-Token', token).expect(200);
    const listed = async (token: string) => (await course(token)).body.holes.map((h: { id: number }) => h.id);

    const narrowed = await sentTest(gh, await createAssessment(gh, { holes: [12, 5, 9] }));
    const answer = await course(narrowed.token);
    assert.deepEqual(
      answer.body.holes.map((h: { id: number }) => h.id),
      [5, 9, 12],
    );
    assert.match(String(answer.headers.vary), /Invite-Token/);

    const whole = await sentTest(gh, await createAssessment(gh));
    const plainEmail = candidateEmail();
    await stack.http
      .post('/v1/invite')
      .set(bearer(gh.owner))
      .send({ emails: [plainEmail] })
      .expect(202);
    const plain = await invitationToken(plainEmail);
    const [header, payload, signature] = narrowed.token.split('.');
    for (const [token, what] of [
      [whole.token, 'an assessment without holes of its own'],
      [plain, 'a plain invitation'],
      [`${header}.${payload}x.${signature}`, 'an altered token'],
      ['not a token', 'no token at all'],
    ]) {
      assert.equal((await listed(token)).length, 100, what);
    }
  });

  it("offers the company's published questions where its assessment says so, whatever the company's setting", async () => {
    const gh = await greenhouseCompany();
    const question = await publishedQuestion(stack, gh.owner, {
      title: 'Payment totals',
      variations: [integersVariation('Given payment amounts in cents, print their total in cents.')],
    });
    const listed = async (headers: Record<string, string>) =>
      (await stack.http.get('/v1/course').set(headers).expect(200)).body as {
        sheet_id: number;
        holes: { id: number }[];
      };

    const both = await sentTest(gh, await createAssessment(gh, { holes: [12, 5, 9], questions: 'both' }));
    const offer = await listed({ 'Invite-Token': both.token });
    assert.deepEqual(
      offer.holes.map((h) => h.id),
      [5, 9, 12, question.id],
      "the assessment's course holes, and the company's question",
    );
    assert.ok(offer.sheet_id >= 100_001);
    const byCode = await listed({ 'Assessment-Code': gh.company.test_code });
    assert.ok(!byCode.holes.some((h) => h.id === question.id), "the company's own setting: the course alone");
    assertRefused(await startFromLink(both.token, [5, 11, question.id]), 422, 'validation_failed');
    const round = await startedFromLink(both.token, [5, 9, question.id]);
    const view = (await stack.http.get(`/v1/rounds/${round.id}`).set(roundBearer(round)).expect(200)).body;
    assert.equal(view.course[String(question.id)].title, 'Payment totals');

    const course = await sentTest(gh, await createAssessment(gh));
    assertRefused(await startFromLink(course.token, [1, 2, question.id]), 404, 'hole_not_found');
    const courseOnly = await startedFromLink(
      (await sentTest(gh, await createAssessment(gh, { questions: 'both' }))).token,
      [1, 2, 3],
    );
    const { rows } = await stack.db.pool.query('SELECT sheet_id FROM submissions WHERE id = $1', [courseOnly.id]);
    assert.equal(rows[0].sheet_id, CURRENT_SHEET_ID, 'the course holes alone: a course round');
  });

  it("refuses the link once the assessment's expires_in_days have passed, with 410, and test_status says expired", async () => {
    const gh = await greenhouseCompany();
    const { id, token } = await sentTest(gh, await createAssessment(gh, { expires_in_days: 1 }));
    clock.advance(DAY_MS - MINUTE_MS);
    assert.equal(await partnerStatus(gh, id), 'sent', 'a minute before its expiry');
    clock.advance(2 * MINUTE_MS);
    const res = await startFromLink(token);
    assertRefused(res, 410, 'invitation_withdrawn');
    assert.match(res.body.message, /cancelled or has expired/);
    assert.equal(await partnerStatus(gh, id), 'expired');
  });
});
