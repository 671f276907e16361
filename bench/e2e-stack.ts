import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import type { RunningApi } from '../api/server';
import { migrate } from '../db/migrate';
import type { Pool } from '../db/pool';
import { paths, ROOT } from '../scripts/local-state';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../scripts/services/postgres';
import { startSmtpSink, type SinkMessage, type SmtpSink } from '../scripts/services/smtp-sink';
import { startTemporalDevServer, type DevServer } from '../scripts/services/temporal';
import { startWebhookReceiver, type WebhookReceiver } from '../test/support/webhook-receiver';

/** The processes and clients of the e2e bench's stack, as far as they have started. */
export interface Stack {
  dir: string;
  db?: EmbeddedDatabase;
  temporalServer?: DevServer;
  smtp?: SmtpSink;
  receiver?: WebhookReceiver;
  worker?: ChildProcess;
  /** The API in the bench's own process, or as a process of its own. */
  api?: RunningApi;
  apiProcess?: ChildProcess;
  pool?: Pool;
  temporal?: Client;
}

export async function stopStack(s: Stack): Promise<void> {
  await s.api?.close().catch(() => undefined);
  await Promise.all([stopChild(s.apiProcess), stopChild(s.worker)]);
  await s.temporal?.connection.close().catch(() => undefined);
  await s.pool?.end().catch(() => undefined);
  await Promise.allSettled([s.receiver?.close(), s.smtp?.stop(), s.temporalServer?.stop(), s.db?.stop()]);
  rmSync(s.dir, { recursive: true, force: true });
}

/** SIGTERM, and SIGKILL if it has not drained within 20 s. */
async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(killer);
}

/** The worker as a process of its own (worker/main.ts), as deployed; resolves once it logs that it runs. */
export const startWorkerProcess = async (env: NodeJS.ProcessEnv): Promise<ChildProcess> =>
  (await startNodeProcess('worker/main.ts', env, /"msg":"worker running"/)).child;

/** The API as a process of its own (api/main.ts, PORT=0), as deployed; resolves with the port it listens on. */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const { child, match } = await startNodeProcess(
    'api/main.ts',
    { ...env, PORT: '0' },
    /"port":(\d+)[^\n]*"msg":"API listening"/,
  );
  return { child, port: Number(match[1]) };
}

/**
 * `npm start` (scripts/start.ts: API and worker in one process) on the stack's services, which it
 * then does not start itself; resolves with the port its API listens on.
 */
export async function startNpmStartProcess(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const { child, match } = await startNodeProcess(
    'scripts/start.ts',
    { ...env, PORT: '0', METRICS_PORT: '0' },
    /"port":(\d+)[^\n]*"msg":"service running"/,
  );
  return { child, port: Number(match[1]) };
}

/** The stack's services beside the worker and the API, started side by side; the database migrated. */
export async function startServices(s: Stack, mail: { onMessage?: (m: SinkMessage) => void } = {}): Promise<void> {
  [s.db, s.temporalServer, s.smtp, s.receiver] = await Promise.all([
    startEmbeddedPostgres({ dataDir: path.join(s.dir, 'postgres'), database: 'bench' }),
    startTemporalDevServer({
      cliPath: process.env.TEMPORAL_CLI_PATH,
      toolsDir: paths.tools,
      dbFilename: path.join(s.dir, 'temporal.db'),
    }),
    startSmtpSink(mail),
    startWebhookReceiver(),
  ]);
  await migrate(s.db.url);
}

/** The hourly limits a bench raises out of its way: it measures the stack, not the limits. */
const RATE_LIMITS = [
  'RATE_LIMIT_PER_HOUR',
  'ROUND_RATE_LIMIT_PER_HOUR',
  'CONSOLE_RATE_LIMIT_PER_HOUR',
  'CANDIDATE_RATE_LIMIT_PER_HOUR',
  'GREENHOUSE_RATE_LIMIT_PER_HOUR',
  'RUN_RATE_LIMIT_PER_HOUR',
  'VERIFICATION_CODES_PER_IP_PER_HOUR',
  'RUN_RATE_LIMIT_PER_IP_PER_HOUR',
  'RUN_RATE_LIMIT_PER_COMPANY_PER_HOUR',
];

/** The configuration the worker and the API share, against the started services. */
export function stackEnv(s: Stack): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: s.db!.url,
    TEMPORAL_ADDRESS: s.temporalServer!.address,
    SMTP_URL: s.smtp!.url,
    JWT_SECRET: 'bench-secret-of-at-least-32-characters',
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...Object.fromEntries(RATE_LIMITS.map((name) => [name, '1000000'])),
  };
}

/**
 * BENCH_E2E_PROFILE=<dir> writes a CPU profile of each thread of the worker process (`<dir>/worker/`)
 * and of the API where it runs as a process of its own (`<dir>/api/`) as they exit; open one in
 * Chrome's DevTools or speedscope.
 */
function cpuProfile(script: string): string[] {
  const dir = process.env.BENCH_E2E_PROFILE;
  if (!dir) return [];
  return ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir, path.dirname(script))}`];
}

/** A TypeScript entry point of the project as a process of its own; resolves once its output matches `ready`. */
async function startNodeProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(process.execPath, [...cpuProfile(script), 'scripts/tsx-in-process.cjs', script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start within 60 s:\n${output.slice(-2000)}`)),
      60_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk;
      const found = ready.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it ran:\n${output.slice(-2000)}`));
    });
  }).catch((err) => {
    child.kill('SIGKILL');
    throw err;
  });
  return { child, match };
}
