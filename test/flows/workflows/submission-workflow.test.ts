import assert from 'node:assert/strict';
import { Context } from '@temporalio/activity';
import { ApplicationFailure, CancelledFailure } from '@temporalio/common';
import { WorkflowFailedError } from '@temporalio/client';
import type { QueuedResults } from '../../../activities/submission';
import { DATABASE_UNAVAILABLE, SCORECARD_INVALID } from '../../../workflow-contract/failure-types';
import type { MeasuredHole } from '../../../scoring';
import type { EvaluatorResult } from '../../../scoring/scorecard/scorecard-schema';
import { SCORING_MAX_ATTEMPTS } from '../../../workflows/scoring';
import { stepQuery, submissionWorkflow, type SubmissionStep } from '../../../workflows/submission';
import { untilCancelled } from '../../support/custom-worker';
import {
  failureOf,
  startWorkflowHarness,
  type ActivityLog,
  type MockedActivities,
  type WorkflowHarness,
} from '../../support/workflow-harness';

const SUBMISSION_ID = 'sub-1';
const PERSONALITIES: [string, string, string] = ['jaded_dev', 'caffeinated_genius', 'academic_rebel'];
// The workflow hands the measurements from one activity to the next without reading them.
const HOLES = [
  { hole: { id: 7, title: 'Fizz', category: 'classic', difficulty: 1 }, measurements: { language: 'python' } },
] as unknown as MeasuredHole[];
/** first, second, third: each evaluator's results, one per hole. */
const resultsBy = (feedback: string): EvaluatorResult[][] =>
  PERSONALITIES.map((personality) => [{ personality, quality: { score: 7, commentary: 'tidy' }, feedback }]);
const RULE_BASED = resultsBy('rule-based');
const POLICY = {
  initialIntervalMs: 10,
  backoffCoefficient: 2,
  maximumIntervalMs: 100,
  maximumAttempts: 3,
  attemptTimeoutMs: 1000,
};
const QUEUED: QueuedResults = {
  emailIds: ['email-candidate', 'email-company'],
  webhook: {
    eventId: 'event-1',
    workflowId: 'webhook-event-1',
    companyId: 'company-1',
    submissionId: SUBMISSION_ID,
    input: { eventId: 'event-1', policy: POLICY },
  },
};
const CANNOT_PRODUCE_SCORECARD = 'the evaluators could not produce a valid scorecard';
const ATTEMPTS_SPENT = 'scoring did not succeed after repeated attempts';

/** Activities as a submission's workflow sees them when all goes well, rule-based; a test replaces some. */
const lifecycle = () => ({
  startProcessing: async (_id: string) => ({ personalities: PERSONALITIES, test: 0 }),
  storeScorecardAndMarkAnalyzed: async (_parts: unknown): Promise<QueuedResults | null> => QUEUED,
  markScoringFailed: async (_id: string, _reason: string) => undefined,
  deliverWebhook: async (_eventId: string, _timeoutMs: number, _policy: unknown) => 'delivered',
  markWebhookEventFailed: async (_eventId: string, _reason: string) => undefined,
  sendEmail: async (_emailId: string) => undefined,
  markEmailFailed: async (_emailId: string, _reason: string) => undefined,
});
const scoring = () => ({
  scoreSubmission: async (_id: string): Promise<{ holes: MeasuredHole[]; results?: EvaluatorResult[][] }> => ({
    holes: HOLES,
    results: RULE_BASED,
  }),
  evaluatePanel: async (_input: unknown): Promise<EvaluatorResult[][]> => resultsBy('panel'),
  databaseReachable: async () => undefined,
});

const sandboxUnavailable = () =>
  ApplicationFailure.retryable('the sandbox cannot execute programs on this worker', 'SandboxUnavailable');

interface Run {
  log: ActivityLog;
  /** The run's result, or why it failed. */
  outcome: Promise<unknown>;
  step: SubmissionStep;
}

