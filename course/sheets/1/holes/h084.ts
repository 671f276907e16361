import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 84,
  title: 'Who Keeps the Pager',
  category: 'puzzles',
  difficulty: 4,
  variations: {
    A: {
      description:
        'Nobody wants the pager this weekend, so the n engineers, numbered 1 to n, stand in a circle in increasing order. ' +
        'Starting from engineer 1, they count off "safe, pager-free": every second engineer still in the circle is excused and leaves (so 2 leaves first, then 4, and so on around the circle). ' +
        'The last engineer standing keeps the pager. Given n (0 <= n <= 10^9), print that engineer\'s number.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000000. With n = 0 nobody is left, so print 0.',
        output_format: 'One integer: the number of the engineer who keeps the pager.',
        examples: { input: '7\n', output: '7\n' },
      },
      hints: ['Simulating a billion people is too slow: look at the answers for small n and find the pattern.', 'Powers of two are special.'],
      par: 61,
    },
    B: {
      description:
        'The n engineers, numbered 1 to n, stand in a circle in increasing order to decide who keeps the pager. ' +
        'Counting starts at engineer 1; the k-th engineer counted leaves the circle, and counting restarts at 1 with the next engineer still present, again removing the k-th, and so on. ' +
        'Given n and k (0 <= n <= 1000000, 1 <= k <= 10^9), print the number of the last engineer standing.',
      human: {
        input_format: 'A single line with two integers n and k separated by a space, 0 <= n <= 1000000, 1 <= k <= 1000000000. With n = 0 print 0.',
        output_format: 'One integer: the number of the last engineer standing.',
        examples: { input: '7 3\n', output: '4\n' },
      },
      hints: ['Removing one person turns the problem into the same problem with n - 1 people, shifted by k.', 'J(1) = 0 and J(m) = (J(m-1) + k) mod m, counting from 0.'],
      par: 110,
    },
    C: {
      description:
        'The n engineers, numbered 1 to n, stand in a circle in increasing order; counting starts at engineer 1, the k-th engineer counted leaves the circle, and counting restarts at 1 with the next engineer still present. ' +
        'The incident-review bot wants the full log: print the numbers of all engineers in the order they leave, the last one being the engineer who keeps the pager. ' +
        'Limits: 0 <= n <= 2000, 1 <= k <= 10^9.',
      human: {
        input_format: 'A single line with two integers n and k separated by a space, 0 <= n <= 2000, 1 <= k <= 1000000000. With n = 0 the output is an empty line.',
        output_format: 'One line with n integers separated by single spaces: the order in which engineers leave (the survivor last).',
        examples: { input: '7 3\n', output: '3 6 2 7 5 1 4\n' },
      },
      hints: ['Keep the circle in an array and the current index; the next one out is at (index + k - 1) mod size.', 'Reduce k modulo the current size before walking.'],
      par: 182,
    },
    D: {
      description:
        'The n engineers, numbered 1 to n clockwise, stand in a circle to decide who keeps the pager, but this team likes to keep things dizzy. ' +
        'Counting starts at engineer 1 going clockwise (towards higher numbers), and the k-th engineer counted leaves; then the direction reverses, counting restarts at 1 with the nearest remaining engineer in the new direction, the k-th counted leaves, the direction reverses again, and so on. ' +
        'Given n and k (0 <= n <= 2000, 1 <= k <= 10^9), print the numbers of all engineers in the order they leave, the survivor last.',
      human: {
        input_format: 'A single line with two integers n and k separated by a space, 0 <= n <= 2000, 1 <= k <= 1000000000. With n = 0 the output is an empty line.',
        output_format: 'One line with n integers separated by single spaces: the order in which engineers leave (the survivor last).',
        examples: { input: '7 3\n', output: '3 7 4 6 5 2 1\n' },
      },
      hints: ['After a removal going clockwise, the next count starts at the counter-clockwise neighbour of the removed engineer, and vice versa.', 'Reduce k - 1 modulo the current circle size.'],
      par: 406,
    },
    E: {
      description:
        'The n engineers, numbered 1 to n, stand in a circle in increasing order; counting starts at some engineer s, the k-th engineer counted leaves the circle, and counting restarts at 1 with the next engineer still present, until one is left with the pager. ' +
        'You get to pick where the counting starts. ' +
        'Given n, k and y (1 <= y <= n <= 1000000, 1 <= k <= 10^9), print the starting engineer s (between 1 and n) for which you, engineer y, are the last one standing, because you are secretly the only one who likes the pager.',
      human: {
        input_format: 'A single line with three integers n, k and y separated by spaces, 1 <= y <= n <= 1000000, 1 <= k <= 1000000000. The smallest input is n = 1 (you are alone and the answer is 1).',
        output_format: 'One integer s, 1 <= s <= n: where counting must start so that engineer y is the last one standing. It is always unique.',
        examples: { input: '7 3 1\n', output: '5\n' },
      },
      hints: ['Solve the problem starting from engineer 1 first; starting at s just rotates everyone by s - 1.'],
      par: 115,
    },
  },
};
