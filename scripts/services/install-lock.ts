import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `install` while holding `${dir}.lock`, so that two processes wanting the same tool (CI's
 * setup:cluster in the background and the cluster test that needs what it builds) build it once:
 * the second waits for the first, then finds the tool there. A lock whose process has died is
 * taken over.
 */
export async function withInstallLock<T>(dir: string, install: () => T): Promise<T> {
  const lock = `${dir}.lock`;
  const owner = path.join(lock, 'pid');
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (holderAlive(lock, owner)) await sleep(1000);
      else rmSync(lock, { recursive: true, force: true });
      continue;
    }
    try {
      writeFileSync(owner, String(process.pid));
      return install();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

function holderAlive(lock: string, owner: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(owner, 'utf8'));
  } catch {
    // Its pid not written yet: taken a moment ago, or by a process that died at once.
    try {
      return Date.now() - statSync(lock).mtimeMs < 10_000;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
