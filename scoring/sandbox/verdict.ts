import { constants } from 'node:os';
import type { CaseReport } from './batch';
import { outputsMatch } from './compare';
import type { Limits } from './limits';
import type { CaseResult, Verdict } from './types';

/** What a case result keeps of each stream (stdout, stderr): its first characters. */
export const EXCERPT_CHARS = 4096;

/**
 * A runtime that says on stderr that it ran out of memory, and exits: without a memory cgroup an
 * allocation just fails (RLIMIT_AS); with one, a runtime with a heap limit of its own (the JVM's
 * -Xmx) stops before the cgroup's OOM killer would. Node.js "JavaScript heap out of memory" / "Array
 * buffer allocation failed", Python "MemoryError", C++ "bad_alloc", Rust "memory allocation of N
 * bytes failed", Java "OutOfMemoryError", C# "OutOfMemoryException", Ruby "NoMemoryError", PHP
 * "Allowed memory size of N bytes exhausted", Lua "not enough memory", GHC "Heap exhausted", Go and
 * Perl "out of memory".
 */
const OUT_OF_MEMORY = new RegExp(
  [
    'out of memory',
    'allocation failed',
    'MemoryError',
    'Cannot allocate memory',
    'bad_alloc',
    'memory allocation of \\d+ bytes failed',
    'OutOfMemory(Error|Exception)',
    'NoMemoryError',
    'Allowed memory size of',
    'not enough memory',
    'Heap exhausted',
  ].join('|'),
  'i',
);

const signalNames = new Map(Object.entries(constants.signals).map(([name, number]) => [number as number, name]));

/** The verdict on one case: the first limit broken wins, then the exit status, then the output. */
export function judge(report: CaseReport, expected: string, limits: Limits, keepOutput = false): CaseResult {
  const stdout = report.stdout.toString('utf8');
  const stderr = report.stderr.toString('utf8');
  const failed = report.exitCode !== 0;
  // What the kernel counted (an OOM kill, a refused task) before what a runtime says on stderr: the
  // JVM reports a thread or a process it could not start as an OutOfMemoryError.
  const verdict: Verdict = report.outputExceeded
    ? 'output_limit'
    : report.oomKills > 0
      ? 'memory_limit'
      : report.pidsLimitHits > 0 || report.peakTasks >= limits.processes
        ? 'process_limit'
        : failed && OUT_OF_MEMORY.test(stderr)
          ? 'memory_limit'
          : report.timedOut || report.cpuMs > limits.cpuMs || report.signal === constants.signals.SIGXCPU
            ? 'time_limit'
            : failed
              ? 'runtime_error'
              : outputsMatch(stdout, expected)
                ? 'passed'
                : 'wrong_answer';
  return {
    verdict,
    cpuMs: report.cpuMs,
    wallMs: report.wallMs,
    maxRssKiB: report.maxRssKiB,
    exitCode: report.exitCode,
    signal: report.signal === null ? null : (signalNames.get(report.signal) ?? String(report.signal)),
    stdout: stdout.slice(0, EXCERPT_CHARS),
    stderr: stderr.slice(0, EXCERPT_CHARS),
    warm: report.warm,
    ...(keepOutput ? { output: stdout } : {}),
  };
}

/** A case that has no report because the sandbox ended during it. */
export function judgeLostCase(end: 'deadline' | 'died', unreportedOomKills: number, limits: Limits): CaseResult {
  const verdict: Verdict =
    unreportedOomKills > 0 ? 'memory_limit' : end === 'deadline' ? 'time_limit' : 'runtime_error';
  return {
    ...notRun(verdict, 'the sandbox ended during this case'),
    wallMs: end === 'deadline' ? limits.wallMs : 0,
  };
}

export function notRun(verdict: Verdict, message: string): CaseResult {
  return {
    verdict,
    cpuMs: 0,
    wallMs: 0,
    maxRssKiB: 0,
    exitCode: null,
    signal: null,
    stdout: '',
    stderr: '',
    message,
    warm: false,
  };
}
