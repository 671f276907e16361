import type { HoleSpec } from '../../../schema';

const HEAD = 'id,service,status,latency_ms,retries';
const SVC = ['auth', 'billing', 'search', 'api-gw', 'cron'];
const ST = ['OK', 'FAIL', 'TIMEOUT', 'OK', 'OK', 'FAIL'];
const ROWS = (n: number) =>
  Array.from({ length: n }, (_, i) => `r${i + 1},${SVC[(i * 7) % 5]},${ST[(i * i) % 6]},${((i * 7919) % 2001) - 1000 + (i % 3) * 50},${(i * i) % 4}`).join('\n') + '\n';
const TABLE = 'A comma-separated table: a header line with the column names, then zero or more data rows with the same number of fields. Fields never contain commas, spaces or = signs. ';
const NUMS = (n: number) => 'p50,p90,p99,errors\n' + Array.from({ length: n }, (_, i) => [(i * 37) % 1000, (i * 7919) % 100000, -((i * i) % 100000), i % 7].join(',')).join('\n') + '\n';

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
      cases: [
        { tag: 'empty', input: 'latency_ms\n' + HEAD + '\n', output: '0\n' },
        { tag: 'minimum', input: 'x\nx\n5\n', output: '5\n' },
        { tag: 'tricky', input: 'b\na,b,c\n1,2,3\n4,-5,6\n', output: '-3\n' },
        { tag: 'tricky', input: 'retries\n' + HEAD + '\n' + ROWS(3), output: '1\n' },
        { tag: 'typical', input: 'latency_ms\n' + HEAD + '\n' + ROWS(12), output: '5001\n' },
        { tag: 'typical', input: 'id\nname,id\nalpha,10\nbeta,20\ngamma,30\n', output: '60\n' },
        { tag: 'typical', input: 'latency_ms\n' + HEAD + '\n' + ROWS(100), output: '6461\n' },
        { tag: 'maximum', input: 'latency_ms\n' + HEAD + '\n' + ROWS(600), output: '35436\n' },
        { tag: 'maximum', input: 'v\nv\n' + '1000000\n'.repeat(1000), output: '1000000000\n' },
      ],
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
      cases: [
        { tag: 'empty', input: 'status=OK\n' + HEAD + '\n', output: '0\n' },
        { tag: 'minimum', input: 'a=1\na,b\n1,2\n', output: '1\n' },
        { tag: 'tricky', input: 'status=FAIL\nid,status\nr1,FAILED\nr2,fail\nr3,FAIL\n', output: '1\n' },
        { tag: 'tricky', input: 'owner=\nid,owner\nr1,\nr2,bob\nr3,\n', output: '2\n' },
        { tag: 'typical', input: 'status=FAIL\n' + HEAD + '\n' + ROWS(12), output: '4\n' },
        { tag: 'typical', input: 'service=auth\n' + HEAD + '\n' + ROWS(100), output: '20\n' },
        { tag: 'tricky', input: 'retries=3\n' + HEAD + '\n' + ROWS(40), output: '0\n' },
        { tag: 'maximum', input: 'status=OK\n' + HEAD + '\n' + ROWS(600), output: '400\n' },
        { tag: 'maximum', input: 'k=v\nk,w\n' + 'v,v\n'.repeat(999) + 'w,v\n', output: '999\n' },
      ],
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
      cases: [
        { tag: 'empty', input: 'latency_ms\n' + HEAD + '\n', output: 'none\n' },
        { tag: 'minimum', input: 'x\nx\n5\n', output: '5\n' },
        { tag: 'tricky', input: 'ms\nid,ms\nr1,900\nr2,1000\nr3,99\n', output: 'r2\n' },
        { tag: 'tricky', input: 'ms\nid,ms\nr1,-5\nr2,-3\nr3,-30\n', output: 'r2\n' },
        { tag: 'typical', input: 'latency_ms\n' + HEAD + '\n' + ROWS(12), output: 'r2\n' },
        { tag: 'typical', input: 'retries\n' + HEAD + '\n' + ROWS(100), output: 'r2\n' },
        { tag: 'typical', input: 'id\nname,id\nalpha,10\nbeta,30\ngamma,20\n', output: 'beta\n' },
        { tag: 'maximum', input: 'latency_ms\n' + HEAD + '\n' + ROWS(600), output: 'r519\n' },
        { tag: 'maximum', input: 'v\nname,v\n' + Array.from({ length: 1000 }, (_, i) => `n${i},${(i * 37) % 1000}`).join('\n') + '\n', output: 'n27\n' },
      ],
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
      cases: [
        { tag: 'empty', input: 'service\n' + HEAD + '\n', output: '0\n' },
        { tag: 'minimum', input: 'x\nx\nq\n', output: '1\n' },
        { tag: 'tricky', input: 'v\nid,v\nr1,7\nr2,007\nr3,7\nr4,Auth\nr5,auth\n', output: '4\n' },
        { tag: 'typical', input: 'service\n' + HEAD + '\n' + ROWS(12), output: '5\n' },
        { tag: 'typical', input: 'status\n' + HEAD + '\n' + ROWS(100), output: '2\n' },
        { tag: 'typical', input: 'retries\n' + HEAD + '\n' + ROWS(3), output: '2\n' },
        { tag: 'tricky', input: 'id\n' + HEAD + '\n' + ROWS(50), output: '50\n' },
        { tag: 'maximum', input: 'latency_ms\n' + HEAD + '\n' + ROWS(600), output: '600\n' },
        { tag: 'maximum', input: 'k\nk,w\n' + 'same,x\n'.repeat(1000), output: '1\n' },
      ],
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
      cases: [
        { tag: 'empty', input: 'p50,p90,p99\n', output: 'p50=0\np90=0\np99=0\n' },
        { tag: 'minimum', input: 'x\n-7\n', output: 'x=-7\n' },
        { tag: 'tricky', input: 'a,b\n1000000,-1000000\n-1000000,1000000\n', output: 'a=0\nb=0\n' },
        { tag: 'typical', input: 'cpu,mem,disk\n10,20,30\n1,2,3\n', output: 'cpu=11\nmem=22\ndisk=33\n' },
        { tag: 'typical', input: NUMS(20), output: 'p50=7030\np90=804610\np99=-2470\nerrors=57\n' },
        { tag: 'tricky', input: 'z,a,m\n1,2,3\n', output: 'z=1\na=2\nm=3\n' },
        { tag: 'typical', input: NUMS(300), output: 'p50=152450\np90=14867150\np99=-8955050\nerrors=897\n' },
        { tag: 'maximum', input: NUMS(700), output: 'p50=352050\np90=34783350\np99=-28688450\nerrors=2100\n' },
        { tag: 'maximum', input: 'a,b,c,d,e,f,g,h,i,j\n' + '1,2,3,4,5,6,7,8,9,0\n'.repeat(900), output: 'a=900\nb=1800\nc=2700\nd=3600\ne=4500\nf=5400\ng=6300\nh=7200\ni=8100\nj=0\n' },
      ],
    },
  },
};
