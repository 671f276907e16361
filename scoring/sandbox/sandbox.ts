import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { runBatch, SANDBOX_CPUS, type BatchSpec } from './batch';
import { createSandboxCgroups, findCgroupHost, removeStaleCgroups, type CgroupHost } from './cgroup';
import { CompileCache, compileInSandbox, sharedCompileCache } from './compile';
import { getLanguage, toolchainInstalled, type LanguageSpec, type WarmRuntime } from './languages';
import { createLimiter } from './limiter';
import { resolveLimits, type Limits } from './limits';
import { seccompFilter } from './seccomp';
import type { CaseResult, MemoryEnforcement, RunRequest, SandboxCase, SandboxEnforcement, SandboxRun } from './types';
import { judge, judgeLostCase, notRun } from './verdict';
import { warmPassDoubt, warmWrongAnswerDoubt } from './warm-doubts';

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
  /** Start a language's runtime once per sandbox where it can (default true); false: a fresh process per case. */
  warm?: boolean;
  /** Compiled programs kept for reuse (default: the one this process's sandboxes share). */
  compileCache?: CompileCache;
}

/** An aborted signal kills the run's sandboxes (every process in them) and rejects with its reason. */
export interface RunOptions {
  signal?: AbortSignal;
  /**
   * Whose run it is (a company): runs of tenants take turns for the sandbox's slots (limiter.ts), so
   * that one tenant's many runs never keep another's waiting for more than one of each.
   */
  tenant?: string;
}

export interface Sandbox {
  /** How many sandboxes run at once (maxParallel); further runs wait for a turn. */
  readonly concurrency: number;
  run(request: RunRequest, options?: RunOptions): Promise<SandboxRun>;
  /** Several programs of one candidate, run together where they can share sandboxes (see createSandbox). */
  runAll(requests: RunRequest[], options?: RunOptions): Promise<SandboxRun[]>;
  /** Whether runs can execute code here (bubblewrap present and working, with the limits required). */
  available(): Promise<boolean>;
  /** Why nothing can run here, or null when runs can. */
  unavailableReason(): Promise<string | null>;
  /** What runs are held by here: cgroups (which version), or per-process limits only and why. */
  enforcement(): Promise<SandboxEnforcement>;
}

