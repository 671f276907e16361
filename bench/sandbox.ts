import { hiddenCases, OTHER_REFERENCE_LANGUAGES } from '@hiring/course';
import { createSandbox, type Sandbox } from '../scoring/sandbox';
import { setTimeout as sleep } from 'node:timers/promises';
import { childProcesses } from '../test/support/processes';
import { sandboxesCpuMs, spawnersOf } from './cpu';
import {
  E2E_ROUND,
  program,
  reference,
  ROUND_KINDS as ROUNDS,
  ROUND_OUTCOMES as OUTCOMES,
  withNonce,
  type RoundKind,
} from './programs';
import type { BenchRow } from './table';
import { unsandboxedCpuMs } from './unsandboxed';

/** A fixed round: one hole from each third of the pool, the variation each candidate might get. */
const ROUND = [
  { hole: 12, letter: 'B' },
  { hole: 47, letter: 'D' },
  { hole: 93, letter: 'A' },
] as const;
/** BENCH_LANGUAGES=c,java measures those languages only. */
const chosen = (language: string) =>
  !process.env.BENCH_LANGUAGES || process.env.BENCH_LANGUAGES.split(',').includes(language);
const LANGUAGES = (['javascript', 'python'] as const).filter(chosen);
const REPEATS = 8;
/** A fixed seed, so that every run of the bench measures the same drawn cases. */
const CASE_SEED = 20261127;
/** Drawing a round's cases (and running the references for their outputs) costs at most this share of its sandboxes. */
const DRAW_GOAL = 0.1;
/** Rounds drawn to measure it: many seeds, since a draw's cost varies with what it draws. */
const DRAWS = 100;
/** The goal: a round's sandboxes cost at most this many times three bare sandboxed runtime starts. */
const GOAL = 1.5;

interface Job {
  language: string;
  code: string;
  cases: Array<{ input: string; expected: string }>;
}

const ROUND_NAMES: Record<RoundKind, string> = {
  right: 'right round',
  wrong: 'wrong round',
  mixed: 'mixed round (right, near miss, wrong)',
};

/** The rounds failed as meant: none of the right, all of the wrong, some of the mixed. */
function checkOutcomes(language: string, failing: Record<RoundKind, number>, rounds: Record<RoundKind, Job[]>) {
  const count = (kind: RoundKind) => rounds[kind].reduce((n, job) => n + job.cases.length, 0);
  const nearMissCases = rounds.mixed[1].cases.length;
  const wrongCases = rounds.mixed[2].cases.length;
  const ok =
    failing.right === 0 &&
    failing.wrong === count('wrong') &&
    failing.mixed > wrongCases &&
    failing.mixed < wrongCases + nearMissCases;
  if (!ok) throw new Error(`${language}: the rounds did not fail as meant: ${JSON.stringify(failing)}`);
}

interface SandboxBenchRow {
  language: string;
  round: RoundKind;
  cases: number;
  failing: number;
  roundMs: number;
  bareMs: number;
  coldRoundMs: number;
  ratio: number;
  coldRatio: number;
  met: boolean;
}

/** The jobs as one candidate's round (runAll, as scoring does), or each alone; and how many cases failed. */
async function sandboxCpu(sandbox: Sandbox, jobs: Job[], together: boolean): Promise<{ ms: number; failing: number }> {
  const before = sandboxesCpuMs(process.pid);
  const results = together ? await sandbox.runAll(jobs) : await Promise.all(jobs.map((job) => sandbox.run(job)));
  // A sandbox answers before its last processes are reaped (a JVM's exit takes a while): counted
  // later, their CPU would land in the next measurement instead of this one.
  await reaped();
  let failing = 0;
  for (const result of results) {
    if (!result.available) throw new Error(result.reason);
    failing += result.cases.filter((c) => c.verdict !== 'passed').length;
  }
  return { ms: sandboxesCpuMs(process.pid) - before, failing };
}

/** Until no sandbox of this process has a process left (5 s at most). */
async function reaped(): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 5) {
    if (spawnersOf(process.pid).every((pid) => childProcesses(pid).length === 0)) return;
    await sleep(5);
  }
  throw new Error('the sandboxes left processes running for 5 s after their answer');
}

/** The round's hidden cases, as scoring draws them for a submission, keyed by hole. */
const drawRound = (seed = CASE_SEED) =>
  Object.fromEntries(ROUND.map(({ hole, letter }) => [hole, hiddenCases(1, hole, letter, seed)]));

