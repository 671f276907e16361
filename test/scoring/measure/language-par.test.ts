import assert from 'node:assert/strict';
import { measureParFactors } from '../../../bench/language-par';
import { LANGUAGE_PAR_FACTORS, parIn } from '../../../scoring/measure/language-par';
import { LANGUAGES } from '../../../scoring/sandbox';

describe('length par per language: a short program is judged against what is short in its language', () => {
  it('uses the factors measured on the course programs in every language (npm run bench -- par)', () => {
    const measured = Object.fromEntries(Object.entries(measureParFactors()).map(([l, m]) => [l, m.factor]));
    const used = Object.fromEntries(Object.keys(measured).map((l) => [l, LANGUAGE_PAR_FACTORS[l]]));
    assert.deepEqual(used, measured);
  });

  it('has a factor for every executable language, TypeScript as JavaScript', () => {
    for (const { id } of LANGUAGES) assert.ok(LANGUAGE_PAR_FACTORS[id] > 0, id);
    assert.equal(LANGUAGE_PAR_FACTORS.typescript, LANGUAGE_PAR_FACTORS.javascript);
  });

  it("scales the course's par, and leaves prose's alone", () => {
    assert.equal(parIn('java', 100), Math.round(100 * LANGUAGE_PAR_FACTORS.java));
    assert.equal(parIn('human', 100), 100);
    assert.ok(parIn('c', 1) >= 1);
  });
});
