import type { HoleSpec } from '../../../schema';
const TABLE = 'A comma-separated table: a header line with the column names, then zero or more data rows with the same number of fields. Fields never contain commas, spaces or = signs. ';

export const hole: HoleSpec = {
  id: 32,
  title: 'Spreadsheet From the Incident Bridge',
  category: 'parsing',
  difficulty: 2,
  variations: {
    A: {
      description:
        'Someone pasted the request log into the incident channel as CSV. ' +
        'Given a column name and the table (at most 1000 data rows, at most 10 columns), print the sum of the values in that column; every value of the queried column is an integer between -1000000 and 1000000.',
      human: {
        input_format:
          'The first line holds the name of the queried column, which is one of the header names. The rest is ' +
          TABLE.charAt(0).toLowerCase() + TABLE.slice(1) +
          'There are at most 1000 data rows and 10 columns.',
        output_format: 'One integer: the sum of the queried column over all data rows (0 when there are no data rows).',
        examples: { input: 'latency_ms\nid,service,latency_ms\nr1,auth,120\nr2,search,-20\n', output: '100\n' },
      },
      hints: ['Find the index of the column in the header, then split every row on commas.'],
      par: 129,
    },
    B: {
      description:
        'The incident commander wants to know how bad it is: count the rows where a column has one exact value. ' +
        'Given a query column=value and the table (at most 1000 data rows, 2 to 10 columns), print the number of data rows whose field in that column is exactly equal to value (case-sensitive, possibly empty).',
      human: {
        input_format:
          'The first line holds the query as name=value, where name is one of the header names and value may be empty. The rest is ' +
          TABLE.charAt(0).toLowerCase() + TABLE.slice(1) +
          'Fields may be empty. There are at most 1000 data rows and 2 to 10 columns.',
        output_format: 'One integer: the number of matching data rows.',
        examples: { input: 'status=FAIL\nid,status\nr1,OK\nr2,FAIL\nr3,FAIL\n', output: '2\n' },
      },
      hints: ['Split the query at the first = sign.', 'Compare whole fields: FAIL does not match FAILED or fail.'],
      par: 152,
    },
    C: {
      description:
        'You need to ping the owner of the slowest request. ' +
        'Given a column name and the table (at most 1000 data rows, at most 10 columns), print the first field of the data row with the largest value in that column; every value of the queried column is an integer between -1000000 and 1000000. ' +
        'If several rows share the maximum, take the earliest one; if there are no data rows, print none.',
      human: {
        input_format:
          'The first line holds the name of the queried column, which is one of the header names. The rest is ' +
          TABLE.charAt(0).toLowerCase() + TABLE.slice(1) +
          'There are at most 1000 data rows and 10 columns.',
        output_format: 'One line: the first field of the earliest row with the maximal value, or none.',
        examples: { input: 'latency_ms\nid,service,latency_ms\nr1,auth,120\nr2,search,900\nr3,cron,900\n', output: 'r2\n' },
      },
      hints: ['Compare the values as numbers, not as strings: 900 is smaller than 1000.'],
      par: 183,
    },
    D: {
      description:
        'The on-call handbook asks how many different services were involved. ' +
        'Given a column name and the table (at most 1000 data rows, at most 10 columns), print how many distinct values appear in that column (case-sensitive, exact string comparison).',
      human: {
        input_format:
          'The first line holds the name of the queried column, which is one of the header names. The rest is ' +
          TABLE.charAt(0).toLowerCase() + TABLE.slice(1) +
          'There are at most 1000 data rows and 10 columns.',
        output_format: 'One integer: the number of distinct values in the column (0 when there are no data rows).',
        examples: { input: 'service\nid,service\nr1,auth\nr2,search\nr3,auth\n', output: '2\n' },
      },
      hints: ['A set does all the work; values are compared as strings, so 007 and 7 differ.'],
      par: 126,
    },
    E: {
      description:
        'The metrics export is a CSV where every field is an integer, and finance wants the column totals. ' +
        'Given the table (at most 1000 data rows, 1 to 10 columns, every value between -1000000 and 1000000), print one line per column, in header order, with the column name, an = sign and the sum of that column.',
      human: {
        input_format: TABLE + 'Every data field is an integer between -1000000 and 1000000. There are at most 1000 data rows and 1 to 10 columns.',
        output_format: 'One line name=sum per column, in header order; with no data rows every sum is 0.',
        examples: { input: 'p50,p99\n10,200\n12,-1\n', output: 'p50=22\np99=199\n' },
      },
      hints: ['Keep one running total per column.'],
      par: 222,
    },
  },
};
