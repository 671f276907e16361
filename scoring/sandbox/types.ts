import type { Limits } from './limits';

export interface SandboxCase {
  /** Exactly what the program reads on stdin. */
  input: string;
  /** What it must print (trailing whitespace of each line and trailing newlines are ignored). */
  expected: string;
}

export const VERDICTS = [
  'passed',
  'wrong_answer',
  'runtime_error',
  'compile_error',
  'time_limit',
  'memory_limit',
  'output_limit',
  'process_limit',
] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface CaseResult {
  verdict: Verdict;
  /** CPU time (user + sys) of every process the case ran; 0 when nothing ran. */
  cpuMs: number;
  /** Wall-clock time from starting the program until it exited or was killed. */
  wallMs: number;
  /** Peak resident memory of the largest process of the case. */
  maxRssKiB: number;
  exitCode: number | null;
  /** The signal that ended the program, e.g. 'SIGKILL'. */
  signal: string | null;
  /**
   * The start of what the program wrote (at most 4 KiB each). They can echo a hidden case's
   * input, so treat them like the case itself.
   */
  stdout: string;
  stderr: string;
  /** Why the verdict, when the verdict alone doesn't say (e.g. the compiler's message). */
  message?: string;
  /** All it wrote on stdout (up to the output limit), where the request asked for it (`keepOutput`). */
  output?: string;
  /** Run by a warm runtime (a fork or a fresh V8 context in a process started once), not a process of its own. */
  warm: boolean;
}

export type MemoryEnforcement = 'cgroup' | 'rlimit';

/** What a sandbox's runs are held by here: the cgroup version, or why per-process limits only. */
export type SandboxEnforcement =
  | { available: false; reason: string }
  | { available: true; cgroupVersion: 1 | 2; seccomp: boolean }
  | { available: true; cgroupVersion: null; whyNoCgroups: string; seccomp: boolean };

export interface RunRequest {
  language: string;
  code: string;
  cases: SandboxCase[];
  /** Overrides the sandbox's limits for this run. */
  limits?: Partial<Limits>;
  /**
   * Arguments after the program's command line (a generator's seed). A run with arguments starts a
   * fresh process for each case: a warm runtime has no command line of its own to give them.
   */
  args?: readonly string[];
  /** Keep each case's whole stdout in `output`: the program's answer is wanted, not only a verdict. */
  keepOutput?: boolean;
}

export type SandboxRun =
  | { available: false; reason: string }
  | {
      available: true;
      /** One per request case, in order. */
      cases: CaseResult[];
      /** Sum of the cases' CPU time: the program's own cost, without the sandbox's. */
      cpuMs: number;
      /** Wall-clock time of the whole run, sandbox start-up included. */
      wallMs: number;
      /** Sandboxes started: usually one; another whenever one had to be replaced mid-run. */
      sandboxes: number;
      limits: Limits;
      memoryEnforcement: MemoryEnforcement;
    };
