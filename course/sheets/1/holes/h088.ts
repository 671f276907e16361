import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 88,
  title: 'Shuffling the Server Rack',
  category: 'puzzles',
  difficulty: 8,
  variations: {
    A: {
      description:
        'The rack has 2 rows of 3 slots holding servers 1 to 5 and one empty slot (0), and the cable spaghetti only lets you slide a server into the empty slot from a horizontally or vertically adjacent slot. ' +
        'The rack is tidy when the first row reads 1 2 3 and the second row reads 4 5 0. ' +
        'Given the current rack, print the minimum number of slides to make it tidy, or -1 if no sequence of slides can do it.',
      human: {
        input_format: 'Two lines of three integers separated by single spaces; together they contain each of 0..5 exactly once. The tidy rack itself (answer 0) is the smallest input.',
        output_format: 'One integer: the minimum number of slides, or -1.',
        examples: { input: '1 2 3\n0 4 5\n', output: '2\n' },
      },
      hints: ['There are only 720 arrangements: breadth-first search over them.', 'Half of the arrangements are unreachable: a permutation parity argument.'],
      par: 622,
    },
    B: {
      description:
        'The bigger rack has 2 rows of 4 slots holding servers 1 to 7 and one empty slot (0); a move slides a server into the empty slot from a horizontally or vertically adjacent slot. ' +
        'The rack is tidy when the first row reads 1 2 3 4 and the second row reads 5 6 7 0. ' +
        'Given the current rack, print the minimum number of slides to make it tidy, or -1 if it is impossible.',
      human: {
        input_format: 'Two lines of four integers separated by single spaces; together they contain each of 0..7 exactly once. The tidy rack itself (answer 0) is the smallest input.',
        output_format: 'One integer: the minimum number of slides, or -1.',
        examples: { input: '1 2 3 4\n5 0 6 7\n', output: '2\n' },
      },
      hints: ['8! = 40320 arrangements: breadth-first search is fine.', 'Encode an arrangement as a string to use it as a key.'],
      par: 622,
    },
    C: {
      description:
        'The 2 x 3 rack holds servers 1 to 5 and one empty slot (0); a slide moves a server into the empty slot from an adjacent slot, and the rack is tidy when it reads 1 2 3 over 4 5 0. ' +
        'The datacenter robot needs explicit instructions: each slide is written as the direction the server moves, U (up), D (down), L (left) or R (right). ' +
        'Among all shortest instruction strings that tidy the rack, print the alphabetically smallest one, or impossible if the rack cannot be tidied.',
      human: {
        input_format: 'Two lines of three integers separated by single spaces; together they contain each of 0..5 exactly once. For a rack that is already tidy the answer is the empty string, printed as an empty line.',
        output_format: 'One line: a string over the letters D, L, R, U (compared in that alphabetical order), or the word impossible.',
        examples: { input: '1 2 3\n0 4 5\n', output: 'LL\n' },
      },
      hints: ['Compute every arrangement\'s distance to the tidy rack, then walk greedily, always taking the smallest letter that gets one step closer.', 'A server moving up means the empty slot moves down.'],
      par: 764,
    },
    D: {
      description:
        'The 2 x 4 rack holds servers 1 to 7 and one empty slot (0); a slide moves a server into the empty slot from a horizontally or vertically adjacent slot, and the rack is tidy when it reads 1 2 3 4 over 5 6 7 0. ' +
        'Heavier servers are harder to move: sliding server k costs k units of back pain. ' +
        'Given the current rack, print the minimum total cost to make it tidy, or -1 if it is impossible.',
      human: {
        input_format: 'Two lines of four integers separated by single spaces; together they contain each of 0..7 exactly once. The tidy rack itself (answer 0) is the smallest input.',
        output_format: 'One integer: the minimum total cost, or -1.',
        examples: { input: '1 2 3 4\n5 0 6 7\n', output: '13\n' },
      },
      hints: ['Moves now have different weights: Dijkstra instead of plain breadth-first search.', 'The cheapest plan is not always the shortest one.'],
      par: 694,
    },
    E: {
      description:
        'The classic 3 x 3 rack holds servers 1 to 8 and one empty slot (0); a slide moves a server into the empty slot from a horizontally or vertically adjacent slot, and the rack is tidy when it reads 1 2 3 / 4 5 6 / 7 8 0. ' +
        'The maintenance window only allows L slides (0 <= L <= 20). ' +
        'Print the minimum number of slides that tidies the rack if it is at most L, otherwise print escalate (this includes racks that can never be tidied).',
      human: {
        input_format: 'Three lines of three integers separated by single spaces (each of 0..8 exactly once), then a line with L, 0 <= L <= 20. The smallest input is a tidy rack with L = 0 (answer 0).',
        output_format: 'One integer (the minimum number of slides, at most L) or the word escalate.',
        examples: { input: '1 2 3\n4 0 6\n7 5 8\n5\n', output: '2\n' },
      },
      hints: ['Breadth-first search, but stop expanding once you reach depth L.', 'Without the limit, some racks need 31 slides and the search visits 181440 arrangements.'],
      par: 645,
    },
  },
};
