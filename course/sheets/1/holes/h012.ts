import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 12,
  title: 'Ticket Number Numerology',
  category: 'arithmetic',
  difficulty: 2,
  variations: {
    A: {
      description:
        'The on-call rota believes that a ticket with a high digit sum brings a long night. ' +
        'Given a ticket number n, which can have up to 1000 digits, print the sum of its decimal digits.',
      human: {
        input_format: 'A single line with a non-negative integer n of 1 to 1000 decimal digits, without leading zeros (n = 0 is written as 0). ' +
          'The empty input is the number 0; its digit sum is 0.',
        output_format: 'One integer: the sum of the digits of n.',
        examples: { input: '31337\n', output: '17\n' },
      },
      hints: ['Treat the number as a string of digits.'],
      par: 29,
    },
    B: {
      description:
        'The numerology bot reduces every ticket number to a single lucky digit. ' +
        'Replace n by the sum of its decimal digits, again and again, until a single digit remains, and print that digit (the digital root). ' +
        'The number can have up to 1000 digits.',
      human: {
        input_format: 'A single line with a non-negative integer n of 1 to 1000 decimal digits, without leading zeros (n = 0 is written as 0). ' +
          'The empty input is the number 0; its digital root is 0.',
        output_format: 'One digit: the digital root of n.',
        examples: { input: '31337\n', output: '8\n' },
      },
      hints: ['After the first digit sum, the number is small.', 'There is also a closed form using remainders by 9.'],
      par: 47,
    },
    C: {
      description:
        'How stubborn is a ticket number? ' +
        'Count how many times you must replace n by the sum of its decimal digits until a single digit remains (the additive persistence). ' +
        'A one-digit number needs 0 steps. ' +
        'The number can have up to 1000 digits.',
      human: {
        input_format: 'A single line with a non-negative integer n of 1 to 1000 decimal digits, without leading zeros (n = 0 is written as 0). ' +
          'The empty input is the number 0; it needs 0 steps.',
        output_format: 'One integer: the number of digit-sum steps.',
        examples: { input: '31337\n', output: '2\n' },
      },
      hints: ['Count the steps, not the sums.'],
      par: 75,
    },
    D: {
      description:
        'Tickets whose number is divisible by 7 are considered cursed, and the triage bot needs the remainder to decide. ' +
        'Print the remainder of n divided by 7. ' +
        'The number can have up to 1000 digits, far beyond ordinary integer types.',
      human: {
        input_format: 'A single line with a non-negative integer n of 1 to 1000 decimal digits, without leading zeros (n = 0 is written as 0). ' +
          'The empty input is the number 0; its remainder is 0.',
        output_format: 'One integer from 0 to 6: n mod 7.',
        examples: { input: '31337\n', output: '5\n' },
      },
      hints: ['Process digits left to right: r = (10 * r + d) mod 7.'],
      par: 22,
    },
    E: {
      description:
        'A rival numerology school multiplies instead of adding. ' +
        'Count how many times you must replace n by the product of its decimal digits until a single digit remains (the multiplicative persistence); a one-digit number needs 0 steps. ' +
        'The number can have up to 1000 digits, so the first product can be enormous.',
      human: {
        input_format: 'A single line with a non-negative integer n of 1 to 1000 decimal digits, without leading zeros (n = 0 is written as 0). ' +
          'The empty input is the number 0; it needs 0 steps.',
        output_format: 'One integer: the number of digit-product steps.',
        examples: { input: '39\n', output: '3\n' },
      },
      hints: ['Any zero digit makes the product 0.', 'The first product of many 9s is a huge number: use big integers.'],
      par: 98,
    },
  },
};
