import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bwrapOptions, PROGRAM_DIR, RUNNER_PATH, SANDBOX_ENV, SANDBOX_GID, SANDBOX_UID } from './bwrap';
import { createSandboxCgroups, type CgroupHost, type SandboxCgroups } from './cgroup';
import type { WarmRuntime } from './languages';
import type { Limits } from './limits';
import { createSpawner } from './spawner';
import { warmStart, type WarmStart } from './warm-start';

/** One sandbox, one or more programs of one language, several inputs: the driver runs a program once per input. */
export interface BatchSpec {
  bwrapPath: string;
  /** The programs, each placed read-only at /box/<n>/<fileName> (n from 1); a compiled one executable. */
  programs: { fileName: string; content: string | Buffer; executable?: boolean }[];
  /** A program's command line inside the sandbox; '{file}' stands for its path. */
  command: readonly string[];
  /** Each input with the index of the program that reads it. */
  inputs: { program: number; input: string }[];
  limits: Limits;
  /** Memory, tasks and CPU are held by cgroups when given; else memory by RLIMIT_AS of this size. */
  cgroups: CgroupHost | null;
  addressSpaceBytes: number;
  /** The compiled seccomp filter (seccomp.ts), or null to run without one. */
  seccomp: Buffer | null;
  /** Host directories the runtime reads besides /usr, bound read-only (the language's `binds`). */
  binds?: readonly string[];
  /** Start the runtime once for all the inputs (driver.py); null: a fresh process per input. */
  warm: WarmRuntime | null;
  /** With `warm: 'fork'` or `'jvm'`: the language's runner (fork-runner/, jvm-runner/) and its command line. */
  runner?: { file: string; command: readonly string[] };
  /** Aborted: the sandbox is killed at once (the batch then ends as it would at a deadline). */
  signal?: AbortSignal;
}

/** What the driver measured for one case. */
export interface CaseReport {
  exitCode: number | null;
  signal: number | null;
  cpuMs: number;
  wallMs: number;
  maxRssKiB: number;
  timedOut: boolean;
  outputExceeded: boolean;
  oomKills: number;
  pidsLimitHits: number;
  /** Highest task count seen (sampled; only without a pids cgroup). */
  peakTasks: number;
  stdout: Buffer;
  stderr: Buffer;
  /** Run by a warm runtime (a fork, or a V8 context), rather than a fresh process. */
  warm: boolean;
  /** false: the warm runner's report may not be the whole story (see driver.py); run it again cold. */
  sure: boolean;
}

/**
 * How the sandbox ended, seen from the first input without a report:
 * finished: every input has one; restart: the driver wants a fresh sandbox for the next one;
 * deadline: we killed the sandbox during the next one; died: it ended during the next one.
 */
export type BatchEnd = 'finished' | 'restart' | 'deadline' | 'died';

export type BatchResult =
  | { started: false; reason: string }
  | { started: true; reports: CaseReport[]; end: BatchEnd; unreportedOomKills: number; diagnostics: string };

/** Slack on top of the driver's own per-case wall clock before we kill the whole sandbox. */
const CASE_GRACE_MS = 3000;
const STARTUP_MS = 15_000;
const STDERR_BYTES = 4096;
const DIAGNOSTICS_BYTES = 16 * 1024;
const FILE_BYTES = 64 * 1024 * 1024;
/** With a pids cgroup, RLIMIT_NPROC is only a backstop: the cgroup must be the one that refuses. */
const NPROC_BACKSTOP = 16;
/** Open files per process: enough for a runtime (Node.js uses about 20), too few to exhaust anything. */
const OPEN_FILES = 64;
/**
 * CPUs one sandbox may use at once: a program burning every thread it can start gets one core's
 * worth of time, so sandboxes running side by side (other candidates) keep theirs.
 */
export const SANDBOX_CPUS = 1;
const SECCOMP_FD = 3;
const GO_FD = 4;
/** The files bwrap places in the sandbox (the runner's, the programs) are read from fds from here on. */
const FIRST_FILE_FD = 5;
/** Waits until we have moved it into the sandbox's cgroups, then becomes bwrap: all of bwrap's tasks start inside. */
const WAIT_FOR_CGROUPS = `read -r go <&${GO_FD} && exec ${GO_FD}<&- && exec "$@"`;

