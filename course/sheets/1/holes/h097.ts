import type { HoleSpec } from '../../../schema';

const USERS = ['amy', 'bob', 'cy', 'dana', 'eli', 'fay', 'gil'];
const ACTIONS = ['login', 'click', 'search', 'click', 'checkout', 'logout', 'view'];
const iso = (t: number): string => new Date(t * 1000).toISOString().replace('.000Z', 'Z');
const events = (n: number, k: number): string => {
  const base = Date.UTC(2024, 1, 28, 22, 0, 0) / 1000;
  const rows = Array.from({ length: n }, (_, i) => `${iso(base + ((i * k + (i >> 3)) % Math.ceil(n / 10)) * 5400 + ((i * i * 7 + i * 13) % 2400))} ${USERS[(i * 3 + (i >> 2)) % 7]} ${ACTIONS[(i * 3 + k + (i >> 1)) % 7]}`);
  return rows.map((_, i) => rows[(i * 37) % n]).join('\n') + '\n';
};
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
      cases: [
        { tag: 'empty', input: '30\n', output: '\n' },
        { tag: 'minimum', input: '1\n2024-01-01T00:00:00Z amy login\n', output: 'amy 1\n' },
        { tag: 'tricky', input: '10\n2024-01-01T00:20:00Z amy c\n2024-01-01T00:00:00Z amy a\n2024-01-01T00:10:00Z amy b\n2024-01-01T00:30:01Z amy d\n', output: 'amy 2\n' },
        { tag: 'tricky', input: '60\n2023-12-31T23:30:00Z bob a\n2024-01-01T00:30:00Z bob b\n2024-02-28T23:59:00Z bob c\n2024-02-29T00:58:00Z bob d\n2024-03-01T00:00:00Z bob e\n', output: 'bob 3\n' },
        { tag: 'typical', input: '30\n' + events(20, 3), output: 'amy 1\nbob 2\ncy 2\ndana 2\neli 1\nfay 2\ngil 2\n' },
        { tag: 'typical', input: '45\n' + events(120, 5), output: 'amy 8\nbob 8\ncy 9\ndana 8\neli 8\nfay 8\ngil 9\n' },
        { tag: 'typical', input: '1440\n' + events(60, 2), output: 'amy 1\nbob 1\ncy 1\ndana 1\neli 1\nfay 1\ngil 1\n' },
        { tag: 'maximum', input: '60\n' + events(500, 3), output: 'amy 16\nbob 16\ncy 16\ndana 16\neli 16\nfay 16\ngil 16\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '30\n', output: '\n' },
        { tag: 'minimum', input: '1\n2024-01-01T00:00:00Z amy login\n', output: 'amy 0\n' },
        { tag: 'tricky', input: '10\n2024-01-01T00:20:00Z amy c\n2024-01-01T00:00:00Z amy a\n2024-01-01T00:10:00Z amy b\n2024-01-01T00:30:01Z amy d\n', output: 'amy 1200\n' },
        { tag: 'tricky', input: '60\n2023-12-31T23:30:00Z bob a\n2024-01-01T00:30:00Z bob b\n2024-02-28T23:59:00Z bob c\n2024-02-29T00:58:00Z bob d\n2024-02-29T01:58:00Z bob e\n2023-02-28T23:59:00Z cy a\n2023-03-01T00:58:59Z cy b\n', output: 'bob 7140\ncy 3599\n' },
        { tag: 'typical', input: '30\n' + events(20, 3), output: 'amy 1352\nbob 0\ncy 138\ndana 1534\neli 334\nfay 178\ngil 1716\n' },
        { tag: 'typical', input: '45\n' + events(120, 5), output: 'amy 1914\nbob 1810\ncy 1692\ndana 1282\neli 1446\nfay 1738\ngil 2034\n' },
        { tag: 'typical', input: '1440\n' + events(60, 2), output: 'amy 28080\nbob 22486\ncy 29228\ndana 21690\neli 27698\nfay 27222\ngil 25116\n' },
        { tag: 'maximum', input: '60\n' + events(500, 3), output: 'amy 2160\nbob 2272\ncy 2352\ndana 2256\neli 2224\nfay 2256\ngil 2288\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '30\n', output: '\n' },
        { tag: 'minimum', input: '1\n2024-01-01T00:00:00Z amy login\n', output: 'amy 2024-01-01T00:00:00Z 2024-01-01T00:00:00Z 1\n' },
        { tag: 'tricky', input: '10\n2024-01-01T00:20:00Z bob c\n2024-01-01T00:00:00Z amy a\n2024-01-01T00:10:00Z amy b\n2024-01-01T00:00:00Z bob d\n2024-01-01T00:10:00Z bob e\n', output: 'amy 2024-01-01T00:00:00Z 2024-01-01T00:10:00Z 2\nbob 2024-01-01T00:00:00Z 2024-01-01T00:20:00Z 3\n' },
        { tag: 'tricky', input: '60\n2023-12-31T23:30:00Z bob a\n2024-01-01T00:30:00Z bob b\n2024-02-28T23:59:00Z bob c\n2024-02-29T00:58:00Z bob d\n2024-03-01T00:00:00Z bob e\n', output: 'bob 2023-12-31T23:30:00Z 2024-01-01T00:30:00Z 2\nbob 2024-02-28T23:59:00Z 2024-02-29T00:58:00Z 2\n' +
          'bob 2024-03-01T00:00:00Z 2024-03-01T00:00:00Z 1\n' },
        { tag: 'typical', input: '30\n' + events(20, 3), output: 'amy 2024-02-28T22:00:00Z 2024-02-28T22:22:32Z 3\ngil 2024-02-28T22:00:54Z 2024-02-28T22:29:30Z 3\n' +
          'cy 2024-02-28T22:01:42Z 2024-02-28T22:01:42Z 1\nfay 2024-02-28T22:05:30Z 2024-02-28T22:05:30Z 1\n' +
          'bob 2024-02-28T22:11:24Z 2024-02-28T22:11:24Z 1\ndana 2024-02-28T22:33:20Z 2024-02-28T22:33:20Z 1\n' +
          'dana 2024-02-28T23:30:20Z 2024-02-28T23:55:54Z 2\ncy 2024-02-28T23:31:42Z 2024-02-28T23:34:00Z 2\n' +
          'fay 2024-02-28T23:36:14Z 2024-02-28T23:39:12Z 2\nbob 2024-02-28T23:37:14Z 2024-02-28T23:37:14Z 1\n' +
          'eli 2024-02-28T23:43:50Z 2024-02-28T23:49:24Z 2\ngil 2024-02-29T00:07:24Z 2024-02-29T00:07:24Z 1\n' },
        { tag: 'typical', input: '45\n' + events(120, 5), output: 'amy 2024-02-28T22:00:00Z 2024-02-28T22:31:54Z 3\ncy 2024-02-28T22:07:20Z 2024-02-28T22:23:24Z 2\n' +
          'eli 2024-02-28T22:16:00Z 2024-02-28T22:34:12Z 2\nfay 2024-02-28T22:27:54Z 2024-02-28T22:32:30Z 2\n' +
          'cy 2024-02-28T23:34:00Z 2024-02-28T23:51:54Z 4\namy 2024-02-28T23:34:30Z 2024-02-28T23:34:30Z 1\n' +
          'fay 2024-02-28T23:36:14Z 2024-02-28T23:36:14Z 1\neli 2024-02-28T23:41:14Z 2024-02-29T00:05:20Z 3\n' +
          'gil 2024-02-28T23:42:00Z 2024-02-28T23:42:00Z 1\nbob 2024-02-28T23:54:12Z 2024-02-28T23:54:12Z 1\n' +
          'eli 2024-02-29T01:02:30Z 2024-02-29T01:16:42Z 2\nbob 2024-02-29T01:04:00Z 2024-02-29T01:06:44Z 2\n' +
          'gil 2024-02-29T01:06:00Z 2024-02-29T01:37:32Z 2\ncy 2024-02-29T01:18:54Z 2024-02-29T01:38:50Z 2\n' +
          'cy 2024-02-29T02:31:42Z 2024-02-29T02:31:42Z 1\ngil 2024-02-29T02:33:30Z 2024-02-29T03:07:24Z 3\n' +
          'bob 2024-02-29T02:36:42Z 2024-02-29T03:02:24Z 3\nfay 2024-02-29T02:37:24Z 2024-02-29T02:37:24Z 1\n' +
          'eli 2024-02-29T02:43:50Z 2024-02-29T02:43:50Z 1\ndana 2024-02-29T02:51:20Z 2024-02-29T03:04:12Z 2\n' +
          'fay 2024-02-29T04:10:02Z 2024-02-29T04:39:00Z 3\nbob 2024-02-29T04:21:14Z 2024-02-29T04:22:30Z 2\n' +
          'dana 2024-02-29T04:21:30Z 2024-02-29T04:31:24Z 3\ngil 2024-02-29T04:25:02Z 2024-02-29T04:29:30Z 2\n' +
          'dana 2024-02-29T05:30:20Z 2024-02-29T05:51:42Z 3\ncy 2024-02-29T05:34:24Z 2024-02-29T05:40:20Z 2\n' +
          'fay 2024-02-29T05:34:30Z 2024-02-29T05:51:54Z 3\namy 2024-02-29T05:40:24Z 2024-02-29T06:08:44Z 2\n' +
          'amy 2024-02-29T07:05:00Z 2024-02-29T07:33:30Z 3\nfay 2024-02-29T07:05:30Z 2024-02-29T07:22:14Z 2\n' +
          'eli 2024-02-29T07:09:44Z 2024-02-29T07:09:44Z 1\ndana 2024-02-29T07:10:54Z 2024-02-29T07:10:54Z 1\n' +
          'cy 2024-02-29T07:11:00Z 2024-02-29T07:39:12Z 3\ngil 2024-02-29T07:35:00Z 2024-02-29T07:35:00Z 1\n' +
          'gil 2024-02-29T08:32:32Z 2024-02-29T09:03:00Z 2\ncy 2024-02-29T08:44:54Z 2024-02-29T08:46:50Z 2\n' +
          'amy 2024-02-29T08:48:14Z 2024-02-29T08:55:54Z 2\neli 2024-02-29T08:49:12Z 2024-02-29T08:53:00Z 2\n' +
          'gil 2024-02-29T10:01:30Z 2024-02-29T10:20:54Z 4\ncy 2024-02-29T10:01:42Z 2024-02-29T10:01:42Z 1\n' +
          'amy 2024-02-29T10:16:30Z 2024-02-29T10:16:30Z 1\neli 2024-02-29T10:25:14Z 2024-02-29T10:38:54Z 3\n' +
          'dana 2024-02-29T10:28:20Z 2024-02-29T10:28:20Z 1\nbob 2024-02-29T10:29:12Z 2024-02-29T10:29:12Z 1\n' +
          'gil 2024-02-29T11:35:02Z 2024-02-29T12:01:30Z 2\nbob 2024-02-29T11:37:44Z 2024-02-29T12:07:54Z 3\n' +
          'dana 2024-02-29T11:50:24Z 2024-02-29T12:05:24Z 2\neli 2024-02-29T11:56:42Z 2024-02-29T12:04:30Z 2\n' +
          'gil 2024-02-29T13:00:54Z 2024-02-29T13:00:54Z 1\namy 2024-02-29T13:01:24Z 2024-02-29T13:07:44Z 2\n' +
          'bob 2024-02-29T13:11:24Z 2024-02-29T13:36:42Z 3\ndana 2024-02-29T13:21:42Z 2024-02-29T13:33:20Z 3\n' +
          'fay 2024-02-29T13:28:24Z 2024-02-29T13:29:00Z 2\nbob 2024-02-29T14:37:14Z 2024-02-29T15:00:30Z 2\n' +
          'fay 2024-02-29T14:40:44Z 2024-02-29T14:50:02Z 3\ndana 2024-02-29T14:44:54Z 2024-02-29T14:55:54Z 2\n' +
          'amy 2024-02-29T14:47:32Z 2024-02-29T15:05:30Z 3\ncy 2024-02-29T14:52:24Z 2024-02-29T14:52:24Z 1\n' },
        { tag: 'typical', input: '1440\n' + events(60, 2), output: 'amy 2024-02-28T22:00:00Z 2024-02-29T05:48:00Z 9\ncy 2024-02-28T22:01:42Z 2024-02-29T06:08:50Z 9\n' +
          'fay 2024-02-28T22:05:30Z 2024-02-29T05:39:12Z 8\nbob 2024-02-28T22:07:44Z 2024-02-29T04:22:30Z 8\n' +
          'eli 2024-02-28T22:26:42Z 2024-02-29T06:08:20Z 8\ngil 2024-02-28T22:37:24Z 2024-02-29T05:36:00Z 9\n' +
          'dana 2024-02-28T23:54:24Z 2024-02-29T05:55:54Z 9\n' },
        { tag: 'maximum', input: '60\n' + events(500, 3), output: 'amy 2024-02-28T22:00:00Z 2024-02-28T22:32:32Z 5\nbob 2024-02-28T22:00:00Z 2024-02-28T22:22:24Z 4\n' +
          'cy 2024-02-28T22:06:24Z 2024-02-28T22:39:12Z 5\ngil 2024-02-28T22:06:24Z 2024-02-28T22:39:12Z 5\n' +
          'dana 2024-02-28T22:11:44Z 2024-02-28T22:33:20Z 5\nfay 2024-02-28T22:11:44Z 2024-02-28T22:33:20Z 4\n' +
          'eli 2024-02-28T22:12:32Z 2024-02-28T22:26:24Z 4\ndana 2024-02-29T02:30:20Z 2024-02-29T03:05:00Z 5\n' +
          'cy 2024-02-29T02:31:24Z 2024-02-29T02:46:20Z 5\nfay 2024-02-29T02:35:24Z 2024-02-29T03:04:12Z 5\n' +
          'bob 2024-02-29T02:36:44Z 2024-02-29T02:57:00Z 4\ngil 2024-02-29T02:37:00Z 2024-02-29T03:07:24Z 5\n' +
          'amy 2024-02-29T02:37:32Z 2024-02-29T03:08:44Z 4\neli 2024-02-29T02:47:24Z 2024-02-29T03:09:00Z 4\n' +
          'gil 2024-02-29T07:00:54Z 2024-02-29T07:20:54Z 5\nbob 2024-02-29T07:01:42Z 2024-02-29T07:26:30Z 5\n' +
          'cy 2024-02-29T07:01:42Z 2024-02-29T07:39:50Z 5\namy 2024-02-29T07:02:14Z 2024-02-29T07:35:02Z 4\n' +
          'eli 2024-02-29T07:02:30Z 2024-02-29T07:34:30Z 4\ndana 2024-02-29T07:06:14Z 2024-02-29T07:30:30Z 4\n' +
          'fay 2024-02-29T07:08:54Z 2024-02-29T07:38:30Z 5\ncy 2024-02-29T11:30:54Z 2024-02-29T11:57:50Z 5\n' +
          'bob 2024-02-29T11:31:42Z 2024-02-29T12:02:54Z 5\ngil 2024-02-29T11:31:42Z 2024-02-29T12:09:50Z 4\n' +
          'eli 2024-02-29T11:32:30Z 2024-02-29T12:08:14Z 5\nfay 2024-02-29T11:36:14Z 2024-02-29T12:00:30Z 5\n' +
          'dana 2024-02-29T11:42:54Z 2024-02-29T12:08:30Z 4\namy 2024-02-29T11:46:54Z 2024-02-29T12:05:02Z 4\n' +
          'gil 2024-02-29T16:00:20Z 2024-02-29T16:35:00Z 5\namy 2024-02-29T16:01:24Z 2024-02-29T16:31:00Z 4\n' +
          'bob 2024-02-29T16:06:44Z 2024-02-29T16:27:00Z 4\ndana 2024-02-29T16:09:24Z 2024-02-29T16:37:24Z 4\n' +
          'eli 2024-02-29T16:09:24Z 2024-02-29T16:34:12Z 4\ncy 2024-02-29T16:11:00Z 2024-02-29T16:38:44Z 5\n' +
          'fay 2024-02-29T16:23:00Z 2024-02-29T16:39:00Z 5\ncy 2024-02-29T20:30:00Z 2024-02-29T21:09:12Z 5\n' +
          'fay 2024-02-29T20:33:44Z 2024-02-29T20:56:24Z 5\nbob 2024-02-29T20:34:00Z 2024-02-29T21:02:32Z 5\n' +
          'dana 2024-02-29T20:36:24Z 2024-02-29T20:51:20Z 4\namy 2024-02-29T20:40:24Z 2024-02-29T21:09:12Z 4\n' +
          'eli 2024-02-29T20:41:44Z 2024-02-29T20:49:12Z 4\ngil 2024-02-29T20:42:00Z 2024-02-29T21:03:20Z 4\n' +
          'gil 2024-03-01T01:01:30Z 2024-03-01T01:38:50Z 4\nbob 2024-03-01T01:03:54Z 2024-03-01T01:33:30Z 5\n' +
          'fay 2024-03-01T01:05:30Z 2024-03-01T01:39:54Z 5\namy 2024-03-01T01:10:50Z 2024-03-01T01:36:42Z 4\n' +
          'eli 2024-03-01T01:16:42Z 2024-03-01T01:39:54Z 5\ndana 2024-03-01T01:23:54Z 2024-03-01T01:38:50Z 4\n' +
          'cy 2024-03-01T01:29:14Z 2024-03-01T01:36:42Z 4\nbob 2024-03-01T05:30:02Z 2024-03-01T06:07:54Z 5\n' +
          'dana 2024-03-01T05:30:50Z 2024-03-01T05:51:54Z 4\ngil 2024-03-01T05:33:30Z 2024-03-01T05:56:42Z 4\n' +
          'amy 2024-03-01T05:36:42Z 2024-03-01T05:55:54Z 5\ncy 2024-03-01T05:36:42Z 2024-03-01T06:01:30Z 4\n' +
          'eli 2024-03-01T05:41:14Z 2024-03-01T06:05:30Z 5\nfay 2024-03-01T05:49:14Z 2024-03-01T06:09:30Z 4\n' +
          'fay 2024-03-01T11:30:24Z 2024-03-01T12:08:00Z 5\ncy 2024-03-01T11:32:00Z 2024-03-01T11:52:32Z 4\n' +
          'gil 2024-03-01T11:32:32Z 2024-03-01T12:00:00Z 4\ndana 2024-03-01T11:36:00Z 2024-03-01T11:59:44Z 4\n' +
          'amy 2024-03-01T11:37:20Z 2024-03-01T11:48:00Z 4\neli 2024-03-01T11:38:24Z 2024-03-01T12:05:20Z 5\n' +
          'bob 2024-03-01T11:43:44Z 2024-03-01T12:08:00Z 5\nbob 2024-03-01T16:01:00Z 2024-03-01T16:24:44Z 5\n' +
          'eli 2024-03-01T16:02:20Z 2024-03-01T16:38:20Z 5\namy 2024-03-01T16:03:24Z 2024-03-01T16:23:24Z 5\n' +
          'gil 2024-03-01T16:04:44Z 2024-03-01T16:37:32Z 4\ncy 2024-03-01T16:05:00Z 2024-03-01T16:37:00Z 4\n' +
          'dana 2024-03-01T16:08:44Z 2024-03-01T16:33:00Z 4\nfay 2024-03-01T16:19:24Z 2024-03-01T16:29:00Z 4\n' +
          'dana 2024-03-01T20:30:14Z 2024-03-01T21:07:50Z 5\neli 2024-03-01T20:31:50Z 2024-03-01T21:08:54Z 5\n' +
          'fay 2024-03-01T20:34:14Z 2024-03-01T20:54:30Z 4\namy 2024-03-01T20:34:30Z 2024-03-01T21:04:54Z 5\n' +
          'gil 2024-03-01T20:35:02Z 2024-03-01T21:06:14Z 4\nbob 2024-03-01T20:38:14Z 2024-03-01T21:01:42Z 4\n' +
          'cy 2024-03-01T20:44:54Z 2024-03-01T21:06:30Z 4\nfay 2024-03-02T01:00:14Z 2024-03-02T01:36:30Z 4\n' +
          'gil 2024-03-02T01:00:14Z 2024-03-02T01:36:30Z 5\namy 2024-03-02T01:02:54Z 2024-03-02T01:38:54Z 5\n' +
          'eli 2024-03-02T01:02:54Z 2024-03-02T01:38:54Z 4\nbob 2024-03-02T01:04:14Z 2024-03-02T01:25:50Z 4\n' +
          'dana 2024-03-02T01:04:14Z 2024-03-02T01:25:50Z 5\ncy 2024-03-02T01:05:02Z 2024-03-02T01:18:54Z 4\n' +
          'cy 2024-03-02T05:34:12Z 2024-03-02T05:42:44Z 4\neli 2024-03-02T05:34:12Z 2024-03-02T05:59:00Z 5\n' +
          'fay 2024-03-02T05:37:24Z 2024-03-02T06:08:20Z 4\ngil 2024-03-02T05:38:44Z 2024-03-02T06:03:00Z 4\n' +
          'dana 2024-03-02T05:39:00Z 2024-03-02T06:07:32Z 5\nbob 2024-03-02T05:41:24Z 2024-03-02T05:54:12Z 4\n' +
          'amy 2024-03-02T05:46:44Z 2024-03-02T06:07:00Z 5\ndana 2024-03-02T10:02:32Z 2024-03-02T10:30:00Z 5\n' +
          'amy 2024-03-02T10:04:24Z 2024-03-02T10:22:32Z 5\nbob 2024-03-02T10:04:24Z 2024-03-02T10:32:24Z 4\n' +
          'gil 2024-03-02T10:06:00Z 2024-03-02T10:29:44Z 5\ncy 2024-03-02T10:07:20Z 2024-03-02T10:33:44Z 4\n' +
          'fay 2024-03-02T10:08:24Z 2024-03-02T10:35:20Z 4\neli 2024-03-02T10:09:12Z 2024-03-02T10:39:20Z 4\n' +
          'gil 2024-03-02T14:30:02Z 2024-03-02T15:01:30Z 5\ndana 2024-03-02T14:31:54Z 2024-03-02T15:09:30Z 5\n' +
          'cy 2024-03-02T14:33:30Z 2024-03-02T14:57:14Z 5\nfay 2024-03-02T14:34:50Z 2024-03-02T14:51:54Z 4\n' +
          'bob 2024-03-02T14:35:54Z 2024-03-02T14:55:54Z 4\namy 2024-03-02T14:37:14Z 2024-03-02T15:07:54Z 4\n' +
          'eli 2024-03-02T14:41:14Z 2024-03-02T15:05:30Z 4\ncy 2024-03-02T19:01:30Z 2024-03-02T19:38:50Z 5\n' +
          'amy 2024-03-02T19:03:54Z 2024-03-02T19:33:30Z 4\ndana 2024-03-02T19:05:30Z 2024-03-02T19:21:30Z 4\n' +
          'gil 2024-03-02T19:09:30Z 2024-03-02T19:35:54Z 5\nbob 2024-03-02T19:10:50Z 2024-03-02T19:36:42Z 4\n' +
          'fay 2024-03-02T19:13:30Z 2024-03-02T19:36:42Z 5\neli 2024-03-02T19:16:42Z 2024-03-02T19:25:14Z 4\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '30\n', output: '\n' },
        { tag: 'minimum', input: '1\n2024-01-01T00:00:00Z amy login\n', output: 'amy 0\n' },
        { tag: 'tricky', input: '10\n2024-01-01T00:20:00Z amy c\n2024-01-01T00:00:00Z amy a\n2024-01-01T00:10:00Z amy b\n2024-01-01T00:30:01Z amy d\n2024-01-01T00:30:01Z amy e\n', output: 'amy 1200\n' },
        { tag: 'tricky', input: '60\n2023-12-31T23:30:00Z bob a\n2024-01-01T00:30:00Z bob b\n2024-02-28T23:59:00Z bob c\n2024-02-29T00:58:00Z bob d\n2024-03-01T00:00:00Z bob e\n', output: 'bob 7140\n' },
        { tag: 'typical', input: '30\n' + events(20, 3), output: 'amy 1352\nbob 0\ncy 138\ndana 1534\neli 334\nfay 178\ngil 1716\n' },
        { tag: 'typical', input: '45\n' + events(120, 5), output: 'amy 7242\nbob 6506\ncy 5398\ndana 4906\neli 4906\nfay 4656\ngil 8774\n' },
        { tag: 'typical', input: '1440\n' + events(60, 2), output: 'amy 28080\nbob 22486\ncy 29228\ndana 21690\neli 27698\nfay 27222\ngil 25116\n' },
        { tag: 'maximum', input: '60\n' + events(500, 3), output: 'amy 24832\nbob 23680\ncy 23760\ndana 24112\neli 24400\nfay 23968\ngil 28288\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '30\n', output: '\n' },
        { tag: 'minimum', input: '1\n2024-01-01T00:00:00Z amy logout\n', output: 'amy 1\n' },
        { tag: 'tricky', input: '10\n2024-01-01T00:05:00Z amy login\n2024-01-01T00:05:00Z amy logout\n2024-01-01T00:05:00Z amy login\n2024-01-01T00:05:00Z amy click\n', output: 'amy 2\n' },
        { tag: 'tricky', input: '60\n2024-01-01T00:10:00Z bob logout\n2024-01-01T00:00:00Z bob login\n2024-01-01T01:10:00Z bob login\n2024-01-01T02:10:01Z bob logouts\n2024-01-01T02:11:00Z bob x\n', output: 'bob 3\n' },
        { tag: 'typical', input: '30\n' + events(20, 3), output: 'amy 1\nbob 2\ncy 2\ndana 2\neli 1\nfay 2\ngil 2\n' },
        { tag: 'typical', input: '45\n' + events(120, 5), output: 'amy 13\nbob 12\ncy 13\ndana 12\neli 12\nfay 13\ngil 14\n' },
        { tag: 'typical', input: '1440\n' + events(60, 2), output: 'amy 5\nbob 5\ncy 5\ndana 6\neli 4\nfay 5\ngil 4\n' },
        { tag: 'maximum', input: '60\n' + events(500, 4), output: 'amy 28\nbob 28\ncy 28\ndana 27\neli 28\nfay 28\ngil 26\n' },
        { tag: 'maximum', input: '20\n' + events(500, 3), output: 'amy 17\nbob 18\ncy 16\ndana 16\neli 17\nfay 16\ngil 21\n' },
      ],
    },
  },
};
