import assert from 'node:assert/strict';
import { drawInputs, type VariationCases } from '../cases';
import type { Random } from '../random';

/** A generator that makes one of two inputs, the first of them a fixed one. */
const coin = (random: Random) => (random.chance(0.5) ? 'A*A=A\n' : 'A*B=C\n');

const withFixed = (few?: true): VariationCases => ({
  fixed: [{ tag: 'empty', input: 'A*A=A\n' }],
  drawn: Array.from({ length: 20 }, () => ({ tag: 'typical' as const, draw: coin, few })),
});

describe('course: drawing a submission’s inputs', () => {
  it('draws again, from the same seed, where a generator makes a fixed input', () => {
    const drawn = drawInputs(withFixed(), 7, 90, 'E');
    assert.deepEqual(new Set(drawn.map((d) => d.input)), new Set(['A*B=C\n']));
    assert.deepEqual(drawInputs(withFixed(), 7, 90, 'E'), drawn, 'the same seed draws the same');
  });

  it('keeps a fixed input where the generator is marked as having few inputs', () => {
    const drawn = drawInputs(withFixed(true), 7, 90, 'E');
    assert.ok(drawn.some((d) => d.input === 'A*A=A\n'));
  });
});
