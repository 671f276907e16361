import type { HoleSpec } from '../../../schema';

const list = (xs: (string | number)[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const TS = 'Timestamps have the form YYYY-MM-DDTHH:MM:SSZ (UTC, four-digit year 0001..9999, 24-hour clock).';
const intro =
  'The log aggregator went down during the incident and you are stitching logs together by hand. All times are UTC on the proleptic Gregorian calendar, and like Unix time every day has exactly 86400 seconds (no leap seconds). ';

export const hole: HoleSpec = {
  id: 54,
  title: 'Stitching Logs by Timestamp',
  category: 'dates',
  difficulty: 4,
  variations: {
    A: {
      description: intro + 'For each pair of timestamps "A B", print the number of seconds from A to B (negative if B is earlier than A).',
      human: {
        input_format: `The first line holds Q (0 <= Q <= 400). Then Q lines follow, each with two timestamps A and B separated by one space. ${TS} With Q = 0 there is nothing to print.`,
        output_format: 'Q lines, each an integer number of seconds, B - A.',
        examples: { input: list(['2024-03-10T01:59:30Z 2024-03-10T03:00:00Z', '2024-01-01T00:00:00Z 2023-12-31T23:59:59Z']), output: '3630\n-1\n' },
      },
      hints: ['Convert both to seconds since a fixed origin and subtract.', 'The answer can exceed 2^31.'],
      par: 190,
    },
    B: {
      description:
        intro +
        'For each line "T N", print the timestamp N seconds after T (N may be negative). The result is guaranteed to stay between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.',
      human: {
        input_format: `The first line holds Q (0 <= Q <= 500). Then Q lines follow, each with a timestamp T and an integer N separated by one space (|N| <= 315537897599, and T + N stays in range). ${TS} With Q = 0 there is nothing to print.`,
        output_format: 'Q lines, each a timestamp in the same YYYY-MM-DDTHH:MM:SSZ format (four-digit, zero-padded year).',
        examples: { input: list(['2024-02-28T23:59:30Z 45', '2024-01-01T00:00:00Z -1']), output: '2024-02-29T00:00:15Z\n2023-12-31T23:59:59Z\n' },
      },
      hints: ['Carry seconds into minutes, hours, days, months and years, or work with a day count.', 'Zero-pad every field, including years below 1000.'],
      par: 200,
    },
    C: {
      description:
        intro +
        'Some services log Unix time: the number of seconds since 1970-01-01T00:00:00Z, negative before it. For each such number, print the corresponding UTC timestamp.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 900). Then Q lines follow, each with one integer t (-62135596800 <= t <= 253402300799, i.e. from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z). With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each a timestamp YYYY-MM-DDTHH:MM:SSZ with a four-digit, zero-padded year.',
        examples: { input: list([0, 1709251199, -1]), output: '1970-01-01T00:00:00Z\n2024-02-29T23:59:59Z\n1969-12-31T23:59:59Z\n' },
      },
      hints: ['Split t into whole days and the seconds within the day; use floor division for negative t.', 'Some libraries cannot handle negative or very large timestamps.'],
      par: 165,
    },
    D: {
      description:
        intro +
        'The metrics backend only accepts Unix time: the number of seconds since 1970-01-01T00:00:00Z, negative before it. For each timestamp, print its Unix time.',
      human: {
        input_format: `The first line holds Q (0 <= Q <= 800). Then Q lines follow, each with one timestamp. ${TS} With Q = 0 there is nothing to print.`,
        output_format: 'Q lines, each an integer (possibly negative, possibly beyond 32 bits).',
        examples: { input: list(['1970-01-01T00:00:00Z', '2024-02-29T23:59:59Z', '1969-12-31T23:59:59Z']), output: '0\n1709251199\n-1\n' },
      },
      hints: ['Count the days since 1970-01-01, multiply by 86400 and add the time of day.'],
      par: 184,
    },
    E: {
      description:
        intro +
        'For the incident report, each outage is given as "START END" with START <= END. Print its duration as "Dd HH:MM:SS": the number of whole days, then the remaining hours, minutes and seconds, each zero-padded to two digits.',
      human: {
        input_format: `The first line holds Q (0 <= Q <= 400). Then Q lines follow, each with two timestamps START and END (START <= END) separated by one space. ${TS} With Q = 0 there is nothing to print.`,
        output_format: 'Q lines such as "0d 00:00:05" or "12d 03:00:59" (days not padded).',
        examples: { input: list(['2024-02-28T22:00:00Z 2024-03-01T01:30:15Z', '2024-06-01T12:00:00Z 2024-06-01T12:00:00Z']), output: '1d 03:30:15\n0d 00:00:00\n' },
      },
      hints: ['Compute the difference in seconds first, then split it with div and mod.'],
      par: 255,
    },
  },
};
