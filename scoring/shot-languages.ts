import { LANGUAGES } from './sandbox';

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
  /** How the static signals read the text: as JavaScript-like code, as Python, or as prose. */
  family: 'c_like' | 'python' | 'prose';
}

const RUBRIC_LANGUAGES: readonly ShotLanguage[] = [
  { id: 'human', name: 'Human language', kind: 'rubric', family: 'prose' },
  { id: 'math', name: 'Mathematical notation', kind: 'rubric', family: 'prose' },
];

export const SHOT_LANGUAGES: readonly ShotLanguage[] = [
  ...LANGUAGES.map((l): ShotLanguage => ({
    id: l.id,
    name: l.name,
    kind: 'executable',
    family: l.id === 'python' ? 'python' : 'c_like',
  })),
  ...RUBRIC_LANGUAGES,
];

export const SHOT_LANGUAGE_IDS = SHOT_LANGUAGES.map((l) => l.id);

export const getShotLanguage = (id: string): ShotLanguage | undefined => SHOT_LANGUAGES.find((l) => l.id === id);

export const isShotLanguage = (id: string): boolean => getShotLanguage(id) !== undefined;
