import { access, mkdir, readdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Control groups for sandboxes, cgroup v2 or v1, found once at start. Each sandbox gets its own
 * group (memory with swap off, tasks, one CPU's worth of time), made under the group this process
 * is in, so whatever limits us also limits the sandboxes. The kernel OOM-kills inside a group and
 * counts it; a refused fork is counted too: the driver reads both counters per case.
 */
export type CgroupHost =
  | { version: 2; /** our delegated group: sandboxes are made under it */ parent: string }
  | { version: 1; memory: string; pids: string; cpu: string | null };

/** What one sandbox's groups look like from outside (to join and read) and inside (to count). */
export interface SandboxCgroups {
  /** The host directories to bind read-only into the sandbox, and where. */
  mounts: { source: string; target: string }[];
  /** Inside the sandbox: the file and the key of the OOM-kill counter, and of refused forks. */
  oomCounter: { file: string; key: string };
  pidsCounter: { file: string; key: string };
  /** A process joins the groups by having its pid written into each of these. */
  procsFiles: string[];
  oomKills(): Promise<number>;
  remove(): Promise<void>;
}

export interface SandboxGroupLimits {
  memoryBytes: number;
  processes: number;
  /** CPUs a sandbox may use at once (its quota per period). */
  cpus: number;
}

/** Inside the sandbox, where its groups are mounted read-only. */
export const CGROUP_MOUNT = '/run/cgroup';

const PREFIX = 'sandbox-';
/** Memory the sandbox itself needs on top of the program's limit: the driver (Python) and bwrap. */
const SANDBOX_MEMORY_BYTES = 32 * 1024 * 1024;
/** Tasks the sandbox itself has: bwrap outside the namespaces, and the driver. */
const SANDBOX_TASKS = 2;
const CPU_PERIOD_US = 100_000;
/** cgroup v2: where this process and the rest of its group move, so that the group may have children with controllers. */
const SERVICE_LEAF = 'service';
const V2_CONTROLLERS = ['memory', 'pids', 'cpu'];

let sequence = 0;

export interface CgroupFiles {
  /** /proc/self/cgroup and /proc/self/mountinfo; other files to test against a fake tree. */
  procSelfCgroup: string;
  procSelfMountinfo: string;
}

const PROC_FILES: CgroupFiles = { procSelfCgroup: '/proc/self/cgroup', procSelfMountinfo: '/proc/self/mountinfo' };

/**
 * The cgroups sandboxes can use here, or why not. cgroup v2 needs our group to offer memory, pids
 * and cpu and to be writable (delegated to us): our processes move into a `service` leaf so that
 * the group can enable them for its children. cgroup v1 needs memory and pids hierarchies where we
 * may make groups (root); cpu is used where it is mounted too.
 */
export async function findCgroupHost(files: CgroupFiles = PROC_FILES): Promise<CgroupHost | string> {
  const mounted = await mountedGroups(files);
  if (typeof mounted === 'string') return mounted;
  if (mounted.version === 1) return mounted;
  if (!mounted.dir) return 'neither cgroup v2 nor cgroup v1 memory and pids hierarchies are mounted for this process';
  return prepareV2(mounted.dir);
}

/**
 * Which cgroup version sandboxes would use here, without changing anything: 1 where this process
 * has v1 memory and pids hierarchies (a hybrid host too), 2 where it has only the unified one.
 */
export async function cgroupVersion(files: CgroupFiles = PROC_FILES): Promise<1 | 2 | null> {
  const mounted = await mountedGroups(files);
  if (typeof mounted === 'string') return null;
  return mounted.version === 1 ? 1 : mounted.dir ? 2 : null;
}

/** This process's v1 memory and pids groups where mounted, else its unified group's directory (or null). */
async function mountedGroups(
  files: CgroupFiles,
): Promise<Extract<CgroupHost, { version: 1 }> | { version: 2; dir: string | null } | string> {
  let own: string;
  let mountinfo: string;
  try {
    [own, mountinfo] = await Promise.all([
      readFile(files.procSelfCgroup, 'utf8'),
      readFile(files.procSelfMountinfo, 'utf8'),
    ]);
  } catch (err) {
    return `cannot read this process's cgroups: ${(err as Error).message}`;
  }
  const memory = v1GroupDir('memory', own, mountinfo);
  const pids = v1GroupDir('pids', own, mountinfo);
  if (memory && pids) return { version: 1, memory, pids, cpu: v1GroupDir('cpu', own, mountinfo) };
  return { version: 2, dir: v2GroupDir(own, mountinfo) };
}

function v1GroupDir(controller: string, own: string, mountinfo: string): string | null {
  const line = own.split('\n').find((l) => l.split(':')[1]?.split(',').includes(controller));
  if (!line) return null;
  return mountedDir(
    line.split(':').slice(2).join(':'),
    mountinfo,
    (fsType, options) => fsType === 'cgroup' && options.split(',').includes(controller),
  );
}

function v2GroupDir(own: string, mountinfo: string): string | null {
  const line = own.split('\n').find((l) => l.startsWith('0::'));
  if (!line) return null;
  return mountedDir(line.slice(3), mountinfo, (fsType) => fsType === 'cgroup2');
}

function mountedDir(
  groupPath: string,
  mountinfo: string,
  matches: (fsType: string, superOptions: string) => boolean,
): string | null {
  for (const mount of mountinfo.split('\n')) {
    const [before, after] = mount.split(' - ');
    if (!after) continue;
    const [fsType, , superOptions = ''] = after.split(' ');
    if (!matches(fsType, superOptions)) continue;
    const [, , , root, mountPoint] = before.split(' ');
    const relative = path.posix.relative(root, groupPath);
    if (relative.startsWith('..')) return null;
    return path.posix.join(mountPoint, relative);
  }
  return null;
}

async function prepareV2(dir: string): Promise<CgroupHost | string> {
  const available = (await readFile(path.join(dir, 'cgroup.controllers'), 'utf8').catch(() => '')).split(/\s+/);
  const missing = V2_CONTROLLERS.filter((c) => !available.includes(c));
  if (missing.length)
    return `cgroup v2 at ${dir} does not offer ${missing.join(', ')} to this process (the host must delegate them)`;
  try {
    const enabled = (await readFile(path.join(dir, 'cgroup.subtree_control'), 'utf8')).split(/\s+/);
    if (!V2_CONTROLLERS.every((c) => enabled.includes(c))) {
      // A group with controllers for its children may hold no process itself: ours move to a leaf.
      const leaf = path.join(dir, SERVICE_LEAF);
      await mkdir(leaf).catch(ignoreCode('EEXIST'));
      const pids = (await readFile(path.join(dir, 'cgroup.procs'), 'utf8')).split('\n').filter(Boolean);
      for (const pid of pids) await writeFile(path.join(leaf, 'cgroup.procs'), pid).catch(ignoreCode('ESRCH'));
      await writeFile(path.join(dir, 'cgroup.subtree_control'), V2_CONTROLLERS.map((c) => `+${c}`).join(' '));
    }
  } catch (err) {
    return `cannot use cgroup v2 at ${dir}: ${(err as Error).message} (the group must be delegated to this user)`;
  }
  return { version: 2, parent: dir };
}

export async function createSandboxCgroups(host: CgroupHost, limits: SandboxGroupLimits): Promise<SandboxCgroups> {
  const name = `${PREFIX}${process.pid}-${++sequence}`;
  const memory = String(limits.memoryBytes + SANDBOX_MEMORY_BYTES);
  const quota = String(Math.round(limits.cpus * CPU_PERIOD_US));
  if (host.version === 2) {
    const dir = path.join(host.parent, name);
    const remove = () => removeGroup(dir);
    try {
      await mkdir(dir);
      await writeFile(path.join(dir, 'memory.max'), memory);
      await writeIfPresent(path.join(dir, 'memory.swap.max'), '0'); // absent without swap accounting
      await writeFile(path.join(dir, 'pids.max'), String(limits.processes + SANDBOX_TASKS));
      await writeFile(path.join(dir, 'cpu.max'), `${quota} ${CPU_PERIOD_US}`);
    } catch (err) {
      await remove();
      throw err;
    }
    return {
      mounts: [{ source: dir, target: CGROUP_MOUNT }],
      oomCounter: { file: `${CGROUP_MOUNT}/memory.events`, key: 'oom_kill' },
      pidsCounter: { file: `${CGROUP_MOUNT}/pids.events`, key: 'max' },
      procsFiles: [path.join(dir, 'cgroup.procs')],
      oomKills: () => counter(path.join(dir, 'memory.events'), 'oom_kill'),
      remove,
    };
  }

  const dirs = {
    memory: path.join(host.memory, name),
    pids: path.join(host.pids, name),
    ...(host.cpu ? { cpu: path.join(host.cpu, name) } : {}),
  };
  const remove = async () => {
    await Promise.all(Object.values(dirs).map(removeGroup));
  };
  try {
    for (const dir of Object.values(dirs)) await mkdir(dir);
    await writeFile(path.join(dirs.memory, 'memory.limit_in_bytes'), memory);
    // Also caps swap, where swap accounting is on (the file is absent otherwise).
    await writeIfPresent(path.join(dirs.memory, 'memory.memsw.limit_in_bytes'), memory);
    await writeFile(path.join(dirs.pids, 'pids.max'), String(limits.processes + SANDBOX_TASKS));
    if (dirs.cpu) {
      await writeFile(path.join(dirs.cpu, 'cpu.cfs_period_us'), String(CPU_PERIOD_US));
      await writeFile(path.join(dirs.cpu, 'cpu.cfs_quota_us'), quota);
    }
  } catch (err) {
    await remove();
    throw err;
  }
  return {
    mounts: [
      { source: dirs.memory, target: `${CGROUP_MOUNT}/memory` },
      { source: dirs.pids, target: `${CGROUP_MOUNT}/pids` },
    ],
    oomCounter: { file: `${CGROUP_MOUNT}/memory/memory.oom_control`, key: 'oom_kill' },
    pidsCounter: { file: `${CGROUP_MOUNT}/pids/pids.events`, key: 'max' },
    procsFiles: Object.values(dirs).map((dir) => path.join(dir, 'cgroup.procs')),
    oomKills: () => counter(path.join(dirs.memory, 'memory.oom_control'), 'oom_kill'),
    remove,
  };
}

/** Removes groups left behind by processes that have died (their sandboxes died with them). */
export async function removeStaleCgroups(host: CgroupHost): Promise<void> {
  const parents = host.version === 2 ? [host.parent] : [host.memory, host.pids, ...(host.cpu ? [host.cpu] : [])];
  for (const parent of parents) {
    const entries = await readdir(parent).catch(() => [] as string[]);
    for (const entry of entries) {
      const owner = new RegExp(`^${PREFIX}(\\d+)-\\d+$`).exec(entry)?.[1];
      if (owner && !isAlive(Number(owner))) await removeGroup(path.join(parent, entry));
    }
  }
}

/** cgroup files cannot be created: an optional one is written only where the kernel offers it. */
async function writeIfPresent(file: string, value: string): Promise<void> {
  const present = await access(file).then(
    () => true,
    () => false,
  );
  if (present) await writeFile(file, value);
}

async function counter(file: string, key: string): Promise<number> {
  const text = await readFile(file, 'utf8');
  return Number(new RegExp(`^${key} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
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
