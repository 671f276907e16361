import { readdirSync, readFileSync } from 'node:fs';

/** The kernel's clock tick (USER_HZ), 100 on every Linux this runs on. */
const TICK_MS = 10;

/** CPU time every core has spent on anything but idling and waiting for disks since boot, in ms. */
export function machineBusyMs(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
}

/** CPU time of the children a process has reaped (for a worker: its sandboxes, every process in them), in ms. */
export function reapedChildrenCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // cutime and cstime, fields 16 and 17 of proc(5).
  return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
}

/** CPU time (ms) of the processes whose command line matches each pattern, their reaped children included. */
export function cpuByCommand(patterns: Record<string, RegExp>): Record<string, number> {
  const totals = Object.fromEntries(Object.keys(patterns).map((name) => [name, 0]));
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const name = Object.keys(patterns).find((n) => patterns[n].test(command));
      if (!name) continue;
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime, stime, cutime and cstime, fields 14 to 17 of proc(5).
      totals[name] += fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) * TICK_MS;
    } catch {
      // gone meanwhile: its parent has its time
    }
  }
  return totals;
}
