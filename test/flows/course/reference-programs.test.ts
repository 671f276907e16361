import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  CURRENT_SHEET_ID,
  getSheet,
  variationWithCases,
  HOLES_IN_EVERY_LANGUAGE,
  OTHER_REFERENCE_LANGUAGES,
  otherReferencePath,
  REFERENCE_LANGUAGES,
  referenceProgramPath,
  runJavaScriptReference,
  VARIATION_LETTERS,
  type HiddenCase,
} from '@hiring/course';
import { createSandbox, getLanguage, normalizeOutput } from '../../../scoring/sandbox';
import { runCaseSeed } from '../../support/case-seed';
import { sampledLetters } from '../../support/course-sample';
import { pythonReferences } from '../../support/python-references';

/**
 * The reference programs of the current sheet (A.js and A.py ... E.js and E.py of each hole) pass every hidden
 * case of their variation, run in the sandbox like a candidate's program, and pass it warm (the
 * runtime started once per sandbox): a right program never needs the cold run to pass. Each run
 * checks one variation of every hole, both languages, drawn from the run's seed (COURSE=all: all
 * five; test/support/course-sample.ts). The worked example (the input and output the candidate is
 * shown) is checked for every variation of every hole, outside the sandbox: both references print
 * the output shown.
 */
const holes = [...getSheet(1).holes.values()];
const CASE_SEED = runCaseSeed();
/** Sandboxes at once: a little over the CPU count, since part of a sandbox's life is spent waiting on the kernel. */
const PARALLEL = availableParallelism() + 1;

describe('the current course sheet: reference programs in the sandbox', function () {
  const sandbox = createSandbox({ maxParallel: PARALLEL });
  const failures = new Map<number, string[]>();

  before(async function () {
    this.timeout(30 * 60_000);
    assert.ok(await sandbox.available(), 'the sandbox must be available to check the references');

    const jobs: { hole: number; label: string; language: string; file: string; cases: readonly HiddenCase[] }[] = [];
    for (const hole of holes) {
      failures.set(hole.id, []);
      for (const letter of sampledLetters(hole.id)) {
        const { cases } = variationWithCases(CURRENT_SHEET_ID, hole.id, letter, CASE_SEED);
        for (const { extension, language } of REFERENCE_LANGUAGES) {
          const file = referenceProgramPath(1, hole.id, letter, language);
          jobs.push({ hole: hole.id, label: `${hole.id}${letter}.${extension}`, language, file, cases });
        }
        if (!(HOLES_IN_EVERY_LANGUAGE as readonly number[]).includes(hole.id)) continue;
        for (const { extension, language } of OTHER_REFERENCE_LANGUAGES) {
          const file = otherReferencePath(1, hole.id, letter, extension);
          jobs.push({ hole: hole.id, label: `${hole.id}${letter}.${extension}`, language, file, cases });
        }
      }
    }

    const started = performance.now();
    const cpu = Object.fromEntries(jobs.map((j) => [j.language, { ms: 0, cases: 0 }]));
    let sandboxes = 0;
    // The sandbox itself runs at most PARALLEL at once; the rest wait in its queue.
    await Promise.all(
      jobs.map(async (job) => {
        const fail = (message: string) => {
          failures.get(job.hole)!.push(`${job.label}: ${message}`);
        };
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
            fail(
              `case ${i} (${job.cases[i].tag}): ${c.verdict}; printed ${JSON.stringify(c.stdout.slice(0, 200))}, ` +
                `stderr ${JSON.stringify(c.stderr.slice(0, 300))}` +
                (c.message ? `, ${JSON.stringify(c.message.slice(0, 300))}` : ''),
            );
          } else if (!c.warm && getLanguage(job.language)?.warm) {
            fail(`case ${i} (${job.cases[i].tag}) passed only when run again cold: the warm runtime got it wrong`);
          }
        });
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cases = Object.values(cpu).reduce((sum, l) => sum + l.cases, 0);
    const perCase = (l: string) => (cpu[l].cases ? (cpu[l].ms / cpu[l].cases).toFixed(1) : '-');
    console.log(
      `      ${jobs.length} reference programs (${holes.length} holes), ` +
        `${cases} cases, ${sandboxes} sandboxes, ` +
        `${PARALLEL} at once: ${seconds.toFixed(1)} s (${((seconds * 1000) / Math.max(jobs.length, 1)).toFixed(0)} ms per program); ` +
        `CPU per case: ${Object.keys(cpu)
          .map((l) => `${l} ${perCase(l)} ms`)
          .join(', ')}`,
    );
  });

  for (const hole of holes) {
    const languages = (HOLES_IN_EVERY_LANGUAGE as readonly number[]).includes(hole.id)
      ? 'every language'
      : 'JavaScript and Python';
    it(`hole ${hole.id}: ${sampledLetters(hole.id).join('')} in ${languages} pass every case drawn`, () => {
      assert.deepEqual(failures.get(hole.id), []);
    });
  }

  describe('the worked examples candidates are shown', () => {
    const python = pythonReferences();
    after(() => python.close());

    for (const hole of holes) {
      it(`hole ${hole.id}: A-E in JavaScript and Python print the example output for the example input`, async () => {
        const wrong: string[] = [];
        for (const letter of VARIATION_LETTERS) {
          const { input, output } = variationWithCases(CURRENT_SHEET_ID, hole.id, letter, CASE_SEED).human.examples;
          for (const { extension, language } of REFERENCE_LANGUAGES) {
            const file = referenceProgramPath(1, hole.id, letter, language);
            const printed =
              language === 'javascript'
                ? runJavaScriptReference(file, input)
                : await python.run(file, input).catch((err: Error) => `(failed: ${err.message})`);
            // Judged as a candidate's output is: exactly, but for trailing whitespace on a line and
            // trailing newlines, which a reader of the example cannot see (75A and 78A-D pad their columns).
            if (normalizeOutput(printed) !== normalizeOutput(output))
              wrong.push(
                `${hole.id}${letter}.${extension}: shown ${JSON.stringify(input)} -> ${JSON.stringify(output)}, ` +
                  `the reference printed ${JSON.stringify(printed.slice(0, 200))}`,
              );
          }
        }
        assert.deepEqual(wrong, []);
      });
    }
  });
});
