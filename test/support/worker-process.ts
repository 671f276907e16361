import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './run';
import { testServices } from './services';
import type { TestStack } from './stack';

export interface WorkerProcess {
  /** Everything the process wrote, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs `worker/main.ts` as a process of its own on the suite's database and task queue: for
 * what only a process start can set, such as NODE_EXTRA_CA_CERTS. Resolves once the worker logs
 * that it runs; stop() sends SIGTERM and waits for the exit.
 */
export async function startWorkerProcess(stack: TestStack, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const services = testServices();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['worker/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATABASE_URL: stack.db.url,
      TEMPORAL_ADDRESS: services.temporal.address,
      TEMPORAL_NAMESPACE: stack.config.temporal.namespace,
      TEMPORAL_TASK_QUEUE: stack.config.temporal.taskQueue,
      SMTP_URL: services.smtp.url,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker process did not start within 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (/"msg":"worker running"/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the worker process exited (${code}) before it ran:\n${output}`));
    });
  });
  await ready.catch((err) => {
    child.kill('SIGKILL'); // a worker that never got ready is not left behind
    throw err;
  });

  return {
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
