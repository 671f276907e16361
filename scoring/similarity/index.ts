import {
  getSheet,
  questionsSheetOf,
  REFERENCE_LANGUAGES,
  referenceProgramPath,
  VARIATION_LETTERS,
  type VariationLetter,
} from '@hiring/course';
import { readFileSync } from 'node:fs';
import { isFingerprinted, winnow } from './fingerprint';

export { containment } from './fingerprint';

/** A hash in the references of this many holes or more is reading input or printing, not a solution. */
const BASE_HOLES = 3;
/** Fewer distinctive hashes than this, and a program is too short to tell a copy from a coincidence. */
export const MIN_HASHES = 8;

/** Why a hole's shot was not compared with others. */
export type NotCompared = 'no_program' | 'too_short';

export type ShotFingerprint =
  { hashes: number[]; comparable: true } | { hashes: []; comparable: false; reason: NotCompared };

const bases = new Map<number, Set<number>>();

/**
 * The sheet's boilerplate: hashes its reference programs share across holes (reading the input,
 * splitting lines, printing). Like a base file given to MOSS, it is left out of every fingerprint,
 * so that two programs are never alike for reading their input the same way.
 */
function baseOf(sheetId: number): Set<number> {
  let base = bases.get(sheetId);
  if (base) return base;
  const holesOf = new Map<number, Set<number>>();
  for (const holeId of getSheet(sheetId).holes.keys()) {
    for (const letter of VARIATION_LETTERS) {
      for (const { language } of REFERENCE_LANGUAGES) {
        const code = readFileSync(referenceProgramPath(sheetId, holeId, letter, language), 'utf8');
        for (const hash of winnow(code, language)) holesOf.set(hash, (holesOf.get(hash) ?? new Set()).add(holeId));
      }
    }
  }
  base = new Set([...holesOf].filter(([, holes]) => holes.size >= BASE_HOLES).map(([hash]) => hash));
  bases.set(sheetId, base);
  return base;
}

/** A hash made particular to one variation of one hole: programs of different questions never share one. */
function scoped(hash: number, scope: string): number {
  let h = hash;
  for (let i = 0; i < scope.length; i++) h = Math.imul(h ^ scope.charCodeAt(i), 0x01000193);
  return h | 0;
}

/**
 * A shot's fingerprint for finding copies among the shots of the same variation: its winnowed
 * hashes (scoring/similarity/fingerprint.ts) without the sheet's boilerplate, as signed 32-bit
 * integers, ascending. Prose is not fingerprinted; a program with fewer than MIN_HASHES
 * distinctive hashes is too short to compare.
 */
export function shotFingerprint(
  shot: { language: string; code: string } | undefined,
  sheetId: number,
  holeId: number,
  letter: VariationLetter,
  owner?: string,
): ShotFingerprint {
  if (!shot || !isFingerprinted(shot.language) || !shot.code.trim())
    return { hashes: [], comparable: false, reason: 'no_program' };
  // Sheets with the same questions share one scope: a copy of a program of sheet 1 is a copy on sheet 2.
  const questions = questionsSheetOf(sheetId);
  const base = baseOf(questions);
  // A company's question (`owner`, its company) is its own scope, whatever sheet or version offered it.
  const scope = owner ? `${owner}:${holeId}:${letter}` : `${questions}:${holeId}:${letter}`;
  const hashes = [
    ...new Set(
      winnow(shot.code, shot.language)
        .filter((h) => !base.has(h))
        .map((h) => scoped(h, scope)),
    ),
  ];
  if (hashes.length < MIN_HASHES) return { hashes: [], comparable: false, reason: 'too_short' };
  return { hashes: hashes.sort((a, b) => a - b), comparable: true };
}