type Readiness =
  | { ok: true; cgroups: CgroupHost; seccomp: Buffer | null }
  | { ok: true; cgroups: null; whyNoCgroups: string; seccomp: Buffer | null }
  | { ok: false; reason: string };

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const bwrapPath = options.bwrapPath ?? '/usr/bin/bwrap';
  const limits = resolveLimits(options.limits);
  const concurrency = Math.max(1, options.maxParallel ?? availableParallelism());
  const limit = createLimiter(concurrency);
  const compileCache = options.compileCache ?? sharedCompileCache;
  // Checked once when it works; again on every call while it doesn't (bwrap may get installed).
  let readiness: Promise<Readiness> | undefined;
  const ready = async () => {
    readiness ??= checkReadiness(
      bwrapPath,
      options.memoryEnforcement ?? 'cgroup',
      limits,
      options.findCgroups ?? findCgroupHost,
    );
    const state = await readiness;
    if (!state.ok) readiness = undefined;
    return state;
  };

  /**
   * One candidate's programs: those of one language (and the same limits) share a sandbox, each
   * case still in a fresh state. Never give it programs of different candidates.
   */
  async function runAll(requests: RunRequest[], { signal, tenant }: RunOptions = {}): Promise<SandboxRun[]> {
    const runs: SandboxRun[] = new Array(requests.length);
    const groups = new Map<string, Program[]>();
    let state: Readiness | undefined;
    await Promise.all(
      requests.map(async (request, index) => {
        const language = getLanguage(request.language);
        if (!language)
          return void (runs[index] = {
            available: false,
            reason: `"${request.language}" is not an executable language`,
          });
        state ??= await ready();
        if (!state.ok) return void (runs[index] = { available: false, reason: state.reason });
        if (!toolchainInstalled(language))
          return void (runs[index] = {
            available: false,
            reason: `${language.name} is not installed on this worker (npm run setup:languages installs it)`,
          });
        const runLimits = resolveLimits(limits, request.limits);
        const compileError = (message: string) =>
          (runs[index] = finished(
            request.cases.map(() => notRun('compile_error', message)),
            0,
            0,
            runLimits,
            state!,
          ));
        let program: Pick<Program, 'content' | 'fileName' | 'executable'> = {
          content: request.code,
          fileName: language.fileName,
          executable: false,
        };
        if (language.transform) {
          const transformed = await language.transform(request.code);
          if (!transformed.ok) return void compileError(transformed.message);
          program.content = transformed.code;
        }
        if (language.compile) {
          const compile = language.compile;
          const ok = state;
          const compiled = await compileCache.get(CompileCache.key(language, request.code), () =>
            limit(
              () => compileInSandbox({ ...language, compile }, request.code, { bwrapPath, ...ok, signal }),
              signal,
              tenant,
            ),
          );
          if ('unavailable' in compiled) return void (runs[index] = { available: false, reason: compiled.unavailable });
          if (!compiled.ok) return void compileError(compiled.message);
          if (compiled.artefact) program = { content: compiled.artefact, fileName: compile.artefact, executable: true };
        }
        const args = request.args ?? [];
        const keepOutput = request.keepOutput ?? false;
        const key = JSON.stringify([language.id, runLimits, args, keepOutput]);
        groups.set(key, [
          ...(groups.get(key) ?? []),
          {
            index,
            language,
            code: request.code,
            ...program,
            limits: runLimits,
            cases: request.cases,
            args,
            keepOutput,
          },
        ]);
      }),
    );
    await Promise.all(
      [...groups.values()].map(async (programs) => {
        const ok = state as Extract<Readiness, { ok: true }>;
        const result = await limit(() => runPrograms(programs, ok, signal), signal, tenant);
        programs.forEach(
          (program, i) =>
            (runs[program.index] = 'reason' in result ? { available: false, reason: result.reason } : result.runs[i]),
        );
      }),
    );
    signal?.throwIfAborted();
    return runs;
  }

  /** Programs of one language and limits, in as few sandboxes as they fit. */
  async function runPrograms(
    programs: Program[],
    state: Extract<Readiness, { ok: true }>,
    signal: AbortSignal | undefined,
  ): Promise<{ runs: SandboxRun[] } | { reason: string }> {
    const started = performance.now();
    const [{ language, limits: runLimits, args, keepOutput }] = programs;
    const all: ProgramCase[] = programs.flatMap((p, program) => p.cases.map((c) => ({ ...c, program })));
    const doubted = (doubt: typeof warmPassDoubt) =>
      programs.map((p) => !language.warm || doubt(language.warm, p.code) !== null);
    const wrongDoubted = doubted(warmWrongAnswerDoubt);
    const passDoubted = doubted(warmPassDoubt);

    const withMemory = (arg: string) =>
      arg.replace('{memoryMiB}', String(Math.floor(runLimits.memoryBytes / (1024 * 1024))));
    const runCases = async (cases: ProgramCase[], warm: WarmRuntime | null): Promise<Batches | { reason: string }> => {
      const results: CaseResult[] = [];
      // A warm runtime is trusted with more output than the limit, a pass, and a wrong answer from a
      // clean exit, the last two unless the program's source gives a reason to doubt them
      // (warm-doubts.ts; README.md says why). Anything else is run again in a fresh process, so that no failure is
      // an artefact of it (a Node.js context is slower than a process at some things, undeclared
      // globals among them), and so is a case the runner could not vouch for, or one lost with its
      // sandbox.
      const again: number[] = [];
      let sandboxes = 0;
      // Normally one sandbox for all the cases; a new one for the rest whenever one ends early.
      while (results.length < cases.length) {
        signal?.throwIfAborted();
        const batchCases = nextBatch(cases, results.length);
        const batch = await runBatch({
          bwrapPath,
          programs: programs.map(({ fileName, content, executable }) => ({ fileName, content, executable })),
          command: [...language.command.map(withMemory), ...args],
          inputs: batchCases.map((c) => ({ program: c.program, input: c.input })),
          // The runtime's own memory (the JVM's, Mono's) beside the program's.
          limits: { ...runLimits, memoryBytes: runLimits.memoryBytes + (language.runtimeMemoryBytes ?? 0) },
          cgroups: state.cgroups,
          addressSpaceBytes: runLimits.memoryBytes + language.addressSpaceOverheadBytes,
          seccomp: state.seccomp,
          binds: language.binds,
          warm,
          runner: language.runner && {
            ...language.runner,
            command: language.runner.command.map(withMemory),
          },
          signal,
        });
        sandboxes++;
        if (!batch.started) return { reason: batch.reason };
        batch.reports.forEach((report, i) => {
          const result = judge(report, batchCases[i].expected, runLimits, keepOutput);
          const { program } = batchCases[i];
          const trusted =
            result.verdict === 'output_limit' ||
            (result.verdict === 'passed' && !passDoubted[program]) ||
            (result.verdict === 'wrong_answer' && !wrongDoubted[program]);
          if (report.warm && (!trusted || !report.sure)) again.push(results.length);
          results.push(result);
        });
        if ((batch.end === 'deadline' || batch.end === 'died') && results.length < cases.length) {
          if (warm) again.push(results.length);
          results.push(judgeLostCase(batch.end, batch.unreportedOomKills, runLimits));
        }
      }
      return { results, again, sandboxes };
    };

    // One case would start the runtime once either way: a warm run would only add a cold one on failure.
    const warm = options.warm !== false && all.length > 1 && args.length === 0 ? (language.warm ?? null) : null;
    const first = await runCases(all, warm);
    if ('reason' in first) return first;
    let results = first.results;
    let sandboxes = first.sandboxes;
    const { again } = first;
    if (again.length > 0) {
      const second = await runCases(
        again.map((i) => all[i]),
        null,
      );
      if ('reason' in second) return second;
      results = [...results];
      again.forEach((caseIndex, i) => (results[caseIndex] = second.results[i]));
      sandboxes += second.sandboxes;
    }
    const wallMs = performance.now() - started;
    let from = 0;
    return {
      runs: programs.map((p) => {
        const cases = results.slice(from, (from += p.cases.length));
        return finished(cases, sandboxes, wallMs, runLimits, state);
      }),
    };
  }

  return {
    concurrency,
    run: async (request, runOptions) => (await runAll([request], runOptions))[0],
    runAll,
    available: async () => (await ready()).ok,
    unavailableReason: async () => {
      const state = await ready();
      return state.ok ? null : state.reason;
    },
    enforcement: async () => {
      const state = await ready();
      if (!state.ok) return { available: false, reason: state.reason };
      const seccomp = state.seccomp !== null;
      return state.cgroups
        ? { available: true, cgroupVersion: state.cgroups.version, seccomp }
        : { available: true, cgroupVersion: null, whyNoCgroups: state.whyNoCgroups, seccomp };
    },
  };
}

