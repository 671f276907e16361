import type { HoleSpec } from '../../../schema';
const FORMAT =
  'The first line holds G, the inactivity limit in minutes (1 <= G <= 1440). Then 0 to 500 event lines "timestamp user action" in no particular order: timestamp in the form YYYY-MM-DDTHH:MM:SSZ (UTC, years 2000-2099), user and action lowercase words. Events of the same user with equal timestamps keep their input order.';
const SESSION_RULE =
  'Sort each user\'s events by time; a user\'s session is a maximal run of their events in which each event follows the previous one by at most G minutes (a gap of exactly G minutes stays in the session, a longer gap starts a new one). ';
const EXAMPLE =
  '30\n2024-02-29T23:50:00Z bob login\n2024-03-01T00:20:00Z bob click\n2024-03-01T00:50:01Z bob click\n2024-02-29T23:00:00Z amy login\n2024-02-29T23:10:00Z amy click\n';

export const hole: HoleSpec = {
  id: 97,
  title: 'Sessions in the Clickstream',
  category: 'data_wrangling',
  difficulty: 7,
  variations: {
    A: {
      description:
        'Product wants to know whether the outage drove people away, and the only data is an unsorted clickstream export. ' +
        SESSION_RULE +
        'Print, for every user in character-code order, "user sessions" with their number of sessions. ' +
        'At most 500 events.',
      human: {
        input_format: FORMAT + ' With no events the output is empty.',
        output_format: 'One line per user: the user name, a space and the number of sessions.',
        examples: { input: EXAMPLE, output: 'amy 1\nbob 2\n' },
      },
      hints: ['Convert timestamps to seconds since an epoch (in UTC) before comparing.', 'Group by user, sort, then cut wherever the gap exceeds G * 60 seconds.'],
      par: 690,
    },
    B: {
      description:
        'Product wants the longest binge of each user after the outage, from an unsorted clickstream export. ' +
        SESSION_RULE +
        'A session lasts from its first to its last event; print, for every user in character-code order, "user seconds" with the length in seconds of their longest session (0 for a session with a single event). ' +
        'At most 500 events.',
      human: {
        input_format: FORMAT + ' With no events the output is empty.',
        output_format: 'One line per user: the user name, a space and the longest session length in seconds.',
        examples: { input: EXAMPLE, output: 'amy 600\nbob 1800\n' },
      },
      hints: ['Parse timestamps in UTC; sessions may cross midnight, month ends and February 29.'],
      par: 733,
    },
    C: {
      description:
        'The data team wants the sessions themselves, from an unsorted clickstream export. ' +
        SESSION_RULE +
        'Print every session as "user start end events", where start and end are the timestamps of its first and last event exactly as written in the input and events is its number of events, sorted by start time and then by user name. ' +
        'At most 500 events.',
      human: {
        input_format: FORMAT + ' With no events the output is empty.',
        output_format: 'One line per session: user, first timestamp, last timestamp, event count, separated by single spaces.',
        examples: { input: EXAMPLE, output: 'amy 2024-02-29T23:00:00Z 2024-02-29T23:10:00Z 2\nbob 2024-02-29T23:50:00Z 2024-03-01T00:20:00Z 2\n' +
          'bob 2024-03-01T00:50:01Z 2024-03-01T00:50:01Z 1\n' },
      },
      hints: ['Sort sessions by the numeric start time; the timestamp strings sort the same way here, but only because they all share one format.'],
      par: 841,
    },
    D: {
      description:
        'Finance wants to bill the outage credits by "engaged time", computed from an unsorted clickstream export. ' +
        SESSION_RULE +
        'A session lasts from its first to its last event; print, for every user in character-code order, "user seconds" with the sum of the lengths of all their sessions in seconds. ' +
        'At most 500 events.',
      human: {
        input_format: FORMAT + ' With no events the output is empty.',
        output_format: 'One line per user: the user name, a space and the total session time in seconds.',
        examples: { input: EXAMPLE, output: 'amy 600\nbob 1800\n' },
      },
      hints: ['Gaps longer than G minutes are not engaged time; gaps of at most G minutes are.'],
      par: 735,
    },
    E: {
      description:
        'Product now insists that clicking logout ends a session even if the user comes back a minute later, from an unsorted clickstream export. ' +
        'Sort each user\'s events by time (equal timestamps keep input order); a new session starts at the user\'s first event, after any gap of more than G minutes, and right after an event whose action is logout. ' +
        'Print, for every user in character-code order, "user sessions" with their number of sessions. ' +
        'At most 500 events.',
      human: {
        input_format: FORMAT + ' With no events the output is empty.',
        output_format: 'One line per user: the user name, a space and the number of sessions.',
        examples: { input: '30\n2024-02-29T23:50:00Z bob login\n2024-02-29T23:55:00Z bob logout\n2024-02-29T23:56:00Z bob login\n2024-02-29T23:00:00Z amy logout\n', output: 'amy 1\nbob 2\n' },
      },
      hints: ['A logout is the last event of its session; the next event opens a new one.', 'Use a stable sort so that equal timestamps keep their input order.'],
      par: 723,
    },
  },
};
