import type { HoleSpec } from '../../../schema';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const intro =
  'At 3 a.m. you are merging logs from offices all over the world. Every timestamp has the form YYYY-MM-DDTHH:MM:SS followed by either Z (UTC) or an offset +HH:MM / -HH:MM (at most 14:00 either way; the minutes can be anything from 00 to 59); the local time equals UTC plus the offset. ' +
  'Use the proleptic Gregorian calendar; local dates are between 0002-01-01 and 9998-12-31. ';
const FMT = 'The first line holds N (0 <= N <= 600). Then N lines follow, each one timestamp. With N = 0 there is nothing to print.';

export const hole: HoleSpec = {
  id: 58,
  title: 'Merging Logs From Every Time Zone',
  category: 'dates',
  difficulty: 8,
  variations: {
    A: {
      description: intro + 'For each timestamp, print the same instant in UTC, in the form YYYY-MM-DDTHH:MM:SSZ.',
      human: {
        input_format: FMT,
        output_format: 'N lines, each YYYY-MM-DDTHH:MM:SSZ (four-digit year).',
        examples: { input: list(['2024-03-01T02:30:00+05:30', '2024-02-28T20:00:00-08:00', '2024-03-01T00:00:00Z']), output: '2024-02-29T21:00:00Z\n2024-02-29T04:00:00Z\n2024-03-01T00:00:00Z\n' },
      },
      hints: ['Subtract the offset: 10:00+02:00 is 08:00Z.', 'Converting can cross midnight, a month end, a leap day or a year end.'],
      par: 195,
    },
    B: {
      description:
        intro +
        'Each log line is a timestamp, one space, and a message. Print all lines ordered by the instant they describe, earliest first; lines describing the same instant keep their input order. Print the lines exactly as given.',
      human: {
        input_format:
          'The first line holds N (0 <= N <= 400). Then N lines follow, each a timestamp, one space, and a message of 1 to 30 printable ASCII characters (it may contain spaces). With N = 0 there is nothing to print.',
        output_format: 'The N lines, unchanged, sorted by instant (stable).',
        examples: { input: list(['2024-03-01T09:00:00+01:00 deploy started', '2024-03-01T07:30:00Z pager: ack', '2024-03-01T02:00:00-06:00 disk full on db-1']), output: '2024-03-01T07:30:00Z pager: ack\n2024-03-01T09:00:00+01:00 deploy started\n' +
          '2024-03-01T02:00:00-06:00 disk full on db-1\n' },
      },
      hints: ['Sorting the text of the timestamps is not enough once offsets differ.', 'Use a stable sort, or sort by (instant, input position).'],
      par: 203,
    },
    C: {
      description:
        intro +
        'To find when the logging pipeline was down, order the N timestamps by instant and print the largest gap, in seconds, between two consecutive ones. With fewer than two timestamps, print 0.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the largest gap in seconds (0 if N < 2).',
        examples: { input: list(['2024-03-01T09:00:00+01:00', '2024-03-01T07:30:00Z', '2024-03-01T02:00:00-06:00']), output: '1800\n' },
      },
      hints: ['Convert everything to seconds since a fixed origin first.', 'Equal instants written with different offsets give a gap of 0.'],
      par: 191,
    },
    D: {
      description:
        intro +
        'Your manager lives at offset TZ and wants every timestamp in local time there: print each instant as YYYY-MM-DDTHH:MM:SS followed by TZ written exactly as given (+HH:MM or -HH:MM).',
      human: {
        input_format:
          'The first line holds the target offset TZ as +HH:MM or -HH:MM (at most 14:00 either way). The second line holds N (0 <= N <= 600). Then N lines follow, each one timestamp. With N = 0 there is nothing to print.',
        output_format: 'N lines, each YYYY-MM-DDTHH:MM:SS immediately followed by TZ (four-digit year).',
        examples: { input: '+09:00\n' + list(['2024-03-01T02:30:00+05:30', '2024-02-28T20:00:00-08:00', '2024-02-29T23:00:00Z']), output: '2024-03-01T06:00:00+09:00\n2024-02-29T13:00:00+09:00\n2024-03-01T08:00:00+09:00\n' },
      },
      hints: ['Go through UTC: subtract the source offset, then add the target offset.'],
      par: 291,
    },
    E: {
      description:
        intro +
        'For the daily report, count the events per UTC calendar day: for every UTC date on which at least one timestamp falls, print the date and the count, in increasing date order.',
      human: {
        input_format: FMT,
        output_format: 'One line "YYYY-MM-DD K" per UTC date with K >= 1 events, dates ascending.',
        examples: { input: list(['2024-03-01T02:30:00+05:30', '2024-02-29T20:00:00-08:00', '2024-03-01T00:00:00Z']), output: '2024-02-29 1\n2024-03-01 2\n' },
      },
      hints: ['The UTC date can differ from the local date written in the timestamp.'],
      par: 225,
    },
  },
};
