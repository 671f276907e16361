import path from 'node:path';
import type { VariationLetter } from './schema';

/** Every variation has one reference program per language, kept beside the sheet. */
export const REFERENCE_LANGUAGES = [
  { language: 'javascript', extension: 'js' },
  { language: 'python', extension: 'py' },
] as const;
export type ReferenceLanguage = (typeof REFERENCE_LANGUAGES)[number]['language'];

/**
 * The service's other languages: a right program in each for some holes only (every variation of
 * holes 1, 12, 47 and 93), so that each language is shown to pass drawn cases and its length par
 * is measured on programs written for the course.
 */
export const OTHER_REFERENCE_LANGUAGES = [
  { language: 'c', extension: 'c' },
  { language: 'cpp', extension: 'cpp' },
  { language: 'csharp', extension: 'cs' },
  { language: 'go', extension: 'go' },
  { language: 'java', extension: 'java' },
  { language: 'rust', extension: 'rs' },
  { language: 'ruby', extension: 'rb' },
  { language: 'php', extension: 'php' },
  { language: 'bash', extension: 'sh' },
  { language: 'perl', extension: 'pl' },
  { language: 'lua', extension: 'lua' },
  { language: 'haskell', extension: 'hs' },
] as const;
export const HOLES_IN_EVERY_LANGUAGE = [1, 12, 47, 93] as const;

/**
 * The sheet whose questions (statements, generators and reference programs) a sheet has: itself, but
 * for sheet 2, which is sheet 1 with more fixed cases. A program written for a question is compared
 * (similarity) with those written for the same question on any sheet.
 */
export const questionsSheetOf = (sheetId: number): number => (sheetId === 2 ? 1 : sheetId);

/** The file of a variation's right program in a language of OTHER_REFERENCE_LANGUAGES (which may not exist). */
export function otherReferencePath(
  sheetId: number,
  holeId: number,
  letter: VariationLetter,
  extension: string,
): string {
  return path.join(
    __dirname,
    'sheets',
    String(questionsSheetOf(sheetId)),
    'solutions',
    String(holeId).padStart(3, '0'),
    `${letter}.${extension}`,
  );
}

export function referenceProgramPath(
  sheetId: number,
  holeId: number,
  letter: VariationLetter,
  language: ReferenceLanguage,
): string {
  const { extension } = REFERENCE_LANGUAGES.find((l) => l.language === language)!;
  return path.join(
    __dirname,
    'sheets',
    String(questionsSheetOf(sheetId)),
    'solutions',
    String(holeId).padStart(3, '0'),
    `${letter}.${extension}`,
  );
}