describe('submissionWorkflow, with mocked activities', function () {
  let harness: WorkflowHarness;
  before(
    async () =>
      (harness = await startWorkflowHarness({ lifecycle: Object.keys(lifecycle()), scoring: Object.keys(scoring()) })),
  );
  after(() => harness?.close());

  const start = (mocks: MockedActivities) =>
    harness.start(
      submissionWorkflow,
      [{ submissionId: SUBMISSION_ID, scoringTaskQueue: harness.scoringTaskQueue, scoringRetryInitialMs: 1 }],
      mocks,
    );

  /** Runs one submission to its end with the mocks as changed by `change`; `step` is queried once it ended. */
  async function runSubmission(
    change: {
      lifecycle?: (mocks: ReturnType<typeof lifecycle>) => Partial<ReturnType<typeof lifecycle>>;
      scoring?: (mocks: ReturnType<typeof scoring>) => Partial<ReturnType<typeof scoring>>;
    } = {},
  ): Promise<Run> {
    const lifecycleMocks = lifecycle();
    const scoringMocks = scoring();
    const { handle, log } = await start({
      lifecycle: { ...lifecycleMocks, ...change.lifecycle?.(lifecycleMocks) },
      scoring: { ...scoringMocks, ...change.scoring?.(scoringMocks) },
    });
    const outcome = handle.result();
    await outcome.catch(() => undefined);
    return { log, outcome, step: await handle.query(stepQuery) };
  }

  const assertNothingDelivered = (log: ActivityLog) => {
    for (const activity of ['storeScorecardAndMarkAnalyzed', 'deliverWebhook', 'sendEmail'])
      assert.deepEqual(log.of(activity), [], `${activity} should not run`);
  };

  it('stores the rule-based results scoring returned, then delivers the webhook and both e-mails', async () => {
    const { log, outcome, step } = await runSubmission();
    assert.equal(await outcome, undefined);
    assert.equal(step, 'done');
    assert.deepEqual(log.names().slice(0, 3), ['startProcessing', 'scoreSubmission', 'storeScorecardAndMarkAnalyzed']);
    assert.deepEqual(log.of('evaluatePanel'), [], 'no panel evaluation: scoring judged already');
    const [scored] = log.of('scoreSubmission');
    assert.deepEqual([scored.args, scored.maximumAttempts], [[SUBMISSION_ID], SCORING_MAX_ATTEMPTS]);
    assert.equal(scored.taskQueue, harness.scoringTaskQueue, 'scored on the scoring queue');
    assert.deepEqual(log.argsOf('storeScorecardAndMarkAnalyzed'), [
      [{ submissionId: SUBMISSION_ID, holes: HOLES, results: RULE_BASED }],
    ]);
    assert.deepEqual(log.argsOf('deliverWebhook'), [['event-1', POLICY.attemptTimeoutMs, POLICY]]);
    assert.deepEqual(log.argsOf('sendEmail').sort(), [['email-candidate'], ['email-company']]);
    assert.deepEqual(log.of('markScoringFailed'), []);
    assert.deepEqual(
      log.of('sendEmail').map((call) => call.local),
      [true, true],
      'an e-mail sent at once was sent in a workflow task, with no activity task of its own',
    );
    assert.equal(log.of('deliverWebhook')[0].local, false, "the company's receiver never holds a workflow task");
  });

  it('with a language model, evaluates the panel once with the personalities processing started with, and stores its results', async () => {
    const { log, outcome, step } = await runSubmission({
      scoring: () => ({ scoreSubmission: async () => ({ holes: HOLES }) }),
    });
    assert.equal(await outcome, undefined);
    assert.equal(step, 'done');
    const panel = log.of('evaluatePanel');
    assert.equal(panel.length, 1);
    assert.deepEqual(panel[0].args, [{ submissionId: SUBMISSION_ID, personalities: PERSONALITIES, holes: HOLES }]);
    assert.equal(panel[0].taskQueue, harness.scoringTaskQueue);
    assert.deepEqual(log.argsOf('storeScorecardAndMarkAnalyzed'), [
      [{ submissionId: SUBMISSION_ID, holes: HOLES, results: resultsBy('panel') }],
    ]);
    assert.equal(log.of('sendEmail').length, 2);
  });

  it('delivers nothing when the analysis queued no results', async () => {
    const { log, outcome, step } = await runSubmission({
      lifecycle: () => ({ storeScorecardAndMarkAnalyzed: async () => null }),
    });
    assert.equal(await outcome, undefined);
    assert.equal(step, 'done');
    assert.deepEqual(log.names(), ['startProcessing', 'scoreSubmission', 'storeScorecardAndMarkAnalyzed']);
  });

  it('fails at once a submission no evaluation makes a valid scorecard of, with a plain reason, storing nothing', async () => {
    const quotingTheCode = 'evaluator answered "print(secret)" where a score belongs';
    const { log, outcome, step } = await runSubmission({
      scoring: () => ({
        scoreSubmission: async () => ({ holes: HOLES }),
        evaluatePanel: async () => {
          throw ApplicationFailure.nonRetryable(quotingTheCode, SCORECARD_INVALID);
        },
      }),
    });
    const failure = await failureOf(outcome);
    assert.equal(failure.type, 'SubmissionCannotBeScored');
    assert.equal(step, 'failed');
    assert.equal(log.of('evaluatePanel').length, 1, 'an invalid scorecard is not tried again');
    assert.deepEqual(log.argsOf('markScoringFailed'), [[SUBMISSION_ID, CANNOT_PRODUCE_SCORECARD]]);
    assertNothingDelivered(log);
  });

  it('fails a submission whose scorecard does not validate when stored, with a plain reason, delivering nothing', async () => {
    const { log, outcome, step } = await runSubmission({
      lifecycle: () => ({
        storeScorecardAndMarkAnalyzed: async () => {
          throw ApplicationFailure.nonRetryable('the scorecard does not validate: no Overall line', SCORECARD_INVALID);
        },
      }),
    });
    const failure = await failureOf(outcome);
    assert.equal(failure.type, 'SubmissionCannotBeScored');
    assert.equal(step, 'failed');
    assert.deepEqual(log.argsOf('markScoringFailed'), [[SUBMISSION_ID, CANNOT_PRODUCE_SCORECARD]]);
    for (const activity of ['deliverWebhook', 'sendEmail']) assert.deepEqual(log.of(activity), []);
  });

  it(`fails a submission whose scoring failed ${SCORING_MAX_ATTEMPTS} times, with a plain reason, storing nothing`, async () => {
    const { log, outcome, step } = await runSubmission({
      scoring: () => ({
        scoreSubmission: async () => {
          throw sandboxUnavailable();
        },
      }),
    });
    const failure = await failureOf(outcome);
    assert.equal(failure.type, 'SubmissionCannotBeScored');
    assert.equal(step, 'failed');
    assert.deepEqual(
      log.of('scoreSubmission').map((c) => c.attempt),
      Array.from({ length: SCORING_MAX_ATTEMPTS }, (_, i) => i + 1),
    );
    assert.deepEqual(log.argsOf('markScoringFailed'), [[SUBMISSION_ID, ATTEMPTS_SPENT]]);
    assertNothingDelivered(log);
  });

  /** Scoring that fails on its own account, then meets a database outage on `outageAt`, then runs `after`. */
  const outageOnAttempt = (outageAt: number, after: (id: string) => Promise<{ holes: MeasuredHole[] }>) => {
    let scheduling = 1;
    return async (id: string) => {
      if (scheduling > 1) return after(id);
      const { attempt } = Context.current().info;
      if (attempt < outageAt) throw sandboxUnavailable();
      scheduling += 1;
      // As the activity throws it: retryable, the workflow naming the type non-retryable.
      throw ApplicationFailure.create({
        message: 'the database cannot be reached: connect ECONNREFUSED',
        type: DATABASE_UNAVAILABLE,
        details: [attempt],
      });
    };
  };

  it('waits out a database outage and scores again with the attempts left, the attempt that met the outage not counted', async () => {
    let reachable = false;
    const { log, outcome, step } = await runSubmission({
      scoring: (mocks) => ({
        scoreSubmission: outageOnAttempt(3, mocks.scoreSubmission),
        databaseReachable: async () => {
          // Still down at the first check.
          if (!reachable) {
            reachable = true;
            throw new Error('connect ECONNREFUSED');
          }
        },
      }),
    });
    assert.equal(await outcome, undefined);
    assert.equal(step, 'done');
    assert.deepEqual(
      log.of('scoreSubmission').map((c) => [c.attempt, c.maximumAttempts]),
      [
        [1, SCORING_MAX_ATTEMPTS],
        [2, SCORING_MAX_ATTEMPTS],
        [3, SCORING_MAX_ATTEMPTS],
        [1, SCORING_MAX_ATTEMPTS - 2],
      ],
    );
    assert.deepEqual(
      log.names().filter((n) => n === 'databaseReachable' || n === 'scoreSubmission'),
      [...Array(3).fill('scoreSubmission'), 'databaseReachable', 'databaseReachable', 'scoreSubmission'],
    );
    assert.deepEqual(log.of('markScoringFailed'), []);
    assert.equal(log.of('storeScorecardAndMarkAnalyzed').length, 1);
  });

  it(`counts the failures before an outage: ${SCORING_MAX_ATTEMPTS} of the scoring's own in all, then fails`, async () => {
    const { log, outcome } = await runSubmission({
      scoring: () => ({
        scoreSubmission: outageOnAttempt(4, async () => {
          throw sandboxUnavailable();
        }),
      }),
    });
    assert.equal((await failureOf(outcome)).type, 'SubmissionCannotBeScored');
    // 3 failures, the outage, then the 7 attempts left.
    assert.equal(log.of('scoreSubmission').length, SCORING_MAX_ATTEMPTS + 1);
    assert.deepEqual(log.argsOf('markScoringFailed'), [[SUBMISSION_ID, ATTEMPTS_SPENT]]);
  });

  it('marks a webhook event failed when its delivery fails, sends the e-mails side by side with it, and completes', async () => {
    let emailsSent = 0;
    let bothSent!: () => void;
    const bothEmailsSent = new Promise<void>((resolve) => (bothSent = resolve));
    const { log, outcome, step } = await runSubmission({
      lifecycle: () => ({
        deliverWebhook: async () => {
          // The delivery fails only once both e-mails went out: they did not wait for it.
          await bothEmailsSent;
          throw ApplicationFailure.nonRetryable('HTTP 410', 'WebhookRejected');
        },
        sendEmail: async () => {
          emailsSent += 1;
          if (emailsSent === 2) bothSent();
        },
      }),
    });
    assert.equal(await outcome, undefined);
    assert.equal(step, 'done');
    assert.deepEqual(log.argsOf('markWebhookEventFailed'), [['event-1', 'HTTP 410']]);
    assert.equal(log.of('sendEmail').length, 2);
    assert.deepEqual(log.of('markEmailFailed'), []);
    assert.deepEqual(log.of('markScoringFailed'), []);
  });

  it('marks an e-mail the mail server refused failed with its answer, delivers the rest, and completes', async () => {
    const refusal = 'refused by the mail server: 550 5.1.1 no such mailbox';
    const { log, outcome, step } = await runSubmission({
      lifecycle: () => ({
        sendEmail: async (emailId: string) => {
          if (emailId === 'email-company') throw ApplicationFailure.nonRetryable(refusal, 'MailRefused');
        },
      }),
    });
    assert.equal(await outcome, undefined);
    assert.equal(step, 'done');
    assert.deepEqual(log.argsOf('markEmailFailed'), [['email-company', refusal]]);
    assert.equal(log.of('sendEmail').length, 2, 'the refused message is not tried again');
    assert.equal(log.of('deliverWebhook').length, 1);
    assert.deepEqual(log.of('markWebhookEventFailed'), []);
  });

  it('sends an e-mail whose first attempt failed by an activity task of its own, and completes', async () => {
    let companyAttempts = 0;
    const { log, outcome } = await runSubmission({
      lifecycle: () => ({
        sendEmail: async (emailId: string) => {
          if (emailId === 'email-company' && ++companyAttempts === 1) throw new Error('connect ECONNREFUSED');
        },
      }),
    });
    assert.equal(await outcome, undefined);
    const company = log.of('sendEmail').filter((call) => call.args[0] === 'email-company');
    assert.deepEqual(
      company.map((call) => [call.local, call.attempt]),
      [
        [true, 1],
        [false, 1],
      ],
    );
    assert.deepEqual(log.of('markEmailFailed'), []);
  });

  it('does not mark a submission failed when its run is cancelled while scoring', async () => {
    let scoringStarted!: () => void;
    const started = new Promise<void>((resolve) => (scoringStarted = resolve));
    const { handle, log } = await start({
      lifecycle: lifecycle(),
      scoring: {
        ...scoring(),
        scoreSubmission: () => {
          scoringStarted();
          return untilCancelled();
        },
      },
    });
    await started;
    assert.equal(await handle.query(stepQuery), 'measuring');
    await handle.cancel();
    const err = await handle.result().then(
      () => assert.fail('a cancelled run should not complete'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof WorkflowFailedError && err.cause instanceof CancelledFailure, `cancelled: ${err}`);
    assert.deepEqual(log.of('markScoringFailed'), []);
    assertNothingDelivered(log);
  });
});
