import { LANGUAGES } from '../sandbox';

/**
 * Every language a shot may be written in. Executable ones come from the sandbox's table and run
 * against the hidden cases; rubric ones are never executed and are scored against a rubric built
 * from the variation's expected outputs (measure/rubric.ts).
 */
export type ShotLanguageKind = 'executable' | 'rubric';

export interface ShotLanguage {
  id: string;
  name: string;
  kind: ShotLanguageKind;
}

const RUBRIC_LANGUAGES: readonly ShotLanguage[] = [
  { id: 'human', name: 'Human language', kind: 'rubric' },
  { id: 'math', name: 'Mathematical notation', kind: 'rubric' },
];

export const SHOT_LANGUAGES: readonly ShotLanguage[] = [
  ...LANGUAGES.map((l): ShotLanguage => ({ id: l.id, name: l.name, kind: 'executable' })),
  ...RUBRIC_LANGUAGES,
];

export const SHOT_LANGUAGE_IDS = SHOT_LANGUAGES.map((l) => l.id);

export const getShotLanguage = (id: string): ShotLanguage | undefined => SHOT_LANGUAGES.find((l) => l.id === id);

export const isShotLanguage = (id: string): boolean => getShotLanguage(id) !== undefined;
