import type { Assessment, HoleSummary, LanguageEntry } from '../shared/api-types';
import { languageName } from './language-choice';
import { plural } from './words';

/** Titles named before "and N more": enough to recognise a pool, short enough for a card. */
const TITLES_SHOWN = 5;

export const kindInWords = (test: boolean) =>
  test ? 'Test: its rounds are test rounds, never charged' : 'Live: its rounds are charged';

export const SEPARATE_ATTEMPTS_WORDS =
  'Each test sent is its own single round, not counted in your attempts per candidate: a candidate sent ' +
  'tests for two jobs plays both, whatever their earlier rounds.';
export const SHARED_ATTEMPTS_WORDS =
  'Counted in your attempts per candidate, like any live round: a candidate who used them all cannot start it.';

function holesInWords(ids: number[] | null, course: HoleSummary[]): string {
  if (ids === null) return 'The whole course';
  const titles = ids.map((id) => course.find((h) => h.id === id)?.title ?? `hole ${id}`);
  const more = titles.length - TITLES_SHOWN;
  return `${plural(ids.length, 'hole')}: ${titles.slice(0, TITLES_SHOWN).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

function languagesInWords(ids: string[] | null, listed: LanguageEntry[]): string {
  if (ids === null) return 'Your company’s languages';
  return ids
    .map((id) => {
      const entry = listed.find((l) => l.id === id);
      return entry ? languageName(entry) : id;
    })
    .join(', ');
}

/** What an assessment's rounds may offer, in the form's words; '' is the company's setting. */
export const QUESTIONS_OFFERED: ReadonlyArray<[string, string]> = [
  ['', 'Your company’s setting'],
  ['course', 'The course’s holes'],
  ['own', 'Your published questions'],
  ['both', 'Both'],
];

/** An assessment's settings as a card lists them: a term and its value in words, each. */
export function assessmentFacts(
  a: Assessment,
  known: { course: HoleSummary[]; languages: LanguageEntry[] },
): Array<[string, string]> {
  return [
    ['Kind', kindInWords(a.test)],
    [
      'Time limit',
      a.round_time_limit_minutes === null ? 'Your company’s time limit' : plural(a.round_time_limit_minutes, 'minute'),
    ],
    ['Languages', languagesInWords(a.languages, known.languages)],
    ['Holes', holesInWords(a.holes, known.course)],
    ['A sent test', `can be started for ${plural(a.expires_in_days, 'day')} after it is sent`],
    ['Attempts', a.separate_attempts ? SEPARATE_ATTEMPTS_WORDS : SHARED_ATTEMPTS_WORDS],
    ['Questions', QUESTIONS_OFFERED.find(([value]) => value === (a.questions ?? ''))![1]],
  ];
}
