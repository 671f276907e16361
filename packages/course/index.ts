/**
 * @hiring/course: the question sheets, and all the service knows of them (README.md, "The service's
 * interface"). What a sheet is made of (statements in YAML, cases and generators, reference
 * programs) stays inside the package; the service and its tests import this file only.
 *
 * - The sheet: CURRENT_SHEET_ID, getSheet, getHole, holeSummaries.
 * - A variation's statement: courseEntry, courseEntries (what a candidate reads), asLetter,
 *   drawVariation, VARIATION_LETTERS.
 * - The cases drawn for a seed: fixedCases, hiddenCases, variationWithCases (each with the expected
 *   output of the JavaScript reference), and drawInputs, variationSeed, MAX_INPUT_CHARS, CASE_TAGS.
 * - The generator protocol: runGenerator, parseGeneratorOutput, formatGeneratorOutput, GENERATOR_LIMITS.
 * - The reference programs: referenceProgramPath, otherReferencePath, questionsSheetOf, REFERENCE_LANGUAGES,
 *   OTHER_REFERENCE_LANGUAGES, HOLES_IN_EVERY_LANGUAGE, runJavaScriptReference.
 * - Seeds: deriveSeed, Random (the seeded source the generators draw from).
 * - A company's own question in the same format: QuestionSpec, QUESTION_LIMITS, STATEMENT_RULES,
 *   questionFromHole (a hole copied as one), checkQuestion (its programs run as rounds would run them);
 *   as rounds play a published one: PlayedQuestion, questionEntry, questionSummary, questionCases.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drawInputs, type HoleCases } from './cases';
import { defineSheet } from './define-sheet';
import type { QuestionSpec, QuestionVariation } from './question';
import { referenceProgramPath } from './references';
import { runJavaScriptReference } from './reference-run';
import { questionVariation } from './question-cases';
import type { HiddenCase, HoleSpec, VariationLetter, VariationSpec, VariationWithCases } from './schema';
import { VARIATION_LETTERS } from './schema';
import { cases as sheet1Cases } from './sheets/1';
import { readAddedFixedCases, withAddedFixedCases } from './sheets/2';
import { readStatements } from './statements';

export type {
  CaseTag,
  Category,
  HiddenCase,
  HoleSpec,
  VariationLetter,
  VariationSpec,
  VariationWithCases,
} from './schema';
export { CASE_TAGS, CATEGORIES, STATEMENT_RULES, VARIATION_LETTERS } from './schema';
export { QUESTION_LIMITS, type QuestionProgram, type QuestionSpec, type QuestionVariation } from './question';
export {
  CHECK_SEEDS,
  checkQuestion,
  checkSeeds,
  type CheckCase,
  type CheckRun,
  type QuestionProblem,
  type RunProgram,
} from './question-check';
export { QuestionCasesError, questionCases, questionVariation } from './question-cases';
export {
  drawInputs,
  MAX_INPUT_CHARS,
  variationSeed,
  type DrawnInput,
  type FixedInput,
  type HoleCases,
  type VariationCases,
} from './cases';
export {
  formatGeneratorOutput,
  GENERATOR_LIMITS,
  GeneratorError,
  parseGeneratorOutput,
  runGenerator,
  type GeneratedInput,
} from './generator-protocol';
export {
  HOLES_IN_EVERY_LANGUAGE,
  OTHER_REFERENCE_LANGUAGES,
  otherReferencePath,
  questionsSheetOf,
  REFERENCE_LANGUAGES,
  referenceProgramPath,
  type ReferenceLanguage,
} from './references';
export { runJavaScriptReference } from './reference-run';
export { deriveSeed, Random } from './random';
export { StatementError } from './statements';

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

/** Every sheet: its folder (holes/NNN.yaml, solutions/) and its holes' cases (cases/cNNN.ts, imported). */
/** Each sheet's cases are built when the sheet is first used, not when the package is imported. */
const SOURCES: ReadonlyMap<number, { dir: string; cases: () => ReadonlyMap<number, HoleCases> }> = new Map([
  [1, { dir: path.join(__dirname, 'sheets', '1'), cases: () => sheet1Cases }],
  // Sheet 2 reads sheet 1's statements: it adds fixed cases only (sheets/2/index.ts).
  [2, { dir: path.join(__dirname, 'sheets', '1'), cases: () => withAddedFixedCases(readAddedFixedCases()) }],
]);

/** The sheet new rounds are played on. */
export const CURRENT_SHEET_ID = 2;

const loaded = new Map<number, Sheet>();

/**
 * A sheet from its folder: the statements in `<dir>/holes/NNN.yaml` (read and validated:
 * statements.ts), each with its hole's cases. A statement without cases, or cases without a
 * statement, is an error.
 */
function loadSheet(id: number, dir: string, cases: ReadonlyMap<number, HoleCases>): Sheet {
  const statements = readStatements(path.join(dir, 'holes'));
  const withoutCases = statements.filter((s) => !cases.has(s.id)).map((s) => s.id);
  if (withoutCases.length > 0) throw new Error(`sheet ${id}: no cases for hole ${withoutCases.join(', ')}`);
  const ids = new Set(statements.map((s) => s.id));
  const withoutStatement = [...cases.keys()].filter((holeId) => !ids.has(holeId));
  if (withoutStatement.length > 0) {
    throw new Error(`sheet ${id}: cases for hole ${withoutStatement.join(', ')}, which has no statement`);
  }
  return defineSheet(
    id,
    statements.map((hole) => ({ hole, cases: cases.get(hole.id)! })),
  );
}

