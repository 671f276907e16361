import { readFileSync } from 'node:fs';
import { getHole } from '../course';
import { referenceProgramPath } from '../course/references';
import { createSandbox } from '../scoring/sandbox';

/** A fixed round: one hole from each third of the pool, the variation each candidate might get. */
const ROUND = [
  { hole: 12, letter: 'B' },
  { hole: 47, letter: 'D' },
  { hole: 93, letter: 'A' },
] as const;
const REPEATS = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * CPU time (user + sys, inside the sandbox) of the round's 3 JavaScript reference programs against
 * all their hidden cases, divided by the CPU time of 3 bare `node -e 0` runs in the same sandbox.
 */
export async function run(): Promise<void> {
  const sandbox = createSandbox();
  if (!(await sandbox.available())) throw new Error('bubblewrap is not available: nothing can be measured');

  const programs = ROUND.map(({ hole, letter }) => {
    const spec = getHole(1, hole)!.variations[letter];
    const file = referenceProgramPath(1, hole, letter, 'javascript');
    return { code: readFileSync(file, 'utf8'), cases: spec.cases.map((c) => ({ input: c.input, expected: c.output })) };
  });

  const measure = async (jobs: Array<{ code: string; cases: Array<{ input: string; expected: string }> }>) => {
    let cpu = 0;
    for (const job of jobs) {
      const result = await sandbox.run({ language: 'javascript', ...job });
      if (!result.available) throw new Error(result.reason);
      const failed = result.cases.filter((c) => c.verdict !== 'passed');
      if (failed.length) throw new Error(`a reference program failed: ${failed.map((c) => c.verdict).join(', ')}`);
      cpu += result.cpuMs;
    }
    return cpu;
  };

  const bare = Array.from({ length: 3 }, () => ({ code: '', cases: [{ input: '', expected: '' }] }));
  await measure(bare); // warm the page cache
  const roundCpu: number[] = [];
  const bareCpu: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    roundCpu.push(await measure(programs));
    bareCpu.push(await measure(bare));
  }
  const caseCount = programs.reduce((n, p) => n + p.cases.length, 0);
  const ratio = median(roundCpu) / median(bareCpu);
  console.log(`round: holes ${ROUND.map((r) => r.hole).join(', ')}; ${caseCount} hidden cases; ${REPEATS} repeats (medians)`);
  console.log(`reference programs, all cases: ${median(roundCpu).toFixed(1)} ms CPU`);
  console.log(`3 bare \`node -e 0\` runs:        ${median(bareCpu).toFixed(1)} ms CPU`);
  console.log(`ratio: ${ratio.toFixed(2)} (a fresh node process per case: ${caseCount} processes against 3)`);
}
