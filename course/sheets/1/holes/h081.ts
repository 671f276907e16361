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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '1\n' },
        { tag: 'typical', input: '2\n', output: '3\n' },
        { tag: 'typical', input: '10\n', output: '55\n' },
        { tag: 'typical', input: '37\n', output: '703\n' },
        { tag: 'typical', input: '999\n', output: '499500\n' },
        { tag: 'tricky', input: '65536\n', output: '2147516416\n' },
        { tag: 'tricky', input: '100001\n', output: '5000150001\n' },
        { tag: 'maximum', input: '1000000\n', output: '500000500000\n' },
        { tag: 'maximum', input: '999999\n', output: '499999500000\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '1\n' },
        { tag: 'typical', input: '2\n', output: '1\n' },
        { tag: 'tricky', input: '3\n', output: '2\n' },
        { tag: 'typical', input: '100\n', output: '13\n' },
        { tag: 'tricky', input: '500000500000\n', output: '1000000\n' },
        { tag: 'tricky', input: '500000499999\n', output: '999999\n' },
        { tag: 'typical', input: '123456789\n', output: '15712\n' },
        { tag: 'maximum', input: '1000000000000\n', output: '1414213\n' },
        { tag: 'maximum', input: '999999999999\n', output: '1414213\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '1\n' },
        { tag: 'typical', input: '2\n', output: '5\n' },
        { tag: 'typical', input: '10\n', output: '385\n' },
        { tag: 'typical', input: '24\n', output: '4900\n' },
        { tag: 'typical', input: '1234\n', output: '627121885\n' },
        { tag: 'tricky', input: '65535\n', output: '93822844764160\n' },
        { tag: 'tricky', input: '99999\n', output: '333328333350000\n' },
        { tag: 'maximum', input: '100000\n', output: '333338333350000\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '0\n' },
        { tag: 'typical', input: '2\n', output: '1\n' },
        { tag: 'tricky', input: '6\n', output: '0\n' },
        { tag: 'typical', input: '100\n', output: '9\n' },
        { tag: 'tricky', input: '500000500000\n', output: '0\n' },
        { tag: 'tricky', input: '500000499999\n', output: '999999\n' },
        { tag: 'typical', input: '987654321\n', output: '41975\n' },
        { tag: 'maximum', input: '1000000000000\n', output: '88209\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '1\n' },
        { tag: 'typical', input: '2 2 2\n', output: '9\n' },
        { tag: 'tricky', input: '0 0 5 0\n', output: '15\n' },
        { tag: 'typical', input: '10 20 30 40 50\n', output: '2825\n' },
        { tag: 'typical', input: Array.from({ length: 100 }, (_, i) => (i * 37) % 101).join(' ') + '\n', output: '169620\n' },
        { tag: 'maximum', input: Array(1000).fill(10000).join(' ') + '\n', output: '50005000000\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i * 7919) % 10001).join(' ') + '\n', output: '16653699659\n' },
      ],
    },
  },
};
