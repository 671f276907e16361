import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIMENSIONS } from '../../../scoring/scorecard/dimensions';
import {
  DEFAULT_PERSONALITIES,
  isPersonalityId,
  PERSONALITIES,
  PERSONALITY_IDS,
} from '../../../scoring/personalities/personalities';
import { PLAIN_VOICE, voiceOf, VOICE_IDS } from '../../../scoring/voices';

describe('scoring: the personality catalog', () => {
  it('has more than 20 personalities with unique ids, including the four the interface names', () => {
    assert.ok(PERSONALITIES.length > 20);
    assert.equal(new Set(PERSONALITY_IDS).size, PERSONALITIES.length);
    for (const id of ['jaded_dev', 'caffeinated_genius', 'academic_rebel', 'mad_scientist', ...DEFAULT_PERSONALITIES])
      assert.ok(isPersonalityId(id), id);
  });

  it('gives each weights over the six dimensions summing to 100, and a subset it scores (most score five)', () => {
    for (const p of PERSONALITIES) {
      assert.deepEqual(Object.keys(p.weights).sort(), [...DIMENSIONS].sort(), p.id);
      assert.equal(
        Object.values(p.weights).reduce((a, b) => a + b, 0),
        100,
        p.id,
      );
      assert.deepEqual(
        p.dimensions,
        DIMENSIONS.filter((d) => p.weights[d] > 0),
        p.id,
      );
      assert.ok(p.dimensions.length >= 4 && p.dimensions.length <= 6, p.id);
      for (const [d, leaning] of Object.entries(p.leanings))
        assert.ok(Math.abs(leaning) <= 10 && d !== 'correctness' && d !== 'length', p.id);
    }
    const fives = PERSONALITIES.filter((p) => p.dimensions.length === 5).length;
    assert.ok(fives > PERSONALITIES.length / 2, `${fives} score five`);
    assert.ok(
      PERSONALITIES.some((p) => p.dimensions.length !== 5),
      'some score a different subset size',
    );
  });

  it('gives each a distinct voice of its own: no phrase is shared between two personalities', () => {
    assert.deepEqual([...VOICE_IDS].sort(), [...PERSONALITY_IDS].sort());
    const owner = new Map<string, string>();
    for (const p of PERSONALITIES) {
      const voice = voiceOf(p.id);
      assert.notEqual(voice, PLAIN_VOICE, p.id);
      assert.equal(new Set(PERSONALITIES.map((q) => q.voice)).size, PERSONALITIES.length);
      for (const band of ['high', 'mid', 'low', 'miss'] as const) {
        assert.ok(voice[band].length >= (band === 'miss' ? 2 : 3), `${p.id} ${band}`);
        for (const phrase of voice[band]) assert.ok(phrase.includes('{dim}'), `${p.id}: ${phrase}`);
      }
      for (const phrase of [
        ...voice.high,
        ...voice.mid,
        ...voice.low,
        ...voice.miss,
        voice.focus,
        ...voice.open,
        ...voice.close,
      ]) {
        assert.ok(!owner.has(phrase), `"${phrase}" is used by ${owner.get(phrase)} and ${p.id}`);
        owner.set(phrase, p.id);
      }
    }
  });

  it('matches the weights table hiring managers read in docs/scoring.md', () => {
    const doc = readFileSync(path.join(__dirname, '../../../docs/scoring.md'), 'utf8');
    for (const p of PERSONALITIES) {
      const row = `| ${p.name} (\`${p.id}\`) | ${DIMENSIONS.map((d) => (p.weights[d] ? String(p.weights[d]) : '–')).join(' | ')} |`;
      assert.ok(doc.includes(row), `docs/scoring.md lacks: ${row}`);
    }
  });
});
