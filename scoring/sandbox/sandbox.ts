import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { runBatch, SANDBOX_CPUS, type BatchSpec } from './batch';
import { createSandboxCgroups, findCgroupHost, removeStaleCgroups, type CgroupHost } from './cgroup';
import { getLanguage } from './languages';
import { createLimiter } from './limiter';
import { resolveLimits, type Limits } from './limits';
import { seccompFilter } from './seccomp';
import type { CaseResult, MemoryEnforcement, RunRequest, SandboxCase, SandboxRun } from './types';
import { judge, judgeLostCase, notRun } from './verdict';

export interface SandboxOptions {
  /** Default /usr/bin/bwrap. Where it is missing or unusable, nothing is ever executed. */
  bwrapPath?: string;
  limits?: Partial<Limits>;
  /** Sandboxes running at once (further runs wait). Default: the number of CPUs. */
  maxParallel?: number;
  /**
   * 'cgroup' (default): memory, tasks and CPU held by cgroup v2 or v1, and the seccomp filter, or
   * nothing runs. 'auto': the same where possible, else per-process rlimits only (weak: for
   * development, SANDBOX_ALLOW_WEAK_LIMITS=true). 'rlimit': rlimits only.
   */
  memoryEnforcement?: 'auto' | MemoryEnforcement;
  /** Where sandbox cgroups can be made, or why not (default: this process's own, findCgroupHost). */
  findCgroups?: () => Promise<CgroupHost | string>;
}

export interface Sandbox {
  run(request: RunRequest): Promise<SandboxRun>;
  /** Whether runs can execute code here (bubblewrap present and working, with the limits required). */
  available(): Promise<boolean>;
  /** Why nothing can run here, or null when runs can. */
  unavailableReason(): Promise<string | null>;
}

type Readiness = { ok: true; cgroups: CgroupHost | null; seccomp: Buffer | null } | { ok: false; reason: string };

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const bwrapPath = options.bwrapPath ?? '/usr/bin/bwrap';
  const limits = resolveLimits(options.limits);
  const limit = createLimiter(Math.max(1, options.maxParallel ?? availableParallelism()));
  // Checked once when it works; again on every call while it doesn't (bwrap may get installed).
  let readiness: Promise<Readiness> | undefined;
  const ready = async () => {
    readiness ??= checkReadiness(bwrapPath, options.memoryEnforcement ?? 'cgroup', limits, options.findCgroups ?? findCgroupHost);
    const state = await readiness;
    if (!state.ok) readiness = undefined;
    return state;
  };

  async function run(request: RunRequest): Promise<SandboxRun> {
    const language = getLanguage(request.language);
    if (!language) return { available: false, reason: `"${request.language}" is not an executable language` };
    const state = await ready();
    if (!state.ok) return { available: false, reason: state.reason };

    const started = performance.now();
    const runLimits = resolveLimits(limits, request.limits);
    const memoryEnforcement: MemoryEnforcement = state.cgroups ? 'cgroup' : 'rlimit';
    const finish = (cases: CaseResult[], sandboxes: number): SandboxRun => ({
      available: true,
      cases,
      cpuMs: cases.reduce((sum, c) => sum + c.cpuMs, 0),
      wallMs: performance.now() - started,
      sandboxes,
      limits: runLimits,
      memoryEnforcement,
    });

    let code = request.code;
    if (language.transform) {
      const transformed = await language.transform(code);
      if (!transformed.ok) return finish(request.cases.map(() => notRun('compile_error', transformed.message)), 0);
      code = transformed.code;
    }

    return limit(async () => {
      const results: CaseResult[] = [];
      let sandboxes = 0;
      // Normally one sandbox for all the cases; a new one for the rest whenever one ends early.
      while (results.length < request.cases.length) {
        const batchCases = nextBatch(request.cases, results.length);
        const batch = await runBatch({
          bwrapPath,
          program: { fileName: language.fileName, content: code },
          command: language.command,
          inputs: batchCases.map((c) => c.input),
          limits: runLimits,
          cgroups: state.cgroups,
          addressSpaceBytes: runLimits.memoryBytes + language.addressSpaceOverheadBytes,
          seccomp: state.seccomp,
        });
        sandboxes++;
        if (!batch.started) return { available: false, reason: batch.reason };
        batch.reports.forEach((report, i) => results.push(judge(report, batchCases[i].expected, runLimits, memoryEnforcement)));
        if ((batch.end === 'deadline' || batch.end === 'died') && results.length < request.cases.length) {
          results.push(judgeLostCase(batch.end, batch.unreportedOomKills, runLimits));
        }
      }
      return finish(results, sandboxes);
    });
  }

  return {
    run,
    available: async () => (await ready()).ok,
    unavailableReason: async () => {
      const state = await ready();
      return state.ok ? null : state.reason;
    },
  };
}

