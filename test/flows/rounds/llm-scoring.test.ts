import assert from 'node:assert/strict';
import { Scorecard } from '../../../scoring/scorecard/scorecard-schema';
import { findSubmission } from '../../../db/submissions';
import { FALLBACK_NOTE } from '../../../scoring/llm';
import { bearer, login, newCompany } from '../../support/companies';
import { integersVariation, publishedQuestion, SUM_PROGRAM } from '../../support/questions';
import { MODEL_FEEDBACK, startFakeLlm, type FakeLlm } from '../../support/fake-llm';
import { roundBearer, startRound, submitRound, workflowDone } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

describe('scoring a round through a language model (real API and worker, a fake OpenAI-compatible server)', function () {
  this.timeout(180_000);
  let fake: FakeLlm;
  let stack: TestStack;
  before(async () => {
    fake = await startFakeLlm();
    stack = await startTestStack({
      env: {
        LLM_BASE_URL: fake.baseUrl,
        LLM_MODEL: 'fake-model',
        LLM_TIMEOUT_MS: '2000',
        LLM_CONCURRENCY: '2',
      },
    });
    await stack.startWorker();
  });
  after(async () => {
    await stack.close();
    await fake.close();
  });

  async function scored(): Promise<Scorecard> {
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.test_code);
    await workflowDone(stack, round.id);
    const row = (await findSubmission(stack.db.pool, round.id))!;
    assert.equal(row.status, 'analyzed');
    return Scorecard.parse(row.scorecard);
  }

  it('takes a submitted round to analyzed with every personality reading every shot through the model', async () => {
    fake.requests.length = 0;
    const card = await scored();
    assert.equal(fake.requests.length, 3, 'one request per shot for the three personalities');
    assert.ok(fake.maxInFlight() <= 2, 'LLM_CONCURRENCY bounds the requests at once');
    const [program, prose] = Object.values(card.holes);
    assert.equal(
      program.first.correctness?.score,
      90,
      'the reference program passes its hidden cases: measured, not judged',
    );
    for (const h of [program, prose]) {
      for (const r of [h.first, h.second, h.third]) assert.equal(r.feedback, MODEL_FEEDBACK);
    }
    assert.match(card.summary, /Overall: \d+\/810$/);
  });

  it('is analyzed all the same when the model answers garbage: each personality falls back and says so', async () => {
    fake.otherwise = { kind: 'garbage' };
    try {
      const card = await scored();
      for (const h of Object.values(card.holes)) {
        for (const r of [h.first, h.second, h.third]) assert.ok(r.feedback.endsWith(FALLBACK_NOTE), r.feedback);
      }
    } finally {
      fake.otherwise = { kind: 'well' };
    }
  });

  it("never sends a company's private question to the model: the rule-based evaluators judge it", async () => {
    const company = await newCompany(stack);
    const { access_token: token } = await login(stack, company);
    const secret = 'Given the ledger of a secret acquisition, print its total in cents.';
    const questions = [
      await publishedQuestion(stack, token, {
        title: 'Open totals',
        variations: [integersVariation('Print the total of the payments in cents.')],
      }),
      await publishedQuestion(stack, token, { title: 'Secret totals', variations: [integersVariation(secret)] }),
    ];
    // Made private after its publish, and not published again: kept from the model at once all the same.
    await stack.http.patch(`/v1/questions/${questions[1].id}`).set(bearer(token)).send({ private: true }).expect(200);
    await stack.http.patch('/v1/settings').set(bearer(token)).send({ questions: 'both' }).expect(200);
    const holes = [1, ...questions.map((q) => q.id)];
    const round = await startRound(stack, company.test_code, { holes });
    for (const hole of holes) {
      await stack.http
        .put(`/v1/rounds/${round.id}/shots/${hole}`)
        .set(roundBearer(round))
        .send(
          hole === 1
            ? { language: 'human', code: 'I would read the input and print the answer.' }
            : { language: 'python', code: SUM_PROGRAM },
        )
        .expect(200);
    }
    fake.requests.length = 0;
    await stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({}).expect(202);
    await workflowDone(stack, round.id);
    const row = (await findSubmission(stack.db.pool, round.id))!;
    assert.equal(row.status, 'analyzed');
    assert.equal(fake.requests.length, 2, 'the course hole and the open question, one request each');
    const sent = JSON.stringify(fake.requests.map((r) => r.body.messages));
    assert.ok(sent.includes('Print the total of the payments in cents.'), 'the open question is read by the model');
    assert.ok(!sent.includes(secret) && !sent.includes('Secret totals'), 'nothing of the private one');
    const secretHole = Scorecard.parse(row.scorecard).holes[String(questions[1].id)];
    assert.notEqual(secretHole.first.feedback, MODEL_FEEDBACK, 'judged by the rule-based evaluator');
  });
});
