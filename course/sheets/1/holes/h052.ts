import type { HoleSpec } from '../../../schema';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const FMT =
  'The first line holds Q (0 <= Q <= 1000). Then Q lines follow, each a valid date YYYY-MM-DD of the proleptic Gregorian calendar, with the year between 0001 and 9999 written with four digits. ' +
  'With Q = 0 there is nothing to print.';
const intro = 'Your incident tickets carry only dates, and the post-mortem template wants more. Use the proleptic Gregorian calendar for every date (no 1582 switch, no time zones). ';

export const hole: HoleSpec = {
  id: 52,
  title: 'What Day Was That Outage?',
  category: 'dates',
  difficulty: 2,
  variations: {
    A: {
      description: intro + 'For each date, print the English name of its day of the week (Monday, Tuesday, ..., Sunday). Years go down to 0001, which began on a Monday.',
      human: {
        input_format: FMT,
        output_format: 'Q lines, each one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday.',
        examples: { input: list(['2024-02-29', '1970-01-01', '2000-01-01']), output: 'Thursday\nThursday\nSaturday\n' },
      },
      hints: ['Count days from a known reference date, or use Zeller\'s congruence.', 'Some date libraries treat years below 100 specially: be careful with 0001..0099.'],
      par: 194,
    },
    B: {
      description: intro + 'For each date, print its ISO day-of-week number: 1 for Monday up to 7 for Sunday. Years go down to 0001, which began on a Monday.',
      human: {
        input_format: FMT,
        output_format: 'Q lines, each an integer from 1 (Monday) to 7 (Sunday).',
        examples: { input: list(['2024-02-29', '1970-01-01', '2000-01-01']), output: '4\n4\n6\n' },
      },
      hints: ['Sunday is 7, not 0.', 'Some date libraries treat years below 100 specially: be careful with 0001..0099.'],
      par: 115,
    },
    C: {
      description: intro + 'For each date, print its day of the year: 1 for January 1, up to 365 or 366 for December 31.',
      human: {
        input_format: FMT,
        output_format: 'Q lines, each an integer from 1 to 366.',
        examples: { input: list(['2024-03-01', '2023-03-01', '2023-12-31']), output: '61\n60\n365\n' },
      },
      hints: ['Add up the lengths of the months before the given one.', 'February has 29 days in leap years only.'],
      par: 122,
    },
    D: {
      description: intro + 'The deploy freeze starts after December 31 of the same year. For each date, print how many days remain from it until December 31 of its year (0 on December 31 itself).',
      human: {
        input_format: FMT,
        output_format: 'Q lines, each an integer from 0 to 365.',
        examples: { input: list(['2024-03-01', '2023-03-01', '2023-12-31']), output: '305\n305\n0\n' },
      },
      hints: ['Days remaining = days in the year - day of the year.'],
      par: 151,
    },
    E: {
      description:
        intro +
        'Month-end reports are due on the last day of the month. For each date, print the English name of the day of the week (Monday, ..., Sunday) of the last day of the month that contains it. Years go down to 0001, which began on a Monday.',
      human: {
        input_format: FMT,
        output_format: 'Q lines, each one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday.',
        examples: { input: list(['2024-02-10', '2023-02-10', '2024-12-25']), output: 'Thursday\nTuesday\nTuesday\n' },
      },
      hints: ['The last day of a month is the day before the first day of the next month.', 'December\'s next month is in the next year.'],
      par: 235,
    },
  },
};
