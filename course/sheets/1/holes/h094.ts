import type { HoleSpec } from '../../../schema';

const TEAMS = ['sre', 'payments', 'search', 'platform', 'mobile', 'data', 'infra-core', 'growth'];
const ENGINEERS = ['ana', 'ben', 'chloe', 'dmitri', 'eve', 'fatima', 'gus', 'hana', 'igor', 'jo', 'kai', 'lena'];
const rows = (n: number, k: number): string =>
  Array.from({ length: n }, (_, i) => `${TEAMS[(i * k + (i >> 3)) % 8]},${ENGINEERS[(i * 5 + k * (i >> 2)) % 12]},${(i * i * k + 7 * i + k) % 181}\n`).join('');
const HEADER = 'team,engineer,minutes\n';
const INPUT_FORMAT =
  'The first line is the header team,engineer,minutes. Then 0 to 500 rows team,engineer,minutes: team and engineer are lowercase words (letters and hyphens), minutes an integer from 0 to 1000. No spaces, no quoting.';
const EXAMPLE = HEADER + 'sre,ana,30\npayments,ben,45\nsre,chloe,20\nsre,ana,15\npayments,ben,5\n';

export const hole: HoleSpec = {
  id: 94,
  title: 'Who Lost the Most Sleep',
  category: 'data_wrangling',
  difficulty: 4,
  variations: {
    A: {
      description:
        'HR wants to know which teams are burning out, based on the pager export: each row says that an engineer of a team spent some minutes awake handling a page. ' +
        'Compute the total minutes per team. ' +
        'Print one line per team, "team total", sorted by total descending, ties broken by team name in ascending character order. ' +
        'At most 500 rows.',
      human: {
        input_format: INPUT_FORMAT + ' With no rows the output is empty.',
        output_format: 'One line per team that appears: the team name, a space and its total minutes.',
        examples: { input: EXAMPLE, output: 'sre 65\npayments 50\n' },
      },
      hints: ['Accumulate in a dictionary keyed by team.', 'Sort by (-total, name).'],
      par: 274,
      cases: [
        { tag: 'empty', input: HEADER, output: '\n' },
        { tag: 'minimum', input: HEADER + 'sre,ana,0\n', output: 'sre 0\n' },
        { tag: 'tricky', input: HEADER + 'b,x,10\na,y,10\nc,z,9\nc,x,1\n', output: 'a 10\nb 10\nc 10\n' },
        { tag: 'tricky', input: HEADER + 'sre,ana,0\nsre,ben,0\ndata,kai,0\n', output: 'data 0\nsre 0\n' },
        { tag: 'typical', input: HEADER + rows(10, 3), output: 'mobile 207\nsearch 153\npayments 121\ngrowth 113\ninfra-core 29\ndata 18\nplatform 13\nsre 3\n' },
        { tag: 'typical', input: HEADER + rows(60, 5), output: 'mobile 991\ngrowth 949\ninfra-core 810\ndata 670\npayments 600\nsearch 455\nplatform 443\nsre 442\n' },
        { tag: 'typical', input: HEADER + rows(150, 7), output: 'payments 2100\ngrowth 1818\nsre 1751\nplatform 1659\nsearch 1628\nmobile 1619\ninfra-core 1547\ndata 1481\n' },
        { tag: 'maximum', input: HEADER + rows(500, 3), output: 'sre 6099\nplatform 5724\ndata 5391\nsearch 5370\ninfra-core 5301\ngrowth 5244\nmobile 4949\npayments 4668\n' },
        { tag: 'maximum', input: HEADER + Array.from({ length: 500 }, (_, i) => `t${(i * i) % 41},e${(i * 7 + (i >> 4)) % 23},${(i * 31) % 1001}\n`).join(''), output: 't21 12854\nt31 12854\nt32 12854\nt37 12854\nt40 12854\nt36 12276\nt9 12183\nt1 12121\nt10 11853\nt18 11853\n' +
          't2 11853\nt20 11853\nt23 11853\nt33 11853\nt39 11853\nt5 11853\nt8 11306\nt25 11244\nt16 11213\nt4 11151\n' +
          't0 6045\n' },
      ],
    },
    B: {
      description:
        'HR wants to know how many different people each team has been waking up, based on the pager export: each row says that an engineer of a team spent some minutes awake handling a page. ' +
        'Count, for each team, the number of distinct engineers that appear with it. ' +
        'Print one line per team, "team count", sorted by team name in ascending character order. ' +
        'At most 500 rows.',
      human: {
        input_format: INPUT_FORMAT + ' An engineer may appear in several teams and counts for each of them. With no rows the output is empty.',
        output_format: 'One line per team that appears: the team name, a space and its number of distinct engineers.',
        examples: { input: EXAMPLE, output: 'payments 1\nsre 2\n' },
      },
      hints: ['A set of engineers per team.'],
      par: 228,
      cases: [
        { tag: 'empty', input: HEADER, output: '\n' },
        { tag: 'minimum', input: HEADER + 'sre,ana,5\n', output: 'sre 1\n' },
        { tag: 'tricky', input: HEADER + 'sre,ana,5\nsre,ana,0\ndata,ana,3\nsre,Ana,1\n', output: 'data 1\nsre 2\n' },
        { tag: 'tricky', input: HEADER + 'infra-core,bo,1\ninfra,bo,1\ninfra-core,bo,2\n', output: 'infra 1\ninfra-core 1\n' },
        { tag: 'typical', input: HEADER + rows(10, 3), output: 'data 1\ngrowth 1\ninfra-core 1\nmobile 2\npayments 2\nplatform 1\nsearch 1\nsre 1\n' },
        { tag: 'typical', input: HEADER + rows(60, 5), output: 'data 6\ngrowth 8\ninfra-core 7\nmobile 7\npayments 8\nplatform 7\nsearch 7\nsre 7\n' },
        { tag: 'typical', input: HEADER + rows(150, 7), output: 'data 7\ngrowth 7\ninfra-core 7\nmobile 7\npayments 7\nplatform 7\nsearch 7\nsre 7\n' },
        { tag: 'maximum', input: HEADER + rows(500, 3), output: 'data 12\ngrowth 12\ninfra-core 12\nmobile 12\npayments 12\nplatform 12\nsearch 12\nsre 12\n' },
        { tag: 'maximum', input: HEADER + Array.from({ length: 500 }, (_, i) => `t${(i * i) % 41},e${(i * 7 + (i >> 4)) % 23},${(i * 31) % 1001}\n`).join(''), output: 't0 13\nt1 17\nt10 16\nt16 19\nt18 18\nt2 18\nt20 16\nt21 16\nt23 21\nt25 19\nt31 19\nt32 15\nt33 21\nt36 21\n' +
          't37 17\nt39 17\nt4 17\nt40 19\nt5 15\nt8 19\nt9 19\n' },
      ],
    },
    C: {
      description:
        'HR wants a "most heroic (or most unlucky) engineer" per team from the pager export: each row says that an engineer of a team spent some minutes awake handling a page. ' +
        'For each team, add up the minutes of each engineer within that team and pick the engineer with the largest sum, ties broken by engineer name in ascending character order. ' +
        'Print one line per team, "team engineer minutes", sorted by team name. ' +
        'At most 500 rows.',
      human: {
        input_format: INPUT_FORMAT + ' With no rows the output is empty.',
        output_format: 'One line per team that appears: team name, engineer name and that engineer\'s total minutes in the team, separated by single spaces.',
        examples: { input: EXAMPLE, output: 'payments ben 50\nsre ana 45\n' },
      },
      hints: ['Group by (team, engineer) first, then pick the best engineer of each team.', 'An engineer\'s minutes in another team do not count.'],
      par: 326,
      cases: [
        { tag: 'empty', input: HEADER, output: '\n' },
        { tag: 'minimum', input: HEADER + 'sre,ana,5\n', output: 'sre ana 5\n' },
        { tag: 'tricky', input: HEADER + 'sre,zed,10\nsre,amy,4\nsre,amy,6\ndata,zed,100\n', output: 'data zed 100\nsre amy 10\n' },
        { tag: 'tricky', input: HEADER + 'sre,bob,0\nsre,al,0\n', output: 'sre al 0\n' },
        { tag: 'typical', input: HEADER + rows(10, 3), output: 'data chloe 18\ngrowth eve 113\ninfra-core kai 29\nmobile dmitri 128\npayments kai 70\nplatform fatima 13\n' +
          'search jo 153\nsre ana 3\n' },
        { tag: 'typical', input: HEADER + rows(60, 5), output: 'data dmitri 239\ngrowth ben 178\ninfra-core fatima 239\nmobile ben 252\npayments gus 165\n' +
          'platform gus 157\nsearch ben 133\nsre chloe 157\n' },
        { tag: 'typical', input: HEADER + rows(150, 7), output: 'data igor 372\ngrowth eve 336\ninfra-core lena 333\nmobile ana 398\npayments gus 504\nplatform gus 306\n' +
          'search ana 534\nsre ana 594\n' },
        { tag: 'maximum', input: HEADER + rows(500, 3), output: 'data jo 838\ngrowth ben 618\ninfra-core hana 605\nmobile fatima 590\npayments chloe 760\n' +
          'platform dmitri 725\nsearch fatima 737\nsre ben 682\n' },
        { tag: 'maximum', input: HEADER + Array.from({ length: 500 }, (_, i) => `t${(i * i) % 41},e${(i * 7 + (i >> 4)) % 23},${(i * 31) % 1001}\n`).join(''), output: 't0 e11 968\nt1 e18 1857\nt10 e9 1396\nt16 e12 1238\nt18 e14 1778\nt2 e3 1429\nt20 e7 1508\nt21 e6 1620\n' +
          't23 e14 1778\nt25 e9 1047\nt31 e3 1429\nt32 e0 1587\nt33 e7 1508\nt36 e14 1778\nt37 e19 1508\nt39 e7 1508\n' +
          't4 e11 1587\nt40 e21 1699\nt5 e13 1541\nt8 e7 1508\nt9 e10 1699\n' },
      ],
    },
    D: {
      description:
        'HR wants the k teams with the longest pages on average from the pager export: each row says that an engineer of a team spent some minutes awake handling a page. ' +
        'A team\'s average is its total minutes divided by its number of rows, rounded down. ' +
        'Print the first k teams ordered by average descending, ties broken by team name ascending, as "team average" lines (fewer if there are fewer teams). ' +
        'At most 500 rows.',
      human: {
        input_format: 'The first line holds k (1 <= k <= 50). Then the header team,engineer,minutes and 0 to 500 rows team,engineer,minutes (lowercase words, minutes an integer from 0 to 1000). With no rows the output is empty.',
        output_format: 'Up to k lines: team name, a space, its rounded-down average.',
        examples: { input: '1\n' + EXAMPLE, output: 'payments 25\n' },
      },
      hints: ['Round each average down before sorting and comparing.'],
      par: 326,
      cases: [
        { tag: 'empty', input: '3\n' + HEADER, output: '\n' },
        { tag: 'minimum', input: '1\n' + HEADER + 'sre,ana,5\n', output: 'sre 5\n' },
        { tag: 'tricky', input: '2\n' + HEADER + 'b,x,10\nb,x,11\na,y,10\nc,z,10\nc,z,10\nc,z,11\n', output: 'a 10\nb 10\n' },
        { tag: 'tricky', input: '50\n' + HEADER + 'sre,ana,1\nsre,ana,2\ndata,bo,1\n', output: 'data 1\nsre 1\n' },
        { tag: 'typical', input: '3\n' + HEADER + rows(10, 3), output: 'search 153\ngrowth 113\nmobile 103\n' },
        { tag: 'typical', input: '5\n' + HEADER + rows(60, 5), output: 'mobile 123\ngrowth 118\ninfra-core 101\ndata 95\npayments 75\n' },
        { tag: 'typical', input: '2\n' + HEADER + rows(150, 7), output: 'payments 110\ngrowth 95\n' },
        { tag: 'maximum', input: '50\n' + HEADER + rows(500, 3), output: 'sre 98\nplatform 92\ndata 86\nsearch 86\ninfra-core 84\ngrowth 83\nmobile 78\npayments 74\n' },
        { tag: 'maximum', input: '7\n' + HEADER + Array.from({ length: 500 }, (_, i) => `t${(i * i) % 41},e${(i * 7 + (i >> 4)) % 23},${(i * 31) % 1001}\n`).join(''), output: 't21 535\nt31 535\nt32 535\nt37 535\nt40 535\nt10 493\nt18 493\n' },
      ],
    },
    E: {
      description:
        'HR wants each team\'s share of the total sleep lost, from the pager export: each row says that an engineer of a team spent some minutes awake handling a page. ' +
        'For each team print "team total percent", where percent is floor(100 * team total / grand total) (0 if the grand total is 0). ' +
        'Sort by total descending, ties broken by team name ascending. ' +
        'At most 500 rows.',
      human: {
        input_format: INPUT_FORMAT + ' With no rows the output is empty.',
        output_format: 'One line per team: name, total minutes and rounded-down percentage, separated by single spaces.',
        examples: { input: EXAMPLE, output: 'sre 65 56\npayments 50 43\n' },
      },
      hints: ['Multiply before dividing so integer division does not lose everything.', 'The percentages need not add up to 100.'],
      par: 331,
      cases: [
        { tag: 'empty', input: HEADER, output: '\n' },
        { tag: 'minimum', input: HEADER + 'sre,ana,5\n', output: 'sre 5 100\n' },
        { tag: 'tricky', input: HEADER + 'sre,ana,0\ndata,bo,0\n', output: 'data 0 0\nsre 0 0\n' },
        { tag: 'tricky', input: HEADER + 'a,x,1\nb,x,1\nc,x,1\n', output: 'a 1 33\nb 1 33\nc 1 33\n' },
        { tag: 'typical', input: HEADER + rows(10, 3), output: 'mobile 207 31\nsearch 153 23\npayments 121 18\ngrowth 113 17\ninfra-core 29 4\ndata 18 2\nplatform 13 1\nsre 3 0\n' },
        { tag: 'typical', input: HEADER + rows(60, 5), output: 'mobile 991 18\ngrowth 949 17\ninfra-core 810 15\ndata 670 12\npayments 600 11\nsearch 455 8\n' +
          'platform 443 8\nsre 442 8\n' },
        { tag: 'typical', input: HEADER + rows(150, 7), output: 'payments 2100 15\ngrowth 1818 13\nsre 1751 12\nplatform 1659 12\nsearch 1628 11\nmobile 1619 11\n' +
          'infra-core 1547 11\ndata 1481 10\n' },
        { tag: 'maximum', input: HEADER + rows(500, 3), output: 'sre 6099 14\nplatform 5724 13\ndata 5391 12\nsearch 5370 12\ninfra-core 5301 12\ngrowth 5244 12\n' +
          'mobile 4949 11\npayments 4668 10\n' },
        { tag: 'maximum', input: HEADER + Array.from({ length: 500 }, (_, i) => `t${(i * i) % 41},e${(i * 7 + (i >> 4)) % 23},${(i * 31) % 1001}\n`).join(''), output: 't21 12854 5\nt31 12854 5\nt32 12854 5\nt37 12854 5\nt40 12854 5\nt36 12276 4\nt9 12183 4\nt1 12121 4\n' +
          't10 11853 4\nt18 11853 4\nt2 11853 4\nt20 11853 4\nt23 11853 4\nt33 11853 4\nt39 11853 4\nt5 11853 4\n' +
          't8 11306 4\nt25 11244 4\nt16 11213 4\nt4 11151 4\nt0 6045 2\n' },
      ],
    },
  },
};
