import { chown, mkdir, readdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * cgroup v1 groups for one sandbox: a memory group (the OOM killer acts inside it and counts its
 * kills) and a pids group (it caps tasks and counts refused forks). The groups are made under the
 * ones this process is in, so whatever limits us also limits the sandboxes.
 */
export interface SandboxCgroups {
  memoryDir: string;
  pidsDir: string;
  /** A process writes its pid into each of these to join the groups. */
  procsFiles: string[];
  oomKills(): Promise<number>;
  remove(): Promise<void>;
}

export interface CgroupParents {
  memory: string;
  pids: string;
}

const PREFIX = 'sandbox-';
let sequence = 0;

/** Where this process's memory and pids groups are mounted, or null without cgroup v1 for both. */
export async function findCgroupParents(): Promise<CgroupParents | null> {
  try {
    const [own, mountinfo] = await Promise.all([readFile('/proc/self/cgroup', 'utf8'), readFile('/proc/self/mountinfo', 'utf8')]);
    const memory = groupDir('memory', own, mountinfo);
    const pids = groupDir('pids', own, mountinfo);
    return memory && pids ? { memory, pids } : null;
  } catch {
    return null;
  }
}

function groupDir(controller: string, own: string, mountinfo: string): string | null {
  const line = own.split('\n').find((l) => l.split(':')[1]?.split(',').includes(controller));
  if (!line) return null;
  const groupPath = line.split(':').slice(2).join(':');
  for (const mount of mountinfo.split('\n')) {
    const [before, after] = mount.split(' - ');
    if (!after) continue;
    const [fsType, , superOptions] = after.split(' ');
    if (fsType !== 'cgroup' || !superOptions?.split(',').includes(controller)) continue;
    const [, , , root, mountPoint] = before.split(' ');
    const relative = path.posix.relative(root, groupPath);
    if (relative.startsWith('..')) return null;
    return path.posix.join(mountPoint, relative);
  }
  return null;
}

/** Memory the sandbox itself needs on top of the program's limit: the driver (Python) and bwrap. */
const SANDBOX_MEMORY_BYTES = 32 * 1024 * 1024;
/** Tasks the sandbox itself has: bwrap outside the namespaces, and the driver. */
const SANDBOX_TASKS = 2;

export async function createSandboxCgroups(
  parents: CgroupParents,
  limits: { memoryBytes: number; processes: number },
  /** The uid that will join the groups, when it isn't ours. */
  owner?: number,
): Promise<SandboxCgroups> {
  const name = `${PREFIX}${process.pid}-${++sequence}`;
  const memoryDir = path.join(parents.memory, name);
  const pidsDir = path.join(parents.pids, name);
  const procsFiles = [path.join(memoryDir, 'cgroup.procs'), path.join(pidsDir, 'cgroup.procs')];
  const remove = async () => {
    await Promise.all([removeGroup(memoryDir), removeGroup(pidsDir)]);
  };
  try {
    await mkdir(memoryDir);
    await mkdir(pidsDir);
    const memory = String(limits.memoryBytes + SANDBOX_MEMORY_BYTES);
    await writeFile(path.join(memoryDir, 'memory.limit_in_bytes'), memory);
    // Also caps swap, where swap accounting is on (the file is absent otherwise).
    await writeFile(path.join(memoryDir, 'memory.memsw.limit_in_bytes'), memory).catch(ignoreCode('ENOENT'));
    await writeFile(path.join(pidsDir, 'pids.max'), String(limits.processes + SANDBOX_TASKS));
    if (owner !== undefined) await Promise.all(procsFiles.map((f) => chown(f, owner, -1)));
  } catch (err) {
    await remove();
    throw err;
  }
  return {
    memoryDir,
    pidsDir,
    procsFiles,
    oomKills: async () => {
      const control = await readFile(path.join(memoryDir, 'memory.oom_control'), 'utf8');
      return Number(/^oom_kill (\d+)$/m.exec(control)?.[1] ?? 0);
    },
    remove,
  };
}

/** Removes groups left behind by processes that have died (their sandboxes died with them). */
export async function removeStaleCgroups(parents: CgroupParents): Promise<void> {
  for (const parent of [parents.memory, parents.pids]) {
    const entries = await readdir(parent).catch(() => [] as string[]);
    for (const entry of entries) {
      const owner = new RegExp(`^${PREFIX}(\\d+)-\\d+$`).exec(entry)?.[1];
      if (owner && !isAlive(Number(owner))) await removeGroup(path.join(parent, entry));
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** rmdir, retried while the last tasks are still leaving (EBUSY). */
async function removeGroup(dir: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rmdir(dir);
      return;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY' || attempt >= 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const ignoreCode = (code: string) => (err: NodeJS.ErrnoException) => {
  if (err.code !== code) throw err;
};
