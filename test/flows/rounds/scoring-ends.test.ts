import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { WorkflowFailedError } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { findSubmission } from '../../../db/submissions';
import { createRuleBasedEvaluator, type Evaluator } from '../../../scoring';
import { stepQuery } from '../../../workflows/submission';
import { bearer, login, newCompany } from '../../support/companies';
import { startCustomWorker, type CustomWorker } from '../../support/custom-worker';
import { candidateEmail, roundBearer, submitRound, workflowDone } from '../../support/rounds';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';
import { submissionWorkflowId } from '../../../workflow-contract/workflow-ids';

const EventType = temporal.api.enums.v1.EventType;

/** The run's failure, or undefined when it completed. */
async function runOutcome(stack: TestStack, submissionId: string): Promise<Error | undefined> {
  return stack.temporal.workflow
    .getHandle(submissionWorkflowId(submissionId))
    .result()
    .then(
      () => undefined,
      (err: Error) => err,
    );
}

async function chargesOf(stack: TestStack, submissionId: string): Promise<number> {
  const { rows } = await stack.db.pool.query('SELECT count(*)::int AS n FROM charges WHERE submission_id = $1', [
    submissionId,
  ]);
  return rows[0].n;
}

/** How the company and the candidate see a submission: the playback detail and the round. */
async function seenAs(
  stack: TestStack,
  company: { email: string; password: string },
  round: { id: string; round_token: string },
) {
  const { access_token } = await login(stack, company);
  const detail = await stack.http.get(`/v1/playback/${round.id}`).set(bearer(access_token)).expect(200);
  const list = await stack.http.get('/v1/playback').set(bearer(access_token)).expect(200);
  const own = await stack.http.get(`/v1/rounds/${round.id}`).set(roundBearer(round)).expect(200);
  const me = await stack.http.get('/v1/me').set(bearer(access_token)).expect(200);
  return {
    detail: detail.body,
    listed: list.body.data.find((s: { id: string }) => s.id === round.id),
    round: own.body,
    charges: me.body.stats.charges,
  };
}

describe('scoring has an end: slow evaluators are waited for, a submission that cannot be scored ends failed', function () {
  this.timeout(180_000);
  let stack: TestStack;
  let worker: CustomWorker | undefined;
  before(async () => {
    stack = await startTestStack({ env: { SCORING_RETRY_INITIAL_MS: '10' } });
    // The lifecycle queue as production runs it; each test brings the scoring worker it needs.
    await stack.startWorker({ workerQueues: ['lifecycle'] });
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  after(() => stack.close());

  it('waits for an evaluator slower than the heartbeat time-out (20 s) in one attempt, and analyzes', async () => {
    const slow = (personality: string): Evaluator => {
      const rules = createRuleBasedEvaluator(personality);
      return { personality, evaluate: async (input) => (await delay(21_000), rules.evaluate(input)) };
    };
    worker = await startCustomWorker(stack, {
      scoring: { evaluatorFor: (p) => (p === 'jaded_dev' ? slow(p) : undefined) },
    });
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.live_code);
    await workflowDone(stack, round.id);

    assert.equal((await findSubmission(stack.db.pool, round.id))!.status, 'analyzed');
    const history = await stack.temporal.workflow.getHandle(submissionWorkflowId(round.id)).fetchHistory();
    const timedOut = history.events!.filter((e) => e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_TIMED_OUT);
    assert.equal(timedOut.length, 0, 'no attempt of the slow evaluation timed out');
  });

  it('ends a submission whose evaluator never gives a valid scorecard failed at once: not charged, shown failed everywhere', async () => {
    const invalid = (personality: string): Evaluator => ({
      personality,
      evaluate: async () => ({
        personality,
        humor: { score: 200, commentary: 'Off the scale.' },
        feedback: 'Too much.',
      }),
    });
    worker = await startCustomWorker(stack, { scoring: { evaluatorFor: invalid } });
    const company = await newCompany(stack);
    const email = candidateEmail();
    const round = await submitRound(stack, company.live_code, { email });

    const failure = await runOutcome(stack, round.id);
    assert.ok(failure instanceof WorkflowFailedError, `the run fails loudly: ${failure}`);
    const history = await stack.temporal.workflow.getHandle(submissionWorkflowId(round.id)).fetchHistory();
    const evaluations = history.events!.filter(
      (e) =>
        e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED &&
        e.activityTaskStartedEventAttributes?.attempt !== 1,
    );
    assert.equal(evaluations.length, 0, 'nothing is retried');

    const seen = await seenAs(stack, company, round);
    assert.equal(seen.detail.status, 'failed');
    assert.equal(seen.detail.failure, 'the evaluators could not produce a valid scorecard');
    assert.ok(seen.detail.processing_finished_at);
    assert.equal(seen.detail.scorecard, undefined);
    assert.equal(seen.listed.status, 'failed');
    assert.equal(seen.round.status, 'failed');
    assert.equal(seen.charges, 0);
    assert.equal(await chargesOf(stack, round.id), 0);
    assert.equal(await stack.temporal.workflow.getHandle(submissionWorkflowId(round.id)).query(stepQuery), 'failed');
    const mails = testServices().smtp.messages.filter(
      (m) => m.envelopeTo.includes(email) && /results/i.test(String(m.parsed.subject)),
    );
    assert.equal(mails.length, 0, 'no result e-mail for a round without results');
  });

  it('ends a submission failed once its scoring attempts are spent (a sandbox that never runs anything)', async () => {
    worker = await startCustomWorker(stack, {
      scoring: {
        sandbox: { concurrency: 2, run: async () => ({ available: false, reason: 'no sandbox on this worker' }) },
      },
    });
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.live_code);

    assert.ok((await runOutcome(stack, round.id)) instanceof WorkflowFailedError);
    const history = await stack.temporal.workflow.getHandle(submissionWorkflowId(round.id)).fetchHistory();
    const measuring = history.events!.find(
      (e) => e.activityTaskStartedEventAttributes && e.activityTaskStartedEventAttributes.attempt! > 1,
    );
    assert.equal(measuring?.activityTaskStartedEventAttributes?.attempt, 10, 'the last attempt is the tenth');

    const seen = await seenAs(stack, company, round);
    assert.deepEqual(
      [seen.detail.status, seen.detail.failure, seen.round.status, seen.charges],
      ['failed', 'scoring did not succeed after repeated attempts', 'failed', 0],
    );
  });

  it('shows the step a running submission is at', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let measuring!: () => void;
    const measuringStarted = new Promise<void>((resolve) => (measuring = resolve));
    const sandbox = {
      concurrency: 2,
      run: async () => {
        measuring();
        await released;
        return { available: false as const, reason: 'held by the test' };
      },
    };
    worker = await startCustomWorker(stack, { scoring: { sandbox } });
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.test_code);
    await measuringStarted;
    const handle = stack.temporal.workflow.getHandle(submissionWorkflowId(round.id));
    assert.equal(await handle.query(stepQuery), 'measuring');
    release();
    await handle.terminate('the test is done with it');
  });
});
