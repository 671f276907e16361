import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 70,
  title: 'Lights Out on the Status Board',
  category: 'bits',
  difficulty: 10,
  variations: {
    A: {
      description:
        'The wall-mounted status board in the NOC is an n x m grid of alert LEDs, and the only way to acknowledge alerts is a button under each LED that toggles that LED and its up to four orthogonal neighbours (up, down, left, right; there is no wrap-around). ' +
        'Pressing a button twice undoes it, so every button is pressed at most once. ' +
        'Given the board (1 <= n, m <= 10), print the minimum number of presses that makes every LED dark, or -1 if that is impossible.',
      human: {
        input_format: 'The first line holds n and m (1 <= n, m <= 10); each of the next n lines holds m characters, # for a lit LED and . for a dark one. The emptiest board is 1 x 1 and already dark, which prints 0.',
        output_format: 'One integer: the minimum number of presses, or -1.',
        examples: { input: '3 3\n#.#\n...\n#.#\n', output: '4\n' },
      },
      hints: ['Once the presses in the first row are fixed, the presses in every later row are forced: a lit LED can only be fixed from the row below.', 'Try all 2^m choices for the first row.'],
      par: 505,
    },
    B: {
      description:
        'The status board in the NOC is an n x m grid of alert LEDs, and after a firmware update the button under each LED toggles only its up to four orthogonal neighbours (up, down, left, right; no wrap-around), not the LED itself. ' +
        'Every button is pressed at most once. ' +
        'Given the board (1 <= n, m <= 10), print the minimum number of presses that makes every LED dark, or -1 if that is impossible.',
      human: {
        input_format: 'The first line holds n and m (1 <= n, m <= 10); each of the next n lines holds m characters, # for a lit LED and . for a dark one. The emptiest board is 1 x 1 and already dark, which prints 0.',
        output_format: 'One integer: the minimum number of presses, or -1.',
        examples: { input: '2 3\n.#.\n#.#\n', output: '1\n' },
      },
      hints: ['A lit LED in row r can still only be fixed by exactly one button of row r + 1 once rows up to r are decided.', 'On a 1 x 1 board pressing the button changes nothing.'],
      par: 501,
    },
    C: {
      description:
        'The status board in the NOC is an n x m grid of alert LEDs; the button under each LED toggles that LED and its up to four orthogonal neighbours (up, down, left, right; no wrap-around). ' +
        'A plan says for every button whether it is pressed (once) or not. ' +
        'Given the board (1 <= n, m <= 10), print how many different plans leave every LED dark.',
      human: {
        input_format: 'The first line holds n and m (1 <= n, m <= 10); each of the next n lines holds m characters, # for a lit LED and . for a dark one. The emptiest board is 1 x 1 and already dark: only the empty plan works, so print 1.',
        output_format: 'One integer: the number of plans that turn all LEDs off (possibly 0).',
        examples: { input: '2 2\n##\n##\n', output: '1\n' },
      },
      hints: ['Each choice of first-row presses leads to exactly one candidate plan.', 'So the answer is at most 2^m.'],
      par: 419,
    },
    D: {
      description:
        'The status board in the NOC is an n x m grid of alert LEDs; the button under each LED toggles that LED and its up to four orthogonal neighbours (up, down, left, right; no wrap-around), and each button is pressed at most once. ' +
        'The runbook must list a plan with the fewest presses; among those, write each plan as a grid with x for pressed and . for not pressed and pick the one whose rows, joined top to bottom, form the smallest string (the character . sorts before x). ' +
        'Print that grid, or impossible if no plan turns every LED dark.',
      human: {
        input_format: 'The first line holds n and m (1 <= n, m <= 10); each of the next n lines holds m characters, # for a lit LED and . for a dark one. The emptiest board is 1 x 1 and already dark, which prints a single . (nothing pressed).',
        output_format: 'Either n lines of m characters (x or .), or the single word impossible.',
        examples: { input: '2 2\n##\n##\n', output: 'xx\nxx\n' },
      },
      hints: ['Enumerate the first row, derive the rest, and compare (number of presses, grid string) pairs.'],
      par: 589,
    },
    E: {
      description:
        'The status board in the NOC is an n x m grid of alert LEDs glued around a pillar, so each row wraps around: the right neighbour of the last column is the first column and vice versa (columns do not wrap). ' +
        'The button under each LED toggles that LED, the LEDs above and below it (if any) and its left and right neighbours with wrap-around; each of these LEDs is toggled once even if it is named twice (as happens when m <= 2). ' +
        'Each button is pressed at most once; given the board (1 <= n, m <= 10), print the minimum number of presses that makes every LED dark, or -1 if that is impossible.',
      human: {
        input_format: 'The first line holds n and m (1 <= n, m <= 10); each of the next n lines holds m characters, # for a lit LED and . for a dark one. The emptiest board is 1 x 1 and already dark, which prints 0.',
        output_format: 'One integer: the minimum number of presses, or -1.',
        examples: { input: '2 4\n#..#\n.##.\n', output: '2\n' },
      },
      hints: ['The wrap-around only changes the effect inside a row, so fixing the first row still forces everything else.', 'For m = 1 a button toggles its own LED and the ones above and below.'],
      par: 637,
    },
  },
};