/**
 * A sheet, loaded on first use and kept for the process: its statements read from their YAML files
 * and validated (a statement that does not validate throws a StatementError naming its file and
 * fields), each with its hole's cases.
 */
export function getSheet(id: number): Sheet {
  let sheet = loaded.get(id);
  if (!sheet) {
    const source = SOURCES.get(id);
    if (!source) throw new Error(`unknown sheet ${id}`);
    sheet = loadSheet(id, source.dir, source.cases());
    loaded.set(id, sheet);
  }
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
  const key = `${sheetId}:${holeId}${letter}:${seed}`;
  let cases = RECENT_DRAWS.get(key);
  if (!cases) {
    const reference = referenceProgramPath(sheetId, holeId, letter, 'javascript');
    const drawn = drawInputs(casesOf(sheetId, holeId)[letter], seed, holeId, letter).map(({ tag, input }) => ({
      tag,
      input,
      output: runJavaScriptReference(reference, input),
      drawn: true,
    }));
    cases = [...fixedCases(sheetId, holeId, letter), ...drawn];
    RECENT_DRAWS.set(key, cases);
    if (RECENT_DRAWS.size > RECENT_DRAWS_KEPT) RECENT_DRAWS.delete(RECENT_DRAWS.keys().next().value!);
  }
  return [...cases];
}

/**
 * The last draws, each kept for the next ask: a submission's cases are drawn to measure its shots
 * and again for its evaluators, in the same process moments later (7 ms a round).
 */
const RECENT_DRAWS = new Map<string, readonly HiddenCase[]>();
const RECENT_DRAWS_KEPT = 64;

function casesOf(sheetId: number, holeId: number): HoleCases {
  const cases = getSheet(sheetId).cases.get(holeId);
  if (!cases) throw new Error(`hole ${holeId} is not on sheet ${sheetId}`);
  return cases;
}

/**
 * A course hole as a company's question, for a company to start one from: each variation's
 * statement (without `par`) and its Python reference. No case: a hole's hidden cases stay the
 * course's, shown to no one, and its generators are TypeScript inside this package, not programs of
 * the generator protocol; the company writes its own.
 */
export function questionFromHole(sheetId: number, holeId: number): QuestionSpec | undefined {
  const hole = getHole(sheetId, holeId);
  if (!hole) return undefined;
  return {
    title: hole.title,
    category: hole.category,
    difficulty: hole.difficulty,
    private: false,
    variations: VARIATION_LETTERS.map((letter) => {
      const { description, human, hints } = hole.variations[letter];
      return {
        description,
        human,
        hints,
        cases: [],
        generator: null,
        reference: {
          language: 'python',
          code: readFileSync(referenceProgramPath(sheetId, holeId, letter, 'python'), 'utf8'),
        },
      };
    }),
  };
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
  return entryOf(hole, hole.variations[letter]);
}

/** A hole's or question's variation as its candidate reads it. */
function entryOf(hole: HoleSummary, v: Pick<VariationSpec, 'description' | 'human' | 'hints'>): CourseEntry {
  return {
    ...questionSummary(hole),
    description: v.description,
    human: {
      input_format: v.human.input_format,
      output_format: v.human.output_format,
      examples: { input: v.human.examples.input, output: v.human.examples.output },
    },
    ...(v.hints.length ? { hints: [...v.hints] } : {}),
  };
}

/** A company's question as a round plays it: its id and a published version of what the company wrote. */
export interface PlayedQuestion extends Pick<QuestionSpec, 'title' | 'category' | 'difficulty' | 'private'> {
  id: number;
  variations: readonly QuestionVariation[];
}

/** Company questions by id: those a round's sheet offers beside the course's holes. */
export type PlayedQuestions = ReadonlyMap<number, PlayedQuestion>;

export const questionSummary = ({ id, title, category, difficulty }: HoleSummary): HoleSummary => ({
  id,
  title,
  category,
  difficulty,
});

/** A company question's variation as its candidate reads it: a course entry like a hole's. */
export const questionEntry = (question: PlayedQuestion, letter: VariationLetter): CourseEntry =>
  entryOf(question, questionVariation(question, letter));

/**
 * The course of a submission: one entry per hole, keyed by hole id, from the letters stored with it;
 * `questions` holds the company's questions of its sheet.
 */
export function courseEntries(
  sheetId: number,
  holes: readonly number[],
  letters: readonly string[],
  questions: PlayedQuestions = new Map(),
): Record<string, CourseEntry> {
  return Object.fromEntries(
    holes.map((id, i) => {
      const question = questions.get(id);
      const letter = asLetter(letters[i]);
      return [String(id), question ? questionEntry(question, letter) : courseEntry(sheetId, id, letter)];
    }),
  );
}

export function asLetter(value: string): VariationLetter {
  if (!(VARIATION_LETTERS as readonly string[]).includes(value)) throw new Error(`not a variation letter: ${value}`);
  return value as VariationLetter;
}

/**
 * One of the first `count` variations (a hole has five, a company's question one to five), drawn
 * uniformly; `random` returns a float in [0, 1).
 */
export function drawVariation(
  random: () => number = Math.random,
  count: number = VARIATION_LETTERS.length,
): VariationLetter {
  return VARIATION_LETTERS[Math.floor(random() * count)];
}
