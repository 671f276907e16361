import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MAX_INPUT_CHARS, type HoleCases } from '../../cases';
import { CASE_TAGS, VARIATION_LETTERS } from '../../schema';
import { cases as sheet1 } from '../1';

/**
 * Sheet 2 is sheet 1 (its statements, generators and reference programs) with more fixed cases:
 * for every variation, the drawn inputs that kill the mutants of its reference which only some
 * draws killed, so that a wrong program's verdict no longer depends on its draw. The file is
 * written by `npm run course:mutants -- --write` (bin/mutants.ts); an author does not edit it.
 */
export const ADDED_FIXED_CASES_FILE = path.join(__dirname, 'added-fixed-cases.json');

const addedFixedCases = z.record(
  z.string().regex(/^\d{3}$/),
  z.partialRecord(
    z.enum(VARIATION_LETTERS),
    z.array(z.strictObject({ tag: z.enum(CASE_TAGS), input: z.string().max(MAX_INPUT_CHARS) })),
  ),
);
export type AddedFixedCases = z.infer<typeof addedFixedCases>;

export const readAddedFixedCases = (): AddedFixedCases =>
  addedFixedCases.parse(JSON.parse(readFileSync(ADDED_FIXED_CASES_FILE, 'utf8')));

/** Sheet 1's cases, each variation's fixed ones followed by those sheet 2 adds. */
export function withAddedFixedCases(added: AddedFixedCases): ReadonlyMap<number, HoleCases> {
  return new Map(
    [...sheet1].map(([holeId, cases]) => {
      const extra = added[String(holeId).padStart(3, '0')] ?? {};
      const letters = VARIATION_LETTERS.map((letter) => [
        letter,
        { ...cases[letter], fixed: [...cases[letter].fixed, ...(extra[letter] ?? [])] },
      ]);
      return [holeId, Object.fromEntries(letters) as HoleCases];
    }),
  );
}
