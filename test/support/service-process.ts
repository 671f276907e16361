import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { stopIfInterrupted } from './interrupted';
import { descendants } from './processes';
import { ROOT, type RunAs } from './run';
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
  /** SIGTERM (SIGKILL after 20 s), and wait until it and every process it started have exited. */
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
  /** `npm start` itself, as a user types it, rather than the script it runs. */
  viaNpm?: boolean;
  /** Run as this user rather than ours. */
  as?: RunAs;
}): Promise<ServiceProcess> {
  const queue = `svc-${randomBytes(6).toString('hex')}`;
  const [command, ...args] = options.viaNpm
    ? ['npm', 'start']
    : [process.execPath, 'scripts/tsx-in-process.cjs', 'scripts/start.ts'];
  const child = spawn(command, args, {
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
    ...options.as,
  });
  let output = '';
  const exited = once(child, 'exit');
  /** The process and every process below it, now (the embedded Postgres's postmaster leads a session of its own). */
  const tree = () => [child.pid!, ...descendants(child.pid!)];
  /** `signal` to each of `pids` and to the process's group. */
  const send = (pids: number[], signal: NodeJS.Signals) => {
    for (const pid of [...pids, -child.pid!]) {
      try {
        process.kill(pid, signal);
      } catch {
        // gone already
      }
    }
  };
  /** Until the last of them is reaped: a restart must not find the old postmaster's pid alive. */
  const reaped = async (pids: number[], timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (pids.some((pid) => existsSync(`/proc/${pid}`)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
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
    send(tree(), 'SIGKILL');
    throw err;
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  async function killAll() {
    const pids = tree();
    send(pids, 'SIGKILL');
    if (running()) await exited;
    await reaped(pids, 15_000);
  }
  void exited.then(stopIfInterrupted(killAll));
  return {
    child,
    apiUrl: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}`,
    output: () => output,
    running,
    async stop() {
      if (!running()) return;
      const pids = tree();
      // npm passes a signal on to the shell that runs the service, not to the service: as with
      // Ctrl-C, the whole group gets it.
      if (options.viaNpm) send([], 'SIGTERM');
      else child.kill('SIGTERM');
      const killer = setTimeout(() => send(pids, 'SIGKILL'), 20_000);
      await exited;
      await reaped(pids, 25_000);
      clearTimeout(killer);
    },
    killAll,
  };
}
