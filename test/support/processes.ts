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
