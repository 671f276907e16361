import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { getHole } from '@hiring/course';
import { bearer, login, newCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';
import {
  SAMPLE_CASE_COUNTS,
  SAMPLE_ROUND,
  sampleScorecard,
  seedSubmission,
  type SeedSubmission,
} from '../../support/submissions';

const [FIRST, SECOND, THIRD] = SAMPLE_ROUND.holes;
const titleOf = (hole: number) => getHole(1, hole)!.title;

describe("GET /v1/playback/{id}: the report's standing, hidden cases and interview questions", () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(() => stack.close());

  /** A new company, its token, and a way to seed its submissions with the given overall points. */
  async function company() {
    const created = await newCompany(stack);
    const token = (await login(stack, created)).access_token;
    const seed = async (points: number, overrides: Partial<SeedSubmission> = {}) =>
      seedSubmission(stack.db.pool, created.id, {
        scorecard: { ...(await sampleScorecard()), summary: `Steady work.\nOverall: ${points}/810` },
        ...overrides,
      });
    const detail = async (id: string) =>
      (await stack.http.get(`/v1/playback/${id}`).set(bearer(token)).expect(200)).body;
    return { id: created.id, seed, detail };
  }

  it("places a submission among the company's other analyzed live ones on the same holes, ties counting half", async () => {
    const ours = await company();
    const subject = await ours.seed(500);
    // Peers: two lower, one the same, two higher; one drew the same holes in another order.
    for (const points of [300, 400, 500, 600]) await ours.seed(points);
    await ours.seed(700, { holes: [THIRD, FIRST, SECOND], variations: ['A', 'B', 'D'] });
    // Never peers: a test round, other holes, a round not analyzed yet, another company's.
    await ours.seed(100, { test: 1 });
    await ours.seed(100, { holes: [FIRST, SECOND, 1], variations: ['B', 'D', 'A'] });
    await ours.seed(100, { status: 'processing', scorecard: null });
    await (await company()).seed(100);

    const body = await ours.detail(subject.id);
    assert.deepEqual(body.standing, { percentile: 50, compared_with: 5 });

    // The same, seen from the top and from the bottom.
    const best = (await ours.detail((await ours.seed(800)).id)).standing;
    assert.deepEqual(best, { percentile: 100, compared_with: 6 });
    const worst = (await ours.detail((await ours.seed(200)).id)).standing;
    assert.deepEqual(worst, { percentile: 0, compared_with: 7 });
  });

  it('counts every tie as half, so a field of equals stands in the middle', async () => {
    const ours = await company();
    const peers = 1 + randomInt(6);
    console.log(`      ${peers} tied peers`);
    for (let i = 0; i < peers; i++) await ours.seed(450);
    const subject = await ours.seed(450);
    assert.deepEqual((await ours.detail(subject.id)).standing, { percentile: 50, compared_with: peers });
  });

  it('places a test round among the live ones, and omits the standing with nothing to compare with', async () => {
    const ours = await company();
    const alone = await ours.seed(500);
    const body = await ours.detail(alone.id);
    assert.equal('standing' in body, false, 'no peer: no standing');
    assert.equal(body.interview_questions.length >= 2, true);

    await ours.seed(300);
    const test = await ours.seed(400, { test: 1 });
    // Above 300, below 500: the middle of two.
    assert.deepEqual((await ours.detail(test.id)).standing, { percentile: 50, compared_with: 2 });
    // The test round is not a peer of the live one.
    assert.deepEqual((await ours.detail(alone.id)).standing, { percentile: 100, compared_with: 1 });
  });

  it('omits the standing and the questions before analysis', async () => {
    const ours = await company();
    await ours.seed(500);
    const processing = await ours.seed(0, { status: 'processing', scorecard: null });
    const body = await ours.detail(processing.id);
    assert.equal('standing' in body, false);
    assert.equal('interview_questions' in body, false);
  });

  it('shows the hidden cases by kind, and asks about the kind that failed on the hole where it failed', async () => {
    const ours = await company();
    const subject = await ours.seed(400);
    const counts = SAMPLE_CASE_COUNTS;
    await stack.db.pool.query('UPDATE submissions SET case_counts = $2 WHERE id = $1', [
      subject.id,
      JSON.stringify(counts),
    ]);
    const body = await ours.detail(subject.id);
    assert.deepEqual(body.hidden_cases, counts);
    const questions: string[] = body.interview_questions;
    assert.ok(questions.length >= 2 && questions.length <= 4, `${questions.length} questions`);
    assert.equal(
      questions[0],
      `On “${titleOf(FIRST)}”, the largest inputs failed. What are the time and memory costs of your solution, ` +
        'and how would you make it handle the largest inputs?',
    );
    assert.ok(!questions.some((q) => /empty input|smallest/.test(q)), 'only the kinds that failed are asked about');
    assert.deepEqual((await ours.detail(subject.id)).interview_questions, questions, 'the same questions every time');
  });
});
