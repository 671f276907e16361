import type { HoleSpec } from '../../../schema';

const VALS = 'The second line holds n integers separated by single spaces, each between 0 and 1000000 (latencies in milliseconds); it is an empty line when n = 0.';

export const hole: HoleSpec = {
  id: 24,
  title: 'Rolling Latency Windows',
  category: 'sequences',
  difficulty: 4,
  variations: {
    A: {
      description:
        'The SLO alert looks at windows of k consecutive latency samples. ' +
        'Given n samples (0 <= n <= 2000, each between 0 and 1000000) and the window size k (1 <= k <= 2000), print the largest sum of any k consecutive samples. ' +
        'If there are fewer than k samples, there is no window at all: print none.',
      human: {
        input_format: 'The first line holds n and k separated by a space (0 <= n <= 2000, 1 <= k <= 2000). ' + VALS,
        output_format: 'One integer: the maximum sum over all windows of k consecutive samples, or the word none when k > n.',
        examples: { input: '6 3\n10 50 20 5 70 1\n', output: '95\n' },
      },
      hints: ['Slide the window: add the sample entering it and subtract the one leaving it.'],
      par: 180,
    },
    B: {
      description:
        'The latency graph on the status page shows a moving average. ' +
        'Given n samples (0 <= n <= 2000, each between 0 and 1000000) and the window size k (1 <= k <= 2000), print the average of every window of k consecutive samples, rounded down to an integer, from the first window to the last.',
      human: {
        input_format: 'The first line holds n and k separated by a space (0 <= n <= 2000, 1 <= k <= 2000). ' + VALS,
        output_format: 'One line with n - k + 1 integers separated by single spaces: floor(sum of the window / k) for each window in order. Print an empty line when k > n.',
        examples: { input: '6 3\n10 50 20 5 70 1\n', output: '26 25 31 25\n' },
      },
      hints: ['Integer division of the window sum by k, not of each sample.'],
      par: 114,
    },
    C: {
      description:
        'A window of k consecutive latency samples breaches the SLO when its average is strictly greater than the threshold t. ' +
        'Given n samples (0 <= n <= 2000, each between 0 and 1000000), k (1 <= k <= 2000) and t (0 <= t <= 1000000), print how many of the windows breach. ' +
        'Windows overlap: they start at every position where k samples are still available.',
      human: {
        input_format: 'The first line holds n, k and t separated by spaces (0 <= n <= 2000, 1 <= k <= 2000, 0 <= t <= 1000000). ' + VALS,
        output_format: 'One integer: the number of windows whose sum is strictly greater than t * k (0 when k > n).',
        examples: { input: '6 3 25\n10 50 20 5 70 1\n', output: '3\n' },
      },
      hints: ['Compare sums with t * k to stay in integers.', 'An average exactly equal to t is not a breach.'],
      par: 183,
    },
    D: {
      description:
        'You want to schedule the risky database migration during the calmest stretch of k consecutive samples. ' +
        'Given n samples (0 <= n <= 2000, each between 0 and 1000000) and the window size k (1 <= k <= 2000), print the 1-based position where the window with the smallest sum starts. ' +
        'On a tie, pick the earliest window; if there are fewer than k samples, print 0.',
      human: {
        input_format: 'The first line holds n and k separated by a space (0 <= n <= 2000, 1 <= k <= 2000). ' + VALS,
        output_format: 'One integer: the start position (1-based) of the earliest window of k samples with minimal sum, or 0 when k > n.',
        examples: { input: '6 2\n10 50 20 5 70 1\n', output: '3\n' },
      },
      hints: ['Use a strict comparison so that ties keep the earlier window.'],
      par: 187,
    },
    E: {
      description:
        'The pager fires as soon as a stretch of consecutive latency samples adds up to at least S milliseconds. ' +
        'Given n samples (0 <= n <= 2000, each between 1 and 1000000) and S (1 <= S <= 10^9), print the length of the shortest stretch of consecutive samples whose sum is at least S. ' +
        'Print 0 if even all the samples together stay below S.',
      human: {
        input_format:
          'The first line holds n and S separated by a space (0 <= n <= 2000, 1 <= S <= 1000000000). The second line holds n integers separated by single spaces, each between 1 and 1000000; it is an empty line when n = 0.',
        output_format: 'One integer: the minimal length of a contiguous stretch with sum >= S, or 0 if there is none.',
        examples: { input: '6 100\n10 50 20 5 70 1\n', output: '4\n' },
      },
      hints: ['All samples are positive, so two pointers work: grow on the right, shrink on the left while the sum stays >= S.'],
      par: 285,
    },
  },
};
