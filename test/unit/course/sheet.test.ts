import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { CURRENT_SHEET_ID, getSheet } from '../../../course';
import { referenceProgramPath } from '../../../course/references';
import { CATEGORIES, holeSpecSchema, VARIATION_LETTERS } from '../../../course/schema';

describe('question sheet 1', () => {
  const sheet = getSheet(1);
  const holes = [...sheet.holes.values()];

  it('is the current sheet, with 100 holes whose ids are 1 to 100', () => {
    assert.equal(CURRENT_SHEET_ID, 1);
    assert.equal(holes.length, 100);
    assert.deepEqual(holes.map((h) => h.id).sort((a, b) => a - b), Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('gives every hole five valid variations with at least 8 hidden cases covering empty, minimum, maximum and tricky', () => {
    for (const hole of holes) {
      assert.ok(holeSpecSchema.safeParse(hole).success, `hole ${hole.id}`);
      assert.deepEqual(Object.keys(hole.variations).sort(), [...VARIATION_LETTERS]);
      for (const letter of VARIATION_LETTERS) {
        const v = hole.variations[letter];
        assert.ok(v.cases.length >= 8, `hole ${hole.id}: ${v.cases.length} cases`);
        for (const tag of ['empty', 'minimum', 'maximum', 'tricky']) {
          assert.ok(v.cases.some((c) => c.tag === tag), `hole ${hole.id}: a ${tag} case`);
        }
        assert.ok(v.hints.length <= 3);
        for (const text of [v.description, v.human.input_format, v.human.output_format, ...v.hints]) {
          assert.ok(!/\bvariation [A-E]\b/i.test(text), `hole ${hole.id} names a variation letter`);
        }
      }
    }
  });

  it('spreads over at least 8 categories and uses every difficulty from 1 to 10', () => {
    const categories = new Set(holes.map((h) => h.category));
    assert.ok(categories.size >= 8, `${categories.size} categories`);
    for (const c of categories) assert.ok((CATEGORIES as readonly string[]).includes(c));
    assert.deepEqual([...new Set(holes.map((h) => h.difficulty))].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('has distinct titles and distinct descriptions', () => {
    assert.equal(new Set(holes.map((h) => h.title)).size, 100);
    const descriptions = holes.flatMap((h) => VARIATION_LETTERS.map((l) => h.variations[l].description));
    assert.equal(new Set(descriptions).size, 500);
  });

  it('has a JavaScript and a Python reference program per variation, par being the shorter one in bytes', () => {
    for (const hole of holes) {
      for (const letter of VARIATION_LETTERS) {
        const js = referenceProgramPath(1, hole.id, letter, 'javascript');
        const py = referenceProgramPath(1, hole.id, letter, 'python');
        assert.ok(existsSync(js) && existsSync(py), `${js} and ${py}`);
        const shorter = Math.min(readFileSync(js).length, readFileSync(py).length);
        assert.equal(hole.variations[letter].par, shorter, `par of hole ${hole.id}`);
      }
    }
  });
});
