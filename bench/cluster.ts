import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPool } from '../db/pool';
import { systemClock } from '../lib/clock';
import { startClusterStack } from '../scripts/cluster-stack';
import { paths, ROOT } from '../scripts/local-state';
import { createCompany } from '../scripts/operator/companies';
import { startSmtpSink } from '../scripts/services/smtp-sink';
import { mapLimit } from '../test/support/cluster-load';
import { callApi, playRound } from '../test/support/remote-rounds';
import { cpuByCommand, treeCpuMs } from './cpu';
import type { BenchRow } from './table';

const SUBMISSIONS = 120;
const CONCURRENCY = 8;
const TIMEOUT_MS = 600_000;

interface Measured {
  throughput: number;
  p50: number;
  p95: number;
  /** CPU ms per submission of the Temporal server, Postgres, and the API and worker processes. */
  cpuPerSubmission: Record<string, number>;
  /** Bytes Temporal's two databases grew by per submission (the server on Postgres only). */
  temporalBytesPerSubmission?: number;
}

/**
 * The compose topology (2 APIs behind the balancer, 2 lifecycle and 2 scoring workers) on the
 * Temporal server on Postgres against the same processes on the CLI's dev server, in one run:
 * SUBMISSIONS rounds played, then submitted CONCURRENCY at a time; throughput from the first submit
 * to the last analyzed, and each submission's submit -> analyzed time. The answers are prose (the
 * rubric scores them in milliseconds), so the figures are the platform's: Temporal, Postgres and the
 * processes, not the sandbox (bench/e2e measures that).
 */
export async function run(): Promise<BenchRow[]> {
  const dev = await measure('dev-server');
  const server = await measure('postgres');
  const detail = (m: Measured) =>
    `p95 ${Math.round(m.p95)} ms; CPU per submission: ${Object.entries(m.cpuPerSubmission)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
      .join(', ')}` +
    (m.temporalBytesPerSubmission
      ? `; Temporal's databases +${(m.temporalBytesPerSubmission / 1024).toFixed(0)} kB per submission`
      : '');
  const anchor = 'the dev server (SQLite), same processes';
  return [
    {
      bench: 'cluster',
      name: `throughput, ${SUBMISSIONS} submissions, Temporal server on Postgres`,
      value: server.throughput,
      unit: 'submissions/s',
      anchor: { name: anchor, value: dev.throughput, unit: 'submissions/s' },
      ratio: server.throughput / dev.throughput,
      detail: `${detail(server)} | dev server: ${detail(dev)}`,
    },
    {
      bench: 'cluster',
      name: 'submit -> analyzed p50, Temporal server on Postgres',
      value: server.p50,
      unit: 'ms',
      anchor: { name: anchor, value: dev.p50, unit: 'ms' },
      ratio: server.p50 / dev.p50,
    },
  ];
}

async function measure(temporal: 'postgres' | 'dev-server'): Promise<Measured> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cluster-bench-'));
  chmodSync(dataDir, 0o755); // as root, Postgres runs as its own user and must reach its data
  const smtp = await startSmtpSink({});
  const stack = await startClusterStack({
    dataDir,
    toolsDir: paths.tools,
    smtpUrl: smtp.url,
    temporal,
    env: {
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_HOUR: '1000000',
      CANDIDATE_RATE_LIMIT_PER_HOUR: '1000000',
      ROUND_RATE_LIMIT_PER_HOUR: '1000000',
      VERIFICATION_CODES_PER_IP_PER_HOUR: '1000000',
      CANDIDATE_START_CONCURRENCY: '1000',
    },
  }).catch(async (err) => {
    await smtp.stop();
    throw err;
  });
  const pool = createPool(stack.databaseUrl, 4);
  try {
    const company = await createCompany(pool, systemClock, {
      name: 'Bench Cluster',
      email: 'owner@cluster-bench.test',
      password: 'a-long-password',
    });
    const rounds = await mapLimit(Array.from({ length: SUBMISSIONS }), CONCURRENCY, (_, i) =>
      playRound(stack.apiUrl, pool, company.live_code, { email: `candidate-${i}@cluster-bench.test` }),
    );
    const ids = rounds.map((r) => r.id);
    const temporalBytes = async () =>
      temporal === 'postgres'
        ? Number(
            (await pool.query(`SELECT pg_database_size('temporal') + pg_database_size('temporal_visibility') AS n`))
              .rows[0].n,
          )
        : 0;
    const patterns = {
      'Temporal server': temporal === 'postgres' ? /temporal-server .*--config-file/ : /temporal server start-dev/,
      'APIs and workers': new RegExp(`${ROOT}/scripts/tsx-in-process\\.cjs (api|worker)/main\\.ts`),
    };
    // Postgres's backends are the postmaster's children, their command lines without its data folder.
    const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const cpu = (): Record<string, number> => ({ ...cpuByCommand(patterns), Postgres: treeCpuMs(postmaster) });
    const cpuBefore = cpu();
    const bytesBefore = await temporalBytes();
    await mapLimit(rounds, CONCURRENCY, async (round) => {
      const answer = await callApi(stack.apiUrl, 'POST', `/v1/rounds/${round.id}/submit`, {}, round.token);
      if (answer.status !== 202) throw new Error(`submit answered ${answer.status}: ${answer.text}`);
    });
    const deadline = Date.now() + TIMEOUT_MS;
    const analyzed = async () =>
      Number(
        (
          await pool.query(`SELECT count(*)::int AS n FROM submissions WHERE id = ANY($1) AND status = 'analyzed'`, [
            ids,
          ])
        ).rows[0].n,
      );
    while ((await analyzed()) < SUBMISSIONS) {
      if (Date.now() > deadline) throw new Error(`${temporal}: ${await analyzed()} of ${SUBMISSIONS} analyzed in time`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const cpuAfter = cpu();
    const { rows } = await pool.query<{ span: number; p50: number; p95: number }>(
      `SELECT extract(epoch FROM max(processing_finished_at) - min(submitted_at)) AS span,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY ms) AS p95
       FROM (SELECT submitted_at, processing_finished_at,
                    extract(epoch FROM processing_finished_at - submitted_at) * 1000 AS ms
             FROM submissions WHERE id = ANY($1)) t`,
      [ids],
    );
    const measured: Measured = {
      throughput: SUBMISSIONS / Number(rows[0].span),
      p50: Number(rows[0].p50),
      p95: Number(rows[0].p95),
      cpuPerSubmission: Object.fromEntries(
        Object.keys(cpuAfter).map((name) => [name, (cpuAfter[name] - cpuBefore[name]) / SUBMISSIONS]),
      ),
      temporalBytesPerSubmission:
        temporal === 'postgres' ? ((await temporalBytes()) - bytesBefore) / SUBMISSIONS : undefined,
    };
    process.stdout.write(`${temporal}: ${JSON.stringify(measured)}\n`);
    return measured;
  } finally {
    await pool.end();
    await stack.stop();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
