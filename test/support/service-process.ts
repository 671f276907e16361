import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { descendants } from './processes';
import { ROOT } from './run';
import { testServices } from './services';

export interface ServiceProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> of the public API. */
  apiUrl: string;
  /** http://127.0.0.1:<port> of the metrics server. */
  metricsUrl: string;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  running(): boolean;
  /** SIGTERM (SIGKILL after 20 s), and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL to the process and everything it started (its embedded Postgres and Temporal), as a power cut would. */
  killAll(): Promise<void>;
}

/**
 * Runs the whole service as `npm start` does (`scripts/start.ts`: API and worker in one process)
 * against the given database and Temporal (without them: its own embedded ones, under
 * ASSESSMENTS_VAR_DIR), and the run's SMTP sink; API and metrics on free ports, task queues of
 * its own. Resolves once the process logs that it serves. It leads a process group of its own.
 */
export async function startServiceProcess(options: {
  databaseUrl?: string;
  temporalAddress?: string;
  env?: Record<string, string>;
}): Promise<ServiceProcess> {
  const queue = `svc-${randomBytes(6).toString('hex')}`;
  const child = spawn(process.execPath, ['scripts/tsx-in-process.cjs', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      METRICS_PORT: '0',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.temporalAddress ? { TEMPORAL_ADDRESS: options.temporalAddress } : {}),
      TEMPORAL_TASK_QUEUE: queue,
      TEMPORAL_SCORING_TASK_QUEUE: `${queue}-scoring`,
      SMTP_URL: testServices().smtp.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_BASE_URL: 'http://assessments.test',
      RATE_LIMIT_PER_HOUR: '1000000',
      CANDIDATE_RATE_LIMIT_PER_HOUR: '1000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = once(child, 'exit');
  /**
   * SIGKILL to the process and every process below it: its group, and the embedded Postgres,
   * whose postmaster leads a session of its own.
   */
  const killGroup = (): number[] => {
    const pids = [child.pid!, ...descendants(child.pid!)];
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group is gone already
    }
    return pids;
  };
  const ports = new Promise<{ port: number; metricsPort: number }>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.includes('"msg":"service running"'));
      if (line) resolve(JSON.parse(line));
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    void exited.then(() => reject(new Error(`the service exited before it served:\n${output}`)));
  });
  const { port, metricsPort } = await ports.catch((err) => {
    killGroup();
    throw err;
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    apiUrl: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}`,
    output: () => output,
    running,
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const killer = setTimeout(killGroup, 20_000);
      await exited;
      clearTimeout(killer);
    },
    async killAll() {
      const pids = killGroup();
      if (running()) await exited;
      // Until the last of them is reaped: a restart must not find the old postmaster's pid alive.
      const deadline = Date.now() + 15_000;
      while (pids.some((pid) => existsSync(`/proc/${pid}`)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
    },
  };
}
