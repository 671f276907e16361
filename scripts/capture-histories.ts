import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { newId } from '../lib/ids';
import {
  emailWorkflowId,
  exampleRunWorkflowId,
  invitationsWorkflowId,
  submissionWorkflowId,
  webhookWorkflowId,
} from '../lib/workflow-ids';
import { bearer, login, newCompany } from '../test/support/companies';
import { roundBearer, startRound, submitRound } from '../test/support/rounds';
import { startTestServices, stopTestServices } from '../test/support/services';
import { startTestStack, type TestStack } from '../test/support/stack';
import { startWebhookReceiver, type WebhookReceiver } from '../test/support/webhook-receiver';
import { seedAnalyzedSubmission, setWebhookUrl, startResultDelivery } from '../test/support/webhooks';
import { startWorkerProcess } from '../test/support/worker-process';
import { startCustomWorker } from '../test/support/custom-worker';
import { eventually } from '../test/support/eventually';
import { startTcpProxy } from '../test/support/tcp-proxy';
import { startFakeLlm } from '../test/support/fake-llm';
import { candidateEmail } from '../test/support/rounds';
import { freePort } from './services/ports';
import { testServices } from '../test/support/services';

/**
 * `npm run histories:capture`: runs each workflow type for real (embedded Postgres, a Temporal
 * dev server, the SMTP sink, an HTTPS webhook receiver, a worker process) and writes the
 * histories to test/histories/, which the replay suite (test/replay.test.ts) replays against the
 * current workflow code. Run it after a deliberate, versioned workflow change; keep older files
 * whose runs may still be open (submission-before-webhook-step.json is one, from the code before
 * the webhook step; the files named `-charged-apart`, `-mail-before-webhook` and `-marked-apart` are
 * from the code before the charge joined markAnalyzed, the results went out apart and the sends
 * recorded themselves; `example-run.json` is from before example runs had their own task queue, its
 * activity sent to the scoring queue). Besides the happy paths it records the failure paths: a result e-mail
 * refused, a result e-mail child that ended Terminated, scoring whose retries ran out, and scoring
 * that waited out a database its worker could not reach.
 *
 * Every file it writes records the code as it is now: a file re-recorded after a patch no longer
 * holds the old path its name stands for. So after a workflow change, record only the new files:
 * `npm run histories:capture -- submission-fewer-steps submission-fewer-steps-llm` (names without
 * `.json`). With no names it records only the files that do not exist yet: an existing file is
 * re-recorded only when named. The files of the lifecycle before
 * `scored-and-analyzed-in-fewer-steps` (measureSubmission, storeScorecard, markAnalyzed apart) are
 * all but `submission-fewer-steps*.json`. Those before `results-queued-with-the-analysis` (the
 * result e-mails as child workflows, the webhook event created apart) are all but
 * `submission-results-with-analysis.json` and `submission-result-email-refused.json`.
 */
const OUT = path.join(__dirname, '..', 'test', 'histories');

const MAIN = [
  'submission-results-with-analysis',
  'submission-result-email-refused',
  'submission-live-with-webhook',
  'webhook-delivered',
  'submission-fewer-steps',
  'submission-test-without-webhook',
  'example-run-own-queue',
  'invitations',
  'notification-email',
  'webhook-retried',
  'webhook-rejected-4xx',
  'webhook-retries-exhausted',
  'submission-email-failed',
  'email-failed',
];
const CAPTURES = [
  ...MAIN,
  'example-run',
  'submission-failed-child',
  'submission-retries-exhausted',
  'submission-outage-waited-out',
  'submission-fewer-steps-llm',
  'submission-panel-llm',
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
  const hook = `/hooks/${newId()}`;
  receiver.answer(hook, answers);
  await setWebhookUrl(stack, access_token, receiver.url(hook));
  return { company, access_token };
}

