import assert from 'node:assert/strict';
import {
  CURRENT_SHEET_ID,
  getSheet,
  drawInputs,
  MAX_INPUT_CHARS,
  deriveSeed,
  referenceProgramPath,
  runJavaScriptReference,
  CASE_TAGS,
  VARIATION_LETTERS,
} from '@hiring/course';
import { normalizeOutput } from '../../../scoring/sandbox';
import { runCaseSeed } from '../../support/case-seed';
import { pythonReferences } from '../../support/python-references';

/**
 * Every variation's hidden cases, drawn for several seeds: both reference programs agree on every
 * fixed input and on the inputs the first REFERENCE_SEEDS seeds draw, the same seed draws the same
 * inputs, no two seeds share a drawn input, no drawn case's output is too long, and every kind of
 * case is there. The seeds are new on every run, derived from the run's seed (printed; CASE_SEED=n
 * draws them again), so that runs go on exploring. Drawing and the JavaScript references are cheap
 * (about 8 s a seed for the whole course, in this process); the Python ones are not (about 20 s a
 * seed on 2 cores, and the file waits for them): by default 3 seeds are drawn and the Python
 * references run on 2. CASE_SEEDS=n draws n and runs both references on all of them; HOLES (say
 * "1-17,40") checks only those holes.
 */
const SEEDS = Number(process.env.CASE_SEEDS ?? 3);
const REFERENCE_SEEDS = Number(process.env.CASE_SEEDS ?? 2);
const seeds = Array.from({ length: SEEDS }, (_, i) => deriveSeed(runCaseSeed(), 'drawn cases', i));
const MAX_OUTPUT_CHARS = 20_000;

function selectedHoles(): number[] {
  const all = [...getSheet(1).holes.keys()].sort((a, b) => a - b);
  if (!process.env.HOLES) return all;
  const wanted = process.env.HOLES.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
  return all.filter((id) => wanted.includes(id));
}

describe('the current course sheet: drawn hidden cases', function () {
  this.timeout(20 * 60_000);
  const python = pythonReferences();
  after(() => python.close());

  for (const holeId of selectedHoles()) {
    it(`hole ${holeId}: every variation draws its kinds apart per seed, and both references agree`, async () => {
      const problems: string[] = [];
      // The Python runs go on in other processes while the next inputs are drawn and run here.
      const agreements: Promise<void>[] = [];
      const cases = getSheet(CURRENT_SHEET_ID).cases.get(holeId)!;
      for (const letter of VARIATION_LETTERS) {
        const variation = cases[letter];
        const label = `${holeId}${letter}`;
        const kinds = new Set([...variation.fixed, ...variation.drawn].map((c) => c.tag));
        for (const tag of CASE_TAGS) if (!kinds.has(tag)) problems.push(`${label}: no ${tag} case`);
        const drawnKinds = variation.drawn.map((d) => d.tag);
        if (drawnKinds.filter((t) => t === 'typical').length < 2)
          problems.push(`${label}: fewer than 2 drawn typical cases`);
        if (!drawnKinds.includes('maximum')) problems.push(`${label}: no drawn maximum case`);

        const fixedInputs = new Set(variation.fixed.map((c) => c.input));
        const seenDrawn = new Map<string, number>();
        const js = referenceProgramPath(CURRENT_SHEET_ID, holeId, letter, 'javascript');
        const py = referenceProgramPath(CURRENT_SHEET_ID, holeId, letter, 'python');
        for (const seed of seeds) {
          const drawn = drawInputs(variation, seed, holeId, letter);
          assert.deepEqual(
            drawInputs(variation, seed, holeId, letter),
            drawn,
            `${label}: the same seed draws the same`,
          );
          drawn.forEach(({ tag, input }, i) => {
            if (!input.endsWith('\n'))
              problems.push(`${label} seed ${seed}: a drawn ${tag} input does not end with a newline`);
            if (input.length > MAX_INPUT_CHARS)
              problems.push(`${label} seed ${seed}: a drawn ${tag} input is too long`);
            if (variation.drawn[i].few) return;
            if (fixedInputs.has(input)) problems.push(`${label} seed ${seed}: a drawn ${tag} input equals a fixed one`);
            const earlier = seenDrawn.get(input);
            if (earlier !== undefined && earlier !== seed)
              problems.push(
                `${label}: seeds ${earlier} and ${seed} both drew the ${tag} input ${JSON.stringify(input.slice(0, 60))}`,
              );
            seenDrawn.set(input, seed);
          });
          const toCheck = seed === seeds[0] ? [...variation.fixed, ...drawn] : drawn;
          const bothReferences = seeds.indexOf(seed) < REFERENCE_SEEDS;
          for (const { tag, input } of toCheck) {
            const expected = runJavaScriptReference(js, input);
            if (expected.length > MAX_OUTPUT_CHARS)
              problems.push(`${label} seed ${seed}: ${tag}: the output is too long`);
            if (!bothReferences) continue;
            agreements.push(
              python
                .run(py, input)
                .catch((err: Error) => `(failed: ${err.message})`)
                .then((other) => {
                  if (normalizeOutput(other) === normalizeOutput(expected)) return;
                  problems.push(
                    `${label} seed ${seed}: ${tag}: ${letter}.js and ${letter}.py disagree on ` +
                      `${JSON.stringify(input.slice(0, 80))}: ${JSON.stringify(expected.slice(0, 60))} ` +
                      `against ${JSON.stringify(other.slice(0, 60))}`,
                  );
                }),
            );
          }
        }
      }
      await Promise.all(agreements);
      assert.deepEqual(problems, []);
    });
  }
});
