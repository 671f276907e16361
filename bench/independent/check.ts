import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { asLetter, courseEntry, variationWithCases } from '@hiring/course';
import { outputsMatch } from '../../scoring/sandbox/compare';

/**
 * The tool the programs in this folder were written with, as a candidate writes one: the
 * statement of one variation, then the program run on its worked example and on the hidden cases
 * of a few seeds, with the first cases it fails.
 *
 *   tsx bench/independent/check.ts statement 50 B
 *   tsx bench/independent/check.ts test 50 B [seeds]
 */
const [command, hole, letterArg, seedsArg] = process.argv.slice(2);
const holeId = Number(hole);
const letter = asLetter(letterArg ?? '');
const entry = courseEntry(1, holeId, letter);

if (command === 'statement') {
  process.stdout.write(
    [
      `# ${entry.title} (hole ${holeId}, difficulty ${entry.difficulty})`,
      entry.description,
      `Input: ${entry.human.input_format}`,
      `Output: ${entry.human.output_format}`,
      `Example input:\n${entry.human.examples.input}`,
      `Example output:\n${entry.human.examples.output}`,
      ...(entry.hints ?? []).map((h) => `Hint: ${h}`),
    ].join('\n\n') + '\n',
  );
} else if (command === 'test') {
  const program = path.join(__dirname, String(holeId).padStart(3, '0'), `${letter}.js`);
  if (!existsSync(program)) throw new Error(`no program at ${program}`);
  const seeds = Number(seedsArg ?? 5);
  const cases = [
    { tag: 'example', input: entry.human.examples.input, output: entry.human.examples.output },
    ...Array.from({ length: seeds }, (_, seed) => variationWithCases(1, holeId, letter, seed + 1).cases).flat(),
  ];
  const cut = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}… (${s.length} characters)` : s);
  let failed = 0;
  for (const c of cases) {
    const run = spawnSync(process.execPath, [program], { input: c.input, encoding: 'utf8', timeout: 10_000 });
    if (run.status === 0 && outputsMatch(run.stdout, c.output)) continue;
    if (++failed <= 3)
      process.stdout.write(
        `FAIL ${c.tag}\ninput:\n${cut(c.input)}\nexpected:\n${cut(c.output)}\ngot:\n${cut(run.stdout)}${cut(run.stderr ?? '')}\n\n`,
      );
  }
  process.stdout.write(`${cases.length - failed} of ${cases.length} cases pass\n`);
  process.exitCode = failed ? 1 : 0;
} else {
  process.stderr.write('usage: check.ts statement|test <hole> <letter> [seeds]\n');
  process.exitCode = 2;
}
