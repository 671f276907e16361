import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { runBatch, type BatchSpec } from './batch';
import { createSandboxCgroups, findCgroupParents, removeStaleCgroups, type CgroupParents } from './cgroup';
import { getLanguage } from './languages';
import { createLimiter } from './limiter';
import { resolveLimits, type Limits } from './limits';
import type { CaseResult, MemoryEnforcement, RunRequest, SandboxCase, SandboxRun } from './types';
import { judge, judgeLostCase, notRun } from './verdict';

export interface SandboxOptions {
  /** Default /usr/bin/bwrap. Where it is missing or unusable, nothing is ever executed. */
  bwrapPath?: string;
  limits?: Partial<Limits>;
  /** Sandboxes running at once (further runs wait). Default: the number of CPUs. */
  maxParallel?: number;
  /** 'auto' (default): cgroups where we may create them, else RLIMIT_AS. */
  memoryEnforcement?: 'auto' | MemoryEnforcement;
}

export interface Sandbox {
  run(request: RunRequest): Promise<SandboxRun>;
  /** Whether runs can execute code here (bubblewrap present and working). */
  available(): Promise<boolean>;
}

type Readiness = { ok: true; cgroups: CgroupParents | null } | { ok: false; reason: string };

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const bwrapPath = options.bwrapPath ?? '/usr/bin/bwrap';
  const limits = resolveLimits(options.limits);
  const limit = createLimiter(Math.max(1, options.maxParallel ?? availableParallelism()));
  // Checked once when it works; again on every call while it doesn't (bwrap may get installed).
  let readiness: Promise<Readiness> | undefined;
  const ready = async () => {
    readiness ??= checkReadiness(bwrapPath, options.memoryEnforcement ?? 'auto', limits);
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

/** bubblewrap is there and a trivial program runs in the sandbox, with cgroups if we can have them. */
async function checkReadiness(bwrapPath: string, enforcement: 'auto' | MemoryEnforcement, limits: Limits): Promise<Readiness> {
  try {
    await access(bwrapPath, constants.X_OK);
  } catch {
    return { ok: false, reason: `bubblewrap not found at ${bwrapPath}: code execution is unavailable` };
  }
  let cgroups: CgroupParents | null = null;
  if (enforcement !== 'rlimit') {
    cgroups = await usableCgroups(limits);
    if (!cgroups && enforcement === 'cgroup') return { ok: false, reason: 'cannot create cgroup v1 memory and pids groups' };
  }
  const trial = await trialRun(bwrapPath, cgroups, limits);
  if (trial === true) return { ok: true, cgroups };
  if (cgroups && enforcement === 'auto' && (await trialRun(bwrapPath, null, limits)) === true) return { ok: true, cgroups: null };
  return { ok: false, reason: `bubblewrap at ${bwrapPath} is unusable: ${trial}` };
}

async function usableCgroups(limits: Limits): Promise<CgroupParents | null> {
  const parents = await findCgroupParents();
  if (!parents) return null;
  try {
    await removeStaleCgroups(parents);
    await (await createSandboxCgroups(parents, limits)).remove();
    return parents;
  } catch {
    return null;
  }
}

/** true, or why not. */
async function trialRun(bwrapPath: string, cgroups: CgroupParents | null, limits: Limits): Promise<true | string> {
  const spec: BatchSpec = {
    bwrapPath,
    program: { fileName: 'probe', content: '' },
    command: ['true'],
    inputs: [''],
    limits,
    cgroups,
    addressSpaceBytes: limits.memoryBytes,
  };
  const batch = await runBatch(spec);
  if (!batch.started) return batch.reason;
  const report = batch.reports[0];
  if (report?.exitCode !== 0) return `a trial program failed: ${report?.stderr.toString() || batch.diagnostics || batch.end}`;
  return true;
}
