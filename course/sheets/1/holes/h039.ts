import type { HoleSpec } from '../../../schema';

const CRON =
  'A cron expression has five fields separated by single spaces: minute (0-59), hour (0-23), day of month (1-31), month (1-12) and day of week (0-6, 0 is Sunday). ' +
  'Each field is a comma-separated list of items; an item is * (the whole range), a value v, a range a-b, or one of those followed by /s (every s-th value starting at the beginning of the range; v/s means v to the end of the range in steps of s).';
const DAYRULE =
  ' A moment matches when its minute, hour and month are in their sets and its day matches: if the day-of-month or the day-of-week field is exactly *, the day must be in both sets; otherwise it must be in at least one of them (classic cron). All times are UTC.';
const TIME = 'Times are written YYYY-MM-DD HH:MM, with years between 2000 and 2099.';

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
    },
  },
};
