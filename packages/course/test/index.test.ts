import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  courseEntries,
  CURRENT_SHEET_ID,
  courseEntry,
  drawInputs,
  fixedCases,
  getHole,
  getSheet,
  hiddenCases,
  holeSummaries,
  referenceProgramPath,
  runJavaScriptReference,
  VARIATION_LETTERS,
  variationWithCases,
} from '../index';

/**
 * The inputs of every variation of sheet 1 for the seed 7: the SHA-256 of each variation's fixed
 * inputs and the ones drawn for the seed, in hole and letter order, as they were drawn before the
 * course became a package. A sheet's cases never change once submissions use it: a submission is
 * re-scored and replayed on the cases drawn again from its seed.
 */
const SHEET_1_INPUTS_SEED_7_SHA256 = 'a95acd1fdca3f8f768bffacc0837fd21fdbd4784b0cb6811ece1d83099485f6c';

describe('@hiring/course: the interface the service uses', () => {
  it('loads a sheet once per process, and knows no sheet it does not have', () => {
    assert.equal(getSheet(1), getSheet(1));
    assert.throws(() => getSheet(3), /unknown sheet 3/);
    assert.equal(getHole(1, 101), undefined);
  });

  it('summarizes the sheet’s holes without their variations', () => {
    const summaries = holeSummaries(1);
    assert.equal(summaries.length, 100);
    assert.deepEqual(Object.keys(summaries[0]).sort(), ['category', 'difficulty', 'id', 'title']);
  });

  it('gives a variation’s statement without its letter, its par or its cases', () => {
    const entry = courseEntry(1, 1, 'C');
    assert.equal(entry.description, getHole(1, 1)!.variations.C.description);
    assert.deepEqual(entry.human.examples, { input: 'WHO Deployed On FRIDAY?\n', output: '11\n' });
    assert.ok(!('par' in entry) && !('letter' in entry) && !('cases' in entry));
    assert.deepEqual(Object.keys(courseEntries(1, [1, 2], ['C', 'A'])), ['1', '2']);
  });

  it('draws a submission’s cases: the fixed ones, then the drawn ones, each with the JavaScript reference’s output', () => {
    const cases = hiddenCases(1, 12, 'B', 99);
    const fixed = fixedCases(1, 12, 'B');
    const variation = getSheet(1).cases.get(12)!.B;
    assert.deepEqual(cases.slice(0, fixed.length), fixed);
    assert.deepEqual(
      cases.slice(fixed.length).map(({ tag, input }) => ({ tag, input })),
      drawInputs(variation, 99, 12, 'B'),
    );
    assert.ok(cases.every((c, i) => c.drawn === i >= fixed.length));
    const reference = referenceProgramPath(1, 12, 'B', 'javascript');
    for (const c of cases) assert.equal(c.output, runJavaScriptReference(reference, c.input));
    assert.deepEqual(hiddenCases(1, 12, 'B', 99), cases, 'the same seed, the same cases');
    assert.deepEqual(variationWithCases(1, 12, 'B', 99).cases, cases);
  });

  it('draws for every variation of sheet 1 the inputs it drew before it was a package', () => {
    const hash = createHash('sha256');
    const sheet = getSheet(1);
    for (const id of [...sheet.holes.keys()].sort((a, b) => a - b)) {
      for (const letter of VARIATION_LETTERS) {
        const variation = sheet.cases.get(id)![letter];
        hash.update(JSON.stringify([id, letter, variation.fixed, drawInputs(variation, 7, id, letter)]));
      }
    }
    assert.equal(hash.digest('hex'), SHEET_1_INPUTS_SEED_7_SHA256);
  });
});

describe('sheet 2: sheet 1 with the fixed cases the mutation tester adds', () => {
  it('is the sheet new rounds are played on', () => {
    assert.equal(CURRENT_SHEET_ID, 2);
  });

  it('has sheet 1’s statements and reference programs, and its fixed cases first', () => {
    assert.deepEqual([...getSheet(2).holes.values()], [...getSheet(1).holes.values()]);
    assert.equal(referenceProgramPath(2, 47, 'D', 'javascript'), referenceProgramPath(1, 47, 'D', 'javascript'));
    for (const holeId of [1, 47, 90]) {
      const [one, two] = [getSheet(1).cases.get(holeId)!, getSheet(2).cases.get(holeId)!];
      for (const letter of VARIATION_LETTERS) {
        assert.deepEqual(two[letter].fixed.slice(0, one[letter].fixed.length), one[letter].fixed);
        assert.equal(two[letter].drawn, one[letter].drawn);
      }
    }
  });
});
