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
    },
  },
};
