import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** A process started by the spawner, in a process group of its own, with a pipe on each of its first fds. */
export interface SpawnedProcess {
  /** Its pid once it has started; undefined if it could not start. */
  readonly started: Promise<number | undefined>;
  /** How it ended; `error` when it could not start or the spawner was lost. */
  readonly closed: Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: string }>;
  onStdout(listener: (chunk: string) => void): void;
  onStderr(listener: (chunk: string) => void): void;
  /** Writes `data` (or nothing) to a pipe that was left open, and closes it. */
  end(fd: number, data?: string): void;
  /** SIGKILL to its whole process group. */
  kill(): void;
}

export interface SpawnRequest {
  file: string;
  args: readonly string[];
  /** A pipe on each fd from 0 to fds - 1. */
  fds: number;
  /** Written to their fds at once, each pipe then closed; the other pipes but 1 and 2 wait for `end`. */
  writes: ReadonlyArray<readonly [fd: number, data: string | Buffer]>;
  uid?: number;
  gid?: number;
}

type Outgoing =
  | { id: number; op: 'pid'; pid: number }
  | { id: number; op: 'stdout' | 'stderr'; data: string }
  | { id: number; op: 'close'; code: number | null; signal: NodeJS.Signals | null; error?: string };

interface Pending {
  pid?: number;
  resolvePid(pid: number | undefined): void;
  resolveClose(end: Awaited<SpawnedProcess['closed']>): void;
  stdout: (chunk: string) => void;
  stderr: (chunk: string) => void;
}

const MAIN = path.join(__dirname, 'spawner', 'main.js');

/**
 * Starts processes through a small process of its own (spawner/main.js), started at the first
 * request and again after it is lost: a spawn forks the process that spawns, at a cost that grows
 * with its memory, and the worker's is large. The spawner ends with the process that started it.
 */
export function createSpawner(): (request: SpawnRequest) => SpawnedProcess {
  let child: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const spawner = (): ChildProcess => {
    if (child) return child;
    const started = fork(MAIN, [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    started.on('message', (message: Outgoing) => {
      const p = pending.get(message.id);
      if (!p) return;
      if (message.op === 'pid') p.resolvePid((p.pid = message.pid));
      else if (message.op === 'close') settle(message.id, message);
      else p[message.op](message.data);
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = null;
      for (const [id, p] of [...pending]) {
        killGroup(p.pid);
        settle(id, { code: null, signal: null, error: `the sandboxes' spawner exited (${code ?? signal})` });
      }
    });
    started.on('error', () => {}); // an exit follows
    child = started;
    return started;
  };

  const settle = (id: number, end: Awaited<SpawnedProcess['closed']>) => {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    p.resolvePid(undefined);
    p.resolveClose(end);
    if (pending.size === 0) idle(true);
  };
  /** Idle, the spawner keeps nothing alive: a worker that is done exits without stopping it. */
  const idle = (yes: boolean) => {
    if (!child) return;
    if (yes) {
      child.unref();
      child.channel?.unref();
    } else {
      child.ref();
      child.channel?.ref();
    }
  };
  const post = (target: ChildProcess, message: object) => {
    if (target.connected) target.send(message, (err) => err && target.kill('SIGKILL'));
  };

  return (request) => {
    const id = nextId++;
    const target = spawner();
    let resolvePid!: Pending['resolvePid'];
    let resolveClose!: Pending['resolveClose'];
    const started = new Promise<number | undefined>((resolve) => (resolvePid = resolve));
    const closed = new Promise<Awaited<SpawnedProcess['closed']>>((resolve) => (resolveClose = resolve));
    const p: Pending = { resolvePid, resolveClose, stdout: () => {}, stderr: () => {} };
    pending.set(id, p);
    idle(false);
    post(target, { op: 'spawn', id, ...request });
    return {
      started,
      closed,
      onStdout: (listener) => void (p.stdout = listener),
      onStderr: (listener) => void (p.stderr = listener),
      end: (fd, data) => post(target, { op: 'write', id, fd, data }),
      kill: () => post(target, { op: 'kill', id }),
    };
  };
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
