import type { HoleSpec } from '../../../schema';

const FMT = (max: number) =>
  `The first line holds n (0 <= n <= ${max}). The second line holds n integers separated by single spaces, each between -1000000000 and 1000000000; it is an empty line when n = 0.`;

export const hole: HoleSpec = {
  id: 27,
  title: 'Uptime Only Goes Up',
  category: 'sequences',
  difficulty: 7,
  variations: {
    A: {
      description:
        'The quarterly slide deck needs a graph where the number only goes up, so you may drop any data points you like but must keep the rest in order. ' +
        'Given n readings (0 <= n <= 2000, each between -10^9 and 10^9), print the length of the longest strictly increasing subsequence (not necessarily contiguous).',
      human: {
        input_format: FMT(2000),
        output_format: 'One integer: the length of the longest strictly increasing subsequence (0 when n = 0).',
        examples: { input: '8\n3 1 4 1 5 9 2 6\n', output: '4\n' },
      },
      hints: ['Keep, for every length, the smallest possible last value of an increasing subsequence of that length.', 'Equal values do not count as increasing.'],
      par: 165,
    },
    B: {
      description:
        'Marketing relaxed the rules: the graph may stay flat as long as it never goes down. ' +
        'Given n readings (0 <= n <= 2000, each between -10^9 and 10^9), print the length of the longest non-decreasing subsequence (you may drop readings, the kept ones stay in order and each is greater than or equal to the previous one).',
      human: {
        input_format: FMT(2000),
        output_format: 'One integer: the length of the longest non-decreasing subsequence (0 when n = 0).',
        examples: { input: '8\n3 1 4 1 5 9 2 6\n', output: '4\n' },
      },
      hints: ['The classic patience technique works; only the comparison with equal values changes.'],
      par: 167,
    },
    C: {
      description:
        'The VP wants to see the actual increasing graph, and of all the candidates, the one that looks smallest. ' +
        'Given n readings (0 <= n <= 1000, each between -10^9 and 10^9), print a longest strictly increasing subsequence; if there are several, print the lexicographically smallest sequence of values ' +
        '(compare the first values, then the second values on a tie, and so on).',
      human: {
        input_format: FMT(1000),
        output_format: 'One line with the values of the chosen subsequence separated by single spaces (an empty line when n = 0).',
        examples: { input: '8\n3 1 4 1 5 9 2 6\n', output: '1 4 5 6\n' },
      },
      hints: [
        'First compute, for every position, the length of the longest increasing subsequence starting there.',
        'Then build the answer greedily: at each step take the smallest value that can still complete a longest subsequence.',
      ],
      par: 373,
    },
    D: {
      description:
        'Legal wants to know how many different ways there are to cherry-pick the graph. ' +
        'Given n readings (0 <= n <= 1000, each between -10^9 and 10^9), let m be the length of the longest strictly increasing subsequence; print the number of strictly increasing subsequences of length m, modulo 1000000007. ' +
        'Subsequences are counted by the set of positions they use, so equal values at different positions give different subsequences.',
      human: {
        input_format: FMT(1000),
        output_format: 'One integer: the number of longest strictly increasing subsequences, modulo 1000000007. For n = 0 print 0.',
        examples: { input: '8\n3 1 4 1 5 9 2 6\n', output: '4\n' },
      },
      hints: ['For every position keep the best length ending there and how many subsequences reach it.', 'Reduce the counts modulo 1000000007 as you go.'],
      par: 416,
    },
    E: {
      description:
        'For the incident timeline you want the most dramatic arc: load that strictly rises to a peak and then strictly falls. ' +
        'Given n readings (0 <= n <= 1000, each between -10^9 and 10^9), print the length of the longest subsequence that is strictly increasing up to some element and strictly decreasing from that element on. ' +
        'Either side may be empty, so a purely increasing or purely decreasing subsequence also counts.',
      human: {
        input_format: FMT(1000),
        output_format: 'One integer: the length of the longest such rise-and-fall subsequence (0 when n = 0).',
        examples: { input: '8\n3 1 4 1 5 9 2 6\n', output: '5\n' },
      },
      hints: ['Combine the longest increasing subsequence ending at i with the longest decreasing one starting at i.', 'The peak is counted in both halves.'],
      par: 329,
    },
  },
};
