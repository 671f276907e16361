import assert from 'node:assert/strict';
import { newCompany } from '../../support/companies';
import { submitRound, workflowDone, type StartedRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';
import { startWorkerProcess } from '../../support/worker-process';

const IN_FLIGHT = 20;

describe('a worker killed mid-flight (SIGKILL) and started again', function () {
  this.timeout(300_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(() => stack.close());

  async function statuses(ids: string[]): Promise<Record<string, number>> {
    const { rows } = await stack.db.pool.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM submissions WHERE id = ANY($1) GROUP BY status',
      [ids],
    );
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }

  it(`brings all ${IN_FLIGHT} submissions to analyzed, each charged exactly once`, async () => {
    const company = await newCompany(stack);
    const rounds: StartedRound[] = [];
    for (let i = 0; i < IN_FLIGHT; i++) rounds.push(await submitRound(stack, company.live_code));
    const ids = rounds.map((r) => r.id);

    const first = await startWorkerProcess(stack);
    // Kill it once work is under way but far from done: nothing to await here, so poll the rows.
    for (;;) {
      const s = await statuses(ids);
      if ((s.processing ?? 0) + (s.analyzed ?? 0) >= 3) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await first.kill();
    const atKill = await statuses(ids);
    assert.ok(
      (atKill.analyzed ?? 0) < IN_FLIGHT,
      `some submissions must still be in flight when the worker dies: ${JSON.stringify(atKill)}`,
    );

    const second = await startWorkerProcess(stack);
    try {
      await Promise.all(ids.map((id) => workflowDone(stack, id)));
    } finally {
      await second.stop();
    }
    assert.deepEqual(await statuses(ids), { analyzed: IN_FLIGHT });
    const { rows } = await stack.db.pool.query<{ submission_id: string; n: number }>(
      `SELECT submission_id, count(*)::int AS n FROM charges WHERE submission_id = ANY($1) GROUP BY submission_id`,
      [ids],
    );
    assert.equal(rows.length, IN_FLIGHT);
    assert.ok(rows.every((r) => r.n === 1));
    const emailed = await stack.db.pool.query(
      'SELECT count(*)::int AS n FROM submissions ' +
        'WHERE id = ANY($1) AND candidate_emailed_at IS NOT NULL AND company_emailed_at IS NOT NULL',
      [ids],
    );
    assert.equal(emailed.rows[0].n, IN_FLIGHT);
  });
});