/** The driver holds a batch's inputs in memory, which its cgroup counts: keep that small. */
const BATCH_INPUT_BYTES = 4 * 1024 * 1024;

/** The cases from `from` on that one sandbox takes: at least one, up to BATCH_INPUT_BYTES of input. */
function nextBatch(cases: SandboxCase[], from: number): SandboxCase[] {
  let end = from;
  let bytes = 0;
  while (end < cases.length) {
    bytes += Buffer.byteLength(cases[end].input);
    if (end > from && bytes > BATCH_INPUT_BYTES) break;
    end++;
  }
  return cases.slice(from, end);
}

/** bubblewrap is there and a trivial program runs in the sandbox, with the limits the enforcement asks for. */
async function checkReadiness(
  bwrapPath: string,
  enforcement: 'auto' | MemoryEnforcement,
  limits: Limits,
  findCgroups: () => Promise<CgroupHost | string>,
): Promise<Readiness> {
  try {
    await access(bwrapPath, constants.X_OK);
  } catch {
    return { ok: false, reason: `bubblewrap not found at ${bwrapPath}: code execution is unavailable (install bubblewrap)` };
  }
  const weak = 'set SANDBOX_ALLOW_WEAK_LIMITS=true to run with per-process limits only, for development';
  const seccomp = seccompFilter();
  if (!seccomp && enforcement === 'cgroup') return { ok: false, reason: `no seccomp filter for the ${process.arch} architecture; ${weak}` };
  let cgroups: CgroupHost | null = null;
  if (enforcement !== 'rlimit') {
    const found = await usableCgroups(limits, findCgroups);
    if (typeof found === 'string' && enforcement === 'cgroup') return { ok: false, reason: `${found}; ${weak}` };
    if (typeof found !== 'string') cgroups = found;
  }
  const trial = await trialRun(bwrapPath, cgroups, seccomp, limits);
  if (trial === true) return { ok: true, cgroups, seccomp };
  if (cgroups && enforcement === 'auto' && (await trialRun(bwrapPath, null, seccomp, limits)) === true) return { ok: true, cgroups: null, seccomp };
  return { ok: false, reason: `bubblewrap at ${bwrapPath} is unusable: ${trial}` };
}

/** cgroups we can make sandbox groups in, or why not. */
async function usableCgroups(limits: Limits, findCgroups: () => Promise<CgroupHost | string>): Promise<CgroupHost | string> {
  const host = await findCgroups();
  if (typeof host === 'string') return host;
  try {
    await removeStaleCgroups(host);
    await (await createSandboxCgroups(host, { ...limits, cpus: SANDBOX_CPUS })).remove();
    return host;
  } catch (err) {
    return `cannot make cgroup v${host.version} groups for sandboxes: ${(err as Error).message}`;
  }
}

/** true, or why not. */
async function trialRun(bwrapPath: string, cgroups: CgroupHost | null, seccomp: Buffer | null, limits: Limits): Promise<true | string> {
  const spec: BatchSpec = {
    bwrapPath,
    program: { fileName: 'probe', content: '' },
    command: ['true'],
    inputs: [''],
    limits,
    cgroups,
    addressSpaceBytes: limits.memoryBytes,
    seccomp,
  };
  const batch = await runBatch(spec);
  if (!batch.started) return batch.reason;
  const report = batch.reports[0];
  if (report?.exitCode !== 0) return `a trial program failed: ${report?.stderr.toString() || batch.diagnostics || batch.end}`;
  return true;
}
