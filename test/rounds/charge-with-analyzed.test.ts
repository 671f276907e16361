import assert from 'node:assert/strict';
import { sweepUncharged } from '../../api/reconciler';
import { findSubmission } from '../../db/submissions';
import { ManualClock } from '../support/clock';
import { bearer, login, newCompany } from '../support/companies';
import { startCustomWorker, untilCancelled, type CustomWorker } from '../support/custom-worker';
import { submitRound } from '../support/rounds';
import { startTestStack, type TestStack } from '../support/stack';
import { seedAnalyzedSubmission } from '../support/webhooks';
import { submissionWorkflowId } from '../../lib/workflow-ids';

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
    stack = await startTestStack({ env: { RATE_LIMIT_PER_HOUR: '100000' } });
  });
  after(async () => {
    await worker?.stop();
    await stack.close();
  });

  it('leaves no analyzed live submission uncharged when its run is terminated right after analyzed', async () => {
    // Whatever comes after markAnalyzed never finishes: the run is ended there, as by an operator or a crash.
    worker = await startCustomWorker(stack, {
      lifecycle: () => ({
        chargeSubmission: untilCancelled,
        createSubmissionWebhookEvent: untilCancelled,
        queueResultEmail: untilCancelled,
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

  it('has the reconciler charge, once, an analyzed live submission an older run left uncharged', async () => {
    const company = await newCompany(stack);
    const leftOver = await seedAnalyzedSubmission(stack, company.id);
    const free = await seedAnalyzedSubmission(stack, company.id, { test: 1 });
    const clock = new ManualClock(new Date(Date.now() + 60_000));
    const deps = { ...stack.deps, clock };

    await sweepUncharged(deps);
    await sweepUncharged(deps);
    assert.equal(await chargesOf(stack, leftOver.id), 1);
    assert.equal(await chargesOf(stack, free.id), 0, 'a test submission is never charged');
    const { rows } = await stack.db.pool.query('SELECT amount_cents FROM charges WHERE submission_id = $1', [
      leftOver.id,
    ]);
    assert.equal(rows[0].amount_cents, 3900);
  });
});
