import assert from 'node:assert/strict';
import { measureCorrectness } from '../../../scoring/measure';
import { drawnVariation, reference, unavailableSandbox } from '../../support/scoring';

describe('scoring: correctness without a sandbox', () => {
  it('scores 15 and says so when execution is unavailable, without running or guessing', async () => {
    const m = await measureCorrectness({
      language: 'javascript',
      code: reference(1, 'A', 'js')!,
      variation: drawnVariation(1, 'A'),
      sandbox: unavailableSandbox,
    });
    assert.equal(m.kind, 'unavailable');
    assert.equal(m.score, 15);
    assert.match(m.facts.join(' '), /Execution was unavailable/);
  });
});
