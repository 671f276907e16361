import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import type { SandboxEnforcement } from '../scoring/sandbox';
import { cgroupVersion } from '../scoring/sandbox/cgroup';
import { onPath } from './services/executable';

/**
 * `npm start` for a user who is not root: sandboxes need cgroup groups of their own, which such a
 * user can make only in a group delegated to them. On a cgroup v2 host with a systemd user
 * session, `systemd-run --user --scope -p Delegate=yes` gives one (as rootless container tools get
 * theirs): `npm start` runs itself again inside it. Elsewhere it stays where it is, and its sandboxes
 * hold per-process limits only when it cannot make groups there either.
 */

/** Set on the `npm start` that runs inside the scope it asked systemd for. */
export const IN_SCOPE_VARIABLE = 'ASSESSMENTS_IN_SYSTEMD_SCOPE';

const SCOPE_OPTIONS = ['--user', '--scope', '--property=Delegate=yes', '--quiet', '--collect'];

export interface ScopeFacts {
  /** The cgroup version sandboxes would use here (v1 where its hierarchies are mounted). */
  cgroupVersion: 1 | 2 | null;
  /** This process is the one started in the scope. */
  inScope: boolean;
  /** systemd-run, where on PATH. */
  systemdRun: string | undefined;
  /** A systemd user manager can be reached (its bus or private socket). */
  userBus: boolean;
}

/** Where this process runs, as far as its sandboxes' cgroups go. */
export type ScopeOutcome = { inScope: true } | { whyNot: string };
export type ScopeChoice = { systemdRun: string } | ScopeOutcome;

/** Whether to ask systemd for a delegated scope to run in, or why not. */
export function chooseScope(facts: ScopeFacts): ScopeChoice {
  if (facts.inScope) return { inScope: true };
  if (facts.cgroupVersion === 1) return { whyNot: 'the host has cgroup v1' };
  if (facts.cgroupVersion === null) return { whyNot: 'no cgroups mounted' };
  if (!facts.systemdRun) return { whyNot: 'systemd-run not installed' };
  if (!facts.userBus) return { whyNot: 'no systemd user session ($XDG_RUNTIME_DIR/bus)' };
  return { systemdRun: facts.systemdRun };
}

/** What systemd-run --user connects to: the session bus, or the user manager's private socket. */
export function userBusReachable(env: NodeJS.ProcessEnv): boolean {
  if (env.DBUS_SESSION_BUS_ADDRESS) return true;
  const runtime = env.XDG_RUNTIME_DIR;
  return Boolean(runtime && ['bus', 'systemd/private'].some((file) => existsSync(path.join(runtime, file))));
}

async function scopeFacts(env: NodeJS.ProcessEnv = process.env): Promise<ScopeFacts> {
  return {
    cgroupVersion: await cgroupVersion(),
    inScope: env[IN_SCOPE_VARIABLE] === '1',
    systemdRun: onPath('systemd-run', env.PATH),
    userBus: userBusReachable(env),
  };
}

/** Asks for a throwaway scope (running `true`): true where one can be had, or why not. */
export function trySystemdScope(systemdRun: string): true | string {
  const probe = spawnSync(systemdRun, [...SCOPE_OPTIONS, '--', 'true'], { encoding: 'utf8', timeout: 10_000 });
  if (probe.status === 0) return true;
  const said = (probe.stderr ?? '').trim().split('\n')[0] || probe.error?.message || `exit status ${probe.status}`;
  return `systemd-run --user failed: ${said}`;
}

/**
 * Runs `command` in a new delegated systemd user scope, in the foreground; resolves with its exit
 * status. Ctrl-C reaches both processes (the terminal signals its whole foreground group), and only
 * the command acts on it; a SIGTERM or SIGHUP sent to this process alone is passed on.
 */
export function runInScope(systemdRun: string, command: string[]): Promise<number> {
  // Handlers first: a signal that comes as soon as the command has started must find them.
  const started: { child?: ChildProcess } = {};
  const forward = (signal: NodeJS.Signals) => started.child?.kill(signal);
  const handlers: [NodeJS.Signals, (signal: NodeJS.Signals) => void][] = [
    ['SIGINT', () => undefined],
    ['SIGTERM', forward],
    ['SIGHUP', forward],
  ];
  for (const [signal, handler] of handlers) process.on(signal, handler);
  const child = spawn(systemdRun, [...SCOPE_OPTIONS, '--', ...command], {
    stdio: 'inherit',
    env: { ...process.env, [IN_SCOPE_VARIABLE]: '1' },
  });
  started.child = child;
  return new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  }).finally(() => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  });
}

/**
 * Where a delegated scope can be had, runs `command` in it and resolves with its exit status (the
 * caller then ends with it); else resolves with where this process runs.
 */
export async function runInDelegatedScope(command: string[]): Promise<{ exitStatus: number } | ScopeOutcome> {
  const choice = chooseScope(await scopeFacts());
  if (!('systemdRun' in choice)) return choice;
  const tried = trySystemdScope(choice.systemdRun);
  if (tried !== true) return { whyNot: tried };
  return { exitStatus: await runInScope(choice.systemdRun, command) };
}

/** The one line `npm start` prints about what holds its sandboxes. */
export function sandboxLine(
  enforcement: Extract<SandboxEnforcement, { available: true }>,
  scope: ScopeOutcome,
): string {
  const seccomp = enforcement.seccomp ? '' : `, without a seccomp filter (none for ${process.arch})`;
  if (enforcement.cgroupVersion !== null) {
    const where = 'inScope' in scope ? ', in a delegated systemd user scope' : '';
    return `cgroup v${enforcement.cgroupVersion} limits (memory, tasks, one CPU per sandbox)${where}${seccomp}`;
  }
  const scopeNote =
    'inScope' in scope ? 'even in a delegated systemd user scope' : `no systemd user scope: ${scope.whyNot}`;
  const why = `${enforcement.whyNoCgroups}; ${scopeNote}`;
  return (
    `per-process limits only${seccomp}: enough to try the service, not to score real candidates ` +
    `(no cgroup limits: ${why}; see scoring/sandbox/README.md)`
  );
}
