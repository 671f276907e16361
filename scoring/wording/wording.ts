import { CASE_TAGS, type CaseTag } from '@hiring/course';
import type { UselessKind } from '../measure/types';
import { listing } from './text';

/** What a program that ignores its input does, completing "The program …" or "not correct, it …". */
export const USELESS_BEHAVIOUR: Record<UselessKind, string> = {
  silent: 'prints nothing whatever its input',
  broken: 'crashes before printing anything, whatever its input',
  constant: 'prints the same thing whatever its input',
  echo: 'only prints its input back',
};

/** Each kind of hidden case, as a hiring manager would name it (singular, plural): never the case itself. */
const CASE_KINDS: Record<CaseTag, [string, string]> = {
  empty: ['the empty input', 'the empty inputs'],
  minimum: ['the smallest input', 'the smallest inputs'],
  maximum: ['an input of the largest size', 'inputs of the largest size'],
  tricky: ['the tricky case the statement warns of', 'the tricky cases the statement warns of'],
  typical: ['an ordinary case', 'ordinary cases'],
};

/** "an input of the largest size and the tricky case the statement warns of", in the order of CASE_TAGS. */
export function describeMissed(missed: Partial<Record<CaseTag, number>>): string {
  return listing(CASE_TAGS.filter((tag) => missed[tag]).map((tag) => CASE_KINDS[tag][missed[tag]! === 1 ? 0 : 1]));
}
