import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { getSheet } from '../index';
import { defineSheet } from '../define-sheet';
import {
  HOLES_IN_EVERY_LANGUAGE,
  OTHER_REFERENCE_LANGUAGES,
  otherReferencePath,
  REFERENCE_LANGUAGES,
  referenceProgramPath,
} from '../references';
import { defineCases, type DrawnInput, type FixedInput, type HoleCases } from '../cases';
import { VARIATION_LETTERS, type HoleSpec, type VariationLetter } from '../schema';

describe('question sheet 1', () => {
  const sheet = getSheet(1);
  const holes = [...sheet.holes.values()];

  it('has 100 holes whose ids are 1 to 100', () => {
    assert.equal(holes.length, 100);
    assert.deepEqual(
      holes.map((h) => h.id).sort((a, b) => a - b),
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
  });

  // getSheet read and validated every statement (holes/NNN.yaml) when it first loaded the sheet,
  // defineSheet parsed every hole again (five variations, at most 3 hints: see below that it refuses
  // a hole without them), and defineCases its cases at import; the service's
  // test/flows/course/drawn-cases.test.ts draws them.
  it('never names a variation in what a candidate reads', () => {
    for (const hole of holes) {
      for (const letter of VARIATION_LETTERS) {
        const v = hole.variations[letter];
        for (const text of [v.description, v.human.input_format, v.human.output_format, ...v.hints]) {
          assert.ok(!/\bvariation [A-E]\b/i.test(text), `hole ${hole.id} names a variation letter`);
        }
      }
    }
  });

  it('spreads over at least 8 categories and uses every difficulty from 1 to 10', () => {
    const categories = new Set(holes.map((h) => h.category));
    assert.ok(categories.size >= 8, `${categories.size} categories`);
    assert.deepEqual(
      [...new Set(holes.map((h) => h.difficulty))].sort((a, b) => a - b),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
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

  it('keeps beside the sheet no program that is not the reference of one of its variations', () => {
    const solutions = path.dirname(path.dirname(referenceProgramPath(1, 1, 'A', 'javascript')));
    const expected = holes.flatMap((h) =>
      VARIATION_LETTERS.flatMap((l) => [
        ...REFERENCE_LANGUAGES.map(({ language }) => referenceProgramPath(1, h.id, l, language)),
        ...((HOLES_IN_EVERY_LANGUAGE as readonly number[]).includes(h.id) ? OTHER_REFERENCE_LANGUAGES : []).map(
          ({ extension }) => otherReferencePath(1, h.id, l, extension),
        ),
      ]),
    );
    const found = readdirSync(solutions, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
    assert.deepEqual(found.sort(), expected.sort());
  });
});

describe('defineSheet: a hole it refuses at load', () => {
  const valid = (): HoleSpec => structuredClone(getSheet(1).holes.get(1)!);
  const cases = getSheet(1).cases.get(1)!;
  /** defineSheet throws for `hole`, naming the field at `where` as the one at fault. */
  const refuses = (where: string, change: (hole: HoleSpec & Record<string, unknown>) => void) => {
    const hole = valid() as HoleSpec & Record<string, unknown>;
    change(hole);
    assert.throws(
      () => defineSheet(9, [{ hole, cases }]),
      (err: unknown) => err instanceof z.ZodError && err.issues.some((i) => i.path.join('.') === where),
      where,
    );
  };

  it('takes a well-formed hole as it is', () => {
    assert.deepEqual(defineSheet(9, [{ hole: valid(), cases }]).holes.get(1), getSheet(1).holes.get(1));
  });

  it('refuses a sheet with the same hole id twice', () => {
    assert.throws(
      () =>
        defineSheet(9, [
          { hole: valid(), cases },
          { hole: { ...valid(), title: 'Another title' }, cases },
        ]),
      /sheet 9: hole 1 appears twice/,
    );
  });

  it('refuses a hole without five variations A to E', () => {
    refuses('variations.E', (h) => delete (h.variations as Partial<HoleSpec['variations']>).E);
    refuses('variations', (h) => Object.assign(h.variations, { F: h.variations.A }));
  });

  it('refuses a hole id outside 1 to 100, an unknown category, a difficulty outside 1 to 10', () => {
    refuses('id', (h) => (h.id = 101));
    refuses('category', (h) => Object.assign(h, { category: 'poetry' }));
    refuses('difficulty', (h) => (h.difficulty = 0));
  });

  it('refuses a worked example without an output, a fourth hint, a par that is not a positive integer', () => {
    refuses('variations.B.human.examples.output', (h) => (h.variations.B.human.examples.output = ''));
    refuses(
      'variations.A.hints',
      (h) => (h.variations.A.hints = ['First hint.', 'Second hint.', 'Third hint.', 'Fourth hint.']),
    );
    refuses('variations.A.par', (h) => (h.variations.A.par = 0));
  });

  it('refuses a field it does not know, on the hole or in a variation', () => {
    refuses('', (h) => (h.reference_language = 'ruby'));
    refuses('variations.A', (h) => Object.assign(h.variations.A, { solution: 'print(1)' }));
  });
});

describe('defineCases: the cases of a hole it refuses at load', () => {
  const valid = (): HoleCases => {
    const cases = getSheet(1).cases.get(1)!;
    return Object.fromEntries(
      VARIATION_LETTERS.map((l) => [
        l,
        { fixed: cases[l].fixed.map((c) => ({ ...c })), drawn: cases[l].drawn.map((c) => ({ ...c })) },
      ]),
    ) as unknown as HoleCases;
  };
  const refuses = (change: (cases: Record<VariationLetter, { fixed: FixedInput[]; drawn: DrawnInput[] }>) => void) => {
    const cases = valid() as unknown as Record<VariationLetter, { fixed: FixedInput[]; drawn: DrawnInput[] }>;
    change(cases);
    assert.throws(() => defineCases(cases), z.ZodError);
  };

  it('refuses a variation with fewer than 8 cases, fixed and drawn together', () => {
    refuses((c) => (c.C = { fixed: c.C.fixed.slice(0, 1), drawn: c.C.drawn.slice(0, 6) }));
  });

  it('refuses an unknown case tag, and a drawn case without a generator', () => {
    refuses((c) => Object.assign(c.D.fixed[0], { tag: 'huge' }));
    refuses((c) => Object.assign(c.A.drawn[0], { draw: 'x' }));
  });
});
