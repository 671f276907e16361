import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { getSheet } from '@hiring/course';
import { findSubmission } from '../../../db/submissions';
import { assertAccessible, startWebStack, type WebStack } from '../../support/browser';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import {
  assertCompletedTestPatch,
  assertTestStatusResponse,
  startGreenhouse,
  type Greenhouse,
} from '../../support/greenhouse';
import { playShots, roundBearer, type StartedRound } from '../../support/rounds';
import { reference } from '../../support/scoring';
import { testServices } from '../../support/services';
import type { TestStack } from '../../support/stack';
import { startWorkerProcess, type WorkerProcess } from '../../support/worker-process';

const GREENHOUSE = '/v1/integrations/greenhouse';

/**
 * The service as Greenhouse's assessment partner, end to end against a Greenhouse of our own making
 * (test/support/greenhouse.ts, written from the public document alone): a key, the company's tests
 * listed, three candidates sent a test, each invited by e-mail and playing the round its link
 * starts (two through the API, one in the browser), the PATCH "Mark Test as Completed" received as
 * each is analyzed, then test_status checked field by field and its report link opened; and the
 * deprecated path, polling one test until complete.
 */
const HOLES = [1, 11, 43];
const titleOf = (hole: number) => getSheet(1).holes.get(hole)!.title;
describe('greenhouse: a test sent, played and reported back', function () {
  let web: WebStack;
  let stack: TestStack;
  let greenhouse: Greenhouse;
  let worker: WorkerProcess;
  let company: TestCompany;
  let owner: string;

  before(async () => {
    // The PATCHes go to the simulator's HTTPS receiver on localhost.
    web = await startWebStack({ env: { GREENHOUSE_HOSTS: 'localhost' } });
    stack = web.stack;
    const origin = web.baseUrl;
    company = await newCompany(stack);
    owner = (await login(stack, company)).access_token;
    const key = await stack.http.post(`${GREENHOUSE}/keys`).set(bearer(owner)).send({ name: 'Greenhouse' }).expect(201);
    greenhouse = await startGreenhouse({ baseUrl: `${origin}${GREENHOUSE}`, apiKey: key.body.key });
    worker = await startWorkerProcess(stack, {
      JWT_SECRET: stack.config.jwtSecret,
      NODE_EXTRA_CA_CERTS: greenhouse.caFile,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      GREENHOUSE_HOSTS: 'localhost',
    });
  });
  after(async () => {
    await worker?.stop();
    await greenhouse?.close();
    await web?.close();
  });

  const createAssessment = async (body: Record<string, unknown>) =>
    (await stack.http.post('/v1/assessments').set(bearer(owner)).send(body).expect(201)).body as { id: string };

  /** The invitation e-mail the candidate received, and the token of its link. */
  const invitationOf = async (email: string) => {
    const [mail] = await testServices().smtp.waitFor(1, (m) => m.envelopeTo.includes(email));
    const text = String(mail.parsed.text);
    const token = /\/play\?invite=([^\s]+)/.exec(text)?.[1];
    assert.ok(token, text);
    return { text, token: decodeURIComponent(token) };
  };

  /** Starts, plays and submits the round of an invitation link, as a candidate's program would. */
  const playFromInvitation = async (token: string, holes = HOLES): Promise<StartedRound> => {
    const started = await stack.http.post('/v1/rounds').send({ invite: token, name: 'Grace Hopper', holes });
    assert.equal(started.status, 201, started.text);
    const round = started.body as StartedRound;
    await playShots(stack, round);
    await stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({}).expect(202);
    return round;
  };

  /** Plays the round of an invitation link in the browser, as a candidate does, until it is analyzed. */
  const playInBrowser = async (page: Page, token: string, email: string) => {
    await page.goto(`/play?invite=${encodeURIComponent(token)}`);
    await page.getByLabel('Name').fill('Margaret Hamilton');
    for (const hole of HOLES) await page.getByRole('checkbox', { name: titleOf(hole), exact: true }).check();
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.getByRole('heading', { name: titleOf(HOLES[0]) }).waitFor();
    const { rows } = await stack.db.pool.query('SELECT id FROM submissions WHERE email = $1', [email]);
    const stored = (await findSubmission(stack.db.pool, rows[0].id))!;
    await page.getByLabel('Language').selectOption('python');
    await page.getByLabel('Solution').fill(reference(HOLES[0], stored.variations[0] as 'A', 'py')!);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();
    for (const hole of HOLES.slice(1)) {
      await page.getByRole('button', { name: new RegExp(titleOf(hole)) }).click();
      await page.getByRole('heading', { name: titleOf(hole) }).waitFor();
      await page.getByLabel('Language').selectOption('human');
      await page.getByLabel('Solution').fill(`I would read the input, compute what hole ${hole} asks, and print it.`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved.').waitFor();
    }
    await page.getByRole('button', { name: 'Submit round' }).click();
    await page.getByText('Your round is analyzed').waitFor({ timeout: 120_000 });
  };

  it('sends three candidates a test, receives a PATCH as each is analyzed, and answers every field test_status needs', async () => {
    const backend = await createAssessment({ name: 'Backend' });
    const listed = await greenhouse.listTests();
    assert.equal(listed.status, 200);
    assert.ok((listed.body as Array<{ partner_test_id: string }>).some((t) => t.partner_test_id === backend.id));

    const candidates = ['ada', 'alan', 'edsger'].map((name) => ({
      first_name: name[0].toUpperCase() + name.slice(1),
      last_name: 'Candidate',
      preferred_name: `${name}-preferred`,
      email: `${name}-${Date.now()}@example.test`,
    }));
    const sent = [];
    for (const candidate of candidates) {
      const reply = await greenhouse.sendTest({ testId: backend.id, candidate });
      assert.equal(reply.status, 200, reply.text);
      sent.push(reply);
    }

    for (const [i, candidate] of candidates.entries()) {
      const { text, token } = await invitationOf(candidate.email);
      assert.ok(text.includes(`Hello ${candidate.preferred_name},`), 'greeted by the preferred name');
      const status = await greenhouse.testStatus(sent[i].partnerInterviewId!);
      assert.equal(status.body.partner_status, 'sent');
      // The last candidate plays in the browser, the others through the API.
      const round =
        i === candidates.length - 1
          ? await playInBrowser(await web.newPage(), token, candidate.email).then(() => undefined)
          : await playFromInvitation(token);
      const { patch, status: completed } = await greenhouse.nextCompletion(sent[i].partnerInterviewId!, 120_000);
      assertCompletedTestPatch(patch, { url: sent[i].url, apiKey: greenhouse.apiKey });
      assert.equal(completed.status, 200, completed.text);
      assertTestStatusResponse(completed.body);
      const body = completed.body as {
        partner_status: string;
        partner_score: number;
        partner_profile_url: string;
        metadata: Record<string, unknown>;
      };
      assert.equal(body.partner_status, 'complete');
      assert.ok(body.partner_score >= 0 && body.partner_score <= 100);
      assert.ok(body.partner_profile_url.startsWith(`${web.baseUrl}/report#`), body.partner_profile_url);
      assert.match(String(body.metadata['Correct holes']), /^[1-3] of 3$/, 'the Python reference is correct');
      assert.equal(body.metadata['Languages'], 'human, python');
      assert.equal(typeof body.metadata['Similar to another submission'], 'boolean');
      assert.ok(body.metadata['Started at'] && body.metadata['Submitted at']);
      const stored = await stack.db.pool.query('SELECT test FROM submissions WHERE lower(email) = lower($1)', [
        candidate.email,
      ]);
      assert.deepEqual(
        stored.rows.map((r) => r.test),
        [0],
        'one live round',
      );
      if (!round) {
        // The recruiter opens the link Greenhouse shows, without a login: the report, not the address.
        const reader = await web.newPage();
        await reader.goto(body.partner_profile_url);
        await reader.getByText('Margaret Hamilton').first().waitFor();
        assert.ok(!(await reader.content()).includes(candidate.email), 'never the address');
        await assertAccessible(reader, 'the report link Greenhouse shows');
      }
    }
    assert.deepEqual(web.foreignRequests, [], 'no request left the service');

    const tests = await stack.http.get(`${GREENHOUSE}/tests`).set(bearer(owner)).expect(200);
    assert.deepEqual(
      tests.body.data.map((t: { status: string; completion: string }) => [t.status, t.completion]),
      [
        ['complete', 'delivered'],
        ['complete', 'delivered'],
        ['complete', 'delivered'],
      ],
    );
    const log = await stack.http.get('/v1/activity').set(bearer(owner)).expect(200);
    assert.equal(
      log.body.data.filter((e: { action: string }) => e.action === 'greenhouse_test_sent').length,
      3,
      'every send in the audit log',
    );
  });

  it('is polled to complete on the deprecated path, and a repeated send is the same test, e-mailed once', async () => {
    const frontend = await createAssessment({ name: 'Frontend', test: true });
    const candidate = { first_name: 'Barbara', last_name: 'Liskov', email: `barbara-${Date.now()}@example.test` };
    const first = await greenhouse.sendTest({ testId: frontend.id, candidate });
    const again = await greenhouse.sendTest({ testId: frontend.id, candidate, url: first.url });
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.partner_interview_id, first.partnerInterviewId);
    const { token } = await invitationOf(candidate.email);
    const round = await playFromInvitation(token, [2, 3, 4]);
    const { reply, polls } = await greenhouse.pollUntilComplete(first.partnerInterviewId!, { timeoutMs: 120_000 });
    assert.ok(polls >= 1);
    assert.equal(reply.body.partner_status, 'complete');
    const stored = await stack.db.pool.query('SELECT test FROM submissions WHERE id = $1', [round.id]);
    assert.equal(stored.rows[0].test, 1, "a test assessment's round is a test round");
    assert.equal(
      testServices().smtp.messages.filter(
        (m) => m.envelopeTo.includes(candidate.email) && /invites you/.test(String(m.parsed.subject)),
      ).length,
      1,
      'one invitation',
    );
  });
});
