import assert from 'node:assert/strict';
import {
  ASSESSMENT_CHARGE_CENTS,
  findSubmission,
  markFailed,
  storeScorecardAndMarkAnalyzed,
} from '../../../db/submissions';
import { newId } from '../../../lib/ids';
import { bearer, login, newCompany } from '../../support/companies';
import { startCustomWorker, untilCancelled, type CustomWorker } from '../../support/custom-worker';
import { submitRound } from '../../support/rounds';
import { seedSubmission } from '../../support/submissions';
import { startTestStack, type TestStack } from '../../support/stack';
import { submissionWorkflowId } from '../../../workflow-contract/workflow-ids';

async function chargesOf(stack: TestStack, submissionId: string): Promise<number> {
  const { rows } = await stack.db.pool.query('SELECT count(*)::int AS n FROM charges WHERE submission_id = $1', [
    submissionId,
  ]);
  return rows[0].n;
}

describe('a live submission is analyzed and charged together, whenever its run ends', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let worker: CustomWorker | undefined;
  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    await worker?.stop();
    await stack.close();
  });

  it('leaves no analyzed live submission uncharged when its run is terminated right after analyzed', async () => {
    // Whatever comes after storeScorecardAndMarkAnalyzed never finishes: the run is ended there, as by an
    // operator or a crash.
    worker = await startCustomWorker(stack, {
      lifecycle: () => ({
        deliverWebhook: untilCancelled,
        sendEmail: untilCancelled,
      }),
      scoring: {},
    });
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.live_code);
    const handle = stack.temporal.workflow.getHandle(submissionWorkflowId(round.id));
    // Nothing to await: poll the row until the run has marked it analyzed.
    while ((await findSubmission(stack.db.pool, round.id))!.status !== 'analyzed')
      await new Promise((r) => setTimeout(r, 50));
    await handle.terminate('ended right after analyzed');

    assert.equal(await chargesOf(stack, round.id), 1);
    const { access_token } = await login(stack, company);
    const me = await stack.http.get('/v1/me').set(bearer(access_token)).expect(200);
    assert.equal(me.body.stats.charges, 1);
  });

  describe('storeScorecardAndMarkAnalyzed, the one statement that stores the scorecard, analyzes and charges', () => {
    const at = new Date('2026-03-02T10:00:00.000Z');
    const later = new Date('2026-03-02T10:05:00.000Z');
    const newScorecard = { sheet_id: 1, holes: {}, summary: 'Stored by this call.', created_at: at.toISOString() };
    const caseCounts = { '1': { passed: 2, total: 3, correct: false, by_kind: { typical: { passed: 2, total: 3 } } } };
    const analysis = { scorecard: newScorecard, caseCounts };

    async function row(id: string) {
      const { rows } = await stack.db.pool.query(
        'SELECT status, scorecard, case_counts, processing_finished_at, failure FROM submissions WHERE id = $1',
        [id],
      );
      return rows[0];
    }
    const processing = async (overrides: Parameters<typeof seedSubmission>[2] = {}) =>
      seedSubmission(stack.db.pool, (await newCompany(stack)).id, { status: 'processing', ...overrides });

    it('stores the scorecard, marks the live submission analyzed and charges it once, however often it is called', async () => {
      const s = await processing();
      await storeScorecardAndMarkAnalyzed(stack.db.pool, s.id, analysis, newId(), at);
      await storeScorecardAndMarkAnalyzed(
        stack.db.pool,
        s.id,
        { scorecard: { ...newScorecard, summary: 'A retry.' }, caseCounts: {} },
        newId(),
        later,
      );

      const stored = await row(s.id);
      assert.equal(stored.status, 'analyzed');
      assert.deepEqual(stored.scorecard, newScorecard);
      assert.deepEqual(stored.case_counts, caseCounts, 'the counts are stored with the scorecard, once');
      assert.equal(stored.processing_finished_at.toISOString(), at.toISOString(), 'the retry changed nothing');
      const { rows } = await stack.db.pool.query(
        'SELECT amount_cents, kind, created_at FROM charges WHERE submission_id = $1',
        [s.id],
      );
      assert.equal(rows.length, 1);
      assert.equal(rows[0].amount_cents, ASSESSMENT_CHARGE_CENTS);
      assert.equal(rows[0].kind, 'assessment');
      assert.equal(rows[0].created_at.toISOString(), at.toISOString());
    });

    it('never charges a test round', async () => {
      const s = await processing({ test: 1 });
      await storeScorecardAndMarkAnalyzed(stack.db.pool, s.id, analysis, newId(), at);
      await storeScorecardAndMarkAnalyzed(stack.db.pool, s.id, analysis, newId(), later);

      assert.equal((await row(s.id)).status, 'analyzed');
      assert.equal(await chargesOf(stack, s.id), 0);
    });

    it('leaves a failed submission failed: no scorecard, no charge', async () => {
      const s = await processing();
      await markFailed(stack.db.pool, s.id, 'scoring did not succeed after repeated attempts', at);
      await storeScorecardAndMarkAnalyzed(stack.db.pool, s.id, analysis, newId(), later);

      const stored = await row(s.id);
      assert.equal(stored.status, 'failed');
      assert.equal(stored.failure, 'scoring did not succeed after repeated attempts');
      assert.equal(stored.scorecard, null);
      assert.equal(stored.case_counts, null);
      assert.equal(stored.processing_finished_at.toISOString(), at.toISOString());
      assert.equal(await chargesOf(stack, s.id), 0);
    });

    it('leaves an analyzed submission as it was: its scorecard and time kept, nothing charged by this call', async () => {
      const s = await seedSubmission(stack.db.pool, (await newCompany(stack)).id, { status: 'analyzed' });
      const before = await row(s.id);
      await storeScorecardAndMarkAnalyzed(stack.db.pool, s.id, analysis, newId(), later);

      assert.deepEqual(await row(s.id), before);
      assert.equal(await chargesOf(stack, s.id), 0, 'only the move from processing charges');
    });
  });
});
