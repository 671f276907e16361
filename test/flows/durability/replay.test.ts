import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { temporal } from '@temporalio/proto';
import { bundleWorkflowCode, Worker, type WorkflowBundle } from '@temporalio/worker';
import { DeterminismViolationError } from '@temporalio/workflow';
import * as workflows from '../../../workflows';
import { testServices } from '../../support/services';

/**
 * Replays the histories of real runs (test/histories, written by `npm run histories:capture`)
 * against the current workflow code: a change that would break runs in flight fails here.
 */
const HISTORIES = path.join(__dirname, '..', '..', 'histories');
const files = readdirSync(HISTORIES)
  .filter((f) => f.endsWith('.json'))
  .sort();
const load = (file: string) => historyFromJSON(JSON.parse(readFileSync(path.join(HISTORIES, file), 'utf8')));

const workflowType = (file: string) =>
  load(file).events?.[0]?.workflowExecutionStartedEventAttributes?.workflowType?.name;

/** Whether the recorded run scheduled an activity of this type. */
const schedules = (file: string, activity: string) =>
  load(file).events!.some((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === activity);

/** The recorded submissions' runs that reached the analysis. */
const analyzed = () =>
  files.filter((f) => workflowType(f) === 'submissionWorkflow' && schedules(f, 'storeScorecardAndMarkAnalyzed'));

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
    workflowsPath: require.resolve('../../../workflows'),
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
        use: [{ loader: require.resolve('../../support/rewrite-loader.cjs'), options: { replacements } }],
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

  // A new step before the analysis: what a change to the lifecycle looks like.
  const analysis = '    queued = await sql.storeScorecardAndMarkAnalyzed(';
  // workflows/submission.ts imports `patched` already.
  const newStep = (guard: string) => [
    [analysis, `    ${guard}await steps.startProcessing(submissionId);\n${analysis}`] as [string, string],
  ];

  it('fails, for every run that reached the analysis, when a workflow change adds a step without a patch', async () => {
    const recorded = analyzed();
    assert.ok(recorded.length >= 4, `runs that reached the analysis: ${recorded.join(', ')}`);
    const results = await replay(await alteredBundle(newStep('')), recorded);
    assert.equal(results.length, recorded.length);
    for (const r of results)
      assert.ok(r.error instanceof DeterminismViolationError, `${r.workflowId} should not replay: ${r.error}`);
  });

  it('replays every history when the same step is added behind a patch', async () => {
    const results = await replay(await alteredBundle(newStep("if (patched('a-new-step')) ")), files);
    assert.equal(results.length, files.length);
    for (const r of results) assert.equal(r.error, undefined, `${r.workflowId}: ${r.error?.message}`);
  });

  it("holds a round's clock that submitted the round and started its run, and one that found it submitted", () => {
    const events = (file: string) => load(file).events!;
    const startedChild = (file: string) =>
      events(file).some(
        (e) => e.startChildWorkflowExecutionInitiatedEventAttributes?.workflowType?.name === 'submissionWorkflow',
      );
    for (const file of ['round-clock-submitted.json', 'round-clock-candidate-first.json']) {
      assert.equal(workflowType(file), 'roundClockWorkflow', file);
      assert.ok(
        events(file).some((e) => e.timerFiredEventAttributes),
        `${file}: the timer fired`,
      );
      assert.ok(schedules(file, 'submitRoundAtDeadline'), file);
    }
    assert.ok(startedChild('round-clock-submitted.json'));
    assert.ok(!startedChild('round-clock-candidate-first.json'));
  });

  it('holds histories of the failure paths: an e-mail and a webhook refused, scoring retries spent, an outage waited out', () => {
    const events = (file: string) => load(file).events!;
    const completed = (file: string) => assert.ok(events(file).at(-1)!.workflowExecutionCompletedEventAttributes, file);
    for (const file of ['email-failed.json', 'submission-result-email-refused.json']) {
      assert.ok(schedules(file, 'markEmailFailed'), `${file}: the refused e-mail is marked failed`);
      completed(file);
    }
    assert.ok(schedules('submission-webhook-refused.json', 'markWebhookEventFailed'));
    completed('submission-webhook-refused.json');
    const exhausted = events('submission-retries-exhausted.json');
    assert.equal(
      exhausted.find((e) => e.activityTaskFailedEventAttributes)?.activityTaskFailedEventAttributes?.retryState,
      temporal.api.enums.v1.RetryState.RETRY_STATE_MAXIMUM_ATTEMPTS_REACHED,
    );
    assert.ok(schedules('submission-retries-exhausted.json', 'markScoringFailed'));
    assert.ok(exhausted.at(-1)!.workflowExecutionFailedEventAttributes);
    const outage = events('submission-outage-waited-out.json');
    assert.ok(
      outage.some(
        (e) => e.activityTaskFailedEventAttributes?.failure?.applicationFailureInfo?.type === 'DatabaseUnavailable',
      ),
      'the recorded run met the outage',
    );
    assert.ok(schedules('submission-outage-waited-out.json', 'databaseReachable'));
    assert.ok(schedules('submission-outage-waited-out.json', 'storeScorecardAndMarkAnalyzed'));
    assert.ok(schedules('submission-llm-panel.json', 'evaluatePanel'), 'with a language model, one panel evaluation');
  });
});
