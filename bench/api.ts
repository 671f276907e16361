import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { companyTokens } from '../api/auth/tokens';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { systemClock } from '../lib/clock';
import { createCompany } from '../scripts/operator/companies';
import { startEmbeddedPostgres } from '../scripts/services/postgres';
import type { ServerPorts } from './api-server';
import { rateLimitRows } from './rate-limit';
import { formatNumber, type BenchRow } from './table';

export type { BenchRow } from './table';

const CONNECTIONS = 10;
const COMPANIES = 10;
const WARM_UP_SECONDS = 2;
const SECONDS = 5;
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
/** A bound on the requests of one measurement, whatever the speed: 20k a second would be ten times the anchor. */
const MAX_REQUESTS = SECONDS * 20_000;
const JWT_SECRET = 'bench-secret-of-at-least-32-characters';

export interface BenchResult {
  rows: BenchRow[];
}

interface Load {
  name: string;
  port: () => number;
  requests: autocannon.Request[];
}

interface Measured {
  rps: number;
  p50: number;
  non2xx: number;
  errors: number;
  /** CPU time per request (µs) of the server process, of Postgres (all its processes), of the load generator. */
  cpu: { server: number; postgres: number; client: number };
}

/** CPU time (ms) a process and its reaped children have used, from /proc: 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = [11, 12, 13, 14].reduce((n, i) => n + Number(fields[i]), 0); // utime stime cutime cstime
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

/** The postmaster and its live backends: a backend that ended counts in the postmaster's cutime. */
function postgresCpuMs(postmaster: number): number {
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return [postmaster, ...children.map(Number)].reduce((n, pid) => n + cpuMs(pid), 0);
}

interface Processes {
  server: number;
  postmaster: number;
}

const clientCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function load(port: number, requests: autocannon.Request[], seconds: number, pids: Processes): Promise<Measured> {
  const before = { server: cpuMs(pids.server), postgres: postgresCpuMs(pids.postmaster), client: clientCpuMs() };
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    maxOverallRequests: MAX_REQUESTS,
    timeout: 10,
    requests,
  });
  const n = Math.max(1, result.requests.total);
  const perRequest = (ms: number) => (ms * 1000) / n;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpu: {
      server: perRequest(cpuMs(pids.server) - before.server),
      postgres: perRequest(postgresCpuMs(pids.postmaster) - before.postgres),
      client: perRequest(clientCpuMs() - before.client),
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** BENCH_API_PROFILE=<dir> writes a CPU profile of the server process there (open it in Chrome's DevTools). */
const profile = process.env.BENCH_API_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_PROFILE}`] : [];

async function startServers(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; ports: ServerPorts }> {
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(__dirname, 'api-server.ts')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const [ports] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`the bench's API server exited (${code})`))),
  ])) as [ServerPorts];
  return { child, ports };
}

/**
 * `npm run bench -- api`: GET /v1/me of the real app against a bare Koa route doing one Postgres
 * query (the anchor), at 10 connections on loopback, in one run against one throwaway embedded
 * Postgres: requests spread over 10 companies, and one company alone, with the limit raised out
 * of the way. The three loads alternate, ROUNDS times each; each figure is its median.
 */
export async function run(): Promise<BenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-bench-'));
  chmodSync(dir, 0o755); // as root, Postgres runs as its own user and must reach its data
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), database: 'bench' });
  let child: ChildProcess | undefined;
  try {
    await migrate(db.url);
    const pool = createPool(db.url, 2);
    const ids: string[] = [];
    try {
      for (let n = 0; n < COMPANIES; n++) {
        const company = await createCompany(pool, systemClock, {
          name: `Bench ${n}`,
          email: `bench-${n}@example.test`,
          password: 'bench-password',
        });
        ids.push(company.id);
      }
    } finally {
      await pool.end();
    }
    const me = (id: string): autocannon.Request => ({
      method: 'GET',
      path: '/v1/me',
      headers: {
        authorization: `Bearer ${companyTokens(JWT_SECRET, { company_id: id, id, token_version: 0 }).access_token}`,
      },
    });

    const servers = await startServers({
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      JWT_SECRET,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_HOUR: '1000000',
      BENCH_COMPANY_ID: ids[0],
    });
    child = servers.child;
    const { ports } = servers;

    const loads: Load[] = [
      { name: 'bare Koa route, one Postgres query', port: () => ports.bare, requests: [{ method: 'GET', path: '/' }] },
      { name: 'GET /v1/me, 10 companies', port: () => ports.app, requests: ids.map(me) },
      { name: 'GET /v1/me, one company', port: () => ports.app, requests: [me(ids[0])] },
    ];
    const pids: Processes = {
      server: child.pid!,
      postmaster: Number(readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]),
    };
    const loadBefore = loadavg()[0];
    for (const l of loads) await load(l.port(), l.requests, WARM_UP_SECONDS, pids);
    const runs = new Map<string, Measured[]>(loads.map((l) => [l.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const l of loads) runs.get(l.name)!.push(await load(l.port(), l.requests, SECONDS, pids));
    }
    const loadAfter = loadavg()[0];

    const figure = (name: string) => {
      const measured = runs.get(name)!;
      const bad = measured.reduce((n, m) => n + m.non2xx + m.errors, 0);
      if (bad) throw new Error(`${name}: ${bad} responses were not 2xx (or failed); the figures would be wrong`);
      const of = (f: (m: Measured) => number) => median(measured.map(f));
      return {
        rps: of((m) => m.rps),
        p50: of((m) => m.p50),
        cpu:
          `CPU µs/request: server ${of((m) => m.cpu.server).toFixed(0)}, ` +
          `Postgres ${of((m) => m.cpu.postgres).toFixed(0)}, load generator ${of((m) => m.cpu.client).toFixed(0)}`,
      };
    };
    const anchor = { name: loads[0].name, value: figure(loads[0].name).rps };
    const row = (name: string, goal?: number): BenchRow => {
      const { rps, p50, cpu } = figure(name);
      const detail = `p50 ${p50} ms; ${cpu}`;
      if (goal === undefined) return { bench: 'api', name, value: rps, unit: 'req/s', detail };
      const ratio = rps / anchor.value;
      return {
        bench: 'api',
        name,
        value: rps,
        unit: 'req/s',
        anchor: { ...anchor, unit: 'req/s' },
        ratio,
        goal: `>= ${goal}`,
        met: ratio >= goal,
        detail,
      };
    };
    const result: BenchResult = {
      rows: [row(loads[0].name), row(loads[1].name, 0.5), row(loads[2].name, 0.35), ...(await rateLimitRows(db.url))],
    };
    print(
      result,
      `${CONNECTIONS} connections, median of ${ROUNDS} runs of ${SECONDS} s each; ` +
        `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus().length} cores`,
    );
    return result;
  } finally {
    if (child?.connected) child.disconnect();
    if (child && child.exitCode === null) await once(child, 'exit');
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function print(result: BenchResult, context: string): void {
  const lines = result.rows.map((r) => {
    const ratio =
      r.ratio === undefined ? 'anchor' : `${r.ratio.toFixed(2)}× (goal ${r.goal}: ${r.met ? 'met' : 'NOT met'})`;
    return `  ${r.name.padEnd(36)} ${formatNumber(r.value).padStart(6)} ${r.unit}  ${ratio}\n    ${r.detail ?? ''}`;
  });
  process.stdout.write(`${lines.join('\n')}\n  (${context})\n`);
}
