import type { HoleSpec } from '../../../schema';

const FMT =
  'One line containing only the characters P (pass) and F (fail), at most 10000 of them, oldest run first. The line may be empty (no runs yet).';

export const hole: HoleSpec = {
  id: 23,
  title: 'Flaky Pipeline Streaks',
  category: 'sequences',
  difficulty: 3,
  variations: {
    A: {
      description:
        'The CI pipeline history is a string of P (pass) and F (fail), and the team lead wants to know how bad the worst outage was. ' +
        'Given the history (at most 10000 characters), print the length of the longest block of consecutive F characters.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the length of the longest run of consecutive F, or 0 if there is no F at all (including the empty line).',
        examples: { input: 'PFFPFFFPP\n', output: '3\n' },
      },
      hints: ['Reset a counter on every P and remember the best value it reached.'],
      par: 128,
    },
    B: {
      description:
        'Every time the pipeline flips from passing to failing or back, somebody posts in the team channel. ' +
        'Given the history of P (pass) and F (fail) results (at most 10000 characters), print the number of runs: maximal blocks of identical consecutive results.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the number of maximal blocks of equal consecutive characters (0 for the empty line).',
        examples: { input: 'PFFPFFFPP\n', output: '5\n' },
      },
      hints: ['Count the positions where the character differs from the one before it, plus the first position.'],
      par: 93,
    },
    C: {
      description:
        'For the weekly report you want the most impressive streak of either kind. ' +
        'Given the history of P (pass) and F (fail) results (at most 10000 characters), find the longest block of identical consecutive results and print its character and its length. ' +
        'If several blocks share the maximum length, report the one that starts earliest.',
      human: {
        input_format: FMT,
        output_format: 'The character (P or F) and the length of the longest run, separated by a space, e.g. "F 3". For the empty line print none.',
        examples: { input: 'PFFPFFFPP\n', output: 'F 3\n' },
      },
      hints: ['Only replace the best run when a strictly longer one appears.'],
      par: 207,
    },
    D: {
      description:
        'The CI dashboard shows the last results on a ring: after the newest result comes the oldest one again, so a failure streak can wrap around the end of the history. ' +
        'Given the history of P (pass) and F (fail) results (at most 10000 characters), print the length of the longest block of consecutive F on that ring. ' +
        'A history made only of F counts once, so its answer is its length.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the longest circular run of F, never more than the length of the line (0 for the empty line or when there is no F).',
        examples: { input: 'FFPFPPFF\n', output: '4\n' },
      },
      hints: ['Look at the string concatenated with itself, but cap the answer.', 'Or rotate the string so that it starts at a P.'],
      par: 155,
    },
    E: {
      description:
        'Some CI runs are skipped (S) when a deploy freeze is on; a skipped run neither ends a failure streak nor adds to it. ' +
        'Given the history of P (pass), F (fail) and S (skipped) results (at most 10000 characters), print the largest number of F results in a streak that is not interrupted by any P.',
      human: {
        input_format: 'One line containing only the characters P, F and S, at most 10000 of them. The line may be empty (no runs yet).',
        output_format: 'One integer: the maximum number of F characters between two consecutive P characters (or the ends of the line); 0 if there is no F.',
        examples: { input: 'FFSFPFSSFFP\n', output: '3\n' },
      },
      hints: ['Skipped runs can simply be deleted before you look for streaks.'],
      par: 146,
    },
  },
};