async function main() {
  await startTestServices();
  process.stdout.write(`Capturing into ${OUT}\n`);
  try {
    if (wanted(...MAIN)) await captureMain();
    if (wanted('submission-failed-child')) await captureFailedChild();
    if (wanted('submission-retries-exhausted')) await captureRetriesExhausted();
    if (wanted('submission-outage-waited-out')) await captureOutageWaitedOut();
    if (wanted('submission-fewer-steps-llm')) await captureLlmEvaluated('submission-fewer-steps-llm');
    if (wanted('submission-panel-llm')) await captureLlmEvaluated('submission-panel-llm');
  } finally {
    await stopTestServices();
  }
}

/** One stack and worker process for the happy paths, the deliveries and a refused e-mail. */
async function captureMain(): Promise<void> {
  const receiver = await startWebhookReceiver();
  const stack = await startTestStack({
    env: {
      RATE_LIMIT_PER_HOUR: '100000',
      INVITE_BATCH_DELAY_MS: '200',
      WEBHOOK_RETRY_INITIAL_MS: '10',
      WEBHOOK_TIMEOUT_MS: '2000',
    },
  });
  const worker = await startWorkerProcess(stack, {
    NODE_EXTRA_CA_CERTS: receiver.caFile,
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_INITIAL_MS: '10',
    WEBHOOK_TIMEOUT_MS: '2000',
  });
  try {
    if (wanted('submission-live-with-webhook', 'webhook-delivered')) {
      const live = await companyWithWebhook(stack, receiver, [200]);
      const liveRound = await submitRound(stack, live.company.live_code);
      await save(stack, 'submission-live-with-webhook', submissionWorkflowId(liveRound.id));
      const { rows } = await stack.db.pool.query('SELECT id FROM webhook_events WHERE submission_id = $1', [
        liveRound.id,
      ]);
      await save(stack, 'webhook-delivered', webhookWorkflowId(rows[0].id));
    }

    // A live round with a webhook on the lifecycle as it is: its results queued with the analysis,
    // the e-mails sent as activities of its run, the webhook through a child.
    if (wanted('submission-results-with-analysis')) {
      const live = await companyWithWebhook(stack, receiver, [200]);
      const round = await submitRound(stack, live.company.live_code);
      await save(stack, 'submission-results-with-analysis', submissionWorkflowId(round.id));
    }

    // The same with the candidate's address refused by the mail server: that e-mail marked failed.
    if (wanted('submission-result-email-refused')) {
      const refusing = await newCompany(stack);
      const refused = candidateEmail();
      testServices().smtp.rejectRecipients.add(refused);
      const round = await submitRound(stack, refusing.test_code, { email: refused });
      await save(stack, 'submission-result-email-refused', submissionWorkflowId(round.id));
    }

    // A live round with a webhook, scored by the rule-based evaluators in scoreSubmission and stored
    // and analyzed (and charged) by storeScorecardAndMarkAnalyzed: the `scored-and-analyzed-in-fewer-steps` path.
    if (wanted('submission-fewer-steps')) {
      const live = await companyWithWebhook(stack, receiver, [200]);
      const round = await submitRound(stack, live.company.live_code);
      await save(stack, 'submission-fewer-steps', submissionWorkflowId(round.id));
    }

    const quiet = await newCompany(stack);
    if (wanted('submission-test-without-webhook')) {
      const testRound = await submitRound(stack, quiet.test_code);
      await save(stack, 'submission-test-without-webhook', submissionWorkflowId(testRound.id));
    }

    if (wanted('example-run', 'example-run-own-queue')) {
      const trying = await startRound(stack, quiet.test_code);
      await stack.http
        .post(`/v1/rounds/${trying.id}/shots/${trying.holes[0]}/run`)
        .set(roundBearer(trying))
        .send({ language: 'python', code: 'print(42)' })
        .expect(200);
      const run = await stack.db.pool.query('SELECT id FROM example_runs WHERE submission_id = $1', [trying.id]);
      await save(stack, 'example-run-own-queue', exampleRunWorkflowId(run.rows[0].id));
      await save(stack, 'example-run', exampleRunWorkflowId(run.rows[0].id));
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

      await stack.http.post('/v1/pause').set(bearer(access_token)).expect(200);
      const notice = await stack.db.pool.query(`SELECT id FROM emails WHERE company_id = $1 AND kind = 'paused'`, [
        inviting.id,
      ]);
      await save(stack, 'notification-email', emailWorkflowId(notice.rows[0].id));
    }

    const deliveries = [
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

    if (wanted('submission-email-failed', 'email-failed')) {
      const refusing = await newCompany(stack);
      const refused = candidateEmail();
      testServices().smtp.rejectRecipients.add(refused);
      const refusedRound = await submitRound(stack, refusing.test_code, { email: refused });
      await save(stack, 'submission-email-failed', submissionWorkflowId(refusedRound.id));
      const refusedMail = await stack.db.pool.query(
        `SELECT id FROM emails WHERE submission_id = $1 AND kind = 'result_candidate'`,
        [refusedRound.id],
      );
      await save(stack, 'email-failed', emailWorkflowId(refusedMail.rows[0].id));
    }
  } finally {
    await worker.stop();
    await stack.close();
    await receiver.close();
  }
}

/**
 * A test round scored with an LLM evaluator (the fake OpenAI-compatible server): scoreSubmission
 * only measures, then evaluatePanel reads the shots for the three personalities (before the patch
 * `personalities-read-each-shot-together`, recorded in `submission-fewer-steps-llm`: three
 * evaluateSubmission side by side), then storeScorecardAndMarkAnalyzed.
 */
async function captureLlmEvaluated(name: string): Promise<void> {
  const fake = await startFakeLlm();
  const stack = await startTestStack({
    env: { RATE_LIMIT_PER_HOUR: '100000', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '5000' },
  });
  try {
    await stack.startWorker();
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.test_code);
    await save(stack, name, submissionWorkflowId(round.id));
  } finally {
    await stack.close();
    await fake.close();
  }
}

