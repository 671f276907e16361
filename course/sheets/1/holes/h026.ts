import type { HoleSpec } from '../../../schema';

const RULE =
  'The engineers 1..n stand in a circle in increasing order. Counting starts at engineer 1, who counts as 1, and goes around the circle; the engineer who says k is volunteered and leaves the circle, and counting restarts at 1 with the next engineer still in the circle.';

export const hole: HoleSpec = {
  id: 26,
  title: 'On-Call Roulette',
  category: 'sequences',
  difficulty: 6,
  variations: {
    A: {
      description:
        'Nobody wants the holiday on-call shift, so the team plays roulette: the last engineer left in the circle gets the pager. ' +
        RULE +
        ' Given n (0 <= n <= 100000) and k (1 <= k <= 10^9), print the number of the engineer who remains at the end.',
      human: {
        input_format: 'One line with n and k separated by a space (0 <= n <= 100000, 1 <= k <= 1000000000). With n = 0 there is nobody to page: print 0.',
        output_format: 'One integer: the number of the last remaining engineer (0 when n = 0).',
        examples: { input: '7 3\n', output: '4\n' },
      },
      hints: ['Simulating with a list is too slow for large n.', 'If you know the answer for i - 1 people (0-based), the answer for i people is (previous + k) mod i.'],
      par: 110,
    },
    B: {
      description:
        'Management wants the full roulette transcript for the post-mortem. ' +
        RULE +
        ' Given n (0 <= n <= 2000) and k (1 <= k <= 10^9), print the engineers in the order in which they leave the circle; the last one listed is the one who stays and takes the pager.',
      human: {
        input_format: 'One line with n and k separated by a space (0 <= n <= 2000, 1 <= k <= 1000000000). With n = 0 print an empty line.',
        output_format: 'One line with n integers separated by single spaces: the elimination order, ending with the survivor.',
        examples: { input: '7 3\n', output: '3 6 2 7 5 1 4\n' },
      },
      hints: ['Keep the current index into a shrinking list; the next index is (index + k - 1) mod size.'],
      par: 149,
    },
    C: {
      description:
        'The roulette is rigged so that the m-th engineer to leave gets to order the pizza. ' +
        RULE +
        ' Given n (1 <= n <= 100000), k (1 <= k <= 10^9) and m (1 <= m <= n), print the number of the engineer who is the m-th to leave the circle (for m = n, that is the one left at the end).',
      human: {
        input_format: 'One line with n, k and m separated by spaces (1 <= n <= 100000, 1 <= k <= 1000000000, 1 <= m <= n).',
        output_format: 'One integer: the number of the m-th engineer to leave.',
        examples: { input: '7 3 4\n', output: '7\n' },
      },
      hints: [
        'In a circle of s people the first to leave has 0-based position (k - 1) mod s.',
        'Removing the first person and renumbering from the next one shifts positions by k: work upwards from a circle of n - m + 1 people.',
      ],
      par: 135,
    },
    D: {
      description:
        'This time the count changes every round: a list of m counts c1..cm is used cyclically, so the first engineer leaves after counting to c1, the second after counting to c2, and after cm it starts again with c1. ' +
        'The engineers 1..n stand in a circle; counting starts at engineer 1, and after each departure it restarts at 1 with the next engineer still in the circle. ' +
        'Given n (0 <= n <= 2000) and the counts (1 <= m <= 100, each between 1 and 10^6), print the number of the engineer who remains at the end.',
      human: {
        input_format:
          'The first line holds n and m separated by a space (0 <= n <= 2000, 1 <= m <= 100). The second line holds the m counts separated by single spaces, each between 1 and 1000000. With n = 0 print 0.',
        output_format: 'One integer: the number of the last remaining engineer (0 when n = 0).',
        examples: { input: '7 2\n3 2\n', output: '6\n' },
      },
      hints: ['Simulate with a list; the count used for the j-th departure (0-based) is c[j mod m].'],
      par: 195,
    },
    E: {
      description:
        'You are the one holding the counting stick, and you would like a particular colleague, engineer t, to end up with the pager. ' +
        'The engineers 1..n stand in a circle in increasing order; counting starts at an engineer s of your choice, who counts as 1, the engineer who says k leaves, and counting restarts at 1 with the next engineer still in the circle. ' +
        'Given n (1 <= n <= 100000), k (1 <= k <= 10^9) and t (1 <= t <= n), print the starting engineer s for which t is the last one left.',
      human: {
        input_format: 'One line with n, k and t separated by spaces (1 <= n <= 100000, 1 <= k <= 1000000000, 1 <= t <= n).',
        output_format: 'One integer: the starting engineer s (exactly one s works).',
        examples: { input: '7 3 1\n', output: '5\n' },
      },
      hints: ['Starting one seat later moves the survivor one seat later too.', 'Compute the survivor when starting at 1, then rotate.'],
      par: 115,
    },
  },
};
