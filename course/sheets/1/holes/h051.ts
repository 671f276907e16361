import type { HoleSpec } from '../../../schema';

const list = (xs: (string | number)[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');
const CENTURIES = [1600, 1700, 1800, 1900, 2000, 2100, 2400, 9900, 8000];
const MIX = [2024, 2023, 1900, 2000, 1, 4, 100, 400, 9999, 1996, 2100];
const MANY = Array.from({ length: 1000 }, (_, i) => 1 + ((i * 7919) % 9999));
const MANY2 = Array.from({ length: 1000 }, (_, i) => 9999 - i * 9);
const pad4 = (y: number) => String(y).padStart(4, '0');

const intro =
  'The on-call rotation tool crashed on February 29 again, and you are writing the leap-year check it should have had. ' +
  'Use the proleptic Gregorian calendar: a year is a leap year if it is divisible by 4, except years divisible by 100, which are leap years only when divisible by 400. ';
const FMT = 'The first line holds Q (0 <= Q <= 1000), the number of queries. Then Q lines follow, each with one year Y (1 <= Y <= 9999) written as a plain integer.';

export const hole: HoleSpec = {
  id: 51,
  title: 'The Rotation Tool vs. February 29',
  category: 'dates',
  difficulty: 1,
  variations: {
    A: {
      description: intro + 'For each year, print yes if it is a leap year and no otherwise.',
      human: {
        input_format: FMT + ' With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each yes or no.',
        examples: { input: list([2024, 1900, 2000, 2023]), output: 'yes\nno\nyes\nno\n' },
      },
      hints: ['Check 400 before 100 before 4, or combine the three conditions carefully.'],
      par: 106,
      cases: [
        { tag: 'empty', input: '0\n', output: '' },
        { tag: 'minimum', input: list([1]), output: 'no\n' },
        { tag: 'tricky', input: list(CENTURIES), output: 'yes\nno\nno\nno\nyes\nno\nyes\nno\nyes\n' },
        { tag: 'tricky', input: list([4, 100, 400, 9996, 9999]), output: 'yes\nno\nyes\nyes\nno\n' },
        { tag: 'typical', input: list(MIX), output: 'yes\nno\nno\nyes\nno\nyes\nno\nyes\nno\nyes\nno\n' },
        { tag: 'typical', input: list([1999, 2004, 2012, 2019, 2028]), output: 'no\nyes\nyes\nno\nyes\n' },
        { tag: 'maximum', input: list(MANY), output: 'no\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\n' +
          'yes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\n' +
          'yes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\n' +
          'yes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\n' +
          'yes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\n' +
          'no\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\n' +
          'no\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\n' +
          'yes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nno\nno\n' +
          'no\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\n' +
          'no\nno\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\n' +
          'yes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\n' +
          'no\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\n' +
          'yes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\n' +
          'yes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nno\nno\n' +
          'no\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nno\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\n' +
          'yes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\n' +
          'yes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nyes\nyes\nyes\nno\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\n' +
          'no\nno\nno\nno\nno\nyes\nyes\nyes\nyes\nyes\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\nno\n' },
        { tag: 'maximum', input: list(MANY2), output: 'no\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nno\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\n' +
          'no\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nno\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\n' +
          'no\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\n' +
          'no\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nno\nno\nno\n' +
          'no\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\n' +
          'no\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\n' +
          'no\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\n' +
          'no\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nno\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\n' +
          'no\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\n' +
          'no\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nno\nno\nno\nno\nyes\nno\nno\n' +
          'no\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\n' +
          'no\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\n' +
          'no\nno\nno\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\n' +
          'no\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\n' +
          'no\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\n' +
          'no\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nno\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\n' +
          'no\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\n' +
          'no\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nno\nno\nno\n' +
          'no\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\n' +
          'no\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\n' +
          'yes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\nno\nno\nno\nyes\n' },
      ],
    },
    B: {
      description: intro + 'For each year, print the number of days it has (365 or 366), so the yearly SLA report stops being off by one.',
      human: {
        input_format: FMT + ' With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each 365 or 366.',
        examples: { input: list([2024, 1900, 2000, 2023]), output: '366\n365\n366\n365\n' },
      },
      hints: ['A leap year has 366 days.'],
      par: 93,
      cases: [
        { tag: 'empty', input: '0\n', output: '' },
        { tag: 'minimum', input: list([1]), output: '365\n' },
        { tag: 'tricky', input: list(CENTURIES), output: '366\n365\n365\n365\n366\n365\n366\n365\n366\n' },
        { tag: 'tricky', input: list([4, 100, 400, 9996, 9999]), output: '366\n365\n366\n366\n365\n' },
        { tag: 'typical', input: list(MIX), output: '366\n365\n365\n366\n365\n366\n365\n366\n365\n366\n365\n' },
        { tag: 'typical', input: list([1999, 2004, 2012, 2019, 2028]), output: '365\n366\n366\n365\n366\n' },
        { tag: 'maximum', input: list(MANY), output: '365\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n' +
          '366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n' +
          '366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n' +
          '366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n' +
          '366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n' +
          '366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n' +
          '366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n' +
          '366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n365\n366\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n' +
          '366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n366\n366\n366\n365\n366\n365\n365\n365\n365\n365\n365\n365\n365\n' +
          '365\n365\n365\n365\n365\n365\n366\n366\n366\n366\n366\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n365\n' },
        { tag: 'maximum', input: list(MANY2), output: '365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n365\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n' +
          '365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n' +
          '365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n' +
          '366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n' +
          '365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n365\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n' +
          '365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n' +
          '365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n' +
          '366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n' +
          '365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n365\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n' +
          '365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n' +
          '365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n' +
          '366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n' +
          '365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n' +
          '365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n' +
          '365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n' +
          '366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n' +
          '365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n365\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n' +
          '365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n' +
          '365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n' +
          '366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n' +
          '365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n365\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n' +
          '365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n' +
          '365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n' +
          '366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n' +
          '365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n365\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n' +
          '365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n' +
          '365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n' +
          '366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n' +
          '365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n' +
          '365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n' +
          '365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n' +
          '366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n' +
          '365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n365\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n' +
          '365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n' +
          '365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n' +
          '366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n' +
          '365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n365\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n' +
          '365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n' +
          '365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n' +
          '366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n365\n365\n365\n366\n' },
      ],
    },
    C: {
      description:
        intro +
        'For each query "A B", print how many leap years there are from year A to year B, both included. The calendar rules continue past 9999: 1 <= A <= B <= 10^9.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 1000), the number of queries. Then Q lines follow, each with two integers A and B separated by a space (1 <= A <= B <= 1000000000). With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each the number of leap years in [A, B].',
        examples: { input: '3\n2000 2024\n1897 1903\n2021 2023\n', output: '7\n0\n0\n' },
      },
      hints: ['Count the leap years in [1, n] with a formula, then subtract.', 'Looping up to 10^9 years is too slow.'],
      par: 122,
      cases: [
        { tag: 'empty', input: '0\n', output: '' },
        { tag: 'minimum', input: '1\n1 1\n', output: '0\n' },
        { tag: 'tricky', input: '4\n1900 1900\n2000 2000\n1 4\n4 4\n', output: '0\n1\n1\n1\n' },
        { tag: 'tricky', input: '3\n100 400\n101 399\n1 1000000000\n', output: '73\n72\n242500000\n' },
        { tag: 'typical', input: '3\n1970 2038\n1582 1752\n2024 2124\n', output: '17\n42\n25\n' },
        { tag: 'typical', input: '2\n999999999 1000000000\n123456789 987654321\n', output: '1\n209567901\n' },
        { tag: 'maximum', input: `1000\n` + Array.from({ length: 1000 }, (_, i) => `${1 + i * 997} ${1000000000 - i * 999983}\n`).join(''), output: '242500000\n242257262\n242014525\n241771787\n241529050\n241286312\n241043574\n240800836\n240558099\n240315361\n' +
          '240072624\n239829886\n239587148\n239344410\n239101673\n238858935\n238616198\n238373460\n238130722\n237887984\n' +
          '237645247\n237402509\n237159772\n236917034\n236674297\n236431559\n236188822\n235946084\n235703347\n235460609\n' +
          '235217871\n234975133\n234732396\n234489658\n234246920\n234004182\n233761444\n233518706\n233275969\n233033231\n' +
          '232790494\n232547756\n232305018\n232062280\n231819543\n231576805\n231334068\n231091330\n230848593\n230605855\n' +
          '230363118\n230120380\n229877643\n229634904\n229392167\n229149429\n228906692\n228663954\n228421217\n228178478\n' +
          '227935741\n227693003\n227450266\n227207528\n226964791\n226722052\n226479315\n226236577\n225993839\n225751102\n' +
          '225508364\n225265627\n225022889\n224780152\n224537414\n224294677\n224051939\n223809201\n223566463\n223323726\n' +
          '223080988\n222838251\n222595513\n222352775\n222110037\n221867300\n221624562\n221381825\n221139087\n220896349\n' +
          '220653611\n220410874\n220168136\n219925399\n219682661\n219439924\n219197186\n218954449\n218711711\n218468974\n' +
          '218226235\n217983497\n217740759\n217498022\n217255284\n217012547\n216769808\n216527071\n216284333\n216041596\n' +
          '215798858\n215556121\n215313382\n215070645\n214827907\n214585170\n214342432\n214099695\n213856957\n213614220\n' +
          '213371482\n213128745\n212886007\n212643270\n212400531\n212157794\n211915056\n211672319\n211429581\n211186844\n' +
          '210944105\n210701368\n210458630\n210215893\n209973155\n209730417\n209487679\n209244941\n209002204\n208759466\n' +
          '208516729\n208273991\n208031254\n207788516\n207545779\n207303041\n207060304\n206817566\n206574828\n206332090\n' +
          '206089353\n205846615\n205603878\n205361139\n205118402\n204875664\n204632927\n204390189\n204147452\n203904713\n' +
          '203661976\n203419238\n203176501\n202933763\n202691026\n202448288\n202205551\n201962812\n201720075\n201477337\n' +
          '201234600\n200991861\n200749124\n200506386\n200263649\n200020911\n199778174\n199535435\n199292698\n199049960\n' +
          '198807223\n198564485\n198321748\n198079009\n197836272\n197593534\n197350797\n197108059\n196865322\n196622584\n' +
          '196379847\n196137109\n195894372\n195651634\n195408897\n195166158\n194923421\n194680683\n194437946\n194195208\n' +
          '193952470\n193709732\n193466994\n193224257\n192981519\n192738782\n192496043\n192253306\n192010568\n191767831\n' +
          '191525093\n191282356\n191039618\n190796881\n190554143\n190311406\n190068668\n189825931\n189583192\n189340455\n' +
          '189097717\n188854980\n188612242\n188369505\n188126766\n187884029\n187641291\n187398554\n187155816\n186913079\n' +
          '186670340\n186427603\n186184865\n185942128\n185699389\n185456652\n185213914\n184971177\n184728439\n184485702\n' +
          '184242964\n184000227\n183757488\n183514751\n183272013\n183029276\n182786538\n182543801\n182301062\n182058325\n' +
          '181815587\n181572850\n181330112\n181087374\n180844636\n180601899\n180359161\n180116424\n179873686\n179630949\n' +
          '179388211\n179145474\n178902736\n178659999\n178417261\n178174523\n177931785\n177689047\n177446310\n177203572\n' +
          '176960835\n176718096\n176475359\n176232621\n175989884\n175747146\n175504409\n175261670\n175018933\n174776195\n' +
          '174533458\n174290720\n174047983\n173805245\n173562508\n173319770\n173077033\n172834295\n172591558\n172348819\n' +
          '172106082\n171863344\n171620607\n171377869\n171135132\n170892393\n170649656\n170406918\n170164181\n169921443\n' +
          '169678705\n169435966\n169193229\n168950491\n168707754\n168465016\n168222279\n167979541\n167736804\n167494066\n' +
          '167251329\n167008591\n166765853\n166523115\n166280378\n166037640\n165794903\n165552165\n165309427\n165066689\n' +
          '164823952\n164581214\n164338477\n164095739\n163853001\n163610263\n163367526\n163124788\n162882051\n162639313\n' +
          '162396576\n162153838\n161911101\n161668363\n161425625\n161182888\n160940149\n160697412\n160454674\n160211937\n' +
          '159969199\n159726462\n159483723\n159240986\n158998248\n158755511\n158512773\n158270036\n158027297\n157784560\n' +
          '157541822\n157299085\n157056347\n156813610\n156570872\n156328135\n156085397\n155842660\n155599922\n155357184\n' +
          '155114446\n154871709\n154628971\n154386234\n154143496\n153900758\n153658020\n153415282\n153172544\n152929807\n' +
          '152687069\n152444331\n152201593\n151958856\n151716118\n151473381\n151230643\n150987906\n150745168\n150502431\n' +
          '150259693\n150016956\n149774218\n149531480\n149288742\n149046005\n148803267\n148560530\n148317792\n148075054\n' +
          '147832316\n147589579\n147346841\n147104104\n146861366\n146618628\n146375890\n146133153\n145890415\n145647678\n' +
          '145404940\n145162202\n144919465\n144676727\n144433990\n144191252\n143948514\n143705776\n143463039\n143220301\n' +
          '142977564\n142734826\n142492088\n142249350\n142006613\n141763875\n141521138\n141278400\n141035662\n140792924\n' +
          '140550187\n140307449\n140064712\n139821974\n139579237\n139336499\n139093762\n138851024\n138608287\n138365549\n' +
          '138122811\n137880073\n137637336\n137394598\n137151860\n136909122\n136666384\n136423646\n136180909\n135938171\n' +
          '135695434\n135452696\n135209958\n134967220\n134724483\n134481745\n134239008\n133996270\n133753533\n133510795\n' +
          '133268058\n133025320\n132782583\n132539844\n132297107\n132054369\n131811632\n131568894\n131326157\n131083418\n' +
          '130840681\n130597943\n130355206\n130112468\n129869731\n129626992\n129384255\n129141517\n128898779\n128656042\n' +
          '128413304\n128170567\n127927829\n127685092\n127442354\n127199617\n126956879\n126714141\n126471403\n126228666\n' +
          '125985928\n125743191\n125500453\n125257715\n125014977\n124772240\n124529502\n124286765\n124044027\n123801289\n' +
          '123558551\n123315814\n123073076\n122830339\n122587601\n122344864\n122102126\n121859389\n121616651\n121373914\n' +
          '121131175\n120888437\n120645699\n120402962\n120160224\n119917487\n119674748\n119432011\n119189273\n118946536\n' +
          '118703798\n118461061\n118218322\n117975585\n117732847\n117490110\n117247372\n117004635\n116761897\n116519160\n' +
          '116276422\n116033685\n115790947\n115548210\n115305471\n115062734\n114819996\n114577259\n114334521\n114091784\n' +
          '113849045\n113606308\n113363570\n113120833\n112878095\n112635357\n112392619\n112149881\n111907144\n111664406\n' +
          '111421669\n111178931\n110936194\n110693456\n110450719\n110207981\n109965244\n109722506\n109479768\n109237030\n' +
          '108994293\n108751555\n108508818\n108266079\n108023342\n107780604\n107537867\n107295129\n107052392\n106809653\n' +
          '106566916\n106324178\n106081441\n105838703\n105595966\n105353228\n105110491\n104867752\n104625015\n104382277\n' +
          '104139540\n103896801\n103654064\n103411326\n103168589\n102925851\n102683114\n102440375\n102197638\n101954900\n' +
          '101712163\n101469425\n101226688\n100983949\n100741212\n100498474\n100255737\n100012999\n99770262\n99527524\n' +
          '99284787\n99042049\n98799312\n98556574\n98313837\n98071098\n97828361\n97585623\n97342886\n97100148\n96857410\n' +
          '96614672\n96371934\n96129197\n95886459\n95643722\n95400983\n95158246\n94915508\n94672771\n94430033\n94187296\n' +
          '93944558\n93701821\n93459083\n93216346\n92973608\n92730871\n92488132\n92245395\n92002657\n91759920\n91517182\n' +
          '91274445\n91031706\n90788969\n90546231\n90303494\n90060756\n89818019\n89575280\n89332543\n89089805\n88847068\n' +
          '88604329\n88361592\n88118854\n87876117\n87633379\n87390642\n87147904\n86905167\n86662428\n86419691\n86176953\n' +
          '85934216\n85691478\n85448741\n85206002\n84963265\n84720527\n84477790\n84235052\n83992314\n83749576\n83506839\n' +
          '83264101\n83021364\n82778626\n82535889\n82293151\n82050414\n81807676\n81564939\n81322201\n81079463\n80836725\n' +
          '80593987\n80351250\n80108512\n79865775\n79623036\n79380299\n79137561\n78894824\n78652086\n78409349\n78166610\n' +
          '77923873\n77681135\n77438398\n77195660\n76952923\n76710185\n76467448\n76224710\n75981973\n75739235\n75496498\n' +
          '75253759\n75011022\n74768284\n74525547\n74282809\n74040072\n73797333\n73554596\n73311858\n73069121\n72826383\n' +
          '72583645\n72340906\n72098169\n71855431\n71612694\n71369956\n71127219\n70884481\n70641744\n70399006\n70156269\n' +
          '69913531\n69670793\n69428055\n69185318\n68942580\n68699843\n68457105\n68214367\n67971629\n67728892\n67486154\n' +
          '67243417\n67000679\n66757941\n66515203\n66272466\n66029728\n65786991\n65544253\n65301516\n65058778\n64816041\n' +
          '64573303\n64330565\n64087828\n63845089\n63602352\n63359614\n63116877\n62874139\n62631402\n62388663\n62145926\n' +
          '61903188\n61660451\n61417713\n61174976\n60932237\n60689500\n60446762\n60204025\n59961287\n59718550\n59475812\n' +
          '59233075\n58990337\n58747600\n58504862\n58262124\n58019386\n57776649\n57533911\n57291174\n57048436\n56805698\n' +
          '56562960\n56320222\n56077484\n55834747\n55592009\n55349271\n55106533\n54863796\n54621058\n54378321\n54135583\n' +
          '53892846\n53650108\n53407371\n53164633\n52921896\n52679158\n52436420\n52193682\n51950945\n51708207\n51465470\n' +
          '51222732\n50979994\n50737256\n50494519\n50251781\n50009044\n49766306\n49523568\n49280830\n49038093\n48795355\n' +
          '48552618\n48309880\n48067142\n47824405\n47581667\n47338930\n47096192\n46853454\n46610716\n46367979\n46125241\n' +
          '45882504\n45639766\n45397028\n45154290\n44911553\n44668815\n44426078\n44183340\n43940602\n43697864\n43455127\n' +
          '43212389\n42969652\n42726914\n42484177\n42241439\n41998702\n41755964\n41513227\n41270489\n41027751\n40785013\n' +
          '40542276\n40299538\n40056800\n39814062\n39571324\n39328586\n39085849\n38843111\n38600374\n38357636\n38114898\n' +
          '37872160\n37629423\n37386685\n37143948\n36901210\n36658473\n36415735\n36172998\n35930260\n35687523\n35444784\n' +
          '35202047\n34959309\n34716572\n34473834\n34231097\n33988358\n33745621\n33502883\n33260146\n33017408\n32774671\n' +
          '32531932\n32289195\n32046457\n31803719\n31560982\n31318244\n31075507\n30832769\n30590032\n30347294\n30104557\n' +
          '29861819\n29619081\n29376343\n29133606\n28890868\n28648131\n28405393\n28162655\n27919917\n27677180\n27434442\n' +
          '27191705\n26948967\n26706229\n26463491\n26220754\n25978016\n25735279\n25492541\n25249804\n25007066\n24764329\n' +
          '24521591\n24278854\n24036115\n23793377\n23550639\n23307902\n23065164\n22822427\n22579688\n22336951\n22094213\n' +
          '21851476\n21608738\n21366001\n21123262\n20880525\n20637787\n20395050\n20152312\n19909575\n19666837\n19424100\n' +
          '19181362\n18938625\n18695887\n18453150\n18210411\n17967674\n17724936\n17482199\n17239461\n16996724\n16753985\n' +
          '16511248\n16268510\n16025773\n15783035\n15540297\n15297559\n15054821\n14812084\n14569346\n14326609\n14083871\n' +
          '13841134\n13598396\n13355659\n13112921\n12870184\n12627446\n12384708\n12141970\n11899233\n11656495\n11413758\n' +
          '11171019\n10928282\n10685544\n10442807\n10200069\n9957332\n9714593\n9471856\n9229118\n8986381\n8743643\n' +
          '8500906\n8258168\n8015431\n7772692\n7529955\n7287217\n7044480\n6801741\n6559004\n6316266\n6073529\n5830791\n' +
          '5588054\n5345315\n5102578\n4859840\n4617103\n4374365\n4131628\n3888889\n3646152\n3403414\n3160677\n2917939\n' +
          '2675202\n2432464\n2189727\n1946989\n1704252\n1461514\n1218777\n976038\n733301\n490563\n247826\n5088\n' },
        { tag: 'maximum', input: `1000\n` + Array.from({ length: 1000 }, (_, i) => `${1 + i * 3} ${1 + i * 7}\n`).join(''), output: '0\n2\n2\n3\n4\n6\n6\n7\n8\n10\n10\n11\n12\n14\n14\n14\n15\n17\n17\n18\n19\n21\n21\n22\n23\n25\n25\n26\n27\n28\n28\n29\n30\n32\n33\n34\n' +
          '35\n37\n37\n38\n39\n41\n41\n41\n42\n44\n44\n45\n46\n48\n48\n49\n50\n52\n52\n53\n54\n56\n56\n57\n58\n60\n60\n61\n62\n64\n64\n66\n67\n' +
          '69\n69\n70\n70\n72\n72\n73\n74\n76\n76\n77\n78\n80\n80\n81\n82\n84\n83\n84\n85\n87\n87\n88\n89\n91\n91\n92\n93\n95\n95\n96\n97\n99\n' +
          '99\n100\n101\n103\n103\n104\n105\n107\n107\n108\n109\n111\n111\n112\n113\n115\n115\n116\n117\n119\n119\n120\n121\n123\n123\n' +
          '124\n125\n126\n126\n127\n128\n130\n130\n131\n132\n134\n134\n135\n136\n138\n138\n138\n139\n141\n141\n142\n143\n145\n145\n146\n' +
          '147\n149\n149\n150\n151\n152\n152\n153\n154\n156\n156\n157\n158\n160\n160\n162\n163\n165\n165\n166\n167\n169\n169\n170\n171\n' +
          '173\n173\n174\n175\n177\n177\n178\n179\n181\n180\n181\n182\n184\n184\n185\n186\n188\n188\n189\n190\n192\n192\n193\n194\n196\n' +
          '196\n197\n198\n200\n200\n201\n202\n204\n204\n205\n206\n208\n208\n208\n209\n211\n211\n212\n213\n215\n215\n216\n217\n219\n219\n' +
          '220\n221\n223\n223\n224\n225\n227\n228\n229\n230\n232\n232\n233\n234\n236\n236\n236\n237\n239\n239\n240\n241\n243\n243\n244\n' +
          '245\n247\n247\n248\n249\n250\n250\n251\n252\n254\n254\n255\n256\n258\n258\n259\n260\n262\n262\n263\n263\n265\n265\n266\n267\n' +
          '269\n269\n270\n271\n273\n273\n274\n275\n277\n277\n278\n279\n281\n281\n282\n283\n285\n285\n286\n287\n289\n289\n290\n291\n293\n' +
          '293\n294\n295\n297\n297\n298\n299\n301\n301\n302\n303\n305\n305\n305\n306\n308\n308\n309\n310\n312\n312\n313\n314\n316\n316\n' +
          '317\n318\n319\n319\n320\n321\n323\n324\n325\n326\n328\n328\n329\n330\n332\n332\n333\n334\n336\n336\n337\n338\n340\n340\n341\n' +
          '342\n344\n344\n345\n346\n347\n347\n348\n349\n351\n351\n352\n353\n355\n355\n357\n358\n360\n360\n361\n361\n363\n363\n364\n365\n' +
          '367\n367\n368\n369\n371\n371\n372\n373\n375\n374\n375\n376\n378\n378\n379\n380\n382\n382\n383\n384\n386\n386\n387\n388\n390\n' +
          '390\n391\n392\n394\n394\n395\n396\n398\n398\n399\n400\n402\n402\n402\n403\n405\n405\n406\n407\n409\n409\n410\n411\n413\n413\n' +
          '414\n415\n416\n416\n417\n418\n420\n421\n422\n423\n425\n425\n426\n427\n429\n429\n429\n430\n432\n432\n433\n434\n436\n436\n437\n' +
          '438\n440\n440\n441\n442\n444\n444\n445\n446\n448\n448\n449\n450\n452\n452\n454\n455\n457\n457\n458\n458\n460\n460\n461\n462\n' +
          '464\n464\n465\n466\n468\n468\n469\n470\n472\n471\n472\n473\n475\n475\n476\n477\n479\n479\n480\n481\n483\n483\n484\n485\n487\n' +
          '487\n488\n489\n491\n491\n492\n493\n495\n495\n496\n497\n499\n499\n500\n501\n503\n503\n504\n505\n507\n507\n508\n509\n511\n511\n' +
          '512\n513\n514\n514\n515\n516\n518\n518\n519\n520\n522\n522\n523\n524\n526\n526\n526\n527\n529\n529\n530\n531\n533\n533\n534\n' +
          '535\n537\n537\n538\n539\n540\n540\n541\n542\n544\n544\n545\n546\n548\n548\n550\n551\n553\n553\n554\n555\n557\n557\n558\n559\n' +
          '561\n561\n562\n563\n565\n565\n566\n567\n569\n568\n569\n570\n572\n572\n573\n574\n576\n576\n577\n578\n580\n580\n581\n582\n584\n' +
          '584\n585\n586\n588\n588\n589\n590\n592\n592\n593\n594\n596\n596\n596\n597\n599\n599\n600\n601\n603\n603\n604\n605\n607\n607\n' +
          '608\n609\n611\n611\n612\n613\n615\n616\n617\n618\n620\n620\n621\n622\n624\n624\n624\n625\n627\n627\n628\n629\n631\n631\n632\n' +
          '633\n635\n635\n636\n637\n638\n638\n639\n640\n642\n642\n643\n644\n646\n646\n647\n648\n650\n650\n651\n651\n653\n653\n654\n655\n' +
          '657\n657\n658\n659\n661\n661\n662\n663\n665\n665\n666\n667\n669\n669\n670\n671\n673\n673\n674\n675\n677\n677\n678\n679\n681\n' +
          '681\n682\n683\n685\n685\n686\n687\n689\n689\n690\n691\n693\n693\n693\n694\n696\n696\n697\n698\n700\n700\n701\n702\n704\n704\n' +
          '705\n706\n707\n707\n708\n709\n711\n712\n713\n714\n716\n716\n717\n718\n720\n720\n721\n722\n724\n724\n725\n726\n728\n728\n729\n' +
          '730\n732\n732\n733\n734\n735\n735\n736\n737\n739\n739\n740\n741\n743\n743\n745\n746\n748\n748\n749\n749\n751\n751\n752\n753\n' +
          '755\n755\n756\n757\n759\n759\n760\n761\n763\n762\n763\n764\n766\n766\n767\n768\n770\n770\n771\n772\n774\n774\n775\n776\n778\n' +
          '778\n779\n780\n782\n782\n783\n784\n786\n786\n787\n788\n790\n790\n790\n791\n793\n793\n794\n795\n797\n797\n798\n799\n801\n801\n' +
          '802\n803\n804\n804\n805\n806\n808\n809\n810\n811\n813\n813\n814\n815\n817\n817\n817\n818\n820\n820\n821\n822\n824\n824\n825\n' +
          '826\n828\n828\n829\n830\n832\n832\n833\n834\n836\n836\n837\n838\n840\n840\n842\n843\n845\n845\n846\n846\n848\n848\n849\n850\n' +
          '852\n852\n853\n854\n856\n856\n857\n858\n860\n859\n860\n861\n863\n863\n864\n865\n867\n867\n868\n869\n871\n871\n872\n873\n875\n' +
          '875\n876\n877\n879\n879\n880\n881\n883\n883\n884\n885\n887\n887\n888\n889\n891\n891\n892\n893\n895\n895\n896\n897\n899\n899\n' +
          '900\n901\n902\n902\n903\n904\n906\n906\n907\n908\n910\n910\n911\n912\n914\n914\n914\n915\n917\n917\n918\n919\n921\n921\n922\n' +
          '923\n925\n925\n926\n927\n928\n928\n929\n930\n932\n932\n933\n934\n936\n936\n938\n939\n941\n941\n942\n943\n945\n945\n946\n947\n' +
          '949\n949\n950\n951\n953\n953\n954\n955\n957\n956\n957\n958\n960\n960\n961\n962\n964\n964\n965\n966\n968\n968\n969\n' },
      ],
    },
    D: {
      description:
        intro + 'The billing cron needs month lengths: for each query "YYYY-MM", print the number of days in that month of that year.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 1000), the number of queries. Then Q lines follow, each a month in the form YYYY-MM (year 0001..9999 with exactly four digits, month 01..12). With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each 28, 29, 30 or 31.',
        examples: { input: list(['2024-02', '2023-02', '2023-04', '2023-12']), output: '29\n28\n30\n31\n' },
      },
      hints: ['"Thirty days hath September, April, June and November."', 'Only February depends on the year.'],
      par: 126,
      cases: [
        { tag: 'empty', input: '0\n', output: '' },
        { tag: 'minimum', input: list(['0001-01']), output: '31\n' },
        { tag: 'tricky', input: list(['1900-02', '2000-02', '2100-02', '2400-02', '0004-02', '0100-02']), output: '28\n29\n28\n29\n29\n28\n' },
        { tag: 'typical', input: list(['2024-01', '2024-03', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11']), output: '31\n31\n31\n30\n31\n31\n30\n31\n30\n' },
        { tag: 'tricky', input: list(['9999-12', '9996-02', '0001-02']), output: '31\n29\n28\n' },
        { tag: 'typical', input: list(['1969-07', '1999-12', '2038-01', '2023-06']), output: '31\n31\n31\n30\n' },
        { tag: 'maximum', input: list(Array.from({ length: 1000 }, (_, i) => `${pad4(MANY[i])}-${String(1 + (i % 12)).padStart(2, '0')}`)), output: '31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n' +
          '31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n' +
          '31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n' +
          '30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n' +
          '31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n' +
          '31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n' +
          '31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n' +
          '30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n' +
          '31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n' +
          '31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n' +
          '31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n' +
          '30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n' +
          '31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n' +
          '31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n' +
          '31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n' +
          '30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n' +
          '31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n' +
          '31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n' +
          '31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n' +
          '30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n' +
          '31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n' +
          '31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n' +
          '31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n' +
          '30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n' +
          '31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n' +
          '31\n30\n31\n31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n' +
          '31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n' +
          '30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n' +
          '31\n29\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n' +
          '31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n31\n30\n31\n31\n30\n31\n30\n31\n31\n29\n31\n30\n31\n30\n' +
          '31\n31\n30\n31\n30\n31\n31\n28\n31\n30\n' },
        { tag: 'maximum', input: list(Array.from({ length: 1000 }, (_, i) => `${pad4(1 + i * 4)}-02`)), output: '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' +
          '28\n28\n28\n28\n28\n28\n28\n28\n28\n28\n' },
      ],
    },
    E: {
      description:
        intro +
        'You want to know when the bug will bite next: for each year Y, print the first leap year strictly after Y. The rules continue past 9999, so the answer may be 10000.',
      human: {
        input_format: FMT + ' With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each the smallest leap year greater than Y.',
        examples: { input: list([2024, 1897, 2023]), output: '2028\n1904\n2024\n' },
      },
      hints: ['Strictly after: a leap year Y is not its own answer.', 'Century years can make the wait 8 years long.'],
      par: 139,
      cases: [
        { tag: 'empty', input: '0\n', output: '' },
        { tag: 'minimum', input: list([1]), output: '4\n' },
        { tag: 'tricky', input: list([1896, 2096, 2396, 1900, 2000]), output: '1904\n2104\n2400\n1904\n2004\n' },
        { tag: 'tricky', input: list([9996, 9999, 9995]), output: '10000\n10000\n9996\n' },
        { tag: 'typical', input: list(MIX), output: '2028\n2024\n1904\n2004\n4\n8\n104\n404\n10000\n2000\n2104\n' },
        { tag: 'typical', input: list([3, 4, 5, 96, 99]), output: '4\n8\n8\n104\n104\n' },
        { tag: 'maximum', input: list(MANY), output: '4\n7924\n5844\n3764\n1684\n9600\n7520\n5440\n3360\n1280\n9200\n7120\n5040\n2960\n880\n8800\n6720\n4640\n2560\n480\n8400\n' +
          '6320\n4240\n2160\n80\n7996\n5916\n3836\n1756\n9676\n7596\n5516\n3436\n1356\n9276\n7196\n5116\n3036\n956\n8876\n6796\n' +
          '4716\n2636\n556\n8472\n6392\n4312\n2232\n152\n8072\n5992\n3912\n1832\n9752\n7672\n5592\n3512\n1432\n9352\n7272\n5192\n' +
          '3112\n1032\n8948\n6868\n4788\n2708\n628\n8548\n6468\n4388\n2308\n228\n8148\n6068\n3988\n1908\n9828\n7748\n5668\n3588\n' +
          '1508\n9424\n7344\n5264\n3184\n1104\n9024\n6944\n4864\n2784\n704\n8624\n6544\n4464\n2384\n304\n8224\n6144\n4064\n1984\n' +
          '9904\n7820\n5740\n3660\n1580\n9504\n7420\n5340\n3260\n1180\n9104\n7020\n4940\n2860\n780\n8704\n6620\n4540\n2460\n380\n' +
          '8296\n6216\n4136\n2056\n9976\n7896\n5816\n3736\n1656\n9576\n7496\n5416\n3336\n1256\n9176\n7096\n5016\n2936\n856\n8772\n' +
          '6692\n4612\n2532\n452\n8372\n6292\n4212\n2132\n52\n7972\n5892\n3812\n1732\n9652\n7572\n5492\n3412\n1332\n9248\n7168\n' +
          '5088\n3008\n928\n8848\n6768\n4688\n2608\n528\n8448\n6368\n4288\n2208\n128\n8048\n5968\n3888\n1808\n9724\n7644\n5564\n' +
          '3484\n1404\n9324\n7244\n5164\n3084\n1004\n8924\n6844\n4764\n2684\n604\n8524\n6444\n4364\n2284\n204\n8120\n6040\n3960\n' +
          '1880\n9804\n7720\n5640\n3560\n1480\n9404\n7320\n5240\n3160\n1080\n9004\n6920\n4840\n2760\n680\n8596\n6516\n4436\n2356\n' +
          '276\n8196\n6116\n4036\n1956\n9876\n7796\n5716\n3636\n1556\n9476\n7396\n5316\n3236\n1156\n9072\n6992\n4912\n2832\n752\n' +
          '8672\n6592\n4512\n2432\n352\n8272\n6192\n4112\n2032\n9952\n7872\n5792\n3712\n1632\n9548\n7468\n5388\n3308\n1228\n9148\n' +
          '7068\n4988\n2908\n828\n8748\n6668\n4588\n2508\n428\n8348\n6268\n4188\n2108\n28\n7944\n5864\n3784\n1704\n9624\n7544\n' +
          '5464\n3384\n1304\n9224\n7144\n5064\n2984\n904\n8824\n6744\n4664\n2584\n504\n8420\n6340\n4260\n2180\n104\n8020\n5940\n' +
          '3860\n1780\n9704\n7620\n5540\n3460\n1380\n9304\n7220\n5140\n3060\n980\n8896\n6816\n4736\n2656\n576\n8496\n6416\n4336\n' +
          '2256\n176\n8096\n6016\n3936\n1856\n9776\n7696\n5616\n3536\n1456\n9372\n7292\n5212\n3132\n1052\n8972\n6892\n4812\n2732\n' +
          '652\n8572\n6492\n4412\n2332\n252\n8172\n6092\n4012\n1932\n9848\n7768\n5688\n3608\n1528\n9448\n7368\n5288\n3208\n1128\n' +
          '9048\n6968\n4888\n2808\n728\n8648\n6568\n4488\n2408\n328\n8244\n6164\n4084\n2004\n9924\n7844\n5764\n3684\n1604\n9524\n' +
          '7444\n5364\n3284\n1204\n9124\n7044\n4964\n2884\n804\n8720\n6640\n4560\n2480\n400\n8320\n6240\n4160\n2080\n10000\n7920\n' +
          '5840\n3760\n1680\n9600\n7520\n5440\n3360\n1280\n9196\n7116\n5036\n2956\n876\n8796\n6716\n4636\n2556\n476\n8396\n6316\n' +
          '4236\n2156\n76\n7996\n5916\n3836\n1756\n9672\n7592\n5512\n3432\n1352\n9272\n7192\n5112\n3032\n952\n8872\n6792\n4712\n' +
          '2632\n552\n8472\n6392\n4312\n2232\n152\n8068\n5988\n3908\n1828\n9748\n7668\n5588\n3508\n1428\n9348\n7268\n5188\n3108\n' +
          '1028\n8948\n6868\n4788\n2708\n628\n8544\n6464\n4384\n2304\n224\n8144\n6064\n3984\n1904\n9824\n7744\n5664\n3584\n1504\n' +
          '9424\n7344\n5264\n3184\n1104\n9020\n6940\n4860\n2780\n704\n8620\n6540\n4460\n2380\n304\n8220\n6140\n4060\n1980\n9904\n' +
          '7820\n5740\n3660\n1580\n9496\n7416\n5336\n3256\n1176\n9096\n7016\n4936\n2856\n776\n8696\n6616\n4536\n2456\n376\n8296\n' +
          '6216\n4136\n2056\n9972\n7892\n5812\n3732\n1652\n9572\n7492\n5412\n3332\n1252\n9172\n7092\n5012\n2932\n852\n8772\n6692\n' +
          '4612\n2532\n452\n8368\n6288\n4208\n2128\n48\n7968\n5888\n3808\n1728\n9648\n7568\n5488\n3408\n1328\n9248\n7168\n5088\n' +
          '3008\n928\n8844\n6764\n4684\n2604\n524\n8444\n6364\n4284\n2204\n124\n8044\n5964\n3884\n1804\n9724\n7644\n5564\n3484\n' +
          '1404\n9320\n7240\n5160\n3080\n1004\n8920\n6840\n4760\n2680\n604\n8520\n6440\n4360\n2280\n204\n8120\n6040\n3960\n1880\n' +
          '9796\n7716\n5636\n3556\n1476\n9396\n7316\n5236\n3156\n1076\n8996\n6916\n4836\n2756\n676\n8596\n6516\n4436\n2356\n276\n' +
          '8192\n6112\n4032\n1952\n9872\n7792\n5712\n3632\n1552\n9472\n7392\n5312\n3232\n1152\n9072\n6992\n4912\n2832\n752\n8668\n' +
          '6588\n4508\n2428\n348\n8268\n6188\n4108\n2028\n9948\n7868\n5788\n3708\n1628\n9548\n7468\n5388\n3308\n1228\n9144\n7064\n' +
          '4984\n2904\n824\n8744\n6664\n4584\n2504\n424\n8344\n6264\n4184\n2104\n24\n7944\n5864\n3784\n1704\n9620\n7540\n5460\n' +
          '3380\n1304\n9220\n7140\n5060\n2980\n904\n8820\n6740\n4660\n2580\n504\n8420\n6340\n4260\n2180\n104\n8016\n5936\n3856\n' +
          '1776\n9696\n7616\n5536\n3456\n1376\n9296\n7216\n5136\n3056\n976\n8896\n6816\n4736\n2656\n576\n8492\n6412\n4332\n2252\n' +
          '172\n8092\n6012\n3932\n1852\n9772\n7692\n5612\n3532\n1452\n9372\n7292\n5212\n3132\n1052\n8968\n6888\n4808\n2728\n648\n' +
          '8568\n6488\n4408\n2328\n248\n8168\n6088\n4008\n1928\n9848\n7768\n5688\n3608\n1528\n9444\n7364\n5284\n3204\n1124\n9044\n' +
          '6964\n4884\n2804\n724\n8644\n6564\n4484\n2404\n324\n8244\n6164\n4084\n2004\n9920\n7840\n5760\n3680\n1600\n9520\n7440\n' +
          '5360\n3280\n1200\n9120\n7040\n4960\n2880\n800\n8720\n6640\n4560\n2480\n400\n8316\n6236\n4156\n2076\n9996\n7916\n5836\n' +
          '3756\n1676\n9596\n7516\n5436\n3356\n1276\n9196\n7116\n5036\n2956\n876\n8792\n6712\n4632\n2552\n472\n8392\n6312\n4232\n' +
          '2152\n72\n7992\n5912\n3832\n1752\n9672\n7592\n5512\n3432\n1352\n9268\n7188\n5108\n3028\n948\n8868\n6788\n4708\n2628\n' +
          '548\n8468\n6388\n4308\n2228\n148\n8068\n5988\n3908\n1828\n9744\n7664\n5584\n3504\n1424\n9344\n7264\n5184\n3104\n1024\n' +
          '8944\n6864\n4784\n2704\n624\n8544\n6464\n4384\n2304\n224\n8140\n6060\n3980\n1904\n9820\n7740\n5660\n3580\n1504\n9420\n' +
          '7340\n5260\n3180\n1104\n9020\n6940\n4860\n2780\n704\n8616\n6536\n4456\n2376\n296\n8216\n6136\n4056\n1976\n9896\n7816\n' +
          '5736\n3656\n1576\n9496\n7416\n5336\n3256\n1176\n9092\n7012\n4932\n2852\n772\n8692\n6612\n4532\n2452\n372\n8292\n6212\n' +
          '4132\n2052\n9972\n7892\n5812\n3732\n1652\n9568\n7488\n5408\n3328\n1248\n9168\n7088\n5008\n2928\n848\n8768\n6688\n4608\n' +
          '2528\n448\n8368\n6288\n4208\n2128\n48\n7964\n5884\n3804\n1724\n9644\n7564\n5484\n3404\n1324\n9244\n7164\n5084\n3004\n' +
          '924\n8844\n6764\n4684\n2604\n524\n8440\n6360\n4280\n2204\n120\n8040\n5960\n3880\n1804\n9720\n7640\n5560\n3480\n1404\n' +
          '9320\n7240\n5160\n3080\n1004\n8916\n6836\n4756\n2676\n596\n8516\n6436\n4356\n2276\n196\n8116\n6036\n3956\n1876\n' },
        { tag: 'maximum', input: list(MANY2), output: '10000\n9992\n9984\n9976\n9964\n9956\n9948\n9940\n9928\n9920\n9912\n9904\n9892\n9884\n9876\n9868\n9856\n9848\n9840\n' +
          '9832\n9820\n9812\n9804\n9796\n9784\n9776\n9768\n9760\n9748\n9740\n9732\n9724\n9712\n9704\n9696\n9688\n9676\n9668\n9660\n' +
          '9652\n9640\n9632\n9624\n9616\n9604\n9596\n9588\n9580\n9568\n9560\n9552\n9544\n9532\n9524\n9516\n9508\n9496\n9488\n9480\n' +
          '9472\n9460\n9452\n9444\n9436\n9424\n9416\n9408\n9404\n9388\n9380\n9372\n9364\n9352\n9344\n9336\n9328\n9316\n9308\n9304\n' +
          '9292\n9280\n9272\n9264\n9256\n9244\n9236\n9228\n9220\n9208\n9200\n9192\n9184\n9172\n9164\n9156\n9148\n9136\n9128\n9120\n' +
          '9112\n9104\n9092\n9084\n9076\n9064\n9056\n9048\n9040\n9028\n9020\n9012\n9004\n8992\n8984\n8976\n8968\n8956\n8948\n8940\n' +
          '8932\n8920\n8912\n8904\n8896\n8884\n8876\n8868\n8860\n8848\n8840\n8832\n8824\n8812\n8804\n8796\n8788\n8776\n8768\n8760\n' +
          '8752\n8740\n8732\n8724\n8716\n8704\n8696\n8688\n8680\n8668\n8660\n8652\n8644\n8632\n8624\n8616\n8608\n8596\n8588\n8580\n' +
          '8572\n8560\n8552\n8544\n8536\n8524\n8516\n8508\n8504\n8488\n8480\n8472\n8464\n8452\n8444\n8436\n8428\n8416\n8408\n8400\n' +
          '8392\n8380\n8372\n8364\n8356\n8344\n8336\n8328\n8320\n8308\n8304\n8292\n8284\n8272\n8264\n8256\n8248\n8236\n8228\n8220\n' +
          '8212\n8204\n8192\n8184\n8176\n8164\n8156\n8148\n8140\n8128\n8120\n8112\n8104\n8092\n8084\n8076\n8068\n8056\n8048\n8040\n' +
          '8032\n8020\n8012\n8004\n7996\n7984\n7976\n7968\n7960\n7948\n7940\n7932\n7924\n7912\n7904\n7896\n7888\n7876\n7868\n7860\n' +
          '7852\n7840\n7832\n7824\n7816\n7804\n7796\n7788\n7780\n7768\n7760\n7752\n7744\n7732\n7724\n7716\n7708\n7696\n7688\n7680\n' +
          '7672\n7660\n7652\n7644\n7636\n7624\n7616\n7608\n7600\n7588\n7580\n7572\n7564\n7552\n7544\n7536\n7528\n7516\n7508\n7504\n' +
          '7492\n7480\n7472\n7464\n7456\n7444\n7436\n7428\n7420\n7408\n7404\n7392\n7384\n7372\n7364\n7356\n7348\n7336\n7328\n7320\n' +
          '7312\n7304\n7292\n7284\n7276\n7264\n7256\n7248\n7240\n7228\n7220\n7212\n7204\n7192\n7184\n7176\n7168\n7156\n7148\n7140\n' +
          '7132\n7120\n7112\n7104\n7096\n7084\n7076\n7068\n7060\n7048\n7040\n7032\n7024\n7012\n7004\n6996\n6988\n6976\n6968\n6960\n' +
          '6952\n6940\n6932\n6924\n6916\n6904\n6896\n6888\n6880\n6868\n6860\n6852\n6844\n6832\n6824\n6816\n6808\n6796\n6788\n6780\n' +
          '6772\n6760\n6752\n6744\n6736\n6724\n6716\n6708\n6704\n6688\n6680\n6672\n6664\n6652\n6644\n6636\n6628\n6616\n6608\n6604\n' +
          '6592\n6580\n6572\n6564\n6556\n6544\n6536\n6528\n6520\n6508\n6504\n6492\n6484\n6472\n6464\n6456\n6448\n6436\n6428\n6420\n' +
          '6412\n6400\n6392\n6384\n6376\n6364\n6356\n6348\n6340\n6328\n6320\n6312\n6304\n6292\n6284\n6276\n6268\n6256\n6248\n6240\n' +
          '6232\n6220\n6212\n6204\n6196\n6184\n6176\n6168\n6160\n6148\n6140\n6132\n6124\n6112\n6104\n6096\n6088\n6076\n6068\n6060\n' +
          '6052\n6040\n6032\n6024\n6016\n6004\n5996\n5988\n5980\n5968\n5960\n5952\n5944\n5932\n5924\n5916\n5908\n5896\n5888\n5880\n' +
          '5872\n5860\n5852\n5844\n5836\n5824\n5816\n5808\n5804\n5788\n5780\n5772\n5764\n5752\n5744\n5736\n5728\n5716\n5708\n5704\n' +
          '5692\n5680\n5672\n5664\n5656\n5644\n5636\n5628\n5620\n5608\n5600\n5592\n5584\n5572\n5564\n5556\n5548\n5536\n5528\n5520\n' +
          '5512\n5504\n5492\n5484\n5476\n5464\n5456\n5448\n5440\n5428\n5420\n5412\n5404\n5392\n5384\n5376\n5368\n5356\n5348\n5340\n' +
          '5332\n5320\n5312\n5304\n5296\n5284\n5276\n5268\n5260\n5248\n5240\n5232\n5224\n5212\n5204\n5196\n5188\n5176\n5168\n5160\n' +
          '5152\n5140\n5132\n5124\n5116\n5104\n5096\n5088\n5080\n5068\n5060\n5052\n5044\n5032\n5024\n5016\n5008\n4996\n4988\n4980\n' +
          '4972\n4960\n4952\n4944\n4936\n4924\n4916\n4908\n4904\n4888\n4880\n4872\n4864\n4852\n4844\n4836\n4828\n4816\n4808\n4800\n' +
          '4792\n4780\n4772\n4764\n4756\n4744\n4736\n4728\n4720\n4708\n4704\n4692\n4684\n4672\n4664\n4656\n4648\n4636\n4628\n4620\n' +
          '4612\n4604\n4592\n4584\n4576\n4564\n4556\n4548\n4540\n4528\n4520\n4512\n4504\n4492\n4484\n4476\n4468\n4456\n4448\n4440\n' +
          '4432\n4420\n4412\n4404\n4396\n4384\n4376\n4368\n4360\n4348\n4340\n4332\n4324\n4312\n4304\n4296\n4288\n4276\n4268\n4260\n' +
          '4252\n4240\n4232\n4224\n4216\n4204\n4196\n4188\n4180\n4168\n4160\n4152\n4144\n4132\n4124\n4116\n4108\n4096\n4088\n4080\n' +
          '4072\n4060\n4052\n4044\n4036\n4024\n4016\n4008\n4000\n3988\n3980\n3972\n3964\n3952\n3944\n3936\n3928\n3916\n3908\n3904\n' +
          '3892\n3880\n3872\n3864\n3856\n3844\n3836\n3828\n3820\n3808\n3804\n3792\n3784\n3772\n3764\n3756\n3748\n3736\n3728\n3720\n' +
          '3712\n3704\n3692\n3684\n3676\n3664\n3656\n3648\n3640\n3628\n3620\n3612\n3604\n3592\n3584\n3576\n3568\n3556\n3548\n3540\n' +
          '3532\n3520\n3512\n3504\n3496\n3484\n3476\n3468\n3460\n3448\n3440\n3432\n3424\n3412\n3404\n3396\n3388\n3376\n3368\n3360\n' +
          '3352\n3340\n3332\n3324\n3316\n3304\n3296\n3288\n3280\n3268\n3260\n3252\n3244\n3232\n3224\n3216\n3208\n3196\n3188\n3180\n' +
          '3172\n3160\n3152\n3144\n3136\n3124\n3116\n3108\n3104\n3088\n3080\n3072\n3064\n3052\n3044\n3036\n3028\n3016\n3008\n3004\n' +
          '2992\n2980\n2972\n2964\n2956\n2944\n2936\n2928\n2920\n2908\n2904\n2892\n2884\n2872\n2864\n2856\n2848\n2836\n2828\n2820\n' +
          '2812\n2800\n2792\n2784\n2776\n2764\n2756\n2748\n2740\n2728\n2720\n2712\n2704\n2692\n2684\n2676\n2668\n2656\n2648\n2640\n' +
          '2632\n2620\n2612\n2604\n2596\n2584\n2576\n2568\n2560\n2548\n2540\n2532\n2524\n2512\n2504\n2496\n2488\n2476\n2468\n2460\n' +
          '2452\n2440\n2432\n2424\n2416\n2404\n2396\n2388\n2380\n2368\n2360\n2352\n2344\n2332\n2324\n2316\n2308\n2296\n2288\n2280\n' +
          '2272\n2260\n2252\n2244\n2236\n2224\n2216\n2208\n2204\n2188\n2180\n2172\n2164\n2152\n2144\n2136\n2128\n2116\n2108\n2104\n' +
          '2092\n2080\n2072\n2064\n2056\n2044\n2036\n2028\n2020\n2008\n2000\n1992\n1984\n1972\n1964\n1956\n1948\n1936\n1928\n1920\n' +
          '1912\n1904\n1892\n1884\n1876\n1864\n1856\n1848\n1840\n1828\n1820\n1812\n1804\n1792\n1784\n1776\n1768\n1756\n1748\n1740\n' +
          '1732\n1720\n1712\n1704\n1696\n1684\n1676\n1668\n1660\n1648\n1640\n1632\n1624\n1612\n1604\n1596\n1588\n1576\n1568\n1560\n' +
          '1552\n1540\n1532\n1524\n1516\n1504\n1496\n1488\n1480\n1468\n1460\n1452\n1444\n1432\n1424\n1416\n1408\n1396\n1388\n1380\n' +
          '1372\n1360\n1352\n1344\n1336\n1324\n1316\n1308\n1304\n1288\n1280\n1272\n1264\n1252\n1244\n1236\n1228\n1216\n1208\n1200\n' +
          '1192\n1180\n1172\n1164\n1156\n1144\n1136\n1128\n1120\n1108\n1104\n1092\n1084\n1072\n1064\n1056\n1048\n1036\n1028\n1020\n' +
          '1012\n' },
      ],
    },
  },
};
