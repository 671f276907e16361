import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createTemporalClient } from '../api/temporal/temporal';
import { createPool, type Pool } from '../db/pool';
import { systemClock } from '../lib/clock';
import { createCompany } from '../scripts/operator/companies';
import { startApiProcess, startServices, stackEnv, startWorkerProcess, stopStack, type Stack } from './e2e-stack';
import { cpuByCommand, machineBusyMs, sandboxesCpuMs, sumByCommand } from './cpu';
import { createLoad, createMailbox, type Sample, type SoakCompany } from './soak-load';
import { report, type SoakResult } from './soak-report';
import type { BenchRow } from './table';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const RATES = {
  submissionsPerSecond: Number(process.env.BENCH_SOAK_SUBMISSIONS_PER_S ?? 2),
  readsPerSecond: Number(process.env.BENCH_SOAK_READS_PER_S ?? 20),
  inviteEverySeconds: 10,
};
const COMPANIES = 20;
/** The load's first third is its warm-up; the last two thirds are held to it, a third at a time. */
const WINDOWS = 3;
const SAMPLE_EVERY_MS = 10_000;
/** Once the load ends, how long everything it sent has to be analyzed, delivered and sent. */
const DRAIN_MS = 600_000;
const MEMORY_GOAL = 1.1;
const P99_GOAL = 1.5;
/** Each process of the stack by its command line; Postgres is many. */
const PROCESSES = {
  API: /api\/main\.ts/,
  worker: /worker\/main\.ts/,
  'Temporal server': /start-dev/,
  Postgres: /(^|\/)postgres( |:)/,
};

/**
 * Kilobytes each process group holds alone (smaps_rollup's Private_*: what a leak grows), and its
 * RSS. Shared pages are left out of the first: the libraries' code, and Postgres's shared buffers,
 * which fill up to their configured size as the tables grow and are counted once per process in RSS.
 */
