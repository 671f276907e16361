import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 85,
  title: 'Two Coffee Pots, One Exact Dose',
  category: 'puzzles',
  difficulty: 5,
  variations: {
    A: {
      description:
        'Your doctor says exactly t decilitres of coffee per night, and the break room only has two unmarked pots holding a and b decilitres. ' +
        'Both pots start empty; one operation is: fill a pot to the brim from the machine, empty a pot into the sink, or pour one pot into the other until the first is empty or the second is full. ' +
        'Given a, b and t (1 <= a, b <= 300, 0 <= t <= 300), print the minimum number of operations after which at least one pot holds exactly t decilitres, or -1 if that is impossible.',
      human: {
        input_format: 'One line with three integers a, b, t separated by spaces: 1 <= a <= 300, 1 <= b <= 300, 0 <= t <= 300. With t = 0 the empty pots already qualify and the answer is 0.',
        output_format: 'One integer: the minimum number of operations, or -1.',
        examples: { input: '3 5 4\n', output: '6\n' },
      },
      hints: ['A state is the pair (content of the first pot, content of the second pot).', 'Breadth-first search over at most 301 * 301 states gives the minimum.'],
      par: 467,
      cases: [
        { tag: 'empty', input: '1 1 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1 1\n', output: '1\n' },
        { tag: 'typical', input: '4 9 9\n', output: '1\n' },
        { tag: 'tricky', input: '4 6 5\n', output: '-1\n' },
        { tag: 'tricky', input: '5 7 8\n', output: '-1\n' },
        { tag: 'typical', input: '7 11 6\n', output: '10\n' },
        { tag: 'typical', input: '13 31 1\n', output: '32\n' },
        { tag: 'tricky', input: '6 6 3\n', output: '-1\n' },
        { tag: 'maximum', input: '300 299 150\n', output: '596\n' },
        { tag: 'maximum', input: '298 300 151\n', output: '-1\n' },
      ],
    },
    B: {
      description:
        'Your doctor allows exactly t decilitres of coffee, and you will drink whatever is in both pots combined. ' +
        'The two unmarked pots hold a and b decilitres and start empty; one operation is: fill a pot to the brim from the machine, empty a pot into the sink, or pour one pot into the other until the first is empty or the second is full. ' +
        'Given a, b and t (1 <= a, b <= 300, 0 <= t <= 600), print the minimum number of operations after which the two pots together hold exactly t decilitres, or -1 if that is impossible.',
      human: {
        input_format: 'One line with three integers a, b, t separated by spaces: 1 <= a <= 300, 1 <= b <= 300, 0 <= t <= 600. With t = 0 the answer is 0.',
        output_format: 'One integer: the minimum number of operations, or -1.',
        examples: { input: '3 5 4\n', output: '7\n' },
      },
      hints: ['Search over states (first pot, second pot) breadth-first; stop when the sum is t.'],
      par: 472,
      cases: [
        { tag: 'empty', input: '1 1 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1 1\n', output: '1\n' },
        { tag: 'tricky', input: '1 1 2\n', output: '2\n' },
        { tag: 'typical', input: '4 9 13\n', output: '2\n' },
        { tag: 'tricky', input: '4 6 5\n', output: '-1\n' },
        { tag: 'tricky', input: '5 7 13\n', output: '-1\n' },
        { tag: 'typical', input: '7 11 6\n', output: '11\n' },
        { tag: 'typical', input: '13 31 1\n', output: '33\n' },
        { tag: 'maximum', input: '300 299 150\n', output: '597\n' },
        { tag: 'maximum', input: '300 300 600\n', output: '2\n' },
      ],
    },
    C: {
      description:
        'The break room got a third pot. The three unmarked pots hold a, b and c decilitres and all start empty, and you need one of them to hold exactly t decilitres. ' +
        'One operation is: fill a pot to the brim from the machine, empty a pot into the sink, or pour one pot into another until the first is empty or the second is full. ' +
        'Given a, b, c and t (1 <= a, b, c <= 30, 0 <= t <= 30), print the minimum number of operations after which at least one pot holds exactly t decilitres, or -1 if impossible.',
      human: {
        input_format: 'One line with four integers a, b, c, t separated by spaces: 1 <= a, b, c <= 30 and 0 <= t <= 30. With t = 0 the answer is 0.',
        output_format: 'One integer: the minimum number of operations, or -1.',
        examples: { input: '3 5 8 4\n', output: '6\n' },
      },
      hints: ['States are triples; there are at most 31^3 of them.', 'Each state has up to 3 fills, 3 empties and 6 pours.'],
      par: 630,
      cases: [
        { tag: 'empty', input: '1 1 1 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1 1 1\n', output: '1\n' },
        { tag: 'tricky', input: '2 4 6 3\n', output: '-1\n' },
        { tag: 'typical', input: '6 10 15 1\n', output: '4\n' },
        { tag: 'typical', input: '7 11 13 9\n', output: '4\n' },
        { tag: 'tricky', input: '4 6 9 30\n', output: '-1\n' },
        { tag: 'typical', input: '17 23 29 2\n', output: '14\n' },
        { tag: 'tricky', input: '30 30 30 15\n', output: '-1\n' },
        { tag: 'maximum', input: '30 29 28 27\n', output: '4\n' },
        { tag: 'maximum', input: '30 28 26 29\n', output: '-1\n' },
      ],
    },
    D: {
      description:
        'The machine is broken and the sink is blocked: all the coffee there is sits in the third pot, which is full with c decilitres, while the other two pots (capacities a and b) are empty. ' +
        'The only operation is to pour one pot into another until the first is empty or the second is full; nothing is added or thrown away. ' +
        'Given a, b, c and t (1 <= a, b, c <= 100, 0 <= t <= 100), print the minimum number of pours after which at least one pot holds exactly t decilitres, or -1 if impossible.',
      human: {
        input_format: 'One line with four integers a, b, c, t separated by spaces: 1 <= a, b, c <= 100 and 0 <= t <= 100. With t = 0 the two empty pots already qualify and the answer is 0.',
        output_format: 'One integer: the minimum number of pours, or -1.',
        examples: { input: '3 5 8 4\n', output: '6\n' },
      },
      hints: ['The total never changes, so two of the three amounts determine the state.', 'Breadth-first search over the six possible pours.'],
      par: 569,
      cases: [
        { tag: 'empty', input: '1 1 1 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1 1 1\n', output: '0\n' },
        { tag: 'tricky', input: '5 3 8 8\n', output: '0\n' },
        { tag: 'tricky', input: '10 10 5 6\n', output: '-1\n' },
        { tag: 'typical', input: '7 11 18 9\n', output: '16\n' },
        { tag: 'typical', input: '4 9 20 1\n', output: '4\n' },
        { tag: 'tricky', input: '6 9 30 4\n', output: '-1\n' },
        { tag: 'typical', input: '31 47 90 1\n', output: '8\n' },
        { tag: 'maximum', input: '61 60 100 80\n', output: '79\n' },
        { tag: 'maximum', input: '100 98 100 51\n', output: '-1\n' },
      ],
    },
    E: {
      description:
        'Finance now bills the team per decilitre drawn from the coffee machine, so you want to waste as little as possible. ' +
        'You have two unmarked pots of a and b decilitres, both empty; filling a pot to the brim from the machine costs the number of decilitres added, while emptying a pot into the sink or pouring one pot into the other (until the first is empty or the second is full) is free. ' +
        'Given a, b and t (1 <= a, b <= 300, 0 <= t <= 300), print the minimum total number of decilitres drawn from the machine so that at least one pot holds exactly t decilitres, or -1 if impossible.',
      human: {
        input_format: 'One line with three integers a, b, t separated by spaces: 1 <= a <= 300, 1 <= b <= 300, 0 <= t <= 300. With t = 0 the answer is 0.',
        output_format: 'One integer: the minimum number of decilitres drawn, or -1.',
        examples: { input: '3 5 4\n', output: '9\n' },
      },
      hints: ['Operations now have different costs: use Dijkstra (or buckets by cost) instead of plain BFS.', 'Filling a pot that is not empty only costs the missing part.'],
      par: 515,
      cases: [
        { tag: 'empty', input: '1 1 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1 1\n', output: '1\n' },
        { tag: 'typical', input: '4 9 9\n', output: '9\n' },
        { tag: 'tricky', input: '4 6 5\n', output: '-1\n' },
        { tag: 'tricky', input: '9 4 1\n', output: '9\n' },
        { tag: 'typical', input: '7 11 6\n', output: '28\n' },
        { tag: 'typical', input: '13 31 1\n', output: '156\n' },
        { tag: 'tricky', input: '100 3 1\n', output: '100\n' },
        { tag: 'maximum', input: '300 299 150\n', output: '44850\n' },
        { tag: 'maximum', input: '297 256 300\n', output: '-1\n' },
      ],
    },
  },
};
