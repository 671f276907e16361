import type { HoleSpec } from '../../../schema';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const intro =
  'The nightly jobs are scheduled with cron expressions, and the last on-call engineer left you a page titled "why did backup run on a Friday?". ' +
  'An expression has 5 space-separated fields: minute (0-59), hour (0-23), day of month (1-31), month (1-12 or JAN..DEC) and day of week (0-7 or SUN..SAT, where both 0 and 7 mean Sunday). ' +
  'Each field is a comma-separated list of items; an item is "*" (the whole range), a value "a", a range "a-b" (a <= b), each optionally followed by "/s" (every s-th value starting at the beginning of the range; "a/s" means from a to the end of the range). ' +
  'A minute fires when its minute, hour and month are listed and its day matches: if the day-of-month field or the day-of-week field begins with "*", the day must satisfy both fields, otherwise it must satisfy at least one of them (the classic Vixie cron rule). ';
const TS = 'Times are written YYYY-MM-DDTHH:MMZ (UTC, proleptic Gregorian) with years from 2000 to 2999.';

export const hole: HoleSpec = {
  id: 60,
  title: 'Why Did the Backup Run on a Friday?',
  category: 'dates',
  difficulty: 10,
  variations: {
    A: {
      description:
        intro +
        'For each query, print the next N firing times strictly after time T, one per line. If the expression never fires at all (such as February 30), print none instead.',
      human: {
        input_format:
          `The first line holds Q (0 <= Q <= 20). Then Q lines follow, each with the 5 fields, a time T and an integer N (1 <= N <= 10), separated by spaces. ${TS} Names are upper-case. With Q = 0 there is nothing to print.`,
        output_format: 'For each query, N lines YYYY-MM-DDTHH:MMZ in increasing order, or the single line none.',
        examples: { input: list(['*/15 9-17 * * MON-FRI 2024-03-08T16:50Z 5', '0 12 13 * FRI 2024-01-01T00:00Z 3', '0 0 30 2 * 2024-01-01T00:00Z 2']), output: '2024-03-08T17:00Z\n2024-03-08T17:15Z\n2024-03-08T17:30Z\n2024-03-08T17:45Z\n2024-03-11T09:00Z\n' +
          '2024-01-05T12:00Z\n2024-01-12T12:00Z\n2024-01-13T12:00Z\nnone\n' },
      },
      hints: ['Walk forward day by day, skipping months that are not listed.', 'The Gregorian calendar repeats every 400 years: if nothing fires in that long, nothing ever will.'],
      par: 2061,
    },
    B: {
      description: intro + 'For each query "fields T1 T2", print how many times the expression fires at minutes t with T1 <= t < T2.',
      human: {
        input_format:
          `The first line holds Q (0 <= Q <= 20). Then Q lines follow, each with the 5 fields and two times T1 <= T2 that are at most 50 years apart, separated by spaces. ${TS} Names are upper-case. With Q = 0 there is nothing to print.`,
        output_format: 'Q lines, each a non-negative integer.',
        examples: { input: list(['*/15 9-17 * * MON-FRI 2024-03-08T16:50Z 2024-03-11T09:01Z', '0 12 13 * FRI 2024-01-01T00:00Z 2025-01-01T00:00Z']), output: '5\n62\n' },
      },
      hints: ['On a matching day, every (hour, minute) pair fires once.', 'Only the first and last day need a closer look.'],
      par: 2014,
    },
    C: {
      description:
        intro +
        'The backup that ran on Friday must have been the last scheduled run: for each query "fields T", print the latest firing time strictly before T, or none if the expression never fires at all.',
      human: {
        input_format:
          `The first line holds Q (0 <= Q <= 20). Then Q lines follow, each with the 5 fields and a time T, separated by spaces. ${TS} Names are upper-case. With Q = 0 there is nothing to print.`,
        output_format: 'Q lines, each a time YYYY-MM-DDTHH:MMZ (possibly before the year 2000) or none.',
        examples: { input: list(['*/15 9-17 * * MON-FRI 2024-03-11T09:00Z', '0 12 13 * FRI 2024-01-13T12:00Z', '0 0 30 2 * 2024-01-01T00:00Z']), output: '2024-03-08T17:45Z\n2024-01-12T12:00Z\nnone\n' },
      },
      hints: ['Walk backwards from T, latest day first, latest time of day first.', 'The Gregorian calendar repeats every 400 years.'],
      par: 2038,
    },
    D: {
      description:
        intro +
        'This scheduler adds a seconds field (0-59) in front, so an expression has 6 fields: second, minute, hour, day of month, month, day of week, with the same item syntax. ' +
        'For each query, print the next N firing seconds strictly after time T, or none if the expression never fires at all.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 20). Then Q lines follow, each with the 6 fields, a time T written YYYY-MM-DDTHH:MM:SSZ (UTC, years 2000 to 2999) and an integer N (1 <= N <= 10), separated by spaces. Names are upper-case. With Q = 0 there is nothing to print.',
        output_format: 'For each query, N lines YYYY-MM-DDTHH:MM:SSZ in increasing order, or the single line none.',
        examples: { input: list(['*/20 */15 9-17 * * MON-FRI 2024-03-08T17:45:30Z 4', '0 0 0 30 2 * 2024-01-01T00:00:00Z 1']), output: '2024-03-08T17:45:40Z\n2024-03-11T09:00:00Z\n2024-03-11T09:00:20Z\n2024-03-11T09:00:40Z\nnone\n' },
      },
      hints: ['The seconds field behaves exactly like the minutes field.', 'Do not forget the seconds when comparing with T.'],
      par: 2191,
    },
    E: {
      description:
        intro +
        'The server evaluates the expression in its local time, which is UTC plus a fixed offset (local = UTC + offset), but your incident timeline is in UTC. ' +
        'For each query "fields OFFSET T N", print the next N firing times strictly after the UTC time T, converted to UTC, or none if the expression never fires at all.',
      human: {
        input_format:
          `The first line holds Q (0 <= Q <= 20). Then Q lines follow, each with the 5 fields, an offset written +HH:MM or -HH:MM (at most 14:00 either way), a UTC time T and an integer N (1 <= N <= 10), separated by spaces. ${TS} Names are upper-case. With Q = 0 there is nothing to print.`,
        output_format: 'For each query, N lines YYYY-MM-DDTHH:MMZ (UTC) in increasing order, or the single line none.',
        examples: { input: list(['0 9 * * MON-FRI +05:30 2024-03-08T04:00Z 3', '0 0 1 * * -08:00 2024-02-29T12:00Z 2']), output: '2024-03-11T03:30Z\n2024-03-12T03:30Z\n2024-03-13T03:30Z\n2024-03-01T08:00Z\n2024-04-01T08:00Z\n' },
      },
      hints: ['Convert T to local time, search in local time, then convert each result back.', 'The local date can differ from the UTC date.'],
      par: 2450,
    },
  },
};
