import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { newId } from '../lib/ids';
import {
  emailWorkflowId,
  exampleRunWorkflowId,
  questionCheckWorkflowId,
  invitationsWorkflowId,
  retentionScheduleId,
  roundClockWorkflowId,
  submissionWorkflowId,
} from '../workflow-contract/workflow-ids';
import { bearer, login, newCompany } from '../test/support/companies';
import { playShots, roundBearer, startRound, submitRound } from '../test/support/rounds';
import { startTestServices, stopTestServices } from '../test/support/services';
import { startTestStack, type TestStack } from '../test/support/stack';
import type { WebhookReceiver } from '../test/support/webhook-receiver';
import {
  seedAnalyzedSubmission,
  setWebhookUrl,
  startResultDelivery,
  startWebhookWorker,
} from '../test/support/webhooks';
import { startCustomWorker } from '../test/support/custom-worker';
import { eventually } from '../test/support/eventually';
import { startTcpProxy } from '../test/support/tcp-proxy';
import { startFakeLlm } from '../test/support/fake-llm';
import { candidateEmail } from '../test/support/rounds';
import { testServices } from '../test/support/services';

/**
 * `npm run histories:capture`: runs each workflow type for real (embedded Postgres, a Temporal
 * dev server, the SMTP sink, an HTTPS webhook receiver, a worker process) and writes the
 * histories to test/histories/, which the replay suite (test/flows/durability/replay.test.ts) replays against the
 * current workflow code. Besides the happy paths it records the failure paths: a result e-mail
 * refused, a result webhook refused, a notification refused, scoring whose retries ran out, and
 * scoring that waited out a database its worker could not reach.
 *
 * Every file it writes records the code as it is now. After a workflow change behind a patch,
 * record only the new paths' files under new names and keep the old ones, whose runs may still be
 * open (docs/operations.md, "Changing a workflow"): with no names the script writes only the files
 * that do not exist yet; an existing file is re-recorded only when named
 * (`npm run histories:capture -- submission-live`, names without `.json`).
 */
const OUT = path.join(__dirname, '..', 'test', 'histories');

const MAIN = [
  'submission-live',
  'submission-live-local-steps',
  'submission-local-emails',
  'submission-test',
  'submission-webhook-refused',
  'submission-result-email-refused',
  'submission-result-email-refused-local-first',
  'example-run',
  'question-check',
  'invitations',
  'notification-email',
  'email-failed',
  'webhook-delivered',
  'webhook-retried',
  'webhook-rejected-4xx',
  'webhook-retries-exhausted',
  'round-clock-submitted',
  'round-clock-candidate-first',
];
const CAPTURES = [
  ...MAIN,
  'submission-llm-panel',
  'submission-retries-exhausted',
  'submission-outage-waited-out',
  'retention',
  'retention-expiry',
];
const only = new Set(process.argv.slice(2).map((name) => name.replace(/\.json$/, '')));
const unknown = [...only].filter((name) => !CAPTURES.includes(name));
if (unknown.length) {
  process.stderr.write(`no such capture: ${unknown.join(', ')} (known: ${CAPTURES.join(', ')})\n`);
  process.exit(2);
}
/** Whether any of `names` is to be recorded in this run. */
const wanted = (...names: string[]) => only.size === 0 || names.some((name) => only.has(name));

async function save(stack: TestStack, name: string, workflowId: string): Promise<void> {
  if (!wanted(name)) return;
  const file = path.join(OUT, `${name}.json`);
  if (existsSync(file) && !only.has(name)) {
    process.stdout.write(`  ${name}.json kept (name it to record it anew)\n`);
    return;
  }
  const handle = stack.temporal.workflow.getHandle(workflowId);
  await handle.result().catch(() => undefined); // a failed run is a history worth keeping too
  writeFileSync(file, historyToJSON(await handle.fetchHistory()) + '\n');
  process.stdout.write(`  ${name}.json (${workflowId})\n`);
}

async function companyWithWebhook(stack: TestStack, receiver: WebhookReceiver, answers: number[]) {
  const company = await newCompany(stack, { name: 'Replay Fixtures Inc.' });
  const { access_token } = await login(stack, company);
  const receiverPath = `/hooks/${newId()}`;
  receiver.answer(receiverPath, answers);
  await setWebhookUrl(stack, access_token, receiver.url(receiverPath));
  return { company, access_token };
}

async function main() {
  await startTestServices();
  process.stdout.write(`Capturing into ${OUT}\n`);
  try {
    if (wanted(...MAIN)) await captureMain();
    if (wanted('submission-llm-panel')) await captureLlmEvaluated();
    if (wanted('submission-retries-exhausted')) await captureRetriesExhausted();
    if (wanted('submission-outage-waited-out')) await captureOutageWaitedOut();
    if (wanted('retention', 'retention-expiry')) await captureRetention();
  } finally {
    await stopTestServices();
  }
}

