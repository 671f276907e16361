import type { HoleSpec } from '../../../schema';
const SUB =
  'A subsequence is obtained by deleting any number of characters (possibly none) without reordering the rest; two subsequences are the same if they are equal as strings, wherever they come from.';

export const hole: HoleSpec = {
  id: 30,
  title: 'Grepping the Audit Trail',
  category: 'sequences',
  difficulty: 10,
  variations: {
    A: {
      description:
        'The audit trail is a string of lowercase event codes, and compliance asks how many different non-empty patterns could be grepped out of it as subsequences. ' +
        SUB +
        ' Given the trail (at most 2000 lowercase letters), print the number of distinct non-empty subsequences modulo 1000000007.',
      human: {
        input_format: 'One line with at most 2000 lowercase letters a-z. The line may be empty; then the answer is 0.',
        output_format: 'One integer: the number of distinct non-empty subsequences, modulo 1000000007.',
        examples: { input: 'aba\n', output: '6\n' },
      },
      hints: [
        'Adding a character c doubles the count of distinct subsequences (with the empty one), minus those already ending in c.',
        'Subtract the count from just before the previous occurrence of c, and keep everything modulo 1000000007 (and non-negative).',
      ],
      par: 197,
    },
    B: {
      description:
        'Compliance narrowed it down: they only care about patterns of exactly k events. ' +
        SUB +
        ' Given k (1 <= k <= 500) and the trail (at most 500 lowercase letters), print the number of distinct subsequences of length exactly k, modulo 1000000007.',
      human: {
        input_format: 'The first line holds k (1 <= k <= 500). The second line holds at most 500 lowercase letters a-z; it may be empty.',
        output_format: 'One integer: the number of distinct subsequences of length k, modulo 1000000007 (0 when k exceeds the length of the trail).',
        examples: { input: '2\naba\n', output: '3\n' },
      },
      hints: ['Track, for every length j, the distinct subsequences of length j so far, and for every letter those ending with that letter.'],
      par: 428,
    },
    C: {
      description:
        'You want to prove the audit trail is incomplete by naming a short pattern that is NOT a subsequence of it. ' +
        SUB +
        ' Event codes are the first m lowercase letters. Given m (1 <= m <= 26) and the trail (at most 10000 letters, all among the first m), print the length of the shortest string over those m letters that is not a subsequence of the trail.',
      human: {
        input_format: 'The first line holds m (1 <= m <= 26). The second line holds at most 10000 letters, each among the first m lowercase letters; it may be empty (then the answer is 1).',
        output_format: 'One integer: the minimum length of a string over the first m letters that is not a subsequence of the trail.',
        examples: { input: '2\nabba\n', output: '3\n' },
      },
      hints: ['Scan left to right and cut the trail into the shortest pieces that contain all m letters.', 'The answer is the number of complete pieces plus one.'],
      par: 226,
    },
    D: {
      description:
        'The auditors want a concrete witness: a shortest pattern over the first m letters that is NOT a subsequence of the trail, and of all of those, the alphabetically smallest. ' +
        SUB +
        ' Given m (1 <= m <= 26) and the trail (at most 10000 letters, all among the first m), print that string.',
      human: {
        input_format: 'The first line holds m (1 <= m <= 26). The second line holds at most 10000 letters, each among the first m lowercase letters; it may be empty (then the answer is a).',
        output_format: 'One line: the lexicographically smallest among the shortest strings over the first m letters that are not subsequences of the trail.',
        examples: { input: '2\nabba\n', output: 'aaa\n' },
      },
      hints: [
        'Work from the right: for every suffix compute the length of its shortest non-subsequence, using the next occurrence of each letter.',
        'Then walk from the left, always taking the smallest letter that keeps the length optimal.',
      ],
      par: 385,
    },
    E: {
      description:
        'The grep tool lists every distinct non-empty subsequence of the audit trail in dictionary order (a proper prefix comes before any longer string that extends it) and you need the k-th line of that listing. ' +
        SUB +
        ' Given k (1 <= k <= 10^18) and the trail (at most 2000 lowercase letters), print the k-th distinct non-empty subsequence, or -1 if there are fewer than k.',
      human: {
        input_format: 'The first line holds k (1 <= k <= 10^18). The second line holds at most 2000 lowercase letters a-z; it may be empty (then there is nothing to list).',
        output_format: 'One line: the k-th distinct non-empty subsequence in lexicographic order, or -1.',
        examples: { input: '4\naba\n', output: 'aba\n' },
      },
      hints: [
        'Count the distinct subsequences of every suffix, starting each one at the first occurrence of its first letter; cap the counts above 10^18.',
        'Then descend letter by letter, skipping whole blocks of subsequences that start with a smaller letter.',
      ],
      par: 675,
    },
  },
};
