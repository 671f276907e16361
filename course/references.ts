import path from 'node:path';
import type { VariationLetter } from './schema';

/** Every variation has one reference program per language, kept beside the sheet. */
export const REFERENCE_LANGUAGES = [
  { language: 'javascript', extension: 'js' },
  { language: 'python', extension: 'py' },
] as const;
export type ReferenceLanguage = (typeof REFERENCE_LANGUAGES)[number]['language'];

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
    String(sheetId),
    'solutions',
    String(holeId).padStart(3, '0'),
    `${letter}.${extension}`,
  );
}
