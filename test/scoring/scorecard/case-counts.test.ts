import assert from 'node:assert/strict';
import type { HiddenCase } from '@hiring/course';
import { caseCountsOf, countByKind } from '../../../scoring/scorecard/case-counts';
import type { CaseResult } from '../../../scoring/sandbox';
import type { MeasuredHole } from '../../../scoring/scorecard/scorecard';

const hiddenCase = (tag: HiddenCase['tag']): HiddenCase => ({ tag, input: `${tag}\n`, output: 'x', drawn: false });
const result = (verdict: CaseResult['verdict']) => ({ verdict }) as CaseResult;

describe('hidden cases counted by kind', () => {
  it('counts each kind the hole has, in the order of the kinds, with how many passed', () => {
    const cases = ['typical', 'empty', 'typical', 'maximum'].map((t) => hiddenCase(t as HiddenCase['tag']));
    const results = ['passed', 'passed', 'wrong_answer', 'time_limit'].map((v) => result(v as CaseResult['verdict']));
    const byKind = countByKind(cases, results);
    assert.deepEqual(Object.keys(byKind), ['empty', 'maximum', 'typical']);
    assert.deepEqual(byKind, {
      empty: { passed: 1, total: 1 },
      maximum: { passed: 0, total: 1 },
      typical: { passed: 1, total: 2 },
    });
  });

  it('marks a hole correct only when every case passed, null where no program ran, and leaves out what was not kept', () => {
    const hole = (id: number, correctness: object) =>
      ({ hole: { id }, measurements: { correctness } }) as unknown as MeasuredHole;
    const byKind = { typical: { passed: 2, total: 3 } };
    assert.deepEqual(
      caseCountsOf([
        hole(4, { kind: 'executed', passed: 3, total: 3, byKind: { typical: { passed: 3, total: 3 } } }),
        hole(5, { kind: 'executed', passed: 2, total: 3, byKind }),
        hole(6, { kind: 'rubric' }),
        hole(7, { kind: 'executed', passed: 1, total: 3 }),
      ]),
      {
        '4': { passed: 3, total: 3, correct: true, by_kind: { typical: { passed: 3, total: 3 } } },
        '5': { passed: 2, total: 3, correct: false, by_kind: byKind },
        '6': null,
      },
    );
  });
});
