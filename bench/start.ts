import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { paths, ROOT } from '../scripts/local-state';
import { findTemporalCli } from '../scripts/services/temporal';
import type { BenchRow } from './table';

/** Starts after the first (which initialises the state): the figure is their median. */
const WARM_STARTS = Number(process.env.BENCH_START_RUNS ?? 3);
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const GOAL_MS = 4000;
/** The ports `npm start` always takes for the services it starts and its metrics (scripts/start.ts). */
const FIXED_PORTS = [7233, 8233, 2525, 9464];

async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The processes of a process group still alive (pgrep exits 1 when there is none). */
function groupMembers(pgid: number): number[] {
  try {
    return execFileSync('pgrep', ['-g', String(pgid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function waitForGroupExit(pgid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!groupMembers(pgid).length) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !groupMembers(pgid).length;
}

/**
 * One `npm start` in a process group of its own on `varDir`: ms from the spawn until GET
 * /v1/health answers 200, then SIGINT to the group (Ctrl-C in a terminal) and a wait until every
 * process of the group is gone (SIGKILL after STOP_TIMEOUT_MS: then the bench fails).
 */
async function startOnce(varDir: string, temporalCli: string | undefined): Promise<number> {
  const port = await freePort();
  // Every service embedded: none of the caller's addresses is passed on.
  const { DATABASE_URL: _d, TEMPORAL_ADDRESS: _t, SMTP_URL: _s, ...inherited } = process.env;
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...inherited,
      // The project's Temporal CLI: the throwaway state folder has no tools/ to find or install it in.
      ...(temporalCli ? { TEMPORAL_CLI_PATH: temporalCli } : {}),
      ASSESSMENTS_VAR_DIR: varDir,
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pgid = child.pid!;
  let output = '';
  const keep = (chunk: Buffer) => void (output.length < 50_000 && (output += chunk));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (exited) throw new Error(`npm start exited before it was healthy:\n${output.slice(-3000)}`);
      if (Date.now() > deadline)
        throw new Error(`npm start was not healthy within ${READY_TIMEOUT_MS / 1000} s:\n${output.slice(-3000)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/v1/health`, { signal: AbortSignal.timeout(2000) }).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) return performance.now() - t0;
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    try {
      process.kill(-pgid, 'SIGINT');
    } catch {
      // the group is gone already
    }
    if (!(await waitForGroupExit(pgid, STOP_TIMEOUT_MS))) {
      const left = groupMembers(pgid);
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // gone in between
      }
      await waitForGroupExit(pgid, 5000);
      // eslint-disable-next-line no-unsafe-finally
      throw new Error(
        `npm start left processes ${left.join(', ')} running ${STOP_TIMEOUT_MS / 1000} s after SIGINT (killed):\n${output.slice(-3000)}`,
      );
    }
  }
}

/**
 * `npm run bench -- start`: `npm start` (embedded Postgres, Temporal dev server and SMTP sink, the
 * worker and the API in one process) to a 200 from GET /v1/health, with its state in a temporary
 * folder (ASSESSMENTS_VAR_DIR): a first start that initialises it and caches the workflow bundle
 * (the anchor), then WARM_STARTS more on that state, each stopped with SIGINT; the figure is their
 * median.
 */
export async function run(): Promise<BenchRow[]> {
  const busy = [];
  for (const port of FIXED_PORTS) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length)
    throw new Error(
      `npm start needs ports ${FIXED_PORTS.join(', ')}; in use: ${busy.join(', ')} (is an npm start running?)`,
    );
  const dir = mkdtempSync(path.join(tmpdir(), 'start-bench-'));
  chmodSync(dir, 0o755); // as root, Postgres runs as its own user and must reach its data
  try {
    const varDir = path.join(dir, 'var');
    const cli = findTemporalCli({ cliPath: process.env.TEMPORAL_CLI_PATH, toolsDir: paths.tools });
    const first = await startOnce(varDir, cli);
    // What makes a later start warm besides the state itself (scripts/local-state.ts).
    const bundleCached = existsSync(path.join(varDir, 'cache', 'workflow-bundle.json'));
    const warm: number[] = [];
    for (let i = 0; i < WARM_STARTS; i++) warm.push(await startOnce(varDir, cli));
    const median = [...warm].sort((a, b) => a - b)[Math.floor(warm.length / 2)];
    console.log(
      `npm start to healthy: first (initialising) ${first.toFixed(0)} ms; then ${warm.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
    return [
      {
        bench: 'start',
        name: `npm start → GET /v1/health 200, warm (median of ${WARM_STARTS} starts after the first)`,
        value: median,
        unit: 'ms',
        anchor: {
          name: 'first start (empty state: initdb, migrations, demo company, workflow bundle)',
          value: first,
          unit: 'ms',
        },
        ratio: median / first,
        goal: `<= ${GOAL_MS / 1000} s`,
        met: median <= GOAL_MS,
        detail:
          'starts after the first, on its Postgres data and Temporal state, ' +
          `workflow bundle ${bundleCached ? 'from its cache' : 'NOT cached'}: ` +
          `${warm.map((ms) => ms.toFixed(0)).join(', ')} ms; ` +
          "the API listens once the worker's two Workers are created, so healthy means both halves are up",
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
