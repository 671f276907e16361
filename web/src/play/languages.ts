import type { RunLanguage, ShotLanguage } from '../shared/api-types';

/** Every language the API takes a shot in, by the name the "Language" list shows; one the API adds must be named here. */
const NAMES: Record<ShotLanguage, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  human: 'Plain language (explain your method)',
  math: 'Mathematical notation',
};

/** The ones "Run example" runs: plain language and mathematical notation are read, not run. */
const RUNNABLE: Record<RunLanguage, true> = { javascript: true, typescript: true, python: true };

export const LANGUAGES = Object.entries(NAMES).map(([id, name]) => ({ id, name }));

export const runs = (language: string) => Object.hasOwn(RUNNABLE, language);