/** This process's CPU time to draw the round's cases, the references' runs for their outputs included, in ms. */
function drawCpuMs(): number {
  drawRound(); // the references compiled once, as a worker's are after its first round
  const before = process.cpuUsage();
  for (let i = 1; i <= DRAWS; i++) drawRound(i);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / DRAWS;
}

/**
 * All the CPU time a round's sandboxes take (every process in them: bubblewrap, the driver, the
 * runtime, the program) for a round's 3 programs against all their hidden cases, run as scoring
 * runs them (one candidate's programs together), against 3 sandboxes that each start the bare
 * runtime once (an empty program, one case), in one run. The right round also cold (a fresh
 * runtime per case, a sandbox per program), for comparison.
 */
export async function run(): Promise<BenchRow[]> {
  const warm = createSandbox({ maxParallel: 1 });
  const cold = createSandbox({ maxParallel: 1, warm: false });
  if (!(await warm.available())) throw new Error(`the sandbox is not available: ${await warm.unavailableReason()}`);

  const cases = drawRound();
  const rows: SandboxBenchRow[] = [];
  for (const language of LANGUAGES) {
    const rounds = Object.fromEntries(
      ROUNDS.map((kind) => [
        kind,
        ROUND.map(({ hole, letter }, i): Job => ({
          language,
          code: program(hole, letter, language, OUTCOMES[kind][i]),
          cases: cases[hole].map((c) => ({ input: c.input, expected: c.output })),
        })),
      ]),
    ) as Record<RoundKind, Job[]>;
    const bare: Job[] = Array.from({ length: 3 }, () => ({ language, code: '', cases: [{ input: '', expected: '' }] }));
    // The page cache, and this process's own code paths.
    for (const jobs of [bare, ...Object.values(rounds)]) await sandboxCpu(warm, jobs, false);
    const total = { bare: 0, cold: 0, right: 0, wrong: 0, mixed: 0 };
    const failing = { right: 0, wrong: 0, mixed: 0 };
    for (let i = 0; i < REPEATS; i++) {
      for (const kind of ROUNDS) {
        const round = await sandboxCpu(warm, rounds[kind], true);
        total[kind] += round.ms;
        failing[kind] = round.failing;
      }
      total.bare += (await sandboxCpu(warm, bare, false)).ms;
      total.cold += (await sandboxCpu(cold, rounds.right, false)).ms;
    }
    checkOutcomes(language, failing, rounds);
    for (const kind of ROUNDS) {
      const ratio = total[kind] / total.bare;
      rows.push({
        language,
        round: kind,
        cases: rounds[kind].reduce((n, job) => n + job.cases.length, 0),
        failing: failing[kind],
        roundMs: total[kind] / REPEATS,
        bareMs: total.bare / REPEATS,
        coldRoundMs: total.cold / REPEATS,
        ratio,
        coldRatio: total.cold / total.bare,
        met: ratio <= GOAL,
      });
    }
  }

  console.log(
    `round: holes ${ROUND.map((r) => r.hole).join(', ')}, every hidden case; ${REPEATS} repeats; CPU of every process in the sandboxes`,
  );
  console.log('language    round  cases  failing  round (warm)  3 bare starts  ratio  goal');
  for (const r of rows) {
    console.log(
      `${r.language.padEnd(11)} ${r.round.padEnd(6)} ${String(r.cases).padStart(5)}  ${String(r.failing).padStart(7)}  ` +
        `${r.roundMs.toFixed(1).padStart(9)} ms  ${r.bareMs.toFixed(1).padStart(10)} ms  ${r.ratio.toFixed(2).padStart(5)}  ` +
        `≤ ${GOAL} ${r.met ? 'met' : 'NOT met'}`,
    );
  }
  const drawMs = drawCpuMs();
  const warmest = Math.min(...rows.filter((r) => r.round === 'right').map((r) => r.roundMs), Infinity);
  console.log(
    `drawing the round's hidden cases in the worker (references run for the outputs): ${drawMs.toFixed(1)} ms, ` +
      `${((100 * drawMs) / warmest).toFixed(1)}% of the cheaper round's sandboxes`,
  );
  const drawRow: BenchRow = {
    bench: 'sandbox',
    name: "drawing a round's hidden cases (in the worker, outputs from the references)",
    value: drawMs,
    unit: 'ms',
    anchor: { name: "the cheaper language's round in its sandboxes", value: warmest, unit: 'ms' },
    ratio: drawMs / warmest,
    goal: `<= ${DRAW_GOAL}`,
    met: drawMs / warmest <= DRAW_GOAL,
    detail: `mean of ${DRAWS} rounds' draws (seeds 1 to ${DRAWS})`,
  };
  const otherRows: BenchRow[] = [];
  for (const { language } of OTHER_REFERENCE_LANGUAGES.filter((l) => chosen(l.language)))
    otherRows.push(...(await otherLanguageRows(warm, cases, language)));
  const e2eRows = LANGUAGES.length === 2 ? [await e2eRoundRow(warm, rows)] : [];
  return [
    ...rows.map((r): BenchRow => ({
      bench: 'sandbox',
      name: `${r.language}: CPU of a ${ROUND_NAMES[r.round]}'s sandboxes (${r.cases} cases, ${r.failing} failing)`,
      value: r.roundMs,
      unit: 'ms',
      anchor: { name: '3 bare sandboxed starts', value: r.bareMs, unit: 'ms' },
      ratio: r.ratio,
      goal: `<= ${GOAL}`,
      met: r.met,
      detail:
        r.round === 'right'
          ? `cold (a runtime per case): ${r.coldRoundMs.toFixed(1)} ms, ${r.coldRatio.toFixed(2)}×; mean of ${REPEATS} repeats`
          : `mean of ${REPEATS} repeats`,
    })),
    ...e2eRows,
    ...otherRows,
    ...(rows.length ? [drawRow] : []),
  ];
}

