import { readFileSync } from 'node:fs';
import { hiddenCases } from '../course';
import { referenceProgramPath } from '../course/references';
import { createSandbox, type Sandbox } from '../scoring/sandbox';
import type { BenchRow } from './table';

/** A fixed round: one hole from each third of the pool, the variation each candidate might get. */
const ROUND = [
  { hole: 12, letter: 'B' },
  { hole: 47, letter: 'D' },
  { hole: 93, letter: 'A' },
] as const;
const LANGUAGES = ['javascript', 'python'] as const;
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

interface SandboxBenchRow {
  language: string;
  cases: number;
  roundMs: number;
  bareMs: number;
  coldRoundMs: number;
  ratio: number;
  coldRatio: number;
  goal: number;
  met: boolean;
}

/** CPU time of every process this one has started and reaped (the sandboxes: bwrap, driver, runtimes), in ms. */
function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // cutime and cstime, fields 16 and 17 of proc(5), in clock ticks of 10 ms.
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** The jobs as one candidate's round (runAll, as scoring does), or each alone. */
async function sandboxCpu(sandbox: Sandbox, jobs: Job[], together: boolean): Promise<number> {
  const before = childrenCpuMs();
  const results = together ? await sandbox.runAll(jobs) : await Promise.all(jobs.map((job) => sandbox.run(job)));
  for (const result of results) {
    if (!result.available) throw new Error(result.reason);
    const failed = result.cases.filter((c) => c.verdict !== 'passed');
    if (failed.length) throw new Error(`a reference program failed: ${failed.map((c) => c.verdict).join(', ')}`);
  }
  return childrenCpuMs() - before;
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
 * runtime, the program) for the round's 3 reference programs against all their hidden cases, run as
 * scoring runs them (one candidate's programs together), against 3 sandboxes that each start the bare
 * runtime once (an empty program, one case). Warm (the default: the runtime starts once per sandbox)
 * and cold (a fresh runtime per case, a sandbox per program, as before), in one run.
 */
export async function run(): Promise<BenchRow[]> {
  const warm = createSandbox({ maxParallel: 1 });
  const cold = createSandbox({ maxParallel: 1, warm: false });
  if (!(await warm.available())) throw new Error(`the sandbox is not available: ${await warm.unavailableReason()}`);

  const rows: SandboxBenchRow[] = [];
  for (const language of LANGUAGES) {
    const round: Job[] = ROUND.map(({ hole, letter }) => {
      const file = referenceProgramPath(1, hole, letter, language);
      return {
        language,
        code: readFileSync(file, 'utf8'),
        cases: drawRound()[hole].map((c) => ({ input: c.input, expected: c.output })),
      };
    });
    const bare: Job[] = Array.from({ length: 3 }, () => ({ language, code: '', cases: [{ input: '', expected: '' }] }));
    await sandboxCpu(warm, [...bare, ...round], false); // the page cache, and this process's own code paths
    let [roundMs, bareMs, coldRoundMs] = [0, 0, 0];
    for (let i = 0; i < REPEATS; i++) {
      roundMs += await sandboxCpu(warm, round, true);
      bareMs += await sandboxCpu(warm, bare, false);
      coldRoundMs += await sandboxCpu(cold, round, false);
    }
    const ratio = roundMs / bareMs;
    rows.push({
      language,
      cases: round.reduce((n, job) => n + job.cases.length, 0),
      roundMs: roundMs / REPEATS,
      bareMs: bareMs / REPEATS,
      coldRoundMs: coldRoundMs / REPEATS,
      ratio,
      coldRatio: coldRoundMs / bareMs,
      goal: GOAL,
      met: ratio <= GOAL,
    });
  }

  console.log(
    `round: holes ${ROUND.map((r) => r.hole).join(', ')} (reference programs, every hidden case); ` +
      `${REPEATS} repeats; CPU of every process in the sandboxes`,
  );
  console.log('language    cases  round (warm)  3 bare starts  ratio  goal    round (cold)  cold ratio');
  for (const r of rows) {
    console.log(
      `${r.language.padEnd(11)} ${String(r.cases).padStart(5)}  ${r.roundMs.toFixed(1).padStart(9)} ms  ` +
        `${r.bareMs.toFixed(1).padStart(10)} ms  ${r.ratio.toFixed(2).padStart(5)}  ` +
        `≤ ${r.goal} ${r.met ? 'met' : 'NOT met'}  ` +
        `${r.coldRoundMs.toFixed(1).padStart(9)} ms  ${r.coldRatio.toFixed(2).padStart(9)}`,
    );
  }
  const drawMs = drawCpuMs();
  const warmest = Math.min(...rows.map((r) => r.roundMs));
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
  return [
    ...rows.map((r): BenchRow => ({
      bench: 'sandbox',
      name: `${r.language}: CPU of a round's sandboxes (${r.cases} cases, warm)`,
      value: r.roundMs,
      unit: 'ms',
      anchor: { name: '3 bare sandboxed starts', value: r.bareMs, unit: 'ms' },
      ratio: r.ratio,
      goal: `<= ${r.goal}`,
      met: r.met,
      detail: `cold (a runtime per case): ${r.coldRoundMs.toFixed(1)} ms, ${r.coldRatio.toFixed(2)}×; mean of ${REPEATS} repeats`,
    })),
    drawRow,
  ];
}
