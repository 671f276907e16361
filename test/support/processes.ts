import { readdirSync, readFileSync } from 'node:fs';

/** Every live process and its parent, from /proc. */
function parents(): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      found.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** The processes whose parent is `pid`. */
export function childProcesses(pid: number): number[] {
  return [...parents()].filter(([, parent]) => parent === pid).map(([child]) => child);
}

/** Every process whose parent chain leads to `root`. */
export function descendants(root: number): number[] {
  const all = parents();
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const [candidate, parent] of all) {
      if (parent === pid) {
        found.push(candidate);
        visit(candidate);
      }
    }
  };
  visit(root);
  return found;
}

/** Whether any process of the group `pgid` is left (a zombie not yet reaped counts). */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes below `root` that lead a process group of their own: a sandbox each, say. */
export function groupLeadersBelow(root: number): number[] {
  return descendants(root).filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pid;
    } catch {
      return false;
    }
  });
}

/**
 * The live processes, as `pid name`, that run as `uid` and are either below `owner` or in one of
 * the cgroups its sandboxes are made in (named `sandbox-<owner pid>-<n>`): a sandbox's process that
 * left its parent still sits in its group. Others' sandboxes (another test process's) are not ours.
 */
export function sandboxProcessesOf(owner: number, uid: number): string[] {
  const below = new Set(descendants(owner));
  const found: string[] = [];
  for (const pid of parents().keys()) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      if (Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]) !== uid) continue;
      const ours = below.has(pid) || readFileSync(`/proc/${pid}/cgroup`, 'utf8').includes(`/sandbox-${owner}-`);
      if (ours) found.push(`${pid} ${/^Name:\s+(.*)$/m.exec(status)?.[1]}`);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}
