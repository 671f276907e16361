import type { HoleSpec } from '../../../schema';

const PERM_FMT =
  'The first line holds n (0 <= n <= 20). The second line holds a permutation of 1..n, numbers separated by single spaces; it is an empty line when n = 0.';
const ORDER =
  'Sequences are compared lexicographically: the first position where they differ decides, the smaller value coming first.';

export const hole: HoleSpec = {
  id: 28,
  title: 'Deploy Order Lottery',
  category: 'sequences',
  difficulty: 8,
  variations: {
    A: {
      description:
        'The release manager lists every possible order in which the n services 1..n could be deployed, sorted lexicographically, and numbers them from 1. ' +
        ORDER +
        ' Given one deploy order, a permutation of 1..n (0 <= n <= 20), print its number in that list.',
      human: {
        input_format: PERM_FMT + ' The empty permutation is the only one of size 0, so its number is 1.',
        output_format: 'One integer: the 1-based rank of the permutation (it can exceed 2^53).',
        examples: { input: '3\n2 3 1\n', output: '4\n' },
      },
      hints: [
        'For each position, count how many unused values smaller than the current one could have been placed there.',
        'Each such choice skips (remaining length)! permutations; use big integers.',
      ],
      par: 211,
    },
    B: {
      description:
        'The lottery drew number k, and you must now deploy the services 1..n in the k-th order of the lexicographically sorted list of all n! deploy orders (numbered from 1). ' +
        ORDER +
        ' Given n (0 <= n <= 20) and k (1 <= k <= n!), print that permutation.',
      human: {
        input_format: 'One line with n and k separated by a space (0 <= n <= 20, 1 <= k <= n!; k can exceed 2^53). For n = 0, k is 1 and the answer is the empty permutation: print an empty line.',
        output_format: 'One line with the k-th permutation of 1..n, numbers separated by single spaces.',
        examples: { input: '3 4\n', output: '2 3 1\n' },
      },
      hints: ['Write k - 1 in the factorial number system: each digit picks among the unused values.', 'Use big integers for k.'],
      par: 204,
    },
    C: {
      description:
        'Some teams deploy several services, so the deploy order is written as a string of team letters, and identical letters are interchangeable. ' +
        'Consider all distinct rearrangements of the letters of the string, sorted alphabetically and numbered from 1. ' +
        'Given the string (0 to 20 uppercase letters), print its number in that list.',
      human: {
        input_format: 'One line with 0 to 20 uppercase letters A-Z. The empty line is the only arrangement of nothing, so its number is 1.',
        output_format: 'One integer: the 1-based rank among the distinct rearrangements (it can exceed 2^53).',
        examples: { input: 'BAAC\n', output: '7\n' },
      },
      hints: [
        'Rearrangements of a multiset: m! divided by the factorial of every letter count.',
        'For each position, add the number of arrangements that start with a smaller available letter.',
      ],
      par: 365,
    },
    D: {
      description:
        'Every night the deploy bot moves on to the next order: the smallest rearrangement of the same values that is lexicographically greater than the current one. ' +
        'When the current order is already the greatest, it wraps around to the smallest one (the values sorted in increasing order). ' +
        'Given the current order of n values (0 <= n <= 2000, values between 0 and 1000000000, duplicates allowed), print the next one.',
      human: {
        input_format:
          'The first line holds n (0 <= n <= 2000). The second line holds n integers separated by single spaces, each between 0 and 1000000000; it is an empty line when n = 0.',
        output_format: 'One line with the n values of the next arrangement separated by single spaces (an empty line when n = 0).',
        examples: { input: '5\n1 3 5 4 2\n', output: '1 4 2 3 5\n' },
      },
      hints: ['Find the rightmost position whose value is smaller than its right neighbour.', 'Swap it with the rightmost larger value to its right, then reverse the suffix.'],
      par: 286,
    },
    E: {
      description:
        'The lottery drew number k for the team-letter deploy string. ' +
        'Consider all distinct rearrangements of the given letters, sorted alphabetically and numbered from 1; identical letters are interchangeable. ' +
        'Given the letters (0 to 20 uppercase letters, in any order) and k, print the k-th rearrangement.',
      human: {
        input_format:
          'The first line holds 0 to 20 uppercase letters A-Z (the line may be empty). The second line holds k, 1 <= k <= the number of distinct rearrangements (k can exceed 2^53).',
        output_format: 'One line: the k-th distinct rearrangement (an empty line when there are no letters).',
        examples: { input: 'CAAB\n7\n', output: 'BAAC\n' },
      },
      hints: ['Try the letters in alphabetical order; each choice covers a block of (remaining)! / product(count!) arrangements.', 'Use big integers.'],
      par: 472,
    },
  },
};