let driverSource: string | undefined;
/** Sandboxes start from a small process of their own (spawner.ts), not from this large one. */
const spawnSandbox = createSpawner();
export async function runBatch(spec: BatchSpec): Promise<BatchResult> {
  // As root, the sandbox runs as nobody outside too: its user namespace then maps to nobody, not
  // to root, and RLIMIT_NPROC (never enforced for root) holds.
  const asNobody = process.getuid?.() === 0;
  let cgroups: SandboxCgroups | null = null;
  if (spec.cgroups) {
    try {
      cgroups = await createSandboxCgroups(spec.cgroups, { ...spec.limits, cpus: SANDBOX_CPUS });
    } catch (err) {
      return { started: false, reason: `cannot create the sandbox's cgroups: ${(err as Error).message}` };
    }
  }
  try {
    return await runSandbox(spec, await warmStart(spec), cgroups, asNobody);
  } finally {
    await cgroups?.remove().catch(() => {}); // an empty group left behind is harmless
  }
}

export const programPath = (index: number, fileName: string): string =>
  path.posix.join(PROGRAM_DIR, String(index + 1), fileName);

async function runSandbox(
  spec: BatchSpec,
  warm: WarmStart | null,
  cgroups: SandboxCgroups | null,
  asNobody: boolean,
): Promise<BatchResult> {
  const paths = spec.programs.map((program, i) => programPath(i, program.fileName));
  const files: { path: string; content: string | Buffer; executable?: boolean }[] = [
    ...(warm?.files ?? []),
    ...spec.programs.map((program, i) => ({
      path: paths[i],
      content: program.content,
      executable: program.executable ?? false,
    })),
  ];
  const bwrapArgs = [
    ...bwrapOptions({
      files: files.map((file, i) => ({
        fd: FIRST_FILE_FD + i,
        path: file.path,
        executable: file.executable ?? false,
      })),
      binds: spec.binds,
      ...(spec.seccomp ? { seccompFd: SECCOMP_FD } : {}),
      ...(cgroups ? { cgroupMounts: cgroups.mounts } : {}),
    }),
    'python3',
    '-I',
    '-S',
    '-c',
    (driverSource ??= readFileSync(path.join(__dirname, 'driver.py'), 'utf8')),
    ...driverOptions(spec, cgroups),
    ...paths.flatMap((file) => ['--program', file]),
    ...(warm ? ['--warm', spec.warm!] : []),
    ...(spec.warm === 'node' ? ['--runner', RUNNER_PATH] : []),
    ...(warm?.server.flatMap((arg) => ['--server', arg]) ?? []),
    '--',
    ...spec.command,
  ];
  const [file, args] = cgroups
    ? ['/bin/sh', ['-c', WAIT_FOR_CGROUPS, 'sh', spec.bwrapPath, ...bwrapArgs]]
    : [spec.bwrapPath, bwrapArgs];

  const child = spawnSandbox({
    file,
    args,
    fds: FIRST_FILE_FD + files.length,
    writes: [
      [0, encodeInputs(spec.inputs)],
      [SECCOMP_FD, spec.seccomp ?? ''],
      ...files.map((f, i) => [FIRST_FILE_FD + i, f.content] as const),
      ...(cgroups ? [] : [[GO_FD, ''] as const]),
    ],
    ...(asNobody ? { uid: SANDBOX_UID, gid: SANDBOX_GID } : {}),
  });
  const reports: CaseReport[] = [];
  let started = false;
  let restart = false;
  let killed = false;
  let diagnostics = '';
  /** The line being read, in pieces: a compiled program's line is megabytes long, read 64 KiB at a time. */
  let pending: string[] = [];

  let timer: NodeJS.Timeout | undefined;
  const kill = () => {
    killed = true;
    child.kill();
  };
  const arm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(kill, ms);
  };
  arm(STARTUP_MS);
  spec.signal?.addEventListener('abort', kill, { once: true });
  if (spec.signal?.aborted) kill();

  const onLine = (line: string) => {
    if (line === 'ready') started = true;
    else if (line === 'restart') restart = true;
    else if (line.startsWith('case ')) reports.push(parseReport(line));
    else return;
    arm(spec.limits.wallMs + CASE_GRACE_MS);
  };
  child.onStdout((chunk) => {
    let from = 0;
    let eol: number;
    while ((eol = chunk.indexOf('\n', from)) >= 0) {
      pending.push(chunk.slice(from, eol));
      onLine(pending.join(''));
      pending = [];
      from = eol + 1;
    }
    if (from < chunk.length) pending.push(chunk.slice(from));
  });
  child.onStderr((chunk) => {
    if (diagnostics.length < DIAGNOSTICS_BYTES) diagnostics += chunk.slice(0, DIAGNOSTICS_BYTES - diagnostics.length);
  });
  if (cgroups) {
    // The shell waits for this before it becomes bwrap, so nothing of the sandbox starts outside its groups.
    void child.started.then(async (pid) => {
      if (pid === undefined) return;
      try {
        await Promise.all(cgroups.procsFiles.map((procs) => writeFile(procs, String(pid))));
        child.end(GO_FD, 'go\n');
      } catch (err) {
        diagnostics += `cannot move the sandbox into its cgroups: ${(err as Error).message}\n`;
        kill();
      }
    });
  }

  const { code, signal, error } = await child.closed;
  clearTimeout(timer);
  spec.signal?.removeEventListener('abort', kill);
  // A sandbox lost with its spawner is our failure, not the program's: no case is judged by it.
  if (!started || error) {
    const why = error ?? (diagnostics.trim() || `exit ${code ?? signal}`);
    return { started: false, reason: `the sandbox ${started ? 'was lost' : 'did not start'}: ${why}` };
  }
  const end: BatchEnd =
    reports.length === spec.inputs.length ? 'finished' : restart ? 'restart' : killed ? 'deadline' : 'died';
  let unreportedOomKills = 0;
  if (cgroups && (end === 'deadline' || end === 'died')) {
    const reported = reports.reduce((sum, r) => sum + r.oomKills, 0);
    unreportedOomKills = Math.max(0, (await cgroups.oomKills().catch(() => reported)) - reported);
  }
  return { started: true, reports, end, unreportedOomKills, diagnostics };
}

