import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { drawnOnlyOnSheet, MUTANTS_FILE, README_FILE, renderFigures, type JudgedVariations } from '../../bin/mutants';
import { CURRENT_SHEET_ID, fixedCases, referenceProgramPath, VARIATION_LETTERS } from '../../index';
import { killedBy, programRunner } from '../../mutants';
import { Random } from '../../random';
import { readAddedFixedCases } from '../../sheets/2';

const reports = JSON.parse(readFileSync(MUTANTS_FILE, 'utf8')) as JudgedVariations;

/**
 * What the sample may spend, by the seconds mutants.json gives each variation. They were measured
 * on a quiet machine: the check takes about a minute alone on a two-core one, and beside CI's other
 * suites twice that, hence its time-out.
 */
const SAMPLE_BUDGET_SECONDS = 30;

/** Variations in an order drawn from `seed`, as many as the budget holds. */
function sample(seed: number): string[] {
  const random = new Random(seed);
  const keys = Object.keys(reports);
  for (let i = keys.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [keys[i], keys[j]] = [keys[j], keys[i]];
  }
  let left = SAMPLE_BUDGET_SECONDS;
  return keys.filter((key) => {
    if (reports[key].seconds > left) return false;
    left -= reports[key].seconds;
    return true;
  });
}

describe('course:mutants: the verdict on a wrong program does not depend on its draw', function () {
  this.timeout(120_000);

  it('covers the whole course, and on the current sheet no mutant is killed by draws only', () => {
    assert.equal(Object.keys(reports).length, 500);
    const unfixed = Object.keys(reports).filter((key) => reports[key].sheet2.drawnOnly > 0);
    assert.deepEqual(unfixed, []);
    const added = readAddedFixedCases();
    for (const [key, report] of Object.entries(reports)) {
      const inFile = added[String(report.hole).padStart(3, '0')]?.[report.letter]?.length ?? 0;
      assert.equal(inFile, report.added, `${key}: the cases sheet 2 adds are the ones the tester found`);
    }
    assert.ok(
      readFileSync(README_FILE, 'utf8').includes(renderFigures(reports)),
      'the README shows mutants.json’s figures',
    );
  });

  it('kills the off-by-one of hole 90 B by the fixed cases of sheet 2, not by those of sheet 1', () => {
    const source = readFileSync(referenceProgramPath(1, 90, 'B', 'javascript'), 'utf8');
    const offByOne = source.replace('d < 10', 'd <= 10');
    assert.notEqual(offByOne, source);
    const run = programRunner(offByOne, 500);
    const killedOn = (sheetId: number) => fixedCases(sheetId, 90, 'B').some((c) => killedBy(run, c));
    assert.equal(killedOn(1), false, 'sheet 1: only some draws tell it from the reference');
    assert.equal(killedOn(CURRENT_SHEET_ID), true);
  });

  const seed = Number(process.env.MUTANT_SAMPLE_SEED ?? Math.floor(Math.random() * 2 ** 31));
  it(`on a sample of variations drawn from MUTANT_SAMPLE_SEED=${seed}, sheet ${CURRENT_SHEET_ID} holds again`, function () {
    this.timeout(300_000);
    const picked = sample(seed);
    console.log(`      MUTANT_SAMPLE_SEED=${seed}: ${picked.join(' ')}`);
    assert.ok(picked.length >= 20, `${picked.length} variations`);
    for (const key of picked) {
      const letter = key.slice(-1) as (typeof VARIATION_LETTERS)[number];
      assert.deepEqual(drawnOnlyOnSheet(CURRENT_SHEET_ID, Number(key.slice(0, -1)), letter), [], key);
    }
  });
});
