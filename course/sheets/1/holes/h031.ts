import type { HoleSpec } from '../../../schema';

const HMS = 'The first line holds n (0 <= n <= 1000). Each of the next n lines holds one duration HH:MM:SS with exactly two digits per field (00 <= HH <= 99, 00 <= MM <= 59, 00 <= SS <= 59).';
const p2 = (x: number) => String(x).padStart(2, '0');
const LIST = (n: number) =>
  `${n}\n` + Array.from({ length: n }, (_, i) => `${p2((i * 37) % 100)}:${p2((i * 13) % 60)}:${p2((i * 29) % 60)}`).join('\n') + '\n';

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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n00:00:00\n', output: '0\n' },
        { tag: 'minimum', input: '1\n00:00:01\n', output: '1\n' },
        { tag: 'tricky', input: '2\n00:00:59\n00:00:01\n', output: '60\n' },
        { tag: 'tricky', input: '1\n08:09:07\n', output: '29347\n' },
        { tag: 'typical', input: '3\n00:30:00\n00:45:10\n02:00:00\n', output: '11710\n' },
        { tag: 'typical', input: LIST(25), output: '4363980\n' },
        { tag: 'maximum', input: LIST(1000), output: '179997180\n' },
        { tag: 'maximum', input: '1000\n' + '99:59:59\n'.repeat(1000), output: '359999000\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '0:00:00\n' },
        { tag: 'minimum', input: '1\n00:00:00\n', output: '0:00:00\n' },
        { tag: 'tricky', input: '2\n00:00:59\n00:00:01\n', output: '0:01:00\n' },
        { tag: 'tricky', input: '2\n00:59:59\n00:00:01\n', output: '1:00:00\n' },
        { tag: 'tricky', input: '1\n07:08:09\n', output: '7:08:09\n' },
        { tag: 'typical', input: '3\n00:30:00\n00:45:10\n02:00:00\n', output: '3:15:10\n' },
        { tag: 'typical', input: LIST(25), output: '1212:13:00\n' },
        { tag: 'maximum', input: LIST(1000), output: '49999:13:00\n' },
        { tag: 'maximum', input: '1000\n' + '99:59:59\n'.repeat(1000), output: '99999:43:20\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: 'none\n' },
        { tag: 'minimum', input: '1\n00:00:00\n', output: '00:00:00\n' },
        { tag: 'tricky', input: '3\n00:00:09\n00:00:10\n00:00:08\n', output: '00:00:10\n' },
        { tag: 'tricky', input: '3\n00:59:59\n01:00:00\n00:58:00\n', output: '01:00:00\n' },
        { tag: 'typical', input: '4\n02:00:00\n10:00:00\n09:59:59\n03:30:30\n', output: '10:00:00\n' },
        { tag: 'typical', input: '2\n12:34:56\n12:34:56\n', output: '12:34:56\n' },
        { tag: 'typical', input: LIST(25), output: '96:44:52\n' },
        { tag: 'maximum', input: LIST(1000), output: '99:51:03\n' },
        { tag: 'maximum', input: '1000\n' + '00:00:01\n'.repeat(999) + '00:00:02\n', output: '00:00:02\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n0s\n', output: '0\n' },
        { tag: 'tricky', input: '1\n90m\n', output: '5400\n' },
        { tag: 'tricky', input: '2\n1h1s\n0010m\n', output: '4201\n' },
        { tag: 'typical', input: '3\n2h\n30m\n15s\n', output: '9015\n' },
        { tag: 'typical', input: '4\n1h2m3s\n4h5m6s\n7h8m9s\n10s\n', output: '44128\n' },
        { tag: 'typical', input: `25\n` + Array.from({ length: 25 }, (_, i) => (i % 3 ? `${i}h${i * 3}m` : `${i * 7}s`)).join('\n') + '\n', output: '726516\n' },
        { tag: 'maximum', input: '1000\n' + '9999h9999m9999s\n'.repeat(1000), output: '36606339000\n' },
        { tag: 'maximum', input: '1000\n' + Array.from({ length: 1000 }, (_, i) => ['', `${i}h`][i % 2] + ['', `${i % 77}m`][i % 3 ? 1 : 0] + `${i % 60}s`).join('\n') + '\n', output: '901546080\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n00:00:00\n', output: '0\n' },
        { tag: 'tricky', input: '3\n00:00:01\n00:00:01\n00:00:00\n', output: '0\n' },
        { tag: 'tricky', input: '2\n00:00:59\n00:01:00\n', output: '59\n' },
        { tag: 'typical', input: '3\n00:30:00\n00:45:10\n02:00:00\n', output: '3903\n' },
        { tag: 'typical', input: '1\n99:59:59\n', output: '359999\n' },
        { tag: 'typical', input: LIST(25), output: '174559\n' },
        { tag: 'maximum', input: LIST(1000), output: '179997\n' },
        { tag: 'maximum', input: '1000\n' + '99:59:59\n'.repeat(999) + '00:00:00\n', output: '359639\n' },
      ],
    },
  },
};
