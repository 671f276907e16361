import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import type { Client } from '@temporalio/client';
import type { RunningApi } from '../api/server';
import type { Pool } from '../db/pool';
import { ROOT } from '../scripts/local-state';
import type { EmbeddedDatabase } from '../scripts/services/postgres';
import type { SmtpSink } from '../scripts/services/smtp-sink';
import type { DevServer } from '../scripts/services/temporal';
import type { WebhookReceiver } from '../test/support/webhook-receiver';

/** The processes and clients of the e2e bench's stack, as far as they have started. */
export interface Stack {
  dir: string;
  db?: EmbeddedDatabase;
  temporalServer?: DevServer;
  smtp?: SmtpSink;
  receiver?: WebhookReceiver;
  worker?: ChildProcess;
  api?: RunningApi;
  pool?: Pool;
  temporal?: Client;
}

export async function stopStack(s: Stack): Promise<void> {
  await s.api?.close().catch(() => undefined);
  if (s.worker && s.worker.exitCode === null && s.worker.signalCode === null) {
    const exited = once(s.worker, 'exit');
    s.worker.kill('SIGTERM');
    const killer = setTimeout(() => s.worker?.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killer);
  }
  await s.temporal?.connection.close().catch(() => undefined);
  await s.pool?.end().catch(() => undefined);
  await Promise.allSettled([s.receiver?.close(), s.smtp?.stop(), s.temporalServer?.stop(), s.db?.stop()]);
  rmSync(s.dir, { recursive: true, force: true });
}

/** The worker as a process of its own (worker/main.ts), as deployed; resolves once it logs that it runs. */
export async function startWorkerProcess(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'worker/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the worker did not start within 60 s:\n${output.slice(-2000)}`)),
      60_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk;
      if (/"msg":"worker running"/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited (${code}) before it ran:\n${output.slice(-2000)}`));
    });
  }).catch((err) => {
    child.kill('SIGKILL');
    throw err;
  });
  return child;
}
