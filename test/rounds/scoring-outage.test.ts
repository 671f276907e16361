import assert from 'node:assert/strict';
import { temporal } from '@temporalio/proto';
import { findSubmission } from '../../db/submissions';
import { DATABASE_UNAVAILABLE } from '../../lib/failure-types';
import { SCORING_MAX_ATTEMPTS } from '../../workflows/scoring';
import { newCompany } from '../support/companies';
import { startCustomWorker, type CustomWorker } from '../support/custom-worker';
import { eventually } from '../support/eventually';
import { submitRound } from '../support/rounds';
import { startTestStack, type TestStack } from '../support/stack';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const EventType = temporal.api.enums.v1.EventType;

describe('scoring waits out a database its worker cannot reach', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let proxy: TcpProxy;
  let worker: CustomWorker;
  before(async () => {
    // 1 ms: the outage's waits double from there, so many attempts fail on it within seconds.
    stack = await startTestStack({ env: { RATE_LIMIT_PER_HOUR: '100000', SCORING_RETRY_INITIAL_MS: '1' } });
    await stack.startWorker({ workerQueues: ['lifecycle'] });
    const db = new URL(stack.db.url);
    proxy = await startTcpProxy({ host: db.hostname, port: Number(db.port) });
    const proxied = new URL(stack.db.url);
    proxied.host = proxy.address;
    worker = await startCustomWorker(stack, { scoring: {}, databaseUrl: proxied.toString() });
  });
  after(async () => {
    await worker?.stop();
    await proxy?.close();
    await stack?.close();
  });

  it(`spends none of the ${SCORING_MAX_ATTEMPTS} scoring attempts on the outage, and analyzes once the database is back`, async () => {
    proxy.cut();
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.live_code);
    const handle = stack.temporal.workflow.getHandle(`submission-${round.id}`);

    const failedOnDatabase = async () => {
      const { events } = await handle.fetchHistory();
      return events!.filter(
        (e) =>
          e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_FAILED &&
          e.activityTaskFailedEventAttributes?.failure?.applicationFailureInfo?.type === DATABASE_UNAVAILABLE,
      ).length;
    };
    const running = async () => (await handle.describe()).status.name === 'RUNNING';
    // Nothing announces a failed attempt: the history is polled, until the run would have given up.
    await eventually('more failed attempts than the scoring has', async () => !(await running()) || (await failedOnDatabase()) > SCORING_MAX_ATTEMPTS, 30_000);
    assert.ok(await running(), `the run ended during the outage: ${(await findSubmission(stack.db.pool, round.id))?.status}`);
    assert.ok((await failedOnDatabase()) > SCORING_MAX_ATTEMPTS);

    proxy.restore();
    await handle.result();
    assert.equal((await findSubmission(stack.db.pool, round.id))!.status, 'analyzed');
  });
});
