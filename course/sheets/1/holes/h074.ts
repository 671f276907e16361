import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 74,
  title: 'Wrapping the Incident Timeline',
  category: 'text_formatting',
  difficulty: 4,
  variations: {
    A: {
      description:
        'The incident timeline gets pasted into a chat tool that mangles long lines, so you wrap it yourself. ' +
        'Fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'A word longer than w goes alone on its own line, unbroken. ' +
        'Print the wrapped lines.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters, separated by any mix of spaces and line breaks. If the text has no words, print nothing.',
        output_format: 'The wrapped lines, in order; no line has leading or trailing spaces.',
        examples: { input: '16\nthe deploy failed at 03:12 and nobody noticed\n', output: 'the deploy\nfailed at 03:12\nand nobody\nnoticed\n' },
      },
      hints: ['Line breaks in the input are just separators like spaces.'],
      par: 224,
    },
    B: {
      description:
        'The incident timeline is shown on a right-to-left-friendly dashboard widget that aligns text to the right edge. ' +
        'Fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'A word longer than w goes alone on its own line, unbroken. ' +
        'Print every wrapped line right-aligned in a field of width w, that is preceded by w - L spaces where L is its length (no spaces if L >= w).',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters, separated by any mix of spaces and line breaks. If the text has no words, print nothing.',
        output_format: 'The wrapped lines, in order, each padded on the left with spaces to width w.',
        examples: { input: '16\nthe deploy failed at 03:12 and nobody noticed\n', output: '      the deploy\n failed at 03:12\n      and nobody\n         noticed\n' },
      },
      hints: ['Wrap first, then pad each line on the left.'],
      par: 238,
    },
    C: {
      description:
        'The incident timeline contains stack-trace identifiers that are longer than the chat window. ' +
        'Fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'Before wrapping, every word longer than w is cut into pieces of exactly w characters (the last piece may be shorter), and the pieces are treated as separate words. ' +
        'Print the wrapped lines.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters, separated by any mix of spaces and line breaks. If the text has no words, print nothing.',
        output_format: 'The wrapped lines, in order; every line is at most w characters long.',
        examples: { input: '8\nsee NullPointerException in ok\n', output: 'see\nNullPoin\nterExcep\ntion in\nok\n' },
      },
      hints: ['After the cutting, a piece may share its line with neighbouring words.'],
      par: 306,
    },
    D: {
      description:
        'You are replying to the incident email thread, so the timeline must be quoted: every output line starts with > and a space, and those two characters count towards the width. ' +
        'Fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long including the two-character prefix; otherwise start a new line. ' +
        'A word that does not fit even alone goes on its own (too long) line, unbroken. ' +
        'Print the quoted lines.',
      human: {
        input_format: 'The first line holds the width w (3 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters, separated by any mix of spaces and line breaks. If the text has no words, print nothing.',
        output_format: 'The wrapped lines, in order, each starting with "> ".',
        examples: { input: '18\nthe deploy failed at 03:12 and nobody noticed\n', output: '> the deploy\n> failed at 03:12\n> and nobody\n> noticed\n' },
      },
      hints: ['Effectively you wrap at width w - 2 and add the prefix afterwards.'],
      par: 231,
    },
    E: {
      description:
        'The wrapped incident timeline goes on the big screen in the war room, centred. ' +
        'Fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'A word longer than w goes alone on its own line, unbroken. ' +
        'Print every wrapped line of length L preceded by floor((w - L) / 2) spaces (no spaces if L >= w).',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters, separated by any mix of spaces and line breaks. If the text has no words, print nothing.',
        output_format: 'The wrapped lines, in order, each indented to be centred (trailing spaces do not matter).',
        examples: { input: '16\nthe deploy failed at 03:12 and nobody noticed\n', output: '   the deploy\nfailed at 03:12\n   and nobody\n    noticed\n' },
      },
      hints: ['When w - L is odd, the extra space goes on the right, so it is not printed at all.'],
      par: 257,
    },
  },
};