/** A result e-mail child that ends Terminated (its mail server gone for good): the submission's run completes all the same. */
async function captureFailedChild(): Promise<void> {
  const stack = await startTestStack({ env: { RATE_LIMIT_PER_HOUR: '100000' } });
  const worker = await startWorkerProcess(stack, { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
  try {
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.test_code);
    for (const kind of ['result_candidate', 'result_company']) {
      const handle = stack.temporal.workflow.getHandle(emailWorkflowId(await resultEmailId(stack, round.id, kind)));
      while (
        !(await handle.describe().then(
          () => true,
          () => false,
        ))
      )
        await new Promise((r) => setTimeout(r, 50));
      await handle.terminate('the mail server is gone for good');
    }
    await save(stack, 'submission-failed-child', submissionWorkflowId(round.id));
  } finally {
    await worker.stop();
    await stack.close();
  }
}

/** Scoring on a worker whose sandbox never runs anything: the attempts run out, the submission ends failed. */
async function captureRetriesExhausted(): Promise<void> {
  const stack = await startTestStack({ env: { RATE_LIMIT_PER_HOUR: '100000', SCORING_RETRY_INITIAL_MS: '10' } });
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
  const stack = await startTestStack({ env: { RATE_LIMIT_PER_HOUR: '100000', SCORING_RETRY_INITIAL_MS: '10' } });
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

async function resultEmailId(stack: TestStack, submissionId: string, kind: string): Promise<string> {
  for (;;) {
    const { rows } = await stack.db.pool.query('SELECT id FROM emails WHERE submission_id = $1 AND kind = $2', [
      submissionId,
      kind,
    ]);
    if (rows.length) return rows[0].id;
    await new Promise((r) => setTimeout(r, 50));
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`capture failed: ${(err as Error).stack}\n`);
    process.exit(1);
  },
);
