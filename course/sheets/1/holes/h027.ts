import type { HoleSpec } from '../../../schema';

const FMT = (max: number) =>
  `The first line holds n (0 <= n <= ${max}). The second line holds n integers separated by single spaces, each between -1000000000 and 1000000000; it is an empty line when n = 0.`;
const RND = (n: number) => `${n}\n` + Array.from({ length: n }, (_, i) => ((i * i * 7919 + i * 31) % 2000001) - 1000000).join(' ') + '\n';
const PAIRS = (n: number) => `${n}\n` + Array.from({ length: n }, (_, i) => (i % 2 ? i - 1 : i + 1)).join(' ') + '\n';
const SAW = (n: number) => `${n}\n` + Array.from({ length: n }, (_, i) => (i % 50) * 1000 - Math.floor(i / 50)).join(' ') + '\n';

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
      cases: [
        { tag: 'empty', input: '0\n\n', output: '0\n' },
        { tag: 'minimum', input: '1\n-1000000000\n', output: '1\n' },
        { tag: 'tricky', input: '5\n7 7 7 7 7\n', output: '1\n' },
        { tag: 'tricky', input: '6\n6 5 4 3 2 1\n', output: '1\n' },
        { tag: 'typical', input: '9\n10 9 2 5 3 7 101 18 19\n', output: '5\n' },
        { tag: 'typical', input: '6\n0 8 4 12 2 10\n', output: '3\n' },
        { tag: 'tricky', input: '6\n1 2 2 3 3 4\n', output: '4\n' },
        { tag: 'typical', input: RND(60), output: '20\n' },
        { tag: 'maximum', input: RND(2000), output: '83\n' },
        { tag: 'maximum', input: '2000\n' + Array.from({ length: 2000 }, (_, i) => i * 1000 - 1000000).join(' ') + '\n', output: '2000\n' },
        { tag: 'maximum', input: SAW(2000), output: '50\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n\n', output: '0\n' },
        { tag: 'minimum', input: '1\n42\n', output: '1\n' },
        { tag: 'tricky', input: '5\n7 7 7 7 7\n', output: '5\n' },
        { tag: 'tricky', input: '6\n6 5 4 3 2 1\n', output: '1\n' },
        { tag: 'typical', input: '9\n10 9 2 5 3 7 101 18 19\n', output: '5\n' },
        { tag: 'tricky', input: '8\n1 3 2 2 2 5 4 4\n', output: '6\n' },
        { tag: 'typical', input: '6\n1 2 2 3 3 4\n', output: '6\n' },
        { tag: 'typical', input: RND(60), output: '20\n' },
        { tag: 'maximum', input: RND(2000), output: '83\n' },
        { tag: 'maximum', input: '2000\n' + Array.from({ length: 2000 }, (_, i) => Math.floor(i / 3) % 100).join(' ') + '\n', output: '315\n' },
        { tag: 'maximum', input: SAW(2000), output: '50\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n\n', output: '\n' },
        { tag: 'minimum', input: '1\n-5\n', output: '-5\n' },
        { tag: 'tricky', input: '5\n7 7 7 7 7\n', output: '7\n' },
        { tag: 'tricky', input: '6\n6 5 4 3 2 1\n', output: '1\n' },
        { tag: 'typical', input: '9\n10 9 2 5 3 7 101 18 19\n', output: '2 3 7 18 19\n' },
        { tag: 'tricky', input: '7\n5 6 1 7 2 3 0\n', output: '1 2 3\n' },
        { tag: 'tricky', input: '6\n2 9 1 3 8 4\n', output: '1 3 4\n' },
        { tag: 'typical', input: RND(60), output: '-1000000 -992050 -968262 -928636 -873172 -801870 -714730 -611752 -492936 -358282 -207790 -140653 -49852 128027 155414 313104 332541 494520 799041 956669\n' },
        { tag: 'maximum', input: RND(1000), output: '-1000000 -992050 -968262 -928636 -873172 -810138 -790639 -753897 -561808 -502807 -453322 -443463 -438393 -434290 -278476 -268741 -141942 -135744 -119683 -101184 -95668 -93850 -90177 -59377 -12739 49737 128051 222203 229289 237189 314573 362909 446483 489443 504260 514809 541196 573603 583829 603873 610649 613412 623543 677193 705761 716190 717404 732227 752147 784884 795978 812153 834402 853749 868076 892256 915074 937922 977420\n' },
        { tag: 'maximum', input: SAW(1000), output: '-19 981 1981 2981 3981 4981 5981 6981 7981 8981 9981 10981 11981 12981 13981 14981 15981 16981 17981 18981 19981 20981 21981 22981 23981 24981 25981 26981 27981 28981 29981 30981 31981 32981 33981 34981 35981 36981 37981 38981 39981 40981 41981 42981 43981 44981 45981 46981 47981 48981\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n\n', output: '0\n' },
        { tag: 'minimum', input: '1\n0\n', output: '1\n' },
        { tag: 'tricky', input: '5\n7 7 7 7 7\n', output: '5\n' },
        { tag: 'tricky', input: '6\n6 5 4 3 2 1\n', output: '6\n' },
        { tag: 'typical', input: '9\n10 9 2 5 3 7 101 18 19\n', output: '2\n' },
        { tag: 'typical', input: '5\n1 3 5 4 7\n', output: '2\n' },
        { tag: 'tricky', input: '6\n1 1 2 2 3 3\n', output: '8\n' },
        { tag: 'typical', input: RND(60), output: '1\n' },
        { tag: 'maximum', input: PAIRS(1000), output: '390483007\n' },
        { tag: 'maximum', input: RND(1000), output: '255744\n' },
        { tag: 'maximum', input: SAW(1000), output: '579847335\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n\n', output: '0\n' },
        { tag: 'minimum', input: '1\n3\n', output: '1\n' },
        { tag: 'tricky', input: '5\n7 7 7 7 7\n', output: '1\n' },
        { tag: 'tricky', input: '6\n6 5 4 3 2 1\n', output: '6\n' },
        { tag: 'typical', input: '9\n10 9 2 5 3 7 101 18 19\n', output: '5\n' },
        { tag: 'typical', input: '8\n1 11 2 10 4 5 2 1\n', output: '6\n' },
        { tag: 'tricky', input: '7\n1 2 3 3 2 1 0\n', output: '6\n' },
        { tag: 'typical', input: RND(60), output: '25\n' },
        { tag: 'maximum', input: RND(1000), output: '92\n' },
        { tag: 'maximum', input: '1000\n' + Array.from({ length: 1000 }, (_, i) => 500 - Math.abs(i - 500)).join(' ') + '\n', output: '1000\n' },
      ],
    },
  },
};