interface Program {
  index: number;
  language: LanguageSpec;
  /** The source, as the candidate wrote it. */
  code: string;
  /** What runs: the source, TypeScript's transpiled JavaScript, or a compiled artefact. */
  content: string | Buffer;
  fileName: string;
  executable: boolean;
  limits: Limits;
  cases: SandboxCase[];
  args: readonly string[];
  keepOutput: boolean;
}

/** A case with the index of its program among those sharing the sandbox. */
type ProgramCase = SandboxCase & { program: number };

const finished = (
  cases: CaseResult[],
  sandboxes: number,
  wallMs: number,
  limits: Limits,
  state: Readiness,
): SandboxRun => ({
  available: true,
  cases,
  cpuMs: cases.reduce((sum, c) => sum + c.cpuMs, 0),
  wallMs,
  sandboxes,
  limits,
  memoryEnforcement: state.ok && state.cgroups ? 'cgroup' : 'rlimit',
});

interface Batches {
  results: CaseResult[];
  /** Indices of the warm results to run again cold. */
  again: number[];
  sandboxes: number;
}

/** The driver holds a batch's inputs in memory, which its cgroup counts: keep that small. */
const BATCH_INPUT_BYTES = 4 * 1024 * 1024;

/** The cases from `from` on that one sandbox takes: at least one, up to BATCH_INPUT_BYTES of input. */
function nextBatch<T extends SandboxCase>(cases: T[], from: number): T[] {
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
    return {
      ok: false,
      reason: `bubblewrap not found at ${bwrapPath}: code execution is unavailable (install bubblewrap)`,
    };
  }
  const weak = 'set SANDBOX_ALLOW_WEAK_LIMITS=true to run with per-process limits only, for development';
  const seccomp = seccompFilter();
  if (!seccomp && enforcement === 'cgroup')
    return { ok: false, reason: `no seccomp filter for the ${process.arch} architecture; ${weak}` };
  // Without cgroups (not found, or not asked for), why: runs then hold per-process limits only.
  let whyNoCgroups = 'per-process limits were asked for';
  let cgroups: CgroupHost | null = null;
  if (enforcement !== 'rlimit') {
    const found = await usableCgroups(limits, findCgroups);
    if (typeof found === 'string' && enforcement === 'cgroup') return { ok: false, reason: `${found}; ${weak}` };
    if (typeof found === 'string') whyNoCgroups = found;
    else cgroups = found;
  }
  const trial = await trialRun(bwrapPath, cgroups, seccomp, limits);
  if (trial === true) return cgroups ? { ok: true, cgroups, seccomp } : { ok: true, cgroups, whyNoCgroups, seccomp };
  if (cgroups && enforcement === 'auto' && (await trialRun(bwrapPath, null, seccomp, limits)) === true) {
    whyNoCgroups = `a trial program failed in cgroup v${cgroups.version} groups: ${trial}`;
    return { ok: true, cgroups: null, whyNoCgroups, seccomp };
  }
  return { ok: false, reason: `bubblewrap at ${bwrapPath} is unusable: ${trial}` };
}

/** cgroups we can make sandbox groups in, or why not. */
async function usableCgroups(
  limits: Limits,
  findCgroups: () => Promise<CgroupHost | string>,
): Promise<CgroupHost | string> {
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
async function trialRun(
  bwrapPath: string,
  cgroups: CgroupHost | null,
  seccomp: Buffer | null,
  limits: Limits,
): Promise<true | string> {
  const spec: BatchSpec = {
    bwrapPath,
    programs: [{ fileName: 'probe', content: '' }],
    command: ['true'],
    inputs: [{ program: 0, input: '' }],
    limits,
    cgroups,
    addressSpaceBytes: limits.memoryBytes,
    seccomp,
    warm: null,
  };
  const batch = await runBatch(spec);
  if (!batch.started) return batch.reason;
  const report = batch.reports[0];
  if (report?.exitCode !== 0)
    return `a trial program failed: ${report?.stderr.toString() || batch.diagnostics || batch.end}`;
  return true;
}
