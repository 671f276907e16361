import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 87,
  title: 'Acknowledge All the Alerts',
  category: 'puzzles',
  difficulty: 7,
  variations: {
    A: {
      description:
        'The wall dashboard is an r x c grid of alert lights, each on (1) or off (0). The acknowledge button of a light is badly wired: pressing it toggles that light and its up to four orthogonal neighbours. ' +
        'Pressing a light twice undoes itself, and the order of presses does not matter. ' +
        'Given the dashboard (r, c <= 10), print the minimum number of presses that turns every light off, or -1 if that cannot be done, so you can finally go back to sleep.',
      human: {
        input_format: 'The first line holds r and c separated by a space: either both 0 (an empty dashboard, answer 0), or 1 <= r <= 10 and 1 <= c <= 10. Then r lines of exactly c characters, each 0 or 1.',
        output_format: 'One integer: the minimum number of presses, or -1.',
        examples: { input: '3 3\n010\n111\n010\n', output: '1\n' },
      },
      hints: ['Once the presses in the first row are chosen, the light above each cell of the next row can only be fixed by pressing that cell.', 'Try all 2^c choices for the first row and chase the lights downwards; check the last row.'],
      par: 593,
    },
    B: {
      description:
        'The wall dashboard is an r x c grid of alert lights, each on (1) or off (0). Its acknowledge buttons are wired even worse than usual: pressing the button of a light toggles its up to four orthogonal neighbours but not the light itself. ' +
        'Pressing twice undoes itself and the order of presses does not matter. ' +
        'Given the dashboard (r, c <= 10), print the minimum number of presses that turns every light off, or -1 if it cannot be done.',
      human: {
        input_format: 'The first line holds r and c separated by a space: either both 0 (an empty dashboard, answer 0), or 1 <= r <= 10 and 1 <= c <= 10. Then r lines of exactly c characters, each 0 or 1.',
        output_format: 'One integer: the minimum number of presses, or -1.',
        examples: { input: '2 3\n010\n101\n', output: '1\n' },
      },
      hints: ['The light above a cell is still only affected by that cell among the presses of its row.', 'Enumerate the first row, chase downwards, check the last row.'],
      par: 589,
    },
    C: {
      description:
        'The wall dashboard is an r x c grid of alert lights, each on (1) or off (0); pressing the acknowledge button of a light toggles that light and its up to four orthogonal neighbours. ' +
        'A plan is a set of lights to press once each (order does not matter, and pressing twice is the same as not pressing). ' +
        'Given the dashboard (r, c <= 10), print how many different plans turn every light off, so the postmortem can say how lucky you were.',
      human: {
        input_format: 'The first line holds r and c separated by a space: either both 0 (an empty dashboard: exactly one plan, the empty one, so print 1), or 1 <= r <= 10 and 1 <= c <= 10. Then r lines of exactly c characters, each 0 or 1.',
        output_format: 'One integer: the number of plans that turn every light off (0 if none).',
        examples: { input: '5 5\n11111\n11111\n11111\n11111\n11111\n', output: '4\n' },
      },
      hints: ['A plan is determined by what it presses in the first row.', 'Count the first-row choices whose downward chase leaves the last row dark.'],
      par: 514,
    },
    D: {
      description:
        'The new dashboard is wrapped around a pillar: it is an r x c grid of alert lights, on (1) or off (0), whose leftmost and rightmost columns are neighbours (rows do not wrap). ' +
        'Pressing the acknowledge button of a light toggles it, the lights directly above and below it (if they exist), and its left and right neighbours, wrapping around the columns. ' +
        'Given the dashboard (1 <= r <= 10, 3 <= c <= 10), print the minimum number of presses that turns every light off, or -1 if it cannot be done.',
      human: {
        input_format: 'The first line holds r and c separated by a space: either both 0 (an empty dashboard, answer 0), or 1 <= r <= 10 and 3 <= c <= 10. Then r lines of exactly c characters, each 0 or 1.',
        output_format: 'One integer: the minimum number of presses, or -1.',
        examples: { input: '2 5\n10110\n01000\n', output: '3\n' },
      },
      hints: ['Wrapping only happens inside a row, so chasing row by row still works.', 'Try all 2^c choices of presses for the first row.'],
      par: 656,
    },
    E: {
      description:
        'The new dashboard lights have three states: 0 (green), 1 (yellow) and 2 (red). Pressing the button of a light advances that light and its up to four orthogonal neighbours by one state each (green to yellow, yellow to red, red back to green). ' +
        'Order does not matter and pressing a light three times is the same as not pressing it. ' +
        'Given the r x c dashboard (r, c <= 7), print the minimum total number of presses that turns every light green, or -1 if it cannot be done.',
      human: {
        input_format: 'The first line holds r and c separated by a space: either both 0 (an empty dashboard, answer 0), or 1 <= r <= 7 and 1 <= c <= 7. Then r lines of exactly c characters, each 0, 1 or 2.',
        output_format: 'One integer: the minimum number of presses, or -1.',
        examples: { input: '2 2\n12\n21\n', output: '2\n' },
      },
      hints: ['Each cell is pressed 0, 1 or 2 times.', 'Choose the first row (3^c options); every later press count is forced by the light above it.'],
      par: 703,
    },
  },
};
