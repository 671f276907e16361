import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { temporal } from '@temporalio/proto';
import { bundleWorkflowCode, Worker, type WorkflowBundle } from '@temporalio/worker';
import { DeterminismViolationError } from '@temporalio/workflow';
import * as workflows from '../workflows';
import { testServices } from './support/services';

/**
 * Replays the histories of real runs (test/histories, written by `npm run histories:capture`)
 * against the current workflow code: a change that would break runs in flight fails here.
 */
const HISTORIES = path.join(__dirname, 'histories');
const files = readdirSync(HISTORIES)
  .filter((f) => f.endsWith('.json'))
  .sort();
const load = (file: string) => historyFromJSON(JSON.parse(readFileSync(path.join(HISTORIES, file), 'utf8')));

const workflowType = (file: string) =>
  load(file).events?.[0]?.workflowExecutionStartedEventAttributes?.workflowType?.name;

/** Whether the recorded run scheduled an activity of this type. */
const schedules = (file: string, activity: string) =>
  load(file).events!.some((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === activity);

/** The recorded runs scored and analyzed in fewer steps (scoreSubmission, storeScorecardAndMarkAnalyzed). */
const FEWER_STEPS = [
  'submission-fewer-steps-llm.json',
  'submission-fewer-steps.json',
  'submission-panel-llm.json',
  'submission-result-email-refused.json',
  'submission-results-with-analysis.json',
];

/** The recorded submissions' runs, on the lifecycle before `scored-and-analyzed-in-fewer-steps` and after it. */
const submissions = () => files.filter((f) => workflowType(f) === 'submissionWorkflow');
const scoredApart = () => submissions().filter((f) => schedules(f, 'measureSubmission'));
const scoredInFewerSteps = () => submissions().filter((f) => schedules(f, 'scoreSubmission'));

async function replay(workflowBundle: WorkflowBundle, names: string[]) {
  const histories = names.map((file) => ({ workflowId: file, history: load(file) }));
  const results = [];
  for await (const result of Worker.runReplayHistories({ workflowBundle, replayName: 'replay-suite' }, histories))
    results.push(result);
  return results;
}

/** The current workflow code with `replacements` made in workflows/submission.ts. */
const alteredBundle = (replacements: Array<[string, string]>) =>
  bundleWorkflowCode({
    workflowsPath: require.resolve('../workflows'),
    logger: {
      log: () => undefined,
      trace: () => undefined,
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    },
    webpackConfigHook: (config) => {
      config.module?.rules?.push({
        test: /workflows[\\/]submission\.ts$/,
        enforce: 'pre',
        use: [{ loader: require.resolve('./support/rewrite-loader.cjs'), options: { replacements } }],
      });
      return config;
    },
  });

describe('replay of recorded workflow histories', function () {
  this.timeout(120_000);

  it('has a recorded history of every workflow type', () => {
    const recorded = new Set(files.map(workflowType));
    for (const name of Object.keys(workflows)) assert.ok(recorded.has(name), `no history of ${name}`);
  });

  it('replays every history against the current workflow code', async () => {
    const results = await replay(testServices().workflowBundle, files);
    assert.equal(results.length, files.length);
    for (const r of results) assert.equal(r.error, undefined, `${r.workflowId}: ${r.error?.message}`);
  });

  it('fails when a workflow change reorders two activity calls', async () => {
    const reordered = await alteredBundle([
      [
        '      await steps.storeScorecard({ submissionId, holes, results });\n',
        '      await steps.markAnalyzed(submissionId);\n      await steps.storeScorecard({ submissionId, holes, results });\n',
      ],
    ]);
    const results = await replay(
      reordered,
      submissions().filter((f) => schedules(f, 'storeScorecard')),
    );
    assert.ok(results.length >= 2);
    for (const r of results)
      assert.ok(r.error instanceof DeterminismViolationError, `${r.workflowId} should not replay: ${r.error}`);
  });

  it('fails when a workflow change reorders two activity calls of the lifecycle in fewer steps', async () => {
    // storeScorecardAndMarkAnalyzed moved before scoreSubmission (its arguments do not matter to replay).
    const reordered = await alteredBundle([
      [
        '      const scored = await scoring.scoreSubmission(submissionId);\n',
        '      await steps.storeScorecardAndMarkAnalyzed({ submissionId, holes: [], results: [] });\n' +
          '      const scored = await scoring.scoreSubmission(submissionId);\n',
      ],
      [
        '      queued = await steps.storeScorecardAndMarkAnalyzed({ submissionId, holes: scored.holes, results });\n',
        '',
      ],
    ]);
    const recorded = scoredInFewerSteps();
    assert.deepEqual(recorded, FEWER_STEPS);
    const results = await replay(reordered, recorded);
    assert.equal(results.length, recorded.length);
    for (const r of results)
      assert.ok(r.error instanceof DeterminismViolationError, `${r.workflowId} should not replay: ${r.error}`);
  });

  it('holds histories of the failure paths: an e-mail refused, a child ended, scoring retries spent', () => {
    const lastEvent = (file: string) => load(file).events!.at(-1)!;
    const events = (file: string) => load(file).events!;
    assert.ok(
      lastEvent('email-failed.json').workflowExecutionCompletedEventAttributes,
      'a refused e-mail completes its run as failed',
    );
    assert.ok(events('email-failed.json').some((e) => e.activityTaskFailedEventAttributes));
    assert.ok(lastEvent('submission-email-failed.json').workflowExecutionCompletedEventAttributes);
    assert.ok(events('submission-failed-child.json').some((e) => e.childWorkflowExecutionTerminatedEventAttributes));
    assert.ok(
      lastEvent('submission-failed-child.json').workflowExecutionCompletedEventAttributes,
      'a failed child fails nothing else',
    );
    const exhausted = events('submission-retries-exhausted.json');
    assert.equal(
      exhausted.find((e) => e.activityTaskFailedEventAttributes)?.activityTaskFailedEventAttributes?.retryState,
      temporal.api.enums.v1.RetryState.RETRY_STATE_MAXIMUM_ATTEMPTS_REACHED,
    );
    assert.ok(exhausted.at(-1)!.workflowExecutionFailedEventAttributes);
  });

  it('needs the patches to replay runs from before the charge joined markAnalyzed and the results went out apart', async () => {
    const unpatched = await alteredBundle([
      ['if (!patched(CHARGED_WITH_ANALYZED_PATCH) && test === 0)', 'if (false)'],
      ['if (patched(RESULTS_APART_PATCH))', 'if (true)'],
    ]);
    const results = await replay(unpatched, [
      'submission-live-charged-apart.json',
      'submission-test-mail-before-webhook.json',
    ]);
    for (const r of results)
      assert.ok(
        r.error instanceof DeterminismViolationError,
        `${r.workflowId} replayed without the patches: ${r.error}`,
      );
  });

  it('needs the patch to replay the runs scored and analyzed apart, and those scored and analyzed in fewer steps', async () => {
    const apart = scoredApart();
    const fewer = scoredInFewerSteps();
    assert.ok(
      apart.includes('submission-live-with-webhook.json') && apart.includes('submission-test-without-webhook.json'),
    );
    assert.deepEqual(fewer, FEWER_STEPS);
    assert.ok(
      fewer.every((f) => schedules(f, 'storeScorecardAndMarkAnalyzed') && !schedules(f, 'markAnalyzed')),
      'the new runs store and mark analyzed in one step',
    );
    assert.ok(
      schedules('submission-fewer-steps-llm.json', 'evaluateSubmission'),
      'with an LLM the run evaluates apart',
    );
    assert.ok(!schedules('submission-fewer-steps.json', 'evaluateSubmission'), 'rule-based, scoring evaluates too');

    const alwaysFewer = await alteredBundle([
      ['const fewerSteps = patched(FEWER_STEPS_PATCH);', 'const fewerSteps = true;'],
    ]);
    const onTheNewPath = await replay(alwaysFewer, apart);
    assert.equal(onTheNewPath.length, apart.length);
    for (const r of onTheNewPath)
      assert.ok(r.error instanceof DeterminismViolationError, `${r.workflowId} replayed without the patch: ${r.error}`);
    const neverFewer = await alteredBundle([
      ['const fewerSteps = patched(FEWER_STEPS_PATCH);', 'const fewerSteps = false;'],
    ]);
    const onTheOldPath = await replay(neverFewer, fewer);
    assert.equal(onTheOldPath.length, fewer.length);
    for (const r of onTheOldPath)
      assert.ok(r.error instanceof DeterminismViolationError, `${r.workflowId} replayed on the old path: ${r.error}`);
  });

  it('needs the patch to replay the runs whose personalities read each shot together, and those read apart', async () => {
    assert.ok(schedules('submission-panel-llm.json', 'evaluatePanel'));
    assert.ok(!schedules('submission-panel-llm.json', 'evaluateSubmission'), 'one evaluation for the three');
    assert.ok(!schedules('submission-fewer-steps-llm.json', 'evaluatePanel'), 'three evaluations before the patch');
    const apart = await alteredBundle([['(patched(PANEL_PATCH)', '(false']]);
    const [together] = await replay(apart, ['submission-panel-llm.json']);
    assert.ok(together.error instanceof DeterminismViolationError, `replayed without the patch: ${together.error}`);
    const always = await alteredBundle([['(patched(PANEL_PATCH)', '(true']]);
    const [readApart] = await replay(always, ['submission-fewer-steps-llm.json']);
    assert.ok(readApart.error instanceof DeterminismViolationError, `replayed on the new path: ${readApart.error}`);
  });

  it('needs the patch to replay the runs whose results were queued with the analysis, and those queued apart', async () => {
    const withAnalysis = ['submission-result-email-refused.json', 'submission-results-with-analysis.json'];
    for (const file of withAnalysis) {
      assert.ok(schedules(file, 'sendEmail'), `${file}: the e-mails are activities of the run`);
      assert.ok(!schedules(file, 'queueResultEmail') && !schedules(file, 'createSubmissionWebhookEvent'));
    }
    const condition = 'queued !== undefined && patched(RESULTS_WITH_ANALYSIS_PATCH)';
    const never = await alteredBundle([[condition, 'false']]);
    for (const r of await replay(never, withAnalysis))
      assert.ok(r.error instanceof DeterminismViolationError, `${r.workflowId} replayed on the old path: ${r.error}`);
    const queuedApart = FEWER_STEPS.filter((f) => !withAnalysis.includes(f));
    const always = await alteredBundle([[condition, 'true']]);
    for (const r of await replay(always, queuedApart))
      assert.ok(r.error instanceof DeterminismViolationError, `${r.workflowId} replayed on the new path: ${r.error}`);
  });

  it('needs the patch to replay a run that began before the webhook step existed', async () => {
    const unpatched = await alteredBundle([['if (patched(RESULT_WEBHOOK_PATCH)) await', 'await']]);
    const [before] = await replay(unpatched, ['submission-before-webhook-step.json']);
    assert.ok(before.error instanceof DeterminismViolationError, `replayed without the patch: ${before.error}`);
  });

  it('needs the patch to replay a run whose scoring waited out a database it could not reach', async () => {
    const failedOnDatabase = load('submission-outage-waited-out.json').events!.filter(
      (e) => e.activityTaskFailedEventAttributes?.failure?.applicationFailureInfo?.type === 'DatabaseUnavailable',
    );
    assert.ok(failedOnDatabase.length > 0, 'the recorded run met the outage');
    const unpatched = await alteredBundle([['waitOutOutages: patched(SCORING_OUTAGE_PATCH)', 'waitOutOutages: false']]);
    const [waited] = await replay(unpatched, ['submission-outage-waited-out.json']);
    assert.ok(waited.error instanceof DeterminismViolationError, `replayed without the patch: ${waited.error}`);
  });
});