function driverOptions(spec: BatchSpec, cgroups: SandboxCgroups | null): string[] {
  const { limits } = spec;
  const withCgroups = cgroups !== null;
  const cpuSeconds = Math.ceil(limits.cpuMs / 1000);
  // The driver itself counts against RLIMIT_NPROC (same uid, same user namespace).
  const nproc = limits.processes + 1 + (withCgroups ? NPROC_BACKSTOP : 0);
  const rlimits: [string, number, number][] = [
    ['CPU', cpuSeconds, cpuSeconds + 1],
    ['NPROC', nproc, nproc],
    ['FSIZE', FILE_BYTES, FILE_BYTES],
    ['CORE', 0, 0],
    ['MSGQUEUE', 0, 0],
    ['NOFILE', OPEN_FILES, OPEN_FILES],
  ];
  if (!withCgroups) rlimits.push(['AS', spec.addressSpaceBytes, spec.addressSpaceBytes]);
  const args = [
    '--wall-ms',
    String(limits.wallMs),
    '--cpu-ms',
    String(limits.cpuMs),
    '--output-bytes',
    String(limits.outputBytes),
    '--stderr-bytes',
    String(STDERR_BYTES),
    '--cwd',
    '/tmp',
    ...rlimits.flatMap(([name, soft, hard]) => ['--rlimit', `${name}:${soft}:${hard}`]),
    ...Object.entries(SANDBOX_ENV).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
  ];
  if (cgroups) {
    args.push('--oom-counter', cgroups.oomCounter.file);
    args.push('--pids-counter', cgroups.pidsCounter.file);
  } else {
    args.push('--sample-tasks');
  }
  return args;
}

function encodeInputs(inputs: BatchSpec['inputs']): Buffer {
  return Buffer.concat(
    inputs.flatMap(({ program, input }) => {
      const bytes = Buffer.from(input, 'utf8');
      return [Buffer.from(`${program} ${bytes.length}\n`), bytes];
    }),
  );
}

function parseReport(line: string): CaseReport {
  const fields = new Map(
    line
      .split(' ')
      .slice(2)
      .map((field) => {
        const eq = field.indexOf('=');
        return [field.slice(0, eq), field.slice(eq + 1)] as const;
      }),
  );
  const num = (key: string) => Number(fields.get(key));
  const optional = (key: string) => (fields.get(key) === '-' ? null : num(key));
  return {
    exitCode: optional('exit'),
    signal: optional('signal'),
    cpuMs: num('cpu_ms'),
    wallMs: num('wall_ms'),
    maxRssKiB: num('max_rss_kib'),
    timedOut: fields.get('timed_out') === '1',
    outputExceeded: fields.get('output_exceeded') === '1',
    oomKills: num('oom_kills'),
    pidsLimitHits: num('pids_limit_hits'),
    peakTasks: num('peak_tasks'),
    stdout: Buffer.from(fields.get('stdout') ?? '', 'base64'),
    stderr: Buffer.from(fields.get('stderr') ?? '', 'base64'),
    warm: fields.get('mode') === 'warm',
    sure: fields.get('sure') !== '0',
  };
}
