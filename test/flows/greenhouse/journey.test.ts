import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import {
  assertCompletedTestPatch,
  assertTestStatusResponse,
  startGreenhouse,
  type Greenhouse,
} from '../../support/greenhouse';
import { playShots, roundBearer, type StartedRound } from '../../support/rounds';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';
import { startWorkerProcess, type WorkerProcess } from '../../support/worker-process';

const GREENHOUSE = '/v1/integrations/greenhouse';

/**
 * The service as Greenhouse's assessment partner, end to end against a Greenhouse of our own making
 * (test/support/greenhouse.ts, written from the public document alone): a key, the company's tests
 * listed, three candidates sent a test, each invited by e-mail and playing the round its link
 * starts, the PATCH "Mark Test as Completed" received as each is analyzed, then test_status checked
 * field by field; and the deprecated path, polling one test until complete.
 */
describe('greenhouse: a test sent, played and reported back', function () {
  let stack: TestStack;
  let server: Server;
  let greenhouse: Greenhouse;
  let worker: WorkerProcess;
  let company: TestCompany;
  let owner: string;

  before(async () => {
    // The PATCHes go to the simulator's HTTPS receiver on localhost.
    stack = await startTestStack({ env: { GREENHOUSE_HOSTS: 'localhost' } });
    server = createServer(stack.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    await new Promise((resolve) => server?.close(resolve));
    await stack?.close();
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
  const playFromInvitation = async (token: string, holes = [1, 11, 43]): Promise<StartedRound> => {
    const started = await stack.http.post('/v1/rounds').send({ invite: token, name: 'Grace Hopper', holes });
    assert.equal(started.status, 201, started.text);
    const round = started.body as StartedRound;
    await playShots(stack, round);
    await stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({}).expect(202);
    return round;
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
      const round = await playFromInvitation(token);
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
      assert.match(body.partner_profile_url, /^http:\/\/assessments\.test\/report#/);
      assert.match(String(body.metadata['Correct holes']), /^[1-3] of 3$/, 'the Python reference is correct');
      assert.equal(body.metadata['Languages'], 'human, python');
      assert.equal(typeof body.metadata['Similar to another submission'], 'boolean');
      assert.ok(body.metadata['Started at'] && body.metadata['Submitted at']);
      const stored = await stack.db.pool.query('SELECT test FROM submissions WHERE id = $1', [round.id]);
      assert.equal(stored.rows[0].test, 0, 'a live round');
    }

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
