import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 81,
  title: 'The Break-Room Mug Pyramid',
  category: 'puzzles',
  difficulty: 1,
  variations: {
    A: {
      description:
        'It is 3 a.m., the deploy is stuck, and you have started stacking empty coffee mugs into a pyramid. ' +
        'The top level holds 1 mug, the level below it 2 mugs, the next 3, and so on: a pyramid of n levels has n mugs on its bottom level. ' +
        'Given n (0 <= n <= 1000000), print how many mugs the whole pyramid needs.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000. A pyramid with n = 0 levels needs 0 mugs.',
        output_format: 'One integer: the total number of mugs.',
        examples: { input: '4\n', output: '10\n' },
      },
      hints: ['Level i holds i mugs; add up 1 + 2 + ... + n.', 'Gauss has a closed formula for that sum.'],
      par: 41,
    },
    B: {
      description:
        'The break room has m clean mugs, and you want the tallest pyramid you can finish before the pager goes off again. ' +
        'The top level holds 1 mug, the next level 2, the next 3, and so on; a level only counts if it is complete. ' +
        'Given m (0 <= m <= 10^12), print the largest number of complete levels k such that 1 + 2 + ... + k <= m.',
      human: {
        input_format: 'A single line with one integer m, 0 <= m <= 1000000000000. With m = 0 you build 0 levels.',
        output_format: 'One integer: the number of complete levels.',
        examples: { input: '12\n', output: '4\n' },
      },
      hints: ['k(k+1)/2 <= m; solve the quadratic, then double-check the neighbours of your answer.'],
      par: 69,
    },
    C: {
      description:
        'The facilities team complained about your wobbly mug towers, so now you build square pyramids. ' +
        'The top level is a 1 x 1 square of mugs, the level below a 2 x 2 square, then 3 x 3, and so on: a pyramid of n levels has an n x n bottom level. ' +
        'Given n (0 <= n <= 100000), print how many mugs the whole square pyramid needs.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 100000. A pyramid with n = 0 levels needs 0 mugs.',
        output_format: 'One integer: the total number of mugs.',
        examples: { input: '3\n', output: '14\n' },
      },
      hints: ['Add up 1^2 + 2^2 + ... + n^2.', 'Closed form: n(n+1)(2n+1)/6.'],
      par: 57,
    },
    D: {
      description:
        'You have m mugs and you build the tallest triangular pyramid you can: the top level holds 1 mug, the next 2, the next 3, and so on, and you only add a level if you can complete it. ' +
        'The mugs that do not fit go back in the dishwasher. ' +
        'Given m (0 <= m <= 10^12), print how many mugs are left over once the pyramid is as tall as possible.',
      human: {
        input_format: 'A single line with one integer m, 0 <= m <= 1000000000000. With m = 0 nothing is left over, so print 0.',
        output_format: 'One integer: the number of leftover mugs.',
        examples: { input: '12\n', output: '2\n' },
      },
      hints: ['Find the largest k with k(k+1)/2 <= m, then subtract.', 'The leftover is always at most k.'],
      par: 94,
    },
    E: {
      description:
        'Every on-call engineer on the team built their own mug pyramid tonight, and facilities wants the total count before they confiscate them. ' +
        'A pyramid of n levels holds 1 mug on top, 2 on the next level, and so on down to n on the bottom. ' +
        'Given the number of levels of each pyramid (at most 1000 pyramids, each 0 <= n <= 10000), print the total number of mugs in all of them.',
      human: {
        input_format: 'A single line of integers separated by single spaces: the level counts, at most 1000 of them, each 0 <= n <= 10000. The line may be empty (no pyramids), in which case print 0.',
        output_format: 'One integer: the total number of mugs across all pyramids.',
        examples: { input: '3 1 4\n', output: '17\n' },
      },
      hints: ['Each pyramid of n levels needs n(n+1)/2 mugs.'],
      par: 64,
    },
  },
};
