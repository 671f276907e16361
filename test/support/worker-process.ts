import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { ROOT } from './run';
import { testServices } from './services';
import type { TestStack } from './stack';

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  /** SIGKILL, as a crash would: no shutdown, no cleanup. */
  kill(): Promise<void>;
  /** SIGTERM, and wait for it to exit. */
  stop(): Promise<void>;
}

/**
 * Runs `npm run start:worker` as its own process on the stack's database, task queues and SMTP
 * sink (plus `env`), and resolves once it says it is running. Started as `node --import tsx`, so
 * that the process killed is the worker itself.
 */
export async function startWorkerProcess(stack: TestStack, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const { config } = stack;
  const child = spawn(process.execPath, ['--import', 'tsx', 'worker/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: stack.db.url,
      TEMPORAL_ADDRESS: testServices().temporal.address,
      TEMPORAL_NAMESPACE: config.temporal.namespace,
      TEMPORAL_TASK_QUEUE: config.temporal.taskQueue,
      TEMPORAL_SCORING_TASK_QUEUE: config.temporal.scoringTaskQueue,
      SMTP_URL: testServices().smtp.url,
      PUBLIC_BASE_URL: config.publicBaseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('"worker running"')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk) => (output += chunk));
    exited.then(() => reject(new Error(`the worker process exited before it ran:\n${output}`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { child, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
