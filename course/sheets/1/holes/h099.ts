import type { HoleSpec } from '../../../schema';
const LINES =
  'Lines "service start end" in no particular order: service a lowercase word, start and end timestamps of the form YYYY-MM-DDTHH:MM:SSZ (UTC, years 2000 to 2099) with start strictly before end. At most 350 lines.';
const EXAMPLE =
  'api 2024-02-28T23:00:00Z 2024-02-29T01:00:00Z\ndb 2024-02-29T00:30:00Z 2024-02-29T02:00:00Z\napi 2024-02-29T02:00:00Z 2024-02-29T03:00:00Z\ncdn 2024-03-01T00:00:00Z 2024-03-01T00:00:01Z\n';

export const hole: HoleSpec = {
  id: 99,
  title: 'How Long Were We Down, Really',
  category: 'data_wrangling',
  difficulty: 9,
  variations: {
    A: {
      description:
        'The status page lists outages per service, overlapping and in random order, and the SLA report needs the time during which at least one service was down. ' +
        'Each outage covers the half-open interval [start, end). ' +
        'Print the total length in seconds of the union of all outages. ' +
        'At most 350 outages.',
      human: {
        input_format: LINES + ' An empty report is a single empty line (answer 0).',
        output_format: 'One integer: the number of seconds covered by at least one outage.',
        examples: { input: EXAMPLE, output: '14401\n' },
      },
      hints: ['Convert timestamps to seconds in UTC (mind leap years), sort by start and merge.', 'Overlapping time must only be counted once.'],
      par: 401,
    },
    B: {
      description:
        'The status page lists outages per service, overlapping and in random order (a service can have overlapping or duplicate entries when two monitors fired). ' +
        'Each outage covers the half-open interval [start, end). ' +
        'For each service, in character-code order, print "service seconds" with the length of the union of that service\'s outages. ' +
        'At most 350 outages.',
      human: {
        input_format: LINES + ' An empty report is a single empty line (the output is then empty).',
        output_format: 'One line per service: its name, a space and the seconds covered by its outages.',
        examples: { input: EXAMPLE, output: 'api 10800\ncdn 1\ndb 5400\n' },
      },
      hints: ['Merge intervals separately for each service.'],
      par: 530,
    },
    C: {
      description:
        'The status page lists outages per service, overlapping and in random order, and the VP wants to know how bad the worst moment was. ' +
        'Each outage covers the half-open interval [start, end), so an outage ending at t and one starting at t never overlap. ' +
        'Print the largest number of outages in progress at the same instant and the earliest timestamp at which that number is reached, or "0 none" if there are no outages. ' +
        'At most 350 outages.',
      human: {
        input_format: LINES + ' An empty report is a single empty line.',
        output_format: 'One line: the maximum count and the timestamp (same format as the input), separated by a space; or 0 none.',
        examples: { input: EXAMPLE, output: '2 2024-02-29T00:30:00Z\n' },
      },
      hints: ['Sweep over start (+1) and end (-1) events sorted by time, ends before starts at equal times.'],
      par: 439,
    },
    D: {
      description:
        'The status page lists outages per service, overlapping and in random order, and the public incident history should show each continuous period of trouble once. ' +
        'Each outage covers the half-open interval [start, end); merge all outages (of any service) into maximal periods, where outages that overlap or touch (one ends exactly when another starts) belong to the same period. ' +
        'Print the periods in chronological order as "start end" lines, or none if there are no outages. ' +
        'At most 350 outages.',
      human: {
        input_format: LINES + ' An empty report is a single empty line.',
        output_format: 'One line per merged period: its start and end timestamps in the input format, separated by a space; or none.',
        examples: { input: EXAMPLE, output: '2024-02-28T23:00:00Z 2024-02-29T03:00:00Z\n2024-03-01T00:00:00Z 2024-03-01T00:00:01Z\n' },
      },
      hints: ['Sort by start; extend the current period while the next start is not after its end.', 'Format the results back in UTC.'],
      par: 498,
    },
    E: {
      description:
        'The on-call retro wants to celebrate the longest stretch of calm within a reporting window. ' +
        'The first line gives the window [from, to); the following lines list outages, each covering [start, end), which may start before or end after the window. ' +
        'Print the length in seconds and the start timestamp of the longest part of the window not covered by any outage (the earliest one on ties), or "0 none" if the whole window is covered. ' +
        'At most 350 outages.',
      human: {
        input_format: 'The first line holds two timestamps from and to (from < to), separated by a space. Then ' + LINES + ' With no outage lines the whole window is calm.',
        output_format: 'One line: the length in seconds and the start timestamp (input format) of the longest calm stretch, separated by a space; or 0 none.',
        examples: { input: '2024-02-28T00:00:00Z 2024-03-02T00:00:00Z\n' + EXAMPLE, output: '86399 2024-03-01T00:00:01Z\n' },
      },
      hints: ['Clip outages to the window first.', 'Gaps are measured between merged outages, plus the edges of the window.'],
      par: 599,
    },
  },
};
