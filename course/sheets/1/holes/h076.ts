import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 76,
  title: 'Justified Postmortems',
  category: 'text_formatting',
  difficulty: 6,
  variations: {
    A: {
      description:
        'The VP wants the postmortem to look like a newspaper column, fully justified. ' +
        'First fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'Then widen every line except the last to exactly w characters by adding spaces between its words: the gaps get sizes that differ by at most one, and the larger gaps come first (leftmost). ' +
        'A line holding a single word, and the last line, keep single spaces and are not padded.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The justified lines, in order (trailing spaces do not matter).',
        examples: { input: '20\nthe quick brown fox jumps over the lazy dog and then some more\n', output: 'the  quick brown fox\njumps  over the lazy\ndog  and  then  some\nmore\n' },
      },
      hints: ['With s spaces to spread over g gaps, every gap gets floor(s / g) and the first s mod g gaps get one more.'],
      par: 472,
    },
    B: {
      description:
        'The postmortem must be fully justified, and the design team insists the wider gaps sit on the right. ' +
        'First fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'Then widen every line except the last to exactly w characters by adding spaces between its words: the gaps get sizes that differ by at most one, and the larger gaps come last (rightmost). ' +
        'A line holding a single word, and the last line, keep single spaces and are not padded.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The justified lines, in order (trailing spaces do not matter).',
        examples: { input: '20\nthe quick brown fox jumps over the lazy dog and then some more\n', output: 'the quick brown  fox\njumps over the  lazy\ndog  and  then  some\nmore\n' },
      },
      hints: ['With s spaces to spread over g gaps, every gap gets floor(s / g) and the last s mod g gaps get one more.'],
      par: 477,
    },
    C: {
      description:
        'The postmortem is printed on a poster, and the poster tool justifies every line, even the last one. ' +
        'First fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'Then widen every line that has at least two words to exactly w characters by adding spaces between its words: the gaps get sizes that differ by at most one, and the larger gaps come first (leftmost). ' +
        'A line holding a single word is printed as it is.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The justified lines, in order (trailing spaces do not matter).',
        examples: { input: '20\nthe quick brown fox jumps over the lazy dog and then some more\n', output: 'the  quick brown fox\njumps  over the lazy\ndog  and  then  some\nmore\n' },
      },
      hints: ['Do not special-case the last line here.'],
      par: 428,
    },
    D: {
      description:
        'The postmortem has several paragraphs, separated by blank lines (lines that are empty or contain only spaces), and each paragraph is justified on its own. ' +
        'For each paragraph, fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'Then widen every line except the last of the paragraph to exactly w characters by adding spaces between words, with gap sizes differing by at most one and the larger gaps leftmost; single-word lines and the last line of the paragraph keep single spaces. ' +
        'Print the paragraphs separated by exactly one empty line.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; paragraphs are separated by one or more blank lines; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The justified paragraphs, separated by single empty lines (trailing spaces do not matter).',
        examples: { input: '20\nthe quick brown fox jumps over\nthe lazy dog\n\n\nand then some more\n', output: 'the  quick brown fox\njumps  over the lazy\ndog\n\nand then some more\n' },
      },
      hints: ['Several blank lines in a row still make just one paragraph break.', 'Blank lines at the start or end of the text produce nothing.'],
      par: 702,
    },
    E: {
      description:
        'To avoid "rivers" of white space in the postmortem, the typesetter alternates where the wide gaps go. ' +
        'First fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'Then widen every line except the last to exactly w characters by adding spaces between its words, with gap sizes differing by at most one: on the 1st, 3rd, 5th, ... output line the larger gaps come first (leftmost), on the 2nd, 4th, 6th, ... line they come last (rightmost). ' +
        'A line holding a single word, and the last line, keep single spaces and are not padded.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The justified lines, in order (trailing spaces do not matter).',
        examples: { input: '20\nthe quick brown fox jumps over the lazy dog and then some more\n', output: 'the  quick brown fox\njumps over the  lazy\ndog  and  then  some\nmore\n' },
      },
      hints: ['Lines are counted from 1, including lines that hold a single word.'],
      par: 536,
    },
  },
};
