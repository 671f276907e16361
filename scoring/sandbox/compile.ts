import { createHash } from 'node:crypto';
import { runBatch, type BatchSpec } from './batch';
import type { CgroupHost } from './cgroup';
import type { LanguageSpec } from './languages';
import type { Limits } from './limits';

const MiB = 1024 * 1024;

/**
 * What a compile may use: its own limits, wider than a case's (a compiler is a bigger program than
 * a solution), and the same sandbox (namespaces, seccomp, cgroups). The artefact leaves on stdout,
 * so `outputBytes` bounds its size.
 */
export const COMPILE_LIMITS: Readonly<Limits> = {
  cpuMs: 10_000,
  wallMs: 20_000,
  memoryBytes: 512 * MiB,
  processes: 64,
  outputBytes: 32 * MiB,
};

/** The compiler's lines a candidate is shown: its first ones, where the first error is. */
const MESSAGE_LINES = 20;

export type CompileOutcome =
  | { ok: true; artefact: Buffer | null; cpuMs: number }
  /** `loadDependent`: decided by the wall clock (a busy machine), not by the code alone: never cached. */
  | { ok: false; message: string; cpuMs: number; loadDependent?: true }
  | { ok: false; unavailable: string };

export interface CompileContext {
  bwrapPath: string;
  cgroups: CgroupHost | null;
  seccomp: Buffer | null;
  signal?: AbortSignal;
}

/**
 * A compile stopped by the wall clock alone gets one more try with this many times the time: a
 * compiler that waited for the CPU of a busy machine is not the program's doing (a compile error
 * then would be the candidate's loss), and its CPU limit stays as it was.
 */
export const BUSY_RETRY_WALL_FACTOR = 3;

type CompilingLanguage = LanguageSpec & { compile: NonNullable<LanguageSpec['compile']> };

/** Compiles (or checks) one program in a sandbox of its own. `artefact` is null where the source itself runs. */
export async function compileInSandbox(
  language: CompilingLanguage,
  code: string,
  context: CompileContext,
  run: typeof runBatch = runBatch,
): Promise<CompileOutcome> {
  const limits: Limits = { ...COMPILE_LIMITS, memoryBytes: language.compile.memoryBytes ?? COMPILE_LIMITS.memoryBytes };
  const first = await compileOnce(language, code, context, limits, run);
  if (!('loadDependent' in first) || context.signal?.aborted) return first;
  return compileOnce(language, code, context, { ...limits, wallMs: limits.wallMs * BUSY_RETRY_WALL_FACTOR }, run);
}

async function compileOnce(
  language: CompilingLanguage,
  code: string,
  context: CompileContext,
  limits: Limits,
  run: typeof runBatch,
): Promise<CompileOutcome> {
  const spec: BatchSpec = {
    bwrapPath: context.bwrapPath,
    programs: [{ fileName: language.fileName, content: code }],
    command: ['/bin/sh', '-c', language.compile.script, 'sh', '{file}'],
    inputs: [{ program: 0, input: '' }],
    limits,
    cgroups: context.cgroups,
    // Compilers reserve address space freely (GHC's runtime a terabyte, tried smaller where refused).
    addressSpaceBytes: limits.memoryBytes + 2048 * MiB,
    seccomp: context.seccomp,
    binds: language.binds,
    warm: null,
    signal: context.signal,
  };
  const batch = await run(spec);
  if (!batch.started) return { ok: false, unavailable: batch.reason };
  if (context.signal?.aborted) return { ok: false, unavailable: 'the compile was stopped' };
  const report = batch.reports[0];
  if (!report)
    return {
      ok: false,
      message: 'the compiler was stopped: it ran past its time limit',
      cpuMs: 0,
      loadDependent: true,
    };
  const cpuMs = report.cpuMs;
  const said = firstLines(report.stderr.toString('utf8'));
  const failure = (why: string) => ({ ok: false as const, message: said ? `${said}\n${why}` : why, cpuMs });
  if (report.outputExceeded)
    return failure(`the compiled program is larger than ${limits.outputBytes / MiB} MiB, the most a program may be`);
  if (report.oomKills > 0) return failure(`the compiler ran out of memory (${limits.memoryBytes / MiB} MiB)`);
  if (report.pidsLimitHits > 0) return failure(`the compiler started too many processes (${limits.processes})`);
  if (cpuMs > limits.cpuMs) return failure(`the compiler ran past its time limit (${limits.cpuMs / 1000} s of CPU)`);
  if (report.timedOut)
    return {
      ...failure(`the compiler ran past its time limit (${limits.wallMs / 1000} s in all)`),
      loadDependent: true,
    };
  if (report.exitCode !== 0) return { ok: false, message: said || 'the program does not compile', cpuMs };
  return { ok: true, artefact: language.compile.artefact === 'source' ? null : report.stdout, cpuMs };
}

