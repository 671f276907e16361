import type { HoleSpec } from '../../../schema';

const HMS = 'The first line holds n (0 <= n <= 1000). Each of the next n lines holds one duration HH:MM:SS with exactly two digits per field (00 <= HH <= 99, 00 <= MM <= 59, 00 <= SS <= 59).';

export const hole: HoleSpec = {
  id: 31,
  title: 'Incident Stopwatch',
  category: 'parsing',
  difficulty: 1,
  variations: {
    A: {
      description:
        'The incident tracker exports how long each outage lasted as HH:MM:SS, and your manager wants a single number for the monthly report. ' +
        'Given n durations (0 <= n <= 1000), print their total length in seconds.',
      human: {
        input_format: HMS,
        output_format: 'One integer: the total number of seconds (0 when n = 0).',
        examples: { input: '2\n00:01:30\n01:00:05\n', output: '3695\n' },
      },
      hints: ['HH * 3600 + MM * 60 + SS for each line.'],
      par: 134,
    },
    B: {
      description:
        'The monthly report wants the total outage time in a human format. ' +
        'Given n durations in HH:MM:SS (0 <= n <= 1000), print their total as H:MM:SS, where H is the number of whole hours (without leading zeros, possibly more than 99) and MM and SS always have two digits.',
      human: {
        input_format: HMS,
        output_format: 'One line H:MM:SS with the total; for n = 0 print 0:00:00.',
        examples: { input: '2\n00:59:30\n01:00:45\n', output: '2:00:15\n' },
      },
      hints: ['Add everything up in seconds first, then split back into hours, minutes and seconds.'],
      par: 200,
    },
    C: {
      description:
        'For the post-mortem you need the worst outage of the month. ' +
        'Given n durations in HH:MM:SS (0 <= n <= 1000), print the longest one exactly as it appears in the input; if there are no durations, print none.',
      human: {
        input_format: HMS,
        output_format: 'One line: the longest duration as written in the input, or none when n = 0.',
        examples: { input: '3\n00:59:59\n01:00:00\n00:09:59\n', output: '01:00:00\n' },
      },
      hints: ['With fixed two-digit fields you can compare field by field.'],
      par: 120,
    },
    D: {
      description:
        'A different tool writes durations like 1h05m, 45s, 2h or 3m20s: a number followed by h (hours), m (minutes) or s (seconds), with the units that are present in that order and no spaces. ' +
        'Given n such durations (0 <= n <= 1000), print their total length in seconds. Each number has 1 to 4 digits and is not limited to 59 (90m is valid).',
      human: {
        input_format:
          'The first line holds n (0 <= n <= 1000). Each of the next n lines holds one duration: one to three parts among <number>h, <number>m, <number>s, in that order, each number with 1 to 4 digits (leading zeros allowed).',
        output_format: 'One integer: the total number of seconds (0 when n = 0).',
        examples: { input: '3\n1h05m\n45s\n2m3s\n', output: '4068\n' },
      },
      hints: ['A regular expression like (\\d+)([hms]) finds every part.'],
      par: 177,
    },
    E: {
      description:
        'The SRE dashboard shows the mean time to recovery. ' +
        'Given n outage durations in HH:MM:SS (0 <= n <= 1000), print their average length in seconds, rounded down to an integer; print 0 when there are no outages.',
      human: {
        input_format: HMS,
        output_format: 'One integer: floor(total seconds / n), or 0 when n = 0.',
        examples: { input: '2\n00:01:30\n00:00:05\n', output: '47\n' },
      },
      hints: ['Sum in seconds, then use integer division.'],
      par: 166,
    },
  },
};
