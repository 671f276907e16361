import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 5,
  title: 'Anagram Incident Tickets',
  category: 'strings',
  difficulty: 5,
  variations: {
    A: {
      description:
        'The ticket bot generates service names by shuffling letters, and you suspect many tickets are about the same service in disguise. ' +
        'Two words are anagrams when one is a rearrangement of the letters of the other (same letters, same counts; identical words are anagrams too). ' +
        'Given n words, print how many groups of mutually anagrammatic words there are, that is, how many different letter multisets occur. ' +
        'There are at most 1000 words.',
      human: {
        input_format: 'Line 1: an integer n, 0 <= n <= 1000. ' +
          'Then n lines, each one word of 1 to 20 lowercase letters a to z; the words together have at most 15000 letters. ' +
          'Words may repeat. ' +
          'The empty input is n = 0; then print 0.',
        output_format: 'One integer: the number of anagram groups.',
        examples: { input: '5\nredis\nsider\nkafka\ndries\nnginx\n', output: '3\n' },
      },
      hints: ['Sorting the letters of a word gives a key shared by all its anagrams.'],
      par: 75,
    },
    B: {
      description:
        'Each anagram group of ticket titles is one real incident with many aliases. ' +
        'Two words are anagrams when one is a rearrangement of the letters of the other (identical words are anagrams too). ' +
        'Given n words, print the size of the largest group of mutually anagrammatic words, counting repeated words every time they occur. ' +
        'There are at most 1000 words.',
      human: {
        input_format: 'Line 1: an integer n, 0 <= n <= 1000. ' +
          'Then n lines, each one word of 1 to 20 lowercase letters a to z; the words together have at most 15000 letters. ' +
          'Words may repeat. ' +
          'The empty input is n = 0; then there is no group, so print 0.',
        output_format: 'One integer: the number of words in the largest anagram group.',
        examples: { input: '5\nredis\nsider\nkafka\ndries\nnginx\n', output: '3\n' },
      },
      hints: ['Count words per sorted-letters key.'],
      par: 134,
    },
    C: {
      description:
        'The deduplicator wants to know, for each incoming ticket word, how many earlier tickets were anagrams of it. ' +
        'Two words are anagrams when one is a rearrangement of the letters of the other (identical words are anagrams too). ' +
        'For each of the n words, in order, output the number of words before it in the list that are anagrams of it. ' +
        'There are at most 1000 words.',
      human: {
        input_format: 'Line 1: an integer n, 0 <= n <= 1000. ' +
          'Then n lines, each one word of 1 to 20 lowercase letters a to z; the words together have at most 15000 letters. ' +
          'Words may repeat. ' +
          'The empty input is n = 0; then print an empty line.',
        output_format: 'One line with n integers separated by single spaces: the count for each word, in input order.',
        examples: { input: '5\nredis\nsider\nkafka\ndries\nnginx\n', output: '0 1 0 2 0\n' },
      },
      hints: ['Keep a running count per sorted-letters key, and read it before you increment it.'],
      par: 181,
    },
    D: {
      description:
        'For the postmortem you must list every incident alias family. ' +
        'Two words are anagrams when one is a rearrangement of the letters of the other (identical words are anagrams too). ' +
        'Group the n words into anagram groups and print the number of groups, then one line per group with its words in input order (repeats included), separated by single spaces. ' +
        'Groups are listed in the order in which their first word appears in the input. ' +
        'There are at most 1000 words.',
      human: {
        input_format: 'Line 1: an integer n, 0 <= n <= 1000. ' +
          'Then n lines, each one word of 1 to 20 lowercase letters a to z; the words together have at most 15000 letters. ' +
          'Words may repeat. ' +
          'The empty input is n = 0; then print just 0.',
        output_format: 'First line: the number of groups g. Then g lines, one per group, as described.',
        examples: { input: '5\nredis\nsider\nkafka\ndries\nnginx\n', output: '3\nredis sider dries\nkafka\nnginx\n' },
      },
      hints: ['An insertion-ordered map from sorted letters to word lists gives the required order.'],
      par: 150,
    },
    E: {
      description:
        'Management wants a single number for the anagram mess: the number of confusable ticket pairs. ' +
        'Two words are anagrams when one is a rearrangement of the letters of the other (identical words are anagrams too). ' +
        'Given n words, print how many pairs of positions i < j hold words that are anagrams of each other. ' +
        'There are at most 1000 words.',
      human: {
        input_format: 'Line 1: an integer n, 0 <= n <= 1000. ' +
          'Then n lines, each one word of 1 to 20 lowercase letters a to z; the words together have at most 15000 letters. ' +
          'Words may repeat. ' +
          'The empty input is n = 0; then print 0.',
        output_format: 'One integer: the number of anagram pairs.',
        examples: { input: '5\nredis\nsider\nkafka\ndries\nnginx\n', output: '3\n' },
      },
      hints: ['A group of k words contributes k(k-1)/2 pairs.', 'Comparing all pairs directly works too at this size, but grouping is cleaner.'],
      par: 149,
    },
  },
};