const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/**
 * The e2e bench's round as that bench plays it: each hole in its own language (two sandboxes: runAll
 * gives one to a candidate's programs of one language), the variations and cases of new rounds
 * (sheet 2, a seed per round); against the same bench's mixed rounds in one language, whose mean is
 * what this round would cost if its sandboxes cost what those do.
 */
async function e2eRoundRow(sandbox: Sandbox, rows: SandboxBenchRow[]): Promise<BenchRow> {
  const round = (i: number): Job[] =>
    E2E_ROUND.holes.map((hole, k) => {
      const [language, letter] = [E2E_ROUND.languages[k], LETTERS[(i + k) % LETTERS.length]];
      return {
        language,
        code: program(hole, letter, language, OUTCOMES.mixed[k]),
        cases: hiddenCases(2, hole, letter, CASE_SEED + i).map((c) => ({ input: c.input, expected: c.output })),
      };
    });
  await sandboxCpu(sandbox, round(0), true);
  let [ms, cases] = [0, 0];
  for (let i = 1; i <= REPEATS; i++) {
    const jobs = round(i);
    ms += (await sandboxCpu(sandbox, jobs, true)).ms;
    cases += jobs.reduce((n, job) => n + job.cases.length, 0);
  }
  const mixed = rows.filter((r) => r.round === 'mixed');
  const anchor = mixed.reduce((sum, r) => sum + r.roundMs, 0) / mixed.length;
  const value = ms / REPEATS;
  return {
    bench: 'sandbox',
    name: `the e2e bench's round (holes ${E2E_ROUND.holes.join(', ')} in ${E2E_ROUND.languages.join(', ')}; two sandboxes)`,
    value,
    unit: 'ms',
    anchor: { name: 'the mean of the mixed rounds above', value: anchor, unit: 'ms' },
    ratio: value / anchor,
    detail:
      `mean of ${REPEATS} rounds, each of its own variations and drawn cases (sheet 2, ${(cases / REPEATS).toFixed(1)} ` +
      "cases a round on average); what the e2e bench's sandboxes cost per submission when nothing else runs",
  };
}

/** Each language's empty program: what a bare start compiles (where it compiles) and starts. */
const EMPTY: Record<string, string> = {
  c: 'int main(void) { return 0; }',
  cpp: 'int main() { return 0; }',
  csharp: 'class Program { static void Main() {} }',
  go: 'package main\n\nfunc main() {}',
  java: 'public class Main {\n    public static void main(String[] args) {}\n}',
  rust: 'fn main() {}',
  php: '<?php',
  haskell: 'main :: IO ()\nmain = return ()',
};
/** Fewer than JavaScript's and Python's: a round in a compiled language compiles three programs each time. */
const OTHER_REPEATS = 3;

/**
 * A language's right round (the references of the same round) and wrong round (the same programs,
 * judged against outputs with a line too many: the same work, every case failing), against 3 bare
 * starts of its empty program; each compiled anew every time (a comment makes the code new to the
 * compile cache), as a submission's first scoring is.
 */