/** One stack and worker process for the happy paths, the deliveries and a refused e-mail. */
async function captureMain(): Promise<void> {
  const webhook = { WEBHOOK_RETRY_INITIAL_MS: '10', WEBHOOK_TIMEOUT_MS: '2000' };
  // A minute of a round's time limit lasts 300 ms: the shortest limit runs out in 3 seconds.
  const stack = await startTestStack({
    env: { INVITE_BATCH_DELAY_MS: '200', ROUND_CLOCK_MINUTE_MS: '300', ...webhook },
  });
  const { receiver, worker } = await startWebhookWorker(stack, webhook);
  try {
    // Live rounds with a webhook: scored, analyzed and charged, the results queued with the
    // analysis; the webhook event and the two e-mails delivered as activities of the run. The SQL
    // steps as local activities since submission-live-local-steps (submission-live: as activities),
    // the e-mails' first attempts since submission-local-emails.
    const results = [
      ['submission-live', [200]],
      ['submission-live-local-steps', [200]],
      ['submission-local-emails', [200]],
      ['submission-webhook-refused', [400]],
    ] as const;
    for (const [name, answers] of results) {
      if (!wanted(name)) continue;
      const { company } = await companyWithWebhook(stack, receiver, [...answers]);
      const round = await submitRound(stack, company.live_code);
      await save(stack, name, submissionWorkflowId(round.id));
    }

    // A test round of a company without a webhook: its event skipped, nothing charged.
    const quiet = await newCompany(stack);
    if (wanted('submission-test')) {
      const round = await submitRound(stack, quiet.test_code);
      await save(stack, 'submission-test', submissionWorkflowId(round.id));
    }

    // The candidate's address refused by the mail server: that e-mail marked failed, the run complete.
    for (const name of ['submission-result-email-refused', 'submission-result-email-refused-local-first']) {
      if (!wanted(name)) continue;
      const refused = candidateEmail();
      testServices().smtp.rejectRecipients.add(refused);
      const round = await submitRound(stack, quiet.test_code, { email: refused });
      await save(stack, name, submissionWorkflowId(round.id));
    }

    if (wanted('example-run')) {
      const trying = await startRound(stack, quiet.test_code);
      await stack.http
        .post(`/v1/rounds/${trying.id}/shots/${trying.holes[0]}/run`)
        .set(roundBearer(trying))
        .send({ language: 'python', code: 'print(42)' })
        .expect(200);
      const run = await stack.db.pool.query('SELECT id FROM example_runs WHERE submission_id = $1', [trying.id]);
      await save(stack, 'example-run', exampleRunWorkflowId(run.rows[0].id));
    }

    if (wanted('question-check')) {
      const { access_token } = await login(stack, quiet);
      const reference = {
        language: 'python',
        code: 'import sys\nprint(sum(int(x) for x in sys.stdin.read().split()))\n',
      };
      const question = await stack.http
        .post('/v1/questions')
        .set(bearer(access_token))
        .send({
          title: 'Replayed payment totals',
          category: 'arithmetic',
          difficulty: 2,
          variations: [
            {
              description: 'Given payment amounts in cents, print their total in cents.',
              human: {
                input_format: 'Whitespace-separated integers.',
                output_format: 'One integer: the sum.',
                examples: { input: '1 2\n', output: '3\n' },
              },
              cases: Array.from({ length: 8 }, (_, i) => ({ tag: 'typical', input: `${i} ${i}\n` })),
              reference,
            },
          ],
        })
        .expect(201);
      await save(stack, 'question-check', questionCheckWorkflowId(quiet.id, question.body.id, 1));
    }

    if (wanted('invitations', 'notification-email')) {
      const inviting = await newCompany(stack);
      const { access_token } = await login(stack, inviting);
      const emails = Array.from({ length: 12 }, (_, i) => `invitee-${i}-${newId()}@example.test`);
      await stack.http.post('/v1/invite').set(bearer(access_token)).send({ emails }).expect(202);
      const batch = await stack.db.pool.query('SELECT batch_id FROM invitations WHERE company_id = $1 LIMIT 1', [
        inviting.id,
      ]);
      await save(stack, 'invitations', invitationsWorkflowId(inviting.id, batch.rows[0].batch_id));
      await save(stack, 'notification-email', await pauseNotice(stack, inviting, access_token));
    }

    // A notification to a company whose address the mail server refuses: marked failed.
    if (wanted('email-failed')) {
      const refusing = await newCompany(stack);
      testServices().smtp.rejectRecipients.add(refusing.email);
      const { access_token } = await login(stack, refusing);
      await save(stack, 'email-failed', await pauseNotice(stack, refusing, access_token));
    }

    // A round's clock: it submits the round at the deadline (and starts its run), or finds the
    // candidate submitted first and does nothing.
    if (wanted('round-clock-submitted', 'round-clock-candidate-first')) {
      const timed = await newCompany(stack);
      const { access_token } = await login(stack, timed);
      await stack.http
        .patch('/v1/settings')
        .set(bearer(access_token))
        .send({ round_time_limit_minutes: 10 })
        .expect(200);
      const unsubmitted = await startRound(stack, timed.test_code);
      await playShots(stack, unsubmitted);
      const early = await submitRound(stack, timed.test_code);
      await save(stack, 'round-clock-submitted', roundClockWorkflowId(unsubmitted.id));
      await save(stack, 'round-clock-candidate-first', roundClockWorkflowId(early.id));
    }

    // The webhook workflow, as a redelivery starts it: delivered, retried, refused, given up on.
    const deliveries = [
      ['webhook-delivered', [200]],
      ['webhook-retried', [503, 500, 200]],
      ['webhook-rejected-4xx', [400]],
      ['webhook-retries-exhausted', [500]],
    ] as const;
    for (const [name, answers] of deliveries) {
      if (!wanted(name)) continue;
      const { company } = await companyWithWebhook(stack, receiver, [...answers]);
      const submission = await seedAnalyzedSubmission(stack, company.id);
      const { event } = await startResultDelivery(stack, submission.id);
      await save(stack, name, event.workflowId);
    }
  } finally {
    await worker.stop();
    await stack.close();
    await receiver.close();
  }
}

