import { lstatSync, readlinkSync } from 'node:fs';

/** nobody/nogroup, inside the sandbox and (when we are root) outside it too. */
export const SANDBOX_UID = 65534;
export const SANDBOX_GID = 65534;

/** The only environment the sandbox sees: none of ours gets in. */
export const SANDBOX_ENV: Readonly<Record<string, string>> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/tmp',
  LANG: 'C.UTF-8',
};

/** Where the program is placed, read-only. */
export const PROGRAM_DIR = '/box';
/** Where the warm Node.js runner's files are placed, read-only (languages that have one), and its entry. */
export const RUNNER_DIR = '/sandbox/node-runner';
export const RUNNER_PATH = `${RUNNER_DIR}/main.js`;
/** Where a forking language's warm runner is placed, read-only (fork-runner/). */
export const FORK_RUNNER_DIR = '/sandbox/fork-runner';
/** Where the warm Java runner's classes are placed, read-only (jvm-runner/). */
export const JVM_RUNNER_DIR = '/sandbox/jvm-runner';

const TMP_BYTES = 64 * 1024 * 1024;

export interface BwrapLayout {
  /** The files the sandbox is given (programs, the runner), each read by bwrap from an fd of its own, and where they are placed. */
  files: readonly { fd: number; path: string; executable?: boolean }[];
  /** Host directories the runtime reads besides /usr (its configuration in /etc), read-only where they exist. */
  binds?: readonly string[];
  /** The compiled seccomp filter, read by bwrap from this fd of its own (seccomp.ts). */
  seccompFd?: number;
  /** Read-only views of the sandbox's own cgroups, for the driver's per-case counters. */
  cgroupMounts?: readonly { source: string; target: string }[];
}

/** bwrap's options, up to (not including) the command it runs as the sandbox's PID 1. */
export function bwrapOptions(layout: BwrapLayout): string[] {
  const args = [
    // Every namespace, network included: the sandbox only has its own loopback.
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--uid',
    String(SANDBOX_UID),
    '--gid',
    String(SANDBOX_GID),
    '--hostname',
    'sandbox',
    '--die-with-parent',
    '--new-session',
    // The driver is PID 1: nothing in the sandbox can signal it, and it reaps every orphan.
    '--as-pid-1',
    '--clearenv',
    ...Object.entries(SANDBOX_ENV).flatMap(([name, value]) => ['--setenv', name, value]),
    '--ro-bind',
    '/usr',
    '/usr',
    ...rootLinks(),
    '--ro-bind-try',
    '/etc/alternatives',
    '/etc/alternatives',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(TMP_BYTES),
    '--tmpfs',
    '/tmp',
  ];
  for (const dir of layout.binds ?? []) args.push('--ro-bind-try', dir, dir);
  for (const file of layout.files)
    args.push('--perms', file.executable ? '0555' : '0444', '--ro-bind-data', String(file.fd), file.path);
  for (const mount of layout.cgroupMounts ?? []) args.push('--ro-bind', mount.source, mount.target);
  if (layout.seccompFd !== undefined) args.push('--seccomp', String(layout.seccompFd));
  // Writable from here on: /tmp only (/dev's device nodes stay usable, /dev/shm does not).
  args.push('--remount-ro', '/dev', '--remount-ro', '/', '--chdir', '/tmp');
  return args;
}

let links: string[] | undefined;

/** /bin, /lib, ... as on this host: symlinks into /usr (merged /usr), or read-only binds. */
function rootLinks(): string[] {
  links ??= ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'].flatMap((dir) => {
    try {
      const stat = lstatSync(dir);
      if (stat.isSymbolicLink()) return ['--symlink', readlinkSync(dir), dir];
      if (stat.isDirectory()) return ['--ro-bind', dir, dir];
    } catch {
      // absent on this host
    }
    return [];
  });
  return links;
}
