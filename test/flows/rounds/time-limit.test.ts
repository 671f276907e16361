import assert from 'node:assert/strict';
import { sweepRoundClocks } from '../../../api/temporal/reconciler';
import { findSubmission } from '../../../db/submissions';
import { newId } from '../../../lib/ids';
import { ROUND_CLOCK_GRACE_MS } from '../../../workflow-contract/round-clock';
import { roundClockWorkflowId } from '../../../workflow-contract/workflow-ids';
import { reference } from '../../support/scoring';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany } from '../../support/companies';
import { playShots, roundBearer, startRound, workflowDone, type StartedRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

/** A minute of the round clock in these suites: the shortest limit, 10 minutes, lasts 3 seconds. */
const MINUTE_MS = 300;
const LIMIT_MINUTES = 10;
const LIMIT_MS = LIMIT_MINUTES * MINUTE_MS;

async function limitedCompany(stack: TestStack, minutes: number | null = LIMIT_MINUTES) {
  const company = await newCompany(stack);
  const { access_token } = await login(stack, company);
  const res = await stack.http
    .patch('/v1/settings')
    .set(bearer(access_token))
    .send({ round_time_limit_minutes: minutes })
    .expect(200);
  assert.equal(res.body.round_time_limit_minutes, minutes);
  return { company, token: access_token };
}

const saveShot = (stack: TestStack, round: StartedRound, hole: number, language: string, code: string) =>
  stack.http.put(`/v1/rounds/${round.id}/shots/${hole}`).set(roundBearer(round)).send({ language, code });

const submit = (stack: TestStack, round: StartedRound) =>
  stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({});

/** The first hole's Python reference and a prose answer for the second; the third left empty. */
async function saveTwoShots(stack: TestStack, round: StartedRound): Promise<void> {
  const letter = (await findSubmission(stack.db.pool, round.id))!.variations[0] as 'A';
  await saveShot(stack, round, round.holes[0], 'python', reference(round.holes[0], letter, 'py')!).expect(200);
  await saveShot(stack, round, round.holes[1], 'human', 'I would read the input and print the answer.').expect(200);
}

const clockOutcome = (stack: TestStack, submissionId: string) =>
  stack.temporal.workflow.getHandle(roundClockWorkflowId(submissionId)).result();

describe("a company's round time limit, held by the round's clock", function () {
  this.timeout(180_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ env: { ROUND_CLOCK_MINUTE_MS: String(MINUTE_MS) } });
    await stack.startWorker();
  });
  after(() => stack.close());

  it('submits the round at its deadline with the shots saved, which is analyzed and says the limit ended it', async () => {
    const { company, token } = await limitedCompany(stack);
    const round = await startRound(stack, company.test_code);
    const view = await stack.http.get(`/v1/rounds/${round.id}`).set(roundBearer(round)).expect(200);
    assert.equal(Date.parse(view.body.deadline_at) - Date.parse(view.body.created_at), LIMIT_MS);
    assert.equal((round as StartedRound & { deadline_at: string }).deadline_at, view.body.deadline_at);

    // A later change of the setting moves no running clock.
    await stack.http.patch('/v1/settings').set(bearer(token)).send({ round_time_limit_minutes: null }).expect(200);
    await saveTwoShots(stack, round);

    assert.equal(await clockOutcome(stack, round.id), 'submitted');
    const late = await saveShot(stack, round, round.holes[2], 'human', 'Too late.').expect(409);
    assert.equal(late.body.error, 'time_limit_reached');
    assert.match(late.body.message, /time limit/);
    assert.equal((await submit(stack, round).expect(409)).body.error, 'time_limit_reached');
    const after = await stack.http.get(`/v1/rounds/${round.id}`).set(roundBearer(round)).expect(200);
    assert.equal(after.body.time_limit_reached, true, "the candidate's page learns that the limit ended it");

    await workflowDone(stack, round.id);
    const { body } = await stack.http.get(`/v1/playback/${round.id}`).set(bearer(token)).expect(200);
    assert.equal(body.status, 'analyzed');
    assert.equal(body.time_limit_reached, true);
    assert.deepEqual(Object.keys(body.shots).sort(), round.holes.slice(0, 2).map(String).sort());
    assert.ok(Date.parse(body.submitted_at) >= Date.parse(view.body.deadline_at) + ROUND_CLOCK_GRACE_MS);
  });

  it('ends a live round nothing was written into failed at its deadline: not scored, not charged, no mail', async () => {
    const { company, token } = await limitedCompany(stack);
    const round = await startRound(stack, company.live_code);
    // What the page saves when a language is picked: its starter, nothing of the candidate's.
    const python = (await stack.http.get('/v1/languages').expect(200)).body.languages.find(
      (l: { id: string }) => l.id === 'python',
    );
    await saveShot(stack, round, round.holes[0], 'python', python.starter).expect(200);

    assert.equal(await clockOutcome(stack, round.id), 'nothing to do');
    const { body } = await stack.http.get(`/v1/playback/${round.id}`).set(bearer(token)).expect(200);
    assert.equal(body.status, 'failed');
    assert.match(body.failure, /abandoned: .*not charged/);
    assert.equal(body.time_limit_reached, true);
    const { rows } = await stack.db.pool.query(
      `SELECT (SELECT count(*)::int FROM charges WHERE submission_id = $1) AS charges,
              (SELECT count(*)::int FROM emails WHERE submission_id = $1) AS mails`,
      [round.id],
    );
    assert.deepEqual(rows[0], { charges: 0, mails: 0 });
    assert.equal((await submit(stack, round).expect(409)).body.error, 'time_limit_reached');
  });

  it("lets the candidate's own submit before the deadline win: the clock then does nothing", async () => {
    const { company, token } = await limitedCompany(stack);
    const round = await startRound(stack, company.test_code);
    await playShots(stack, round);
    await stack.http
      .post(`/v1/rounds/${round.id}/submit`)
      .set(roundBearer(round))
      .send({ message: 'Done early.' })
      .expect(202);

    assert.equal(await clockOutcome(stack, round.id), 'nothing to do');
    await workflowDone(stack, round.id);
    const { body } = await stack.http.get(`/v1/playback/${round.id}`).set(bearer(token)).expect(200);
    assert.equal(body.status, 'analyzed');
    assert.equal(body.time_limit_reached, false);
    assert.equal(body.message, 'Done early.');
  });

  it('gives a round of a company without a limit no deadline and no clock', async () => {
    const { company } = await limitedCompany(stack, null);
    const round = await startRound(stack, company.test_code);
    const view = await stack.http.get(`/v1/rounds/${round.id}`).set(roundBearer(round)).expect(200);
    assert.equal(view.body.deadline_at, undefined);
    assert.equal(view.body.time_limit_reached, false);
    await assert.rejects(stack.temporal.workflow.getHandle(roundClockWorkflowId(round.id)).describe(), /not found/i);
  });

  it('has the reconciler start the clock of a limited round whose clock did not start, which then submits it', async () => {
    const { company, token } = await limitedCompany(stack);
    const round = await startRound(stack, company.test_code);
    await saveTwoShots(stack, round);
    // A copy of it as a start that Temporal could not take leaves it: no clock, past the reconciler's grace.
    const orphan = newId();
    await stack.db.pool.query(
      `INSERT INTO submissions (id, company_id, sheet_id, email, name, holes, variations, attempt, test, shots,
                                created_at, deadline_at)
       SELECT $1, company_id, sheet_id, email, name, holes, variations, attempt + 1, test, shots,
              now() - interval '1 minute', now() - interval '1 second'
       FROM submissions WHERE id = $2`,
      [orphan, round.id],
    );

    assert.equal(await sweepRoundClocks(stack.deps), 1);
    assert.equal(await clockOutcome(stack, orphan), 'submitted');
    assert.equal(await sweepRoundClocks(stack.deps), 0, 'a clock that started is left alone');
    await workflowDone(stack, orphan);
    const { body } = await stack.http.get(`/v1/playback/${orphan}`).set(bearer(token)).expect(200);
    assert.equal(body.status, 'analyzed');
    assert.equal(body.time_limit_reached, true);
  });
});

describe('saves and submits at the deadline, on the API clock', () => {
  let stack: TestStack;
  const clock = new ManualClock();
  before(async () => {
    stack = await startTestStack({ clock, env: { ROUND_CLOCK_MINUTE_MS: String(MINUTE_MS) } });
  });
  after(() => stack.close());

  it('takes a save within the grace after the deadline, and refuses saves and submits past it', async () => {
    const { company } = await limitedCompany(stack);
    const round = await startRound(stack, company.test_code);
    clock.advance(LIMIT_MS + ROUND_CLOCK_GRACE_MS);
    await saveShot(stack, round, round.holes[0], 'human', 'Sent at the last second.').expect(200);
    clock.advance(1);
    const late = await saveShot(stack, round, round.holes[1], 'human', 'One millisecond too late.').expect(409);
    assert.equal(late.body.error, 'time_limit_reached');
    assert.equal((await submit(stack, round).expect(409)).body.error, 'time_limit_reached');
    const stored = await findSubmission(stack.db.pool, round.id);
    assert.equal(stored!.status, 'draft', 'the clock submits it, not a refused request');
    assert.deepEqual(Object.keys(stored!.shots), [String(round.holes[0])]);
  });
});