/**
 * A test round scored with an LLM evaluator (the fake OpenAI-compatible server): scoreSubmission
 * only measures, then evaluatePanel reads each shot once for the three personalities.
 */
async function captureLlmEvaluated(): Promise<void> {
  const fake = await startFakeLlm();
  const stack = await startTestStack({
    env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '5000' },
  });
  try {
    await stack.startWorker();
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.test_code);
    await save(stack, 'submission-llm-panel', submissionWorkflowId(round.id));
  } finally {
    await stack.close();
    await fake.close();
  }
}

/** Scoring on a worker whose sandbox never runs anything: the attempts run out, the submission ends failed. */
async function captureRetriesExhausted(): Promise<void> {
  const stack = await startTestStack({ env: { SCORING_RETRY_INITIAL_MS: '10' } });
  const worker = await startCustomWorker(stack, {
    lifecycle: () => ({}),
    scoring: { sandbox: { concurrency: 1, run: async () => ({ available: false, reason: 'no sandbox here' }) } },
  });
  try {
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.live_code);
    await save(stack, 'submission-retries-exhausted', submissionWorkflowId(round.id));
  } finally {
    await worker.stop();
    await stack.close();
  }
}

/** Scoring whose worker cannot reach the database at first: the run waits for it, then analyzes. */
async function captureOutageWaitedOut(): Promise<void> {
  const stack = await startTestStack({ env: { SCORING_RETRY_INITIAL_MS: '10' } });
  const db = new URL(stack.db.url);
  const proxy = await startTcpProxy({ host: db.hostname, port: Number(db.port) });
  db.host = proxy.address;
  await stack.startWorker({ workerQueues: ['lifecycle'] });
  const worker = await startCustomWorker(stack, { scoring: {}, databaseUrl: db.toString() });
  try {
    proxy.cut();
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.test_code);
    const handle = stack.temporal.workflow.getHandle(submissionWorkflowId(round.id));
    await eventually('the run waiting for the database', async () =>
      Boolean(
        (await handle.describe()).raw.pendingActivities?.some(
          (a) => a.activityType?.name === 'databaseReachable' && a.attempt! > 2,
        ),
      ),
    );
    proxy.restore();
    await save(stack, 'submission-outage-waited-out', handle.workflowId);
  } finally {
    await worker.stop();
    await proxy.close();
    await stack.close();
  }
}

/**
 * The retention workflow, as its hourly schedule starts it, erasing one submission past its
 * company's retention; `retention.json` was recorded before it purged expired rows (the patch
 * `purge-expired-rows`), `retention-expiry.json` after.
 */
async function captureRetention(): Promise<void> {
  const stack = await startTestStack();
  try {
    await stack.startWorker();
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    await stack.http.patch('/v1/settings').set(bearer(access_token)).send({ candidate_retention_days: 1 }).expect(200);
    const round = await submitRound(stack, company.test_code);
    await stack.temporal.workflow.getHandle(submissionWorkflowId(round.id)).result();
    await stack.db.pool.query(
      `UPDATE submissions SET processing_finished_at = processing_finished_at - interval '2 days' WHERE id = $1`,
      [round.id],
    );
    const workflowId = `${retentionScheduleId(stack.config.temporal.taskQueue)}-capture`;
    await stack.temporal.workflow.start('retentionWorkflow', {
      taskQueue: stack.config.temporal.taskQueue,
      workflowId,
    });
    await save(stack, 'retention', workflowId);
    await save(stack, 'retention-expiry', workflowId);
  } finally {
    await stack.close();
  }
}

/** POST /v1/pause, whose notice to the company goes out through the e-mail workflow: its workflow id. */
async function pauseNotice(stack: TestStack, company: { id: string }, accessToken: string): Promise<string> {
  await stack.http.post('/v1/pause').set(bearer(accessToken)).expect(200);
  const { rows } = await stack.db.pool.query(`SELECT id FROM emails WHERE company_id = $1 AND kind = 'paused'`, [
    company.id,
  ]);
  return emailWorkflowId(rows[0].id);
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`capture failed: ${(err as Error).stack}\n`);
    process.exit(1);
  },
);
