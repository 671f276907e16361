import assert from 'node:assert/strict';
import { Context } from '@temporalio/activity';
import { WorkflowFailedError, type WorkflowHandle } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { findSubmission } from '../../../db/submissions';
import { DATABASE_UNAVAILABLE } from '../../../workflow-contract/failure-types';
import { submissionWorkflowId } from '../../../workflow-contract/workflow-ids';
import { SCORING_MAX_ATTEMPTS } from '../../../workflows/scoring';
import { newCompany } from '../../support/companies';
import { startCustomWorker, type CustomWorker } from '../../support/custom-worker';
import { eventually } from '../../support/eventually';
import { submitRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy';

const EventType = temporal.api.enums.v1.EventType;

/**
 * Attempts that failed on the database: the scoring's own (each ends its scheduling, in the
 * history) and those of the wait for the database (retries of one pending activity).
 */
async function attemptsFailedOnDatabase(handle: WorkflowHandle): Promise<number> {
  const { events } = await handle.fetchHistory();
  const scoring = events!.filter(
    (e) =>
      e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_FAILED &&
      e.activityTaskFailedEventAttributes?.failure?.applicationFailureInfo?.type === DATABASE_UNAVAILABLE,
  ).length;
  const { raw } = await handle.describe();
  const waiting = raw.pendingActivities?.find((a) => a.activityType?.name === 'databaseReachable');
  return scoring + Math.max(0, (waiting?.attempt ?? 1) - 1);
}

describe('scoring waits out a database its worker cannot reach', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let proxy: TcpProxy;
  let worker: CustomWorker | undefined;
  let proxied: string;
  before(async () => {
    // 1 ms: the outage's waits double from there, so many attempts fail on it within seconds.
    stack = await startTestStack({ env: { SCORING_RETRY_INITIAL_MS: '1' } });
    await stack.startWorker({ workerQueues: ['lifecycle'] });
    const db = new URL(stack.db.url);
    proxy = await startTcpProxy({ host: db.hostname, port: Number(db.port) });
    const url = new URL(stack.db.url);
    url.host = proxy.address;
    proxied = url.toString();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    proxy.restore();
  });
  after(async () => {
    await proxy?.close();
    await stack?.close();
  });

  it(`spends none of the ${SCORING_MAX_ATTEMPTS} scoring attempts on the outage, and analyzes once the database is back`, async () => {
    worker = await startCustomWorker(stack, { scoring: {}, databaseUrl: proxied });
    proxy.cut();
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.live_code);
    const handle = stack.temporal.workflow.getHandle(submissionWorkflowId(round.id));

    const failedOnDatabase = () => attemptsFailedOnDatabase(handle);
    const running = async () => (await handle.describe()).status.name === 'RUNNING';
    // Nothing announces a failed attempt: the run is polled, until it would have given up.
    await eventually(
      'more failed attempts than the scoring has',
      async () => !(await running()) || (await failedOnDatabase()) > SCORING_MAX_ATTEMPTS,
      30_000,
    );
    assert.ok(
      await running(),
      `the run ended during the outage: ${(await findSubmission(stack.db.pool, round.id))?.status}`,
    );
    assert.ok((await failedOnDatabase()) > SCORING_MAX_ATTEMPTS);

    proxy.restore();
    await handle.result();
    assert.equal((await findSubmission(stack.db.pool, round.id))!.status, 'analyzed');
  });

  it('counts the scoring attempts made before an outage: together with those after it, they number no more than that', async () => {
    const attempts = new Set<string>();
    const sandbox = {
      concurrency: 2,
      run: async () => {
        const { activityId, attempt } = Context.current().info;
        attempts.add(`${activityId}/${attempt}`);
        if (attempts.size === 3) proxy.cut();
        return { available: false as const, reason: 'no sandbox on this worker' };
      },
    };
    worker = await startCustomWorker(stack, { scoring: { sandbox }, databaseUrl: proxied });
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.live_code);
    const handle = stack.temporal.workflow.getHandle(submissionWorkflowId(round.id));

    await eventually(
      'attempts failing on the database',
      async () => (await attemptsFailedOnDatabase(handle)) > 2,
      30_000,
    );
    assert.equal(attempts.size, 3);
    proxy.restore();
    await assert.rejects(handle.result(), WorkflowFailedError);
    assert.equal(attempts.size, SCORING_MAX_ATTEMPTS, 'the scoring ran as often as it may, the outage aside');
    assert.equal((await findSubmission(stack.db.pool, round.id))!.status, 'failed');
  });
});
