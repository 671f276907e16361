import assert from 'node:assert/strict';
import { Scorecard } from '../../../scoring/scorecard/scorecard-schema';
import { findSubmission } from '../../../db/submissions';
import { FALLBACK_NOTE } from '../../../scoring/llm';
import { newCompany } from '../../support/companies';
import { MODEL_FEEDBACK, startFakeLlm, type FakeLlm } from '../../support/fake-llm';
import { submitRound, workflowDone } from '../../support/rounds';
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
});