async function otherLanguageRows(
  sandbox: Sandbox,
  cases: ReturnType<typeof drawRound>,
  language: string,
): Promise<BenchRow[]> {
  let nonce = 0;
  const fresh = (code: string) => withNonce(code, language, `bench ${process.pid} ${nonce++}`);
  const round = (wrong: boolean): Job[] =>
    ROUND.map(({ hole, letter }) => ({
      language,
      code: fresh(reference(hole, letter, language)),
      cases: cases[hole].map((c) => ({ input: c.input, expected: wrong ? `${c.output.trimEnd()}\n0\n` : c.output })),
    }));
  const bare = (): Job[] =>
    Array.from({ length: 3 }, () => ({
      language,
      code: fresh(EMPTY[language] ?? ''),
      cases: [{ input: '', expected: '' }],
    }));
  // The page cache (the toolchain's files), and what a worker does once (Java's runner is compiled on first use).
  await sandboxCpu(sandbox, bare(), false);
  await sandboxCpu(sandbox, round(false), true);
  const total = { bare: 0, right: 0, wrong: 0 };
  const failing = { right: 0, wrong: 0 };
  for (let i = 0; i < OTHER_REPEATS; i++) {
    for (const kind of ['right', 'wrong'] as const) {
      const measured = await sandboxCpu(sandbox, round(kind === 'wrong'), true);
      total[kind] += measured.ms;
      failing[kind] = measured.failing;
    }
    total.bare += (await sandboxCpu(sandbox, bare(), false)).ms;
  }
  const caseCount = ROUND.reduce((n, { hole }) => n + cases[hole].length, 0);
  const floor = floorRow(language, round(false), bare(), total.bare / OTHER_REPEATS);
  if (failing.right !== 0 || failing.wrong !== caseCount)
    throw new Error(`${language}: the rounds did not fail as meant: ${JSON.stringify(failing)}`);
  return (['right', 'wrong'] as const)
    .map((kind): BenchRow => {
      const ratio = total[kind] / total.bare;
      console.log(
        `${language.padEnd(11)} ${kind.padEnd(6)} ${String(caseCount).padStart(5)}  ${String(failing[kind]).padStart(7)}  ` +
          `${(total[kind] / OTHER_REPEATS).toFixed(1).padStart(9)} ms  ${(total.bare / OTHER_REPEATS).toFixed(1).padStart(10)} ms  ` +
          `${ratio.toFixed(2).padStart(5)}  ≤ ${GOAL} ${ratio <= GOAL ? 'met' : 'NOT met'}`,
      );
      return {
        bench: 'sandbox',
        name: `${language}: CPU of a ${ROUND_NAMES[kind]}'s sandboxes, compiles included (${caseCount} cases, ${failing[kind]} failing)`,
        value: total[kind] / OTHER_REPEATS,
        unit: 'ms',
        anchor: {
          name: '3 bare sandboxed starts of the empty program, compiles included',
          value: total.bare / OTHER_REPEATS,
          unit: 'ms',
        },
        ratio,
        goal: `<= ${GOAL}`,
        met: ratio <= GOAL,
        detail: `mean of ${OTHER_REPEATS} repeats`,
      };
    })
    .concat(floor ?? []);
}

/**
 * The right round's ratio as it would be if its sandboxes cost no more than the bare starts': its
 * programs compiled and run with no sandbox at all (their own work) above the empty programs',
 * added to the anchor. Over the goal, no sandbox could meet it: what is over is the programs' own.
 */
function floorRow(language: string, right: Job[], bare: Job[], bareMs: number): BenchRow | undefined {
  let rightMs = 0;
  let emptyMs = 0;
  for (let i = 0; i < OTHER_REPEATS; i++) {
    const r = unsandboxedCpuMs(right);
    const e = unsandboxedCpuMs(bare);
    if (r === undefined || e === undefined) return undefined;
    rightMs += r / OTHER_REPEATS;
    emptyMs += e / OTHER_REPEATS;
  }
  const value = bareMs + rightMs - emptyMs;
  return {
    bench: 'sandbox',
    name: `${language}: a right round's own work, run with no sandbox at all, added to the anchor`,
    value,
    unit: 'ms',
    anchor: { name: '3 bare sandboxed starts of the empty program, compiles included', value: bareMs, unit: 'ms' },
    ratio: value / bareMs,
    detail:
      `with no sandbox: the right round's programs ${rightMs.toFixed(0)} ms, ` +
      `the 3 empty programs ${emptyMs.toFixed(0)} ms (mean of ${OTHER_REPEATS})`,
  };
}
