import assert from 'node:assert/strict';
import type { Client } from '@temporalio/client';
import pino from 'pino';
import { createApiMetrics } from '../../../api/metrics';
import {
  measureStuckRows,
  STUCK_AFTER_TAKES,
  sweepSubmissions,
  type SweepDeps,
} from '../../../api/temporal/reconciler';
import { createPool } from '../../../db/pool';
import { newId } from '../../../lib/ids';
import { submissionWorkflowId } from '../../../workflow-contract/workflow-ids';
import { ManualClock } from '../../support/clock';
import { newCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';

const INTERVAL_MS = 60_000;

/**
 * A Temporal client that records the workflow ids it is asked to start, and refuses the starts
 * of `refused` ones: rows whose workflow can never start.
 */
function recordingTemporal(refused: Set<string> = new Set(), delayMs = 0) {
  const started: string[] = [];
  const client = {
    withDeadline: (_deadline: number, fn: () => Promise<unknown>) => fn(),
    workflow: {
      async start(_type: string, options: { workflowId: string }) {
        await new Promise((r) => setTimeout(r, delayMs));
        if (refused.has(options.workflowId)) throw new Error('INVALID_ARGUMENT: the start is refused');
        started.push(options.workflowId);
      },
    },
  } as unknown as Client;
  return { client, started };
}

/** The reconciler's starts of submissions still `submitted`: fair, backed off, never doubled, and loud when stuck. */
describe('the reconciler', function () {
  this.timeout(60_000);
  let stack: TestStack;
  let companyId: string;
  before(async () => {
    stack = await startTestStack({ env: { RECONCILE_INTERVAL_MS: String(INTERVAL_MS) } });
    companyId = (await newCompany(stack)).id;
  });
  after(() => stack.close());
  beforeEach(() => stack.db.pool.query(`UPDATE submissions SET status = 'analyzed' WHERE status = 'submitted'`));

  /** Submissions left `submitted` at the given times, as a request leaves them when Temporal cannot take the start. */
  async function submittedAt(times: Date[]): Promise<string[]> {
    const ids = times.map(() => newId());
    await stack.db.pool.query(
      `INSERT INTO submissions (id, company_id, sheet_id, email, name, holes, variations, attempt, status, test, created_at, submitted_at)
       SELECT id, $2, 1, 'swept@example.test', 'Swept', '{1,2,3}', '{A,A,A}', 1, 'submitted', 1, at, at
       FROM unnest($1::text[], $3::timestamptz[]) AS s(id, at)`,
      [ids, companyId, times],
    );
    return ids;
  }

  const minutesBefore = (clock: ManualClock, minutes: number[]) =>
    minutes.map((m) => new Date(clock.now().getTime() - m * 60_000));
  const deps = (clock: ManualClock, temporal: Client, extra: Partial<SweepDeps> = {}): SweepDeps => ({
    ...stack.deps,
    clock,
    temporal,
    ...extra,
  });

  it('does not let 100 rows that can never start hold back a newer one, and backs each off', async () => {
    const clock = new ManualClock();
    const stuck = await submittedAt(
      minutesBefore(
        clock,
        Array.from({ length: 100 }, (_, i) => 200 - i),
      ),
    );
    const [newer] = await submittedAt(minutesBefore(clock, [1]));
    const temporal = recordingTemporal(new Set(stuck.map((id) => submissionWorkflowId(id))));

    assert.equal(await sweepSubmissions(deps(clock, temporal.client)), 100, 'the oldest hundred first');
    assert.deepEqual(temporal.started, []);
    assert.equal(await sweepSubmissions(deps(clock, temporal.client)), 1, 'the next sweep takes the newer row');
    assert.deepEqual(temporal.started, [submissionWorkflowId(newer)]);

    clock.advance(INTERVAL_MS / 2);
    assert.equal(await sweepSubmissions(deps(clock, temporal.client)), 0, 'a row that failed waits its back-off');
    clock.advance(INTERVAL_MS / 2);
    assert.equal(
      await sweepSubmissions(deps(clock, temporal.client)),
      100,
      'and is taken again after it, a hundred at a time',
    );
    assert.equal(await sweepSubmissions(deps(clock, temporal.client)), 1);
    clock.advance(INTERVAL_MS);
    assert.equal(await sweepSubmissions(deps(clock, temporal.client)), 0, 'the back-off doubles');
    clock.advance(INTERVAL_MS);
    assert.equal(await sweepSubmissions(deps(clock, temporal.client)), 100);
  });

  it('never takes one row in two sweeps at once, also from two processes', async () => {
    const clock = new ManualClock();
    const ids = await submittedAt(
      minutesBefore(
        clock,
        Array.from({ length: 30 }, (_, i) => 30 - i),
      ),
    );
    const temporal = recordingTemporal(new Set(), 20);
    const otherProcessPool = createPool(stack.db.url, 2);
    try {
      const taken = await Promise.all([
        sweepSubmissions(deps(clock, temporal.client)),
        sweepSubmissions(deps(clock, temporal.client)),
        sweepSubmissions(deps(clock, temporal.client, { pool: otherProcessPool })),
      ]);
      assert.equal(
        taken.reduce((a, b) => a + b, 0),
        30,
      );
      assert.deepEqual(
        [...temporal.started].sort(),
        ids.map((id) => submissionWorkflowId(id)).sort(),
        'each row started exactly once',
      );
    } finally {
      await otherProcessPool.end();
    }
  });

  it(`reports a row still waiting after ${STUCK_AFTER_TAKES} takes: a warning naming it, and reconciler_stuck_rows`, async () => {
    const clock = new ManualClock();
    const [stuck] = await submittedAt(minutesBefore(clock, [5]));
    const temporal = recordingTemporal(new Set([submissionWorkflowId(stuck)]));
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const metrics = createApiMetrics();

    for (let take = 1; take <= STUCK_AFTER_TAKES + 1; take++) {
      assert.equal(await sweepSubmissions(deps(clock, temporal.client, { logger, metrics })), 1, `take ${take}`);
      clock.advance(INTERVAL_MS * 2 ** (take - 1));
    }
    const warnings = lines.filter((l) => l.submissionId === stuck && /still waits/.test(String(l.msg)));
    assert.equal(warnings.length, 1, 'warned once');
    assert.equal(warnings[0].takes, STUCK_AFTER_TAKES);
    assert.match(String(warnings[0].startError), /the start is refused/);

    await measureStuckRows({ pool: stack.db.pool, metrics });
    const text = await metrics.registry.metrics();
    assert.match(text, /^reconciler_stuck_rows\{sweep="submissions"\} 1$/m);
    assert.match(text, /^reconciler_stuck_rows\{sweep="webhooks"\} 0$/m);
    assert.match(text, /^reconciler_starts_total\{sweep="submissions",outcome="failed"\} 6$/m);
  });
});
