import { readdirSync, readFileSync } from 'node:fs';
import { childProcesses, descendants } from '../test/support/processes';

/** The kernel's clock tick (USER_HZ), 100 on every Linux this runs on. */
const TICK_MS = 10;

/** CPU time every core has spent on anything but idling and waiting for disks since boot, in ms. */
export function machineBusyMs(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
}

/** CPU time of the children a process has reaped, in ms. */
export function reapedChildrenCpuMs(pid: number): number {
  const [, , cutime, cstime] = cpuTicks(pid);
  return (cutime + cstime) * TICK_MS;
}

const SPAWNER = /sandbox\/spawner\/main\.js/;

/** The sandboxes' spawners (scoring/sandbox/spawner.ts) a process has started, alive. */
export function spawnersOf(owner: number): number[] {
  return childProcesses(owner).filter((pid) => {
    try {
      return SPAWNER.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  });
}

/**
 * CPU time of the sandboxes a process (a worker, a bench) has run, every process in them, once
 * reaped, in ms: its spawner reaps them, and the process itself once a spawner has ended.
 */
export function sandboxesCpuMs(owner: number): number {
  return spawnersOf(owner).reduce((sum, pid) => sum + reapedChildrenCpuMs(pid), reapedChildrenCpuMs(owner));
}

/** utime, stime, cutime and cstime of a process (fields 14 to 17 of proc(5)), in clock ticks. */
function cpuTicks(pid: number | string): number[] {
  return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').slice(11, 15).map(Number);
}

/**
 * Sums `measure` over the live processes whose command line matches each pattern (the first that
 * does), by pattern's name. A process gone meanwhile is skipped.
 */
export function sumByCommand<T extends object>(
  patterns: Record<string, RegExp>,
  zero: () => T,
  add: (total: T, pid: string) => void,
): Record<string, T> {
  const totals = Object.fromEntries(Object.keys(patterns).map((name) => [name, zero()]));
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const name = Object.keys(patterns).find((n) => patterns[n].test(command));
      if (name) add(totals[name], entry);
    } catch {
      // gone meanwhile: its parent has its time
    }
  }
  return totals;
}

/** CPU time (ms) of the processes whose command line matches each pattern, their reaped children included. */
export function cpuByCommand(patterns: Record<string, RegExp>): Record<string, number> {
  const totals = sumByCommand(
    patterns,
    () => ({ ms: 0 }),
    (total, pid) => {
      total.ms += cpuTicks(pid).reduce((sum, ticks) => sum + ticks, 0) * TICK_MS;
    },
  );
  return Object.fromEntries(Object.entries(totals).map(([name, t]) => [name, t.ms]));
}

/** CPU time (ms) of a process and of every process below it, the reaped ones included. */
export function treeCpuMs(root: number): number {
  let total = 0;
  for (const pid of [root, ...descendants(root)]) {
    try {
      total += cpuTicks(pid).reduce((sum, ticks) => sum + ticks, 0) * TICK_MS;
    } catch {
      // gone meanwhile: its parent has its time
    }
  }
  return total;
}
