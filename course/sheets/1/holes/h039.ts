import type { HoleSpec } from '../../../schema';

const CRON =
  'A cron expression has five fields separated by single spaces: minute (0-59), hour (0-23), day of month (1-31), month (1-12) and day of week (0-6, 0 is Sunday). ' +
  'Each field is a comma-separated list of items; an item is * (the whole range), a value v, a range a-b, or one of those followed by /s (every s-th value starting at the beginning of the range; v/s means v to the end of the range in steps of s).';
const DAYRULE =
  ' A moment matches when its minute, hour and month are in their sets and its day matches: if the day-of-month or the day-of-week field is exactly *, the day must be in both sets; otherwise it must be in at least one of them (classic cron). All times are UTC.';
const TIME = 'Times are written YYYY-MM-DD HH:MM, with years between 2000 and 2099.';
const LONGLIST = (n: number, step: number) => Array.from({ length: n }, (_, i) => i * step).join(',');

export const hole: HoleSpec = {
  id: 39,
  title: 'When Does the Backup Actually Run',
  category: 'parsing',
  difficulty: 9,
  variations: {
    A: {
      description:
        'Before trusting a crontab line copied from a wiki, you expand it. ' +
        CRON +
        ' Given a valid expression, print the sorted set of values each field stands for.',
      human: {
        input_format: 'One line with a valid cron expression: all values inside their field range, a <= b in every range, steps at least 1. The line has at most 300 characters.',
        output_format: 'Five lines: "minute:", "hour:", "day-of-month:", "month:" and "day-of-week:", each followed by the distinct values of that field in increasing order, separated by single spaces.',
        examples: { input: '*/15 9-17/4 1,15 * 1-5\n', output: 'minute: 0 15 30 45\nhour: 9 13 17\nday-of-month: 1 15\nmonth: 1 2 3 4 5 6 7 8 9 10 11 12\nday-of-week: 1 2 3 4 5\n' },
      },
      hints: ['A step applies to the item it is attached to, not to the whole field.', 'Duplicates from overlapping items appear once.'],
      par: 656,
      cases: [
        { tag: 'empty', input: '* * * * *\n', output: 'minute: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59\nhour: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\nday-of-month: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31\nmonth: 1 2 3 4 5 6 7 8 9 10 11 12\nday-of-week: 0 1 2 3 4 5 6\n' },
        { tag: 'minimum', input: '0 0 1 1 0\n', output: 'minute: 0\nhour: 0\nday-of-month: 1\nmonth: 1\nday-of-week: 0\n' },
        { tag: 'tricky', input: '5/20 3 */10 2-3,11 0\n', output: 'minute: 5 25 45\nhour: 3\nday-of-month: 1 11 21 31\nmonth: 2 3 11\nday-of-week: 0\n' },
        { tag: 'tricky', input: '1-5,3-7 */7 31 12 6,0,6\n', output: 'minute: 1 2 3 4 5 6 7\nhour: 0 7 14 21\nday-of-month: 31\nmonth: 12\nday-of-week: 0 6\n' },
        { tag: 'tricky', input: '0-59/30 0-23/12 1-31/15 1-12/5 0-6/3\n', output: 'minute: 0 30\nhour: 0 12\nday-of-month: 1 16 31\nmonth: 1 6 11\nday-of-week: 0 3 6\n' },
        { tag: 'typical', input: '59 23 28-31 2 1-5\n', output: 'minute: 59\nhour: 23\nday-of-month: 28 29 30 31\nmonth: 2\nday-of-week: 1 2 3 4 5\n' },
        { tag: 'typical', input: '7 */6 1,15 */3 *\n', output: 'minute: 7\nhour: 0 6 12 18\nday-of-month: 1 15\nmonth: 1 4 7 10\nday-of-week: 0 1 2 3 4 5 6\n' },
        { tag: 'maximum', input: '0-59 0-23 1-31 1-12 0-6\n', output: 'minute: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59\nhour: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\nday-of-month: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31\nmonth: 1 2 3 4 5 6 7 8 9 10 11 12\nday-of-week: 0 1 2 3 4 5 6\n' },
        { tag: 'maximum', input: `${LONGLIST(30, 2)} ${LONGLIST(12, 2)},1/2 1-31/1 1,2,3,4,5,6,7,8,9,10,11,12 0-6/1,0,1,2\n`, output: 'minute: 0 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32 34 36 38 40 42 44 46 48 50 52 54 56 58\nhour: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\nday-of-month: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31\nmonth: 1 2 3 4 5 6 7 8 9 10 11 12\nday-of-week: 0 1 2 3 4 5 6\n' },
      ],
    },
    B: {
      description:
        'The on-call handbook says "the backup runs at the time in the crontab", and you need the next run. ' +
        CRON + DAYRULE +
        ' Given an expression and a moment, print the first matching moment strictly after it.',
      human: {
        input_format: 'The first line holds a valid cron expression. The second line holds the moment. ' + TIME + ' The expression is guaranteed to match at least once within 10 years after the moment.',
        output_format: 'One line: the next matching moment, written YYYY-MM-DD HH:MM.',
        examples: { input: '30 4 1,15 * 5\n2024-03-01 04:30\n', output: '2024-03-08 04:30\n' },
      },
      hints: ['Walk day by day rather than minute by minute.', 'Day of month and day of week are combined with OR only when neither is *.'],
      par: 1609,
      cases: [
        { tag: 'empty', input: '* * * * *\n2024-12-31 23:59\n', output: '2025-01-01 00:00\n' },
        { tag: 'minimum', input: '0 0 1 1 *\n2000-01-01 00:00\n', output: '2001-01-01 00:00\n' },
        { tag: 'tricky', input: '0 0 29 2 *\n2024-02-29 00:00\n', output: '2028-02-29 00:00\n' },
        { tag: 'tricky', input: '0 0 29 2 1\n2024-03-01 00:00\n', output: '2025-02-03 00:00\n' },
        { tag: 'tricky', input: '0 12 * * 0\n2024-06-09 12:00\n', output: '2024-06-16 12:00\n' },
        { tag: 'typical', input: '*/5 * * * *\n2024-06-09 10:03\n', output: '2024-06-09 10:05\n' },
        { tag: 'tricky', input: '15 3 31 * *\n2024-04-01 00:00\n', output: '2024-05-31 03:15\n' },
        { tag: 'typical', input: '0 9-17 * * 1-5\n2024-06-07 17:30\n', output: '2024-06-10 09:00\n' },
        { tag: 'maximum', input: '0 0 29 2 *\n2096-03-01 00:00\n', output: '2104-02-29 00:00\n' },
        { tag: 'maximum', input: `${LONGLIST(30, 2)} 0-23/5 1-31/2 1-12/4 0-6/4\n2099-12-31 23:59\n`, output: '2100-01-01 00:00\n' },
      ],
    },
    C: {
      description:
        'You want to paste the next few backup windows into the change ticket. ' +
        CRON + DAYRULE +
        ' Given an expression, a moment and k, print the first k matching moments strictly after the given moment, in order.',
      human: {
        input_format:
          'The first line holds a valid cron expression, the second the moment, the third k (1 <= k <= 50). ' + TIME + ' The expression is guaranteed to match at least k times within 10 years after the moment.',
        output_format: 'k lines, the matching moments in increasing order, written YYYY-MM-DD HH:MM.',
        examples: { input: '0 */8 * * *\n2024-01-31 20:00\n3\n', output: '2024-02-01 00:00\n2024-02-01 08:00\n2024-02-01 16:00\n' },
      },
      hints: ['Collect moments day by day until you have k of them.'],
      par: 1552,
      cases: [
        { tag: 'empty', input: '* * * * *\n2024-12-31 23:58\n1\n', output: '2024-12-31 23:59\n' },
        { tag: 'minimum', input: '0 0 1 1 *\n2000-01-01 00:00\n1\n', output: '2001-01-01 00:00\n' },
        { tag: 'tricky', input: '* * * * *\n2023-12-31 23:58\n3\n', output: '2023-12-31 23:59\n2024-01-01 00:00\n2024-01-01 00:01\n' },
        { tag: 'tricky', input: '0 0 29 2 *\n2024-01-01 00:00\n3\n', output: '2024-02-29 00:00\n2028-02-29 00:00\n2032-02-29 00:00\n' },
        { tag: 'tricky', input: '30 2 13 * 5\n2024-09-10 00:00\n5\n', output: '2024-09-13 02:30\n2024-09-20 02:30\n2024-09-27 02:30\n2024-10-04 02:30\n2024-10-11 02:30\n' },
        { tag: 'typical', input: '0 9-17/4 * * 1-5\n2024-06-07 12:00\n6\n', output: '2024-06-07 13:00\n2024-06-07 17:00\n2024-06-10 09:00\n2024-06-10 13:00\n2024-06-10 17:00\n2024-06-11 09:00\n' },
        { tag: 'typical', input: '15,45 */12 1 */3 *\n2024-02-15 00:00\n5\n', output: '2024-04-01 00:15\n2024-04-01 00:45\n2024-04-01 12:15\n2024-04-01 12:45\n2024-07-01 00:15\n' },
        { tag: 'typical', input: '59 23 31 12 *\n2029-12-31 23:59\n2\n', output: '2030-12-31 23:59\n2031-12-31 23:59\n' },
        { tag: 'maximum', input: '*/7 */5 */3 * 0,6\n2099-11-30 23:00\n50\n', output: '2099-12-01 00:00\n2099-12-01 00:07\n2099-12-01 00:14\n2099-12-01 00:21\n2099-12-01 00:28\n2099-12-01 00:35\n2099-12-01 00:42\n2099-12-01 00:49\n2099-12-01 00:56\n2099-12-01 05:00\n2099-12-01 05:07\n2099-12-01 05:14\n2099-12-01 05:21\n2099-12-01 05:28\n2099-12-01 05:35\n2099-12-01 05:42\n2099-12-01 05:49\n2099-12-01 05:56\n2099-12-01 10:00\n2099-12-01 10:07\n2099-12-01 10:14\n2099-12-01 10:21\n2099-12-01 10:28\n2099-12-01 10:35\n2099-12-01 10:42\n2099-12-01 10:49\n2099-12-01 10:56\n2099-12-01 15:00\n2099-12-01 15:07\n2099-12-01 15:14\n2099-12-01 15:21\n2099-12-01 15:28\n2099-12-01 15:35\n2099-12-01 15:42\n2099-12-01 15:49\n2099-12-01 15:56\n2099-12-01 20:00\n2099-12-01 20:07\n2099-12-01 20:14\n2099-12-01 20:21\n2099-12-01 20:28\n2099-12-01 20:35\n2099-12-01 20:42\n2099-12-01 20:49\n2099-12-01 20:56\n2099-12-04 00:00\n2099-12-04 00:07\n2099-12-04 00:14\n2099-12-04 00:21\n2099-12-04 00:28\n' },
        { tag: 'maximum', input: '0 0 31 * 3\n2024-01-01 00:00\n50\n', output: '2024-01-03 00:00\n2024-01-10 00:00\n2024-01-17 00:00\n2024-01-24 00:00\n2024-01-31 00:00\n2024-02-07 00:00\n2024-02-14 00:00\n2024-02-21 00:00\n2024-02-28 00:00\n2024-03-06 00:00\n2024-03-13 00:00\n2024-03-20 00:00\n2024-03-27 00:00\n2024-03-31 00:00\n2024-04-03 00:00\n2024-04-10 00:00\n2024-04-17 00:00\n2024-04-24 00:00\n2024-05-01 00:00\n2024-05-08 00:00\n2024-05-15 00:00\n2024-05-22 00:00\n2024-05-29 00:00\n2024-05-31 00:00\n2024-06-05 00:00\n2024-06-12 00:00\n2024-06-19 00:00\n2024-06-26 00:00\n2024-07-03 00:00\n2024-07-10 00:00\n2024-07-17 00:00\n2024-07-24 00:00\n2024-07-31 00:00\n2024-08-07 00:00\n2024-08-14 00:00\n2024-08-21 00:00\n2024-08-28 00:00\n2024-08-31 00:00\n2024-09-04 00:00\n2024-09-11 00:00\n2024-09-18 00:00\n2024-09-25 00:00\n2024-10-02 00:00\n2024-10-09 00:00\n2024-10-16 00:00\n2024-10-23 00:00\n2024-10-30 00:00\n2024-10-31 00:00\n2024-11-06 00:00\n2024-11-13 00:00\n' },
      ],
    },
    D: {
      description:
        'The storage team asks how many backups a cron expression produces over a period. ' +
        CRON + DAYRULE +
        ' Given an expression and two moments start <= end, at most 10 years apart, print how many matching moments t satisfy start <= t < end.',
      human: {
        input_format: 'The first line holds a valid cron expression, the second the start moment, the third the end moment. ' + TIME + ' The end is not before the start, and at most 10 years after it.',
        output_format: 'One integer: the number of matching moments in the half-open interval.',
        examples: { input: '0 0 * * 1\n2024-01-01 00:00\n2024-02-01 00:00\n', output: '5\n' },
      },
      hints: ['Count whole days with a multiplication; only the first and the last day need minute-level care.', 'The end moment itself is excluded.'],
      par: 1596,
      cases: [
        { tag: 'empty', input: '* * * * *\n2024-05-05 05:05\n2024-05-05 05:05\n', output: '0\n' },
        { tag: 'minimum', input: '* * * * *\n2024-05-05 05:05\n2024-05-05 05:06\n', output: '1\n' },
        { tag: 'tricky', input: '0 0 29 2 *\n2000-01-01 00:00\n2009-12-31 23:59\n', output: '3\n' },
        { tag: 'tricky', input: '0 0 13 * 5\n2024-01-01 00:00\n2025-01-01 00:00\n', output: '62\n' },
        { tag: 'tricky', input: '30 12 * * *\n2024-03-01 12:30\n2024-03-03 12:30\n', output: '2\n' },
        { tag: 'typical', input: '*/15 9-17 * * 1-5\n2024-06-03 00:00\n2024-06-10 00:00\n', output: '180\n' },
        { tag: 'typical', input: '0 3 1,15 * *\n2024-01-10 00:00\n2024-12-20 00:00\n', output: '23\n' },
        { tag: 'maximum', input: '* * * * *\n2000-01-01 00:00\n2010-01-01 00:00\n', output: '5260320\n' },
        { tag: 'maximum', input: '7 */3 */2 1-11/2 0,3\n2090-02-17 13:45\n2099-12-31 23:59\n', output: '9432\n' },
      ],
    },
    E: {
      description:
        'The backup directory is empty and you need to know when the backup last ran. ' +
        CRON + DAYRULE +
        ' Given an expression and a moment, print the latest matching moment at or before it.',
      human: {
        input_format: 'The first line holds a valid cron expression. The second line holds the moment. ' + TIME + ' The expression is guaranteed to match at least once within 10 years before the moment (or at the moment itself).',
        output_format: 'One line: the latest matching moment not after the given one, written YYYY-MM-DD HH:MM.',
        examples: { input: '30 4 1,15 * 5\n2024-03-10 00:00\n', output: '2024-03-08 04:30\n' },
      },
      hints: ['The given moment itself counts if it matches.', 'Walk backwards day by day and take the last fitting time of the day.'],
      par: 1566,
      cases: [
        { tag: 'empty', input: '* * * * *\n2025-01-01 00:00\n', output: '2025-01-01 00:00\n' },
        { tag: 'minimum', input: '0 0 1 1 *\n2000-01-01 00:00\n', output: '2000-01-01 00:00\n' },
        { tag: 'tricky', input: '0 0 29 2 *\n2024-02-28 23:59\n', output: '2020-02-29 00:00\n' },
        { tag: 'tricky', input: '59 23 31 * *\n2024-05-01 00:00\n', output: '2024-03-31 23:59\n' },
        { tag: 'tricky', input: '0 0 29 2 1\n2024-03-10 00:00\n', output: '2024-02-29 00:00\n' },
        { tag: 'typical', input: '0 9-17 * * 1-5\n2024-06-10 08:59\n', output: '2024-06-07 17:00\n' },
        { tag: 'typical', input: '*/20 */6 * * *\n2024-01-01 05:59\n', output: '2024-01-01 00:40\n' },
        { tag: 'tricky', input: '0 12 * * 0\n2024-06-09 12:00\n', output: '2024-06-09 12:00\n' },
        { tag: 'maximum', input: '0 0 29 2 *\n2099-02-28 00:00\n', output: '2096-02-29 00:00\n' },
        { tag: 'maximum', input: `${LONGLIST(30, 2)} 0-23/5 1-31/2 1-12/4 0-6/4\n2000-09-02 00:01\n`, output: '2000-09-01 20:58\n' },
      ],
    },
  },
};
