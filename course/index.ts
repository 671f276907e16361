import { sheet as sheet1 } from './sheets/1';
import { drawInputs, type HoleCases } from './cases';
import { referenceProgramPath } from './references';
import { runJavaScriptReference } from './reference-run';
import type { HiddenCase, HoleSpec, VariationLetter, VariationWithCases } from './schema';
import { VARIATION_LETTERS } from './schema';

export type { HiddenCase, HoleSpec, VariationLetter, VariationWithCases } from './schema';

/**
 * A versioned question sheet. A sheet never changes once submissions use it (its statements, and
 * its case generators, which draw a submission's cases again from its seed): a new version of the
 * pool is a new sheet, so every submission is shown and scored against the sheet it was made on.
 */
export interface Sheet {
  id: number;
  holes: ReadonlyMap<number, HoleSpec>;
  /** Each hole's hidden inputs: fixed ones, and generators drawn per submission. */
  cases: ReadonlyMap<number, HoleCases>;
}

const SHEETS: ReadonlyMap<number, Sheet> = new Map([[sheet1.id, sheet1]]);

/** The sheet new rounds are played on. */
export const CURRENT_SHEET_ID = 1;

export function getSheet(id: number): Sheet {
  const sheet = SHEETS.get(id);
  if (!sheet) throw new Error(`unknown sheet ${id}`);
  return sheet;
}

export function getHole(sheetId: number, holeId: number): HoleSpec | undefined {
  return getSheet(sheetId).holes.get(holeId);
}

const FIXED = new Map<string, HiddenCase[]>();

/**
 * The hidden cases every submission of the variation gets (the empty input, the smallest, the traps
 * its statement warns of), with their expected outputs: computed once per process.
 */
export function fixedCases(sheetId: number, holeId: number, letter: VariationLetter): readonly HiddenCase[] {
  const key = `${sheetId}:${holeId}${letter}`;
  let fixed = FIXED.get(key);
  if (!fixed) {
    const reference = referenceProgramPath(sheetId, holeId, letter, 'javascript');
    fixed = casesOf(sheetId, holeId)[letter].fixed.map(({ tag, input }) => ({
      tag,
      input,
      output: runJavaScriptReference(reference, input),
      drawn: false,
    }));
    FIXED.set(key, fixed);
  }
  return fixed;
}

/**
 * The hidden cases one submission's hole is scored on: the variation's fixed cases, then the ones
 * drawn from `seed` (the submission's), each with the output of the variation's JavaScript
 * reference program. The same seed always gives the same cases.
 */
export function hiddenCases(sheetId: number, holeId: number, letter: VariationLetter, seed: number): HiddenCase[] {
  const reference = referenceProgramPath(sheetId, holeId, letter, 'javascript');
  const drawn = drawInputs(casesOf(sheetId, holeId)[letter], seed, holeId, letter).map(({ tag, input }) => ({
    tag,
    input,
    output: runJavaScriptReference(reference, input),
    drawn: true,
  }));
  return [...fixedCases(sheetId, holeId, letter), ...drawn];
}

function casesOf(sheetId: number, holeId: number): HoleCases {
  const cases = getSheet(sheetId).cases.get(holeId);
  if (!cases) throw new Error(`hole ${holeId} is not on sheet ${sheetId}`);
  return cases;
}

/** A variation with the hidden cases drawn from `seed`: what a shot on it is measured against. */
export function variationWithCases(
  sheetId: number,
  holeId: number,
  letter: VariationLetter,
  seed: number,
): VariationWithCases {
  const hole = getHole(sheetId, holeId);
  if (!hole) throw new Error(`hole ${holeId} is not on sheet ${sheetId}`);
  return { ...hole.variations[letter], cases: hiddenCases(sheetId, holeId, letter, seed) };
}

/** What anyone may see of a hole before playing it. */
export interface HoleSummary {
  id: number;
  title: string;
  category: string;
  difficulty: number;
}

export function holeSummaries(sheetId: number): HoleSummary[] {
  return [...getSheet(sheetId).holes.values()].map(({ id, title, category, difficulty }) => ({
    id,
    title,
    category,
    difficulty,
  }));
}

/** Interface 2.5: the variation a candidate received, without its letter or its hidden cases. */
export interface CourseEntry extends HoleSummary {
  description: string;
  human: { input_format: string; output_format: string; examples: { input: string; output: string } };
  hints?: string[];
}

export function courseEntry(sheetId: number, holeId: number, letter: VariationLetter): CourseEntry {
  const hole = getHole(sheetId, holeId);
  if (!hole) throw new Error(`hole ${holeId} is not on sheet ${sheetId}`);
  const v = hole.variations[letter];
  return {
    id: hole.id,
    title: hole.title,
    category: hole.category,
    difficulty: hole.difficulty,
    description: v.description,
    human: {
      input_format: v.human.input_format,
      output_format: v.human.output_format,
      examples: { input: v.human.examples.input, output: v.human.examples.output },
    },
    ...(v.hints.length ? { hints: [...v.hints] } : {}),
  };
}

/** The course of a submission: one entry per hole, keyed by hole id, from the letters stored with it. */
export function courseEntries(
  sheetId: number,
  holes: readonly number[],
  letters: readonly string[],
): Record<string, CourseEntry> {
  return Object.fromEntries(holes.map((id, i) => [String(id), courseEntry(sheetId, id, asLetter(letters[i]))]));
}

export function asLetter(value: string): VariationLetter {
  if (!(VARIATION_LETTERS as readonly string[]).includes(value)) throw new Error(`not a variation letter: ${value}`);
  return value as VariationLetter;
}

/** A variation drawn uniformly; `random` returns a float in [0, 1). */
export function drawVariation(random: () => number = Math.random): VariationLetter {
  return VARIATION_LETTERS[Math.floor(random() * VARIATION_LETTERS.length)];
}
