import type { HoleSpec } from '../../../schema';
const HEADER = 'date,service,minutes\n';
const INPUT_FORMAT =
  'The first line is the header date,service,minutes. Then 0 to 500 rows date,service,minutes: date as YYYY-MM-DD, service a lowercase word, minutes an integer from 0 to 10000. No spaces, no quoting.';

export const hole: HoleSpec = {
  id: 92,
  title: 'The Downtime Spreadsheet',
  category: 'data_wrangling',
  difficulty: 2,
  variations: {
    A: {
      description:
        'Finance exported the outage spreadsheet as CSV and wants one number for the quarterly slide. ' +
        'Each row records one outage: its date, the service and the minutes of downtime. ' +
        'Print the total number of downtime minutes over all rows. ' +
        'At most 500 rows.',
      human: {
        input_format: INPUT_FORMAT + ' With only the header (no rows), print 0.',
        output_format: 'One integer: the sum of the minutes column.',
        examples: { input: HEADER + '2024-03-01,api,12\n2024-03-02,auth,5\n2024-03-09,api,40\n', output: '57\n' },
      },
      hints: ['Skip the header, split each row on commas and add up the third field.'],
      par: 91,
    },
    B: {
      description:
        'Finance exported the outage spreadsheet as CSV and wants to name and shame the worst outage. ' +
        'Each row records one outage: its date, the service and the minutes of downtime. ' +
        'Print the service and the minutes of the row with the most minutes; if several rows share the maximum, use the first of them in input order. ' +
        'At most 500 rows.',
      human: {
        input_format: INPUT_FORMAT + ' With only the header (no rows), print none.',
        output_format: 'One line "service minutes" (a single space between them), or none.',
        examples: { input: HEADER + '2024-03-01,api,12\n2024-03-02,auth,40\n2024-03-09,api,40\n', output: 'auth 40\n' },
      },
      hints: ['Compare numbers, not strings: "9" > "10" as text.', 'Only replace the current best on a strictly larger value.'],
      par: 224,
    },
    C: {
      description:
        'Finance exported the outage spreadsheet as CSV and wants the average outage length for a slide nobody will read. ' +
        'Each row records one outage: its date, the service and the minutes of downtime. ' +
        'Print the mean number of minutes per row, rounded down to an integer. ' +
        'At most 500 rows.',
      human: {
        input_format: INPUT_FORMAT + ' With only the header (no rows), print 0.',
        output_format: 'One integer: floor(total minutes / number of rows).',
        examples: { input: HEADER + '2024-03-01,api,12\n2024-03-02,auth,5\n2024-03-09,api,40\n', output: '19\n' },
      },
      hints: ['Integer division, and do not divide by zero.'],
      par: 121,
    },
    D: {
      description:
        'The SLA says outages shorter than T minutes are "blips" and do not need a postmortem; the rest do, and you want to know how much homework you have. ' +
        'The input starts with T, followed by the outage spreadsheet as CSV (date, service, minutes of downtime). ' +
        'Print how many rows have at least T minutes. ' +
        'At most 500 rows.',
      human: {
        input_format: 'The first line holds T (0 <= T <= 10000). The second line is the header date,service,minutes; then 0 to 500 rows date,service,minutes (minutes an integer from 0 to 10000, no spaces). With no rows, print 0.',
        output_format: 'One integer: the number of rows with minutes >= T.',
        examples: { input: '30\n' + HEADER + '2024-03-01,api,12\n2024-03-02,auth,30\n2024-03-09,api,40\n', output: '2\n' },
      },
      hints: ['At least T means >= T: a row with exactly T minutes counts.', 'Compare as numbers.'],
      par: 128,
    },
    E: {
      description:
        'The average is skewed by one 9-hour outage, so the SRE lead asks for the median instead. ' +
        'Each CSV row records one outage: its date, the service and the minutes of downtime. ' +
        'Sort the minutes values and print the middle one; with an even number of rows, print the lower of the two middle values. ' +
        'At most 500 rows.',
      human: {
        input_format: INPUT_FORMAT + ' With only the header (no rows), print none.',
        output_format: 'One integer (the lower median of the minutes column), or none.',
        examples: { input: HEADER + '2024-03-01,api,12\n2024-03-02,auth,540\n2024-03-09,api,40\n2024-03-10,cdn,3\n', output: '12\n' },
      },
      hints: ['Sort numerically, not as text.', 'The lower median of n values is element (n - 1) / 2 (rounded down, counting from 0).'],
      par: 136,
    },
  },
};
