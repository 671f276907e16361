import type { HoleSpec } from '../../../schema';

const SERVICES = ['api', 'auth', 'billing', 'search', 'cron', 'mailer', 'cdn'];
const pad2 = (x: number): string => String(x).padStart(2, '0');
const rows = (n: number, k: number): string =>
  Array.from({ length: n }, (_, i) => `2024-${pad2(1 + (i % 12))}-${pad2(1 + ((i * 7) % 28))},${SERVICES[(i * k + (i >> 1)) % 7]},${(i * i * k + 13 * i) % 997}\n`).join('');
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
      cases: [
        { tag: 'empty', input: HEADER, output: '0\n' },
        { tag: 'minimum', input: HEADER + '2024-01-01,api,0\n', output: '0\n' },
        { tag: 'minimum', input: HEADER + '2024-01-01,api,7\n', output: '7\n' },
        { tag: 'tricky', input: HEADER + '2024-01-01,api,10000\n2024-01-02,api,10000\n2024-01-03,cdn,0\n', output: '20000\n' },
        { tag: 'typical', input: HEADER + rows(8, 3), output: '784\n' },
        { tag: 'typical', input: HEADER + rows(45, 5), output: '20140\n' },
        { tag: 'typical', input: HEADER + rows(123, 2), output: '57836\n' },
        { tag: 'maximum', input: HEADER + rows(500, 3), output: '246140\n' },
        { tag: 'maximum', input: HEADER + Array(500).fill('2024-12-31,api,10000\n').join(''), output: '5000000\n' },
      ],
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
      cases: [
        { tag: 'empty', input: HEADER, output: 'none\n' },
        { tag: 'minimum', input: HEADER + '2024-01-01,cdn,0\n', output: 'cdn 0\n' },
        { tag: 'tricky', input: HEADER + '2024-01-01,api,9\n2024-01-02,auth,10\n2024-01-03,cdn,100\n2024-01-04,cron,99\n', output: 'cdn 100\n' },
        { tag: 'tricky', input: HEADER + '2024-01-01,auth,0\n2024-01-02,api,0\n', output: 'auth 0\n' },
        { tag: 'typical', input: HEADER + rows(8, 3), output: 'search 238\n' },
        { tag: 'typical', input: HEADER + rows(45, 5), output: 'billing 966\n' },
        { tag: 'typical', input: HEADER + rows(123, 2), output: 'mailer 983\n' },
        { tag: 'maximum', input: HEADER + rows(500, 3), output: 'search 995\n' },
        { tag: 'maximum', input: HEADER + rows(499, 4) + '2024-12-31,mailer,10000\n', output: 'mailer 10000\n' },
      ],
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
      cases: [
        { tag: 'empty', input: HEADER, output: '0\n' },
        { tag: 'minimum', input: HEADER + '2024-01-01,api,7\n', output: '7\n' },
        { tag: 'tricky', input: HEADER + '2024-01-01,api,1\n2024-01-02,api,0\n', output: '0\n' },
        { tag: 'tricky', input: HEADER + '2024-01-01,api,5\n2024-01-02,api,5\n2024-01-03,api,6\n', output: '5\n' },
        { tag: 'typical', input: HEADER + rows(8, 3), output: '98\n' },
        { tag: 'typical', input: HEADER + rows(45, 5), output: '447\n' },
        { tag: 'typical', input: HEADER + rows(123, 2), output: '470\n' },
        { tag: 'maximum', input: HEADER + rows(500, 3), output: '492\n' },
        { tag: 'maximum', input: HEADER + Array(500).fill('2024-12-31,api,9999\n').join(''), output: '9999\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '5\n' + HEADER, output: '0\n' },
        { tag: 'minimum', input: '0\n' + HEADER + '2024-01-01,api,0\n', output: '1\n' },
        { tag: 'tricky', input: '100\n' + HEADER + '2024-01-01,api,99\n2024-01-02,api,100\n2024-01-03,api,1000\n2024-01-04,api,9\n', output: '2\n' },
        { tag: 'tricky', input: '10000\n' + HEADER + '2024-01-01,api,10000\n2024-01-02,api,9999\n', output: '1\n' },
        { tag: 'typical', input: '300\n' + HEADER + rows(8, 3), output: '0\n' },
        { tag: 'typical', input: '500\n' + HEADER + rows(45, 5), output: '19\n' },
        { tag: 'typical', input: '60\n' + HEADER + rows(123, 2), output: '111\n' },
        { tag: 'maximum', input: '250\n' + HEADER + rows(500, 3), output: '364\n' },
        { tag: 'maximum', input: '0\n' + HEADER + rows(500, 6), output: '500\n' },
      ],
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
      cases: [
        { tag: 'empty', input: HEADER, output: 'none\n' },
        { tag: 'minimum', input: HEADER + '2024-01-01,api,7\n', output: '7\n' },
        { tag: 'tricky', input: HEADER + '2024-01-01,api,100\n2024-01-02,api,9\n', output: '9\n' },
        { tag: 'tricky', input: HEADER + '2024-01-01,api,10\n2024-01-02,api,9\n2024-01-03,api,100\n', output: '10\n' },
        { tag: 'typical', input: HEADER + rows(8, 3), output: '66\n' },
        { tag: 'typical', input: HEADER + rows(45, 5), output: '424\n' },
        { tag: 'typical', input: HEADER + rows(123, 2), output: '467\n' },
        { tag: 'maximum', input: HEADER + rows(500, 3), output: '489\n' },
        { tag: 'maximum', input: HEADER + rows(499, 5), output: '491\n' },
      ],
    },
  },
};