/** The compiler's first lines, with the sandbox's path of the program shortened to its file name. */
function firstLines(stderr: string): string {
  return stderr
    .replace(/\/box\/\d+\//g, '')
    .split('\n')
    .slice(0, MESSAGE_LINES)
    .join('\n')
    .trim();
}

/** What an entry is counted as beside its artefact or message: a syntax check's outcome has neither. */
const ENTRY_BYTES = 1024;

/**
 * Compiled programs, kept so that the same code is not compiled twice: a shot's example runs, its
 * scoring and a re-score compile it once. In this process's memory (never on disk, as a candidate's
 * code never is), keyed by the language, its toolchain's version, the compile script and the code's
 * SHA-256; at most `maxBytes` (each entry its artefact or message and 1 KiB), the least recently
 * used going first, and none older than `maxAgeMs`. A compile already under way for the same key is
 * shared, not started again. What the code alone did not decide (the sandbox could not run, the
 * wall clock of a busy machine) is not kept.
 */
export class CompileCache {
  private readonly entries = new Map<string, { outcome: CompileOutcome; bytes: number; at: number }>();
  private readonly pending = new Map<string, Promise<CompileOutcome>>();
  private bytes = 0;
  /** Compiles started through this cache: what it did not save. */
  compiles = 0;

  constructor(
    private readonly maxBytes = 256 * MiB,
    private readonly maxAgeMs = 24 * 60 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  static key(language: LanguageSpec, code: string): string {
    return createHash('sha256')
      .update(JSON.stringify([language.id, language.version, language.compile?.script, code]))
      .digest('hex');
  }

  async get(key: string, compile: () => Promise<CompileOutcome>): Promise<CompileOutcome> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at <= this.maxAgeMs) {
      this.entries.delete(key); // to the end: most recently used
      this.entries.set(key, entry);
      return entry.outcome;
    }
    if (entry) this.remove(key);
    const running = this.pending.get(key);
    if (running) return running;
    this.compiles++;
    const started = compile().finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    const outcome = await started;
    // Not an outcome of the code: the sandbox did not start, the run was aborted, a busy machine's wall clock.
    if (!('unavailable' in outcome) && !('loadDependent' in outcome)) this.put(key, outcome);
    return outcome;
  }

  private put(key: string, outcome: CompileOutcome): void {
    const size =
      'artefact' in outcome ? (outcome.artefact?.length ?? 0) : 'message' in outcome ? outcome.message.length : 0;
    const bytes = ENTRY_BYTES + size;
    if (bytes > this.maxBytes) return;
    const now = this.now();
    for (const [old, entry] of this.entries) if (now - entry.at > this.maxAgeMs) this.remove(old);
    this.entries.set(key, { outcome, bytes, at: now });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    this.bytes -= this.entries.get(key)?.bytes ?? 0;
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache for every sandbox of this process: a worker's scoring and example-run sandboxes share what they compiled. */
export const sharedCompileCache = new CompileCache();
