import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 79,
  title: 'Minimum-Raggedness Release Notes',
  category: 'text_formatting',
  difficulty: 9,
  variations: {
    A: {
      description:
        'Greedy wrapping made the release notes look jagged, and the tech writer wants them balanced the way TeX does it. ' +
        'Words keep their order and are separated by single spaces; a line may hold any number of consecutive words as long as its length is at most w. ' +
        'The badness of a line of length L is (w - L)^2, except that the last line costs nothing. ' +
        'Print the smallest possible total badness over all ways to break the text into lines.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (at most 1000 words and 7000 characters) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print 0.',
        output_format: 'One integer: the minimum total badness.',
        examples: { input: '6\naaa bb cc ddddd\n', output: '10\n' },
      },
      hints: ['Greedy is not optimal: in the example it gives 0 + 16, while aaa / bb cc / ddddd gives 9 + 1.', 'dp[i] = the best cost for the words from i to the end.'],
      par: 367,
    },
    B: {
      description:
        'Print the release notes wrapped with minimum raggedness. ' +
        'Words keep their order and are separated by single spaces; a line may hold any number of consecutive words as long as its length is at most w. ' +
        'The badness of a line of length L is (w - L)^2, except that the last line costs nothing; choose a way to break the text that minimises the total badness. ' +
        'If several do, compare the numbers of words on their lines from the first line on and take the one with more words at the first difference.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (at most 1000 words and 7000 characters) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The wrapped lines of the chosen solution.',
        examples: { input: '6\naaa bb cc ddddd\n', output: 'aaa\nbb cc\nddddd\n' },
      },
      hints: ['Compute the best cost of every suffix, then rebuild the answer from the start, taking the longest first line that keeps the cost optimal.'],
      par: 494,
    },
    C: {
      description:
        'The release notes go into a fixed-size box on the status page, so even the last line has to be well filled. ' +
        'Words keep their order and are separated by single spaces; a line may hold any number of consecutive words as long as its length is at most w. ' +
        'The badness of every line, the last one included, is (w - L)^2 where L is its length. ' +
        'Print the smallest possible total badness over all ways to break the text into lines.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (at most 1000 words and 7000 characters) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print 0.',
        output_format: 'One integer: the minimum total badness.',
        examples: { input: '6\naaa bb cc ddddd\n', output: '11\n' },
      },
      hints: ['Same dynamic programming as usual, but without an exception for the last line.'],
      par: 351,
    },
    D: {
      description:
        'Print the release notes for the fixed-size status box wrapped with minimum raggedness. ' +
        'Words keep their order and are separated by single spaces; a line may hold any number of consecutive words as long as its length is at most w. ' +
        'The badness of every line, the last one included, is (w - L)^2 where L is its length; choose a way to break the text that minimises the total badness. ' +
        'If several do, compare the numbers of words on their lines from the first line on and take the one with fewer words at the first difference.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (at most 1000 words and 7000 characters) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The wrapped lines of the chosen solution.',
        examples: { input: '6\naaa bb cc ddddd\n', output: 'aaa\nbb cc\nddddd\n' },
      },
      hints: ['Compute the best cost of every suffix, then rebuild the answer from the start, taking the shortest first line that keeps the cost optimal.'],
      par: 470,
    },
    E: {
      description:
        'The style guide forbids ending a line of the release notes with a weak word: a, the, at, to or of (exactly these lowercase words), except on the very last line. ' +
        'Words keep their order and are separated by single spaces; a line may hold any number of consecutive words as long as its length is at most w. ' +
        'The badness of a line of length L is (w - L)^2, except that the last line costs nothing. ' +
        'Print the smallest possible total badness over all ways to break the text that respect the rule, or -1 if there is none.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (at most 1000 words and 7000 characters) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print 0.',
        output_format: 'One integer: the minimum total badness, or -1.',
        examples: { input: '10\nwe rolled back the deploy at 3\n', output: '37\n' },
      },
      hints: ['A weak word must share its line with the word after it.', 'Words like The or a. are not weak: compare exactly.'],
      par: 485,
    },
  },
};
