import type { HoleSpec } from '../../../schema';
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
    },
  },
};
