import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { generate, UsageError } from '../../bin/generate';
import { drawInputs, variationSeed } from '../../cases';
import { runGenerator } from '../../generator-protocol';
import { getSheet } from '../../index';
import type { VariationLetter } from '../../schema';

const GENERATE = path.join(__dirname, '..', '..', 'bin', 'generate.ts');
/** The protocol's command for a variation of the course: the program, run by tsx, and its sheet, hole and letter. */
const command = (holeId: number, letter: VariationLetter) => [
  process.execPath,
  require.resolve('tsx/cli'),
  GENERATE,
  '1',
  String(holeId),
  letter,
];

/** The inputs the service draws in its process for a submission's seed, as the protocol frames them. */
function inProcess(holeId: number, letter: VariationLetter, submissionSeed: number) {
  const variation = getSheet(1).cases.get(holeId)![letter];
  return drawInputs(variation, submissionSeed, holeId, letter).map(({ tag, input }, i) =>
    variation.drawn[i].few ? { tag, input, few: true } : { tag, input },
  );
}

describe('bin/generate.ts: the course’s generators behind the generator protocol', function () {
  // A process of its own per run, with tsx compiling the course: seconds each on a busy machine.
  this.timeout(120_000);

  it('prints, for a variation’s seed, the inputs the service draws for a submission with that seed', () => {
    const samples: [number, VariationLetter, number][] = [
      [1, 'A', 0],
      [12, 'C', 1234],
      [47, 'E', -987654321],
      [90, 'E', 2147483647],
      [93, 'B', 7],
    ];
    for (const [holeId, letter, submissionSeed] of samples) {
      const printed = generate(['1', String(holeId), letter, String(variationSeed(submissionSeed, holeId, letter))]);
      assert.deepEqual(
        JSON.parse(printed),
        { inputs: inProcess(holeId, letter, submissionSeed) },
        `${holeId}${letter}`,
      );
    }
  });

  it('gives the same inputs run as a program, through the protocol, and the same bytes for the same seed', () => {
    const samples: [number, VariationLetter, number][] = [
      [12, 'A', 42],
      [90, 'E', -5],
    ];
    for (const [holeId, letter, submissionSeed] of samples) {
      const seed = variationSeed(submissionSeed, holeId, letter);
      assert.deepEqual(runGenerator(command(holeId, letter), seed), inProcess(holeId, letter, submissionSeed));
    }
    const run = () => spawnSync(command(12, 'A')[0], [...command(12, 'A').slice(1), '42'], { encoding: 'utf8' });
    const [first, second] = [run(), run()];
    assert.equal(first.status, 0, first.stderr);
    assert.equal(first.stdout, second.stdout);
    assert.equal(first.stdout, generate(['1', '12', 'A', '42']));
  });

  it('refuses wrong arguments with its usage, and exits 2', () => {
    for (const args of [[], ['1', '12', 'A'], ['1', '12', 'F', '1'], ['1', '101', 'A', '1'], ['3', '1', 'A', '1']]) {
      assert.throws(() => generate(args), UsageError, args.join(' '));
    }
    for (const seed of ['-1', '4294967296', '1e3', '']) {
      assert.throws(() => generate(['1', '12', 'A', seed]), /usage: generate\.ts/, seed);
    }
    const wrong = spawnSync(command(12, 'A')[0], [...command(12, 'A').slice(1)], { encoding: 'utf8' });
    assert.equal(wrong.status, 2);
    assert.match(wrong.stderr, /usage: generate\.ts <sheet> <hole> <letter A-E> <seed 0\.\.4294967295>/);
    assert.equal(wrong.stdout, '');
  });
});
