import { readFileSync } from 'node:fs';

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
