import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { newCompany, type TestCompany } from '../../support/companies';
import { eventually, pause } from '../../support/eventually';
import { roundBearer, startRound, submitRound, type StartedRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

/**
 * Attack: runs in front of the real work. Example runs shared the scoring queue and its sandboxes,
 * so runs that spin for their whole CPU limit, more of them than the slots, delayed every
 * submission's scoring behind them. Now they wait for RUN_SLOTS slots of their own.
 */
describe('abuse: example runs that fill every run slot do not delay a submission', function () {
  this.timeout(240_000);
  let stack: TestStack;
  let company: TestCompany;
  before(async () => {
    stack = await startTestStack({ env: { RUN_SLOTS: '1' } });
    await stack.startWorker();
    company = await newCompany(stack);
  });
  after(() => stack?.close());

  const status = async (id: string) =>
    (await stack.db.pool.query<{ status: string }>('SELECT status FROM submissions WHERE id = $1', [id])).rows[0]
      ?.status;
  const unfinishedRuns = async () =>
    Number(
      (
        await stack.db.pool.query(
          'SELECT count(*)::int AS n FROM example_runs WHERE result IS NULL AND code IS NOT NULL',
        )
      ).rows[0].n,
    );

  /** Milliseconds from the start of a round to its submission `analyzed`, and the runs still unfinished then. */
  async function submitAndTime(): Promise<{ ms: number; unfinishedRuns: number }> {
    const started = Date.now();
    const round = await submitRound(stack, company.test_code);
    while ((await status(round.id)) !== 'analyzed') {
      if (Date.now() - started > 120_000) throw new Error('the submission was not analyzed in 2 minutes');
      await pause(100);
    }
    return { ms: Date.now() - started, unfinishedRuns: await unfinishedRuns() };
  }

  it('analyzes a submission within its usual time while spinning runs fill the run slots', async () => {
    const idle = await submitAndTime();

    // More spinning runs than every sandbox of the worker, scoring's included: before, they took
    // all of scoring's slots for about (runs × 2.3 s) / CPUs. Fewer than one address's runs an hour.
    const runs = Math.min(availableParallelism() * 4 + 4, 200);
    const rounds: StartedRound[] = await Promise.all(
      Array.from({ length: runs }, () => startRound(stack, company.test_code, { holes: [1, 11, 43] })),
    );
    const flood = Promise.all(
      rounds.map((round) =>
        stack.http
          .post(`/v1/rounds/${round.id}/shots/1/run`)
          .set(roundBearer(round))
          .send({ language: 'python', code: 'while True:\n    pass' })
          .then((res) => res.status),
      ),
    );
    while (Number((await stack.db.pool.query('SELECT count(*)::int AS n FROM example_runs')).rows[0].n) < runs)
      await pause(50);
    await pause(500); // the runs are taken from the queue

    const busy = await submitAndTime();
    const statuses = await flood;
    const bound = Math.max(2 * idle.ms, idle.ms + 5_000);
    // Before: 13.6 s against 0.45 s idle (2 CPUs, 12 runs): the submission's scoring waited for the runs.
    assert.ok(
      busy.ms <= bound,
      `analyzed in ${busy.ms} ms beside ${runs} spinning runs, against ${idle.ms} ms on an idle stack (bound ${bound})`,
    );
    assert.ok(busy.unfinishedRuns > 0, 'the run slots were still full when the submission was analyzed');
    // The runs waited for their own slot: each answered (200), or, past the 30 s a candidate waits, 503.
    assert.ok(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(','),
    );
    console.log(
      `      idle ${idle.ms} ms; beside ${runs} spinning runs ${busy.ms} ms, ${busy.unfinishedRuns} runs unfinished; ` +
        `runs: ${statuses.filter((s) => s === 200).length} answered, ${statuses.filter((s) => s === 503).length} 503`,
    );
  });

  it("takes turns between companies: another company's run waits for at most one of a flooding company's", async () => {
    await eventually('the spinning runs are over', async () => (await unfinishedRuns()) === 0, 180_000);
    const flooder = await newCompany(stack);
    const other = await newCompany(stack);
    const sleeper = 'import time\ntime.sleep(1)\nprint(input())';
    const finished: string[] = [];
    const run = (round: StartedRound, name: string) =>
      stack.http
        .post(`/v1/rounds/${round.id}/shots/1/run`)
        .set(roundBearer(round))
        .send({ language: 'python', code: sleeper })
        .then((res) => {
          finished.push(name);
          return { name, status: res.status };
        });
    const floodRounds = await Promise.all(
      Array.from({ length: 6 }, () => startRound(stack, flooder.test_code, { holes: [1, 11, 43] })),
    );
    const flood = floodRounds.map((round, i) => run(round, `flood-${i + 1}`));
    await eventually('every flooding run is waiting or running', async () => (await unfinishedRuns()) === 6);
    const otherRound = await startRound(stack, other.test_code, { holes: [1, 11, 43] });
    const asked = Date.now();
    const alone = await run(otherRound, 'other');
    const waited = Date.now() - asked;
    await Promise.all(flood);
    assert.equal(alone.status, 200);
    const before = finished.indexOf('other');
    // Before: first come first served, the other company's run came after all six (about 7 s).
    assert.ok(before <= 2, `finished before it: ${finished.slice(0, before).join(', ')} (${waited} ms)`);
    console.log(`      the other company's run answered in ${waited} ms, after ${before} of the flood's 6`);
  });

  it("refuses at once the runs a company holds past its share of a worker's", async () => {
    await eventually('the earlier runs are over', async () => (await unfinishedRuns()) === 0, 180_000);
    const flooder = await newCompany(stack);
    const sleeper = 'import time\ntime.sleep(1)\nprint(input())';
    // RUN_SLOTS=1: a company holds at most 10 runs on the worker, of the 50 it takes.
    const runs = 16;
    const rounds = await Promise.all(
      Array.from({ length: runs }, () => startRound(stack, flooder.test_code, { holes: [1, 11, 43] })),
    );
    const asked = Date.now();
    const answers = await Promise.all(
      rounds.map((round) =>
        stack.http
          .post(`/v1/rounds/${round.id}/shots/1/run`)
          .set(roundBearer(round))
          .send({ language: 'python', code: sleeper })
          .then((res) => ({ status: res.status, ms: Date.now() - asked })),
      ),
    );
    // Those past 10 are answered 503 at once (a run that ended before the last was taken frees one).
    const refusedAtOnce = answers.filter((a) => a.status === 503 && a.ms < 5_000);
    assert.ok(refusedAtOnce.length >= runs - 10 - 2, JSON.stringify(answers));
    assert.ok(
      answers.every((a) => a.status === 200 || a.status === 503),
      JSON.stringify(answers),
    );
    // Before: every run waited its turn (all 16 answered 200, the last after about 16 s).
  });
});
