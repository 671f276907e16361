import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 17,
  title: 'Exponential Backoff Gone Wrong',
  category: 'arithmetic',
  difficulty: 7,
  variations: {
    A: {
      description:
        'A misconfigured retry policy multiplies its delay by a on every one of b retries, and the scheduler only keeps the value modulo m. ' +
        'Print a^b mod m, with the convention 0^0 = 1. ' +
        'All three numbers go up to 10^18, so intermediate products need more than 64 bits.',
      human: {
        input_format: 'One line with three integers a, b and m: 0 <= a <= 10^18, 0 <= b <= 10^18, 1 <= m <= 10^18. ' +
          'The emptiest input is 0 0 1; everything is 0 modulo 1, so print 0.',
        output_format: 'One integer: a^b mod m, between 0 and m - 1.',
        examples: { input: '3 200 1000000007\n', output: '136318165\n' },
      },
      hints: ['Square-and-multiply needs about 60 steps for b up to 10^18.', 'Products of two numbers below 10^18 overflow 64 bits: use big integers.'],
      par: 56,
    },
    B: {
      description:
        'The backoff delay after b retries is a^b milliseconds, and the log line only has room for its last k digits. ' +
        'If a^b has at least k digits, print its last k digits exactly, keeping leading zeros; if it has fewer than k digits, print a^b in full, without padding. ' +
        'Use 0^0 = 1. ' +
        'The exponent goes up to 10^18.',
      human: {
        input_format: 'One line with three integers a, b and k: 0 <= a <= 1000000000, 0 <= b <= 10^18, 1 <= k <= 18. ' +
          'The emptiest input is 0 0 1; 0^0 = 1, so print 1.',
        output_format: 'One line: the last k digits of a^b (exactly k characters), or a^b itself if it is shorter than k digits.',
        examples: { input: '2 100 5\n', output: '05376\n' },
      },
      hints: ['The last k digits are a^b mod 10^k.', 'You must also find out whether a^b reaches 10^k; that takes only a few multiplications when a >= 2.'],
      par: 216,
    },
    C: {
      description:
        'The retry multiplier itself grows exponentially, so the delay is a power tower: a^(b^c). ' +
        'Given a prime m, print a^(b^c) mod m, using the convention 0^0 = 1 (for the inner power b^c too). ' +
        'The numbers a, b and c go up to 10^18, so b^c is far too large to compute directly.',
      human: {
        input_format: 'One line with four integers a, b, c and m: 0 <= a, b, c <= 10^18, and m is a prime with 2 <= m <= 1000000007. ' +
          'The emptiest input is 0 0 0 2; then b^c = 1 and a^1 = 0, so print 0.',
        output_format: 'One integer: a^(b^c) mod m.',
        examples: { input: '2 3 2 1000000007\n', output: '512\n' },
      },
      hints: ['Fermat: if a is not a multiple of m, a^e mod m depends only on e mod (m - 1).', 'If a is a multiple of m, the answer depends only on whether b^c is 0.'],
      par: 152,
    },
    D: {
      description:
        'Adding up every backoff delay of a retry storm gives the geometric series 1 + a + a^2 + ... + a^n. ' +
        'Print this sum modulo m. n goes up to 10^18, and m is not necessarily prime, so you cannot simply divide by a - 1.',
      human: {
        input_format: 'One line with three integers a, n and m: 0 <= a <= 1000000000, 0 <= n <= 10^18, 1 <= m <= 1000000000. ' +
          'The emptiest input is 0 0 1; then print 0.',
        output_format: 'One integer: (1 + a + ... + a^n) mod m.',
        examples: { input: '2 10 1000\n', output: '47\n' },
      },
      hints: ['Split the sum in halves: S(2k) = S(k) * (1 + a^k).', 'Or use a 2x2 matrix power.'],
      par: 282,
    },
    E: {
      description:
        'The retry counter overflowed every integer type and is now stored as a decimal string. ' +
        'Print a^b mod m, where b has up to 1000 decimal digits, using the convention 0^0 = 1. ' +
        'Converting b to an ordinary integer will not work.',
      human: {
        input_format: 'One line with three integers a, b and m separated by single spaces: 0 <= a <= 1000000000, b has 1 to 1000 digits without leading zeros (or is 0), and 1 <= m <= 1000000000. ' +
          'The emptiest input is 0 0 1; then print 0.',
        output_format: 'One integer: a^b mod m.',
        examples: { input: '2 12345678901234567890 1000\n', output: '224\n' },
      },
      hints: ['Process the digits of b from the left: a^(10x + d) = (a^x)^10 * a^d.'],
      par: 61,
    },
  },
};
