import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { VARIATION_LETTERS, type HoleSpec } from '../course/schema';
import { createSandbox } from '../scoring/sandbox';

/**
 * Every reference program of sheet 1 (A.js and A.py ... E.js and E.py of each hole file present)
 * passes every hidden case of its variation, run in the sandbox like a candidate's program.
 */
const sheetDir = path.join(__dirname, '..', 'course', 'sheets', '1');
const holeFiles = readdirSync(path.join(sheetDir, 'holes'))
  .filter((f) => /^h\d{3}\.ts$/.test(f))
  .sort();
const REFERENCE_LANGUAGES = [
  { extension: 'js', language: 'javascript' },
  { extension: 'py', language: 'python' },
] as const;
/** Sandboxes at once: a little over the CPU count, since part of a sandbox's life is spent waiting on the kernel. */
const PARALLEL = availableParallelism() + 1;

describe('course sheet 1: reference programs in the sandbox', function () {
  const sandbox = createSandbox({ maxParallel: PARALLEL });
  const failures = new Map<string, string[]>();

  before(async function () {
    this.timeout(30 * 60_000);
    assert.ok(await sandbox.available(), 'the sandbox must be available to check the references');

    const jobs: { hole: string; label: string; language: string; file: string; cases: HoleSpec['variations']['A']['cases'] }[] = [];
    for (const holeFile of holeFiles) {
      const hole = holeFile.slice(1, 4);
      failures.set(hole, []);
      let spec: HoleSpec;
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        spec = require(path.join(sheetDir, 'holes', holeFile)).hole;
      } catch (err) {
        failures.get(hole)!.push(`cannot load ${holeFile}: ${(err as Error).message}`);
        continue;
      }
      for (const letter of VARIATION_LETTERS) {
        for (const { extension, language } of REFERENCE_LANGUAGES) {
          const file = path.join(sheetDir, 'solutions', hole, `${letter}.${extension}`);
          jobs.push({ hole, label: `${hole}${letter}.${extension}`, language, file, cases: spec.variations[letter].cases });
        }
      }
    }

    const started = performance.now();
    const cpu = { javascript: { ms: 0, cases: 0 }, python: { ms: 0, cases: 0 } } as Record<string, { ms: number; cases: number }>;
    let sandboxes = 0;
    await forEachLimited(jobs, PARALLEL, async (job) => {
      const fail = (message: string) => {
        failures.get(job.hole)!.push(`${job.label}: ${message}`);
      };
      if (!existsSync(job.file)) return fail('missing');
      const result = await sandbox.run({
        language: job.language,
        code: readFileSync(job.file, 'utf8'),
        cases: job.cases.map((c) => ({ input: c.input, expected: c.output })),
      });
      if (!result.available) return fail(`sandbox unavailable: ${result.reason}`);
      sandboxes += result.sandboxes;
      cpu[job.language].ms += result.cpuMs;
      cpu[job.language].cases += result.cases.length;
      result.cases.forEach((c, i) => {
        if (c.verdict !== 'passed') {
          fail(`case ${i} (${job.cases[i].tag}): ${c.verdict}; printed ${JSON.stringify(c.stdout.slice(0, 200))}, stderr ${JSON.stringify(c.stderr.slice(0, 300))}`);
        }
      });
    });
    const seconds = (performance.now() - started) / 1000;
    const cases = cpu.javascript.cases + cpu.python.cases;
    const perCase = (l: string) => (cpu[l].cases ? (cpu[l].ms / cpu[l].cases).toFixed(1) : '-');
    console.log(
      `      ${jobs.length} reference programs (${holeFiles.length} holes), ${cases} cases, ${sandboxes} sandboxes, ` +
        `${PARALLEL} at once: ${seconds.toFixed(1)} s (${((seconds * 1000) / Math.max(jobs.length, 1)).toFixed(0)} ms per program); ` +
        `CPU per case: javascript ${perCase('javascript')} ms, python ${perCase('python')} ms`,
    );
  });

  for (const holeFile of holeFiles) {
    const hole = holeFile.slice(1, 4);
    it(`hole ${hole}: A-E in JavaScript and Python pass every case`, () => {
      assert.deepEqual(failures.get(hole), []);
    });
  }
});

async function forEachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
