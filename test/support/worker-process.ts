import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { ROOT } from './run';
import { testServices } from './services';
import type { TestStack } from './stack';

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** SIGKILL, as a crash would: no shutdown, no cleanup. */
  kill(): Promise<void>;
  /** SIGTERM (SIGKILL after 20 s), and wait for the exit. */
  stop(): Promise<void>;
}

/**
 * Runs `worker/main.ts` as a process of its own on the suite's database, task queues and SMTP
 * sink, plus `env`: for what only a process can show (a crash) or set (NODE_EXTRA_CA_CERTS).
 * Started as `npm run start:worker` starts it, without npm, so that the process signalled is the
 * worker itself (and its workflow threads do not load tsx, as with `node --import tsx`). Resolves
 * once the worker logs that it runs.
 */
export async function startWorkerProcess(stack: TestStack, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const { config } = stack;
  const services = testServices();
  const child = spawn(process.execPath, ['scripts/tsx-in-process.cjs', 'worker/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: stack.db.url,
      TEMPORAL_ADDRESS: services.temporal.address,
      TEMPORAL_NAMESPACE: config.temporal.namespace,
      TEMPORAL_TASK_QUEUE: config.temporal.taskQueue,
      TEMPORAL_SCORING_TASK_QUEUE: config.temporal.scoringTaskQueue,
      SMTP_URL: services.smtp.url,
      PUBLIC_BASE_URL: config.publicBaseUrl,
      METRICS_PORT: '0', // any free port: tests run several workers side by side
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      if (/"msg":"worker running"/.test(output)) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    void exited.then(() => reject(new Error(`the worker process exited before it ran:\n${output}`)));
  });
  await ready.catch((err) => {
    child.kill('SIGKILL'); // a worker that never got ready is not left behind
    throw err;
  });

  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    output: () => output,
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