function memoryKb(): Record<string, { own: number; rss: number }> {
  return sumByCommand(
    PROCESSES,
    () => ({ own: 0, rss: 0 }),
    (total, pid) => {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      const field = (f: string) => Number(new RegExp(`^${f}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
      total.own += field('Private_Clean') + field('Private_Dirty');
      total.rss += field('Rss');
    },
  );
}

/**
 * `npm run bench -- soak` (not in the default run: 30 minutes): the stack as deployed, the API and
 * the worker as processes of their own, 20 companies, a fixed rate of submissions (with Run example
 * and invitations mixed in) and company reads for BENCH_SOAK_MINUTES. Held to: each process's
 * memory over the last two thirds grows less than 10%; each route's p99 in each later third within
 * 1.5 × the first third's; database connections and open workflows back at their baseline once the
 * load has drained; every submission analyzed and delivered, every invitation sent, no request failed.
 */
export async function run(): Promise<BenchRow[]> {
  const s: Stack = { dir: mkdtempSync(path.join(tmpdir(), 'soak-bench-')) };
  chmodSync(s.dir, 0o755); // as root, Postgres runs as its own user and must reach its data
  const mailbox = createMailbox();
  try {
    await startServices(s, { onMessage: (m) => mailbox.onMessage(m) });
    const env: Record<string, string> = { ...stackEnv(s), METRICS_PORT: '0', NODE_EXTRA_CA_CERTS: s.receiver!.caFile };
    const processEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...env };
    s.worker = await startWorkerProcess({ ...processEnv, LOG_LEVEL: 'info' });
    const api = await startApiProcess({ ...processEnv, LOG_LEVEL: 'info' });
    s.apiProcess = api.child;
    s.pool = createPool(`${env.DATABASE_URL}?application_name=soak-bench`, 2);
    s.temporal = createTemporalClient(env.TEMPORAL_ADDRESS, 'default');
    const { pool, temporal } = s;
    const base = `http://127.0.0.1:${api.port}/v1`;

    const companies: SoakCompany[] = [];
    for (let i = 1; i <= COMPANIES; i++) {
      const email = `soak-owner-${i}@example.test`;
      const created = await createCompany(pool, systemClock, {
        name: `Soak ${i}`,
        email,
        password: 'soak-password-1',
        paid: true,
      });
      const auth = await fetch(`${base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'soak-password-1' }),
      }).then((r) => r.json() as Promise<{ access_token: string }>);
      await fetch(`${base}/settings`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.access_token}` },
        body: JSON.stringify({ webhook_url: s.receiver!.url('/hook', '127.0.0.1') }),
      });
      companies.push({ testCode: created.test_code, token: auth.access_token });
    }

    const connections = async () =>
      Number(
        (
          await pool.query<{ n: string }>(
            `SELECT count(*) AS n FROM pg_stat_activity
              WHERE datname = current_database() AND application_name <> 'soak-bench' AND backend_type = 'client backend'`,
          )
        ).rows[0].n,
      );
    // A round's clock is a timer that sleeps until the round's time limit by design: it is counted apart.
    const openWorkflows = async () =>
      (await temporal.workflow.count('ExecutionStatus = "Running" AND WorkflowType != "roundClockWorkflow"')).count;
    const variationsOf = async (id: string) =>
      (await pool.query<{ variations: string[] }>('SELECT variations FROM submissions WHERE id = $1', [id])).rows[0]
        .variations;
    const load = createLoad({ base, companies, mailbox, variationsOf });

    // A short warm-up at the same rates, then the baseline the stack must come back to.
    await load.run(20, RATES);
    await settle(pool, [...load.ledger.submitted.keys()], DRAIN_MS);
    load.samples.length = 0;
    load.ledger.submitted.clear();
    const baseline = { connections: await connections(), workflows: await openWorkflows() };

    const memory: SoakResult['memory'] = [];
    const cpuBefore = cpuNow(s.worker!.pid!);
    const loadStarted = Date.now();
    const sampler = setInterval(() => memory.push({ at: Date.now() - loadStarted, kb: memoryKb() }), SAMPLE_EVERY_MS);
    const analyzedMs: Sample[] = [];
    const watcher = watchAnalyzed(pool, load.ledger.submitted, loadStarted, analyzedMs);
    await load.run(MINUTES * 60, RATES);
    clearInterval(sampler);
    const lost = await settle(pool, [...load.ledger.submitted.keys()], DRAIN_MS);
    watcher.stop();
    const unsent = () => [...load.ledger.invited].filter((e) => !mailbox.recipients.has(e)).length;
    await waitUntil(() => unsent() === 0, 60_000);
    const invitesLost = unsent();
    const cpu = cpuRow(cpuBefore, cpuNow(s.worker!.pid!), load.ledger.submitted.size);
    const after = await backToBaseline(connections, openWorkflows, baseline);
    return [
      ...report({
        minutes: MINUTES,
        windows: WINDOWS,
        samples: [...load.samples, ...analyzedMs],
        memory,
        baseline,
        after,
        lost: { submissions: lost, invitations: invitesLost },
        ledger: load.ledger,
        goals: { memory: MEMORY_GOAL, p99: P99_GOAL },
      }),
      cpu,
    ];
  } finally {
    await stopStack(s);
  }
}

/** The processes whose CPU the soak splits the machine's by: the stack's, the sandboxes' spawner, and this bench. */
const CPU_PROCESSES = {
  ...PROCESSES,
  'sandbox spawner': /sandbox\/spawner\/main\.js/,
  'this bench': /bench\/index\.ts/,
};

type CpuReading = { busy: number; sandboxes: number; processes: Record<string, number> };

const cpuNow = (workerPid: number): CpuReading => ({
  busy: machineBusyMs(),
  sandboxes: sandboxesCpuMs(workerPid),
  processes: cpuByCommand(CPU_PROCESSES),
});

/**
 * The machine's CPU a candidate cost, from the load's start until everything it sent was analyzed,
 * delivered and sent, split by process, against the CPU time the machine's cores give each
 * candidate at the rate offered: above it, the stack cannot keep up at that rate.
 */
function cpuRow(before: CpuReading, after: CpuReading, candidates: number): BenchRow {
  const per = (ms: number) => ms / candidates;
  const sandboxes = per(after.sandboxes - before.sandboxes);
  const processes = Object.keys(CPU_PROCESSES).map((name) => {
    const own = per(after.processes[name] - before.processes[name]) - (name === 'sandbox spawner' ? sandboxes : 0);
    return `${name} ${own.toFixed(0)}`;
  });
  const value = per(after.busy - before.busy);
  const capacity = (availableParallelism() * 1000) / RATES.submissionsPerSecond;
  return {
    bench: 'soak',
    name: 'CPU per candidate, every process, from the load to its drain (reads, runs and invitations included)',
    value,
    unit: 'ms',
    anchor: {
      name: `the machine's cores at ${RATES.submissionsPerSecond} candidates a second`,
      value: capacity,
      unit: 'ms',
    },
    ratio: value / capacity,
    detail:
      "the machine's busy time (/proc/stat) over the candidates submitted; per candidate (ms): " +
      `sandboxes ${sandboxes.toFixed(0)}, ${processes.join(', ')}; a ratio above 1 is a rate the stack cannot keep up with`,
  };
}

/** Waits until every one of these submissions is analyzed and its webhook delivered; how many were not within `ms`. */
async function settle(pool: Pool, ids: string[], ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { rows } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM submissions
        WHERE id = ANY($1) AND processing_finished_at IS NOT NULL AND webhook_completed_at IS NOT NULL`,
      [ids],
    );
    const missing = ids.length - Number(rows[0].n);
    if (missing === 0 || Date.now() > deadline) return missing;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Each submission's submit → analyzed, as a sample of the route "submit → analyzed" at its submit, polled once a second. */
function watchAnalyzed(pool: Pool, submitted: Map<string, number>, started: number, into: Sample[]) {
  let since = new Date(started);
  const timer = setInterval(async () => {
    const { rows } = await pool
      .query<{ id: string; at: Date }>(
        `SELECT id, processing_finished_at AS at FROM submissions WHERE processing_finished_at > $1 ORDER BY 2`,
        [since],
      )
      .catch(() => ({ rows: [] as Array<{ id: string; at: Date }> }));
    for (const row of rows) {
      const submit = submitted.get(row.id);
      if (submit !== undefined)
        into.push({ route: 'submit → analyzed', at: submit - started, ms: row.at.getTime() - submit });
      since = row.at;
    }
  }, 1000);
  return { stop: () => clearInterval(timer) };
}

async function waitUntil(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
}

/** Polls until database connections and open workflows are back at the baseline, for at most a minute. */
async function backToBaseline(
  connections: () => Promise<number>,
  workflows: () => Promise<number>,
  baseline: { connections: number; workflows: number },
) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const now = { connections: await connections(), workflows: await workflows() };
    const back = now.connections <= baseline.connections && now.workflows <= baseline.workflows;
    if (back || Date.now() > deadline) return now;
    await new Promise((r) => setTimeout(r, 2000));
  }
}
