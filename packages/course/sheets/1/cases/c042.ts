import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, UPPERCASE, type Random } from '../../../random';

const ALPHA = UPPERCASE + LOWERCASE + DIGITS + '#.!';

const ONE = '1 1\nQ\n';

const ROW = '1 7\noncall!\n';

const COL = '5 1\nd\ne\np\nl\no\n';

const PAL = '2 3\nabc\ncba\n';

/** An r by c picture: mostly dots and # as on a dashboard, with letters and digits, or pure noise. */
function picture(random: Random, r: number, c: number): string[] {
  const ink = random.chance(0.5) ? ALPHA : '..........####' + random.string(4, ALPHA);
  return Array.from({ length: r }, () => random.string(c, ink));
}

/** A dashboard picture of r by c, with `extra` after the size on the header line. */
const dashboard =
  (r: (random: Random) => number, c: (random: Random) => number, extra?: (random: Random) => string) =>
  (random: Random) => {
    const [rows, cols] = [r(random), c(random)];
    return (
      `${rows} ${cols}${extra ? ' ' + extra(random) : ''}\n` +
      picture(random, rows, cols)
        .map((line) => line + '\n')
        .join('')
    );
  };

/** A number of quarter turns, small or up to 10^9. */
const turns = (random: Random) => String(random.chance(0.5) ? random.int(0, 12) : random.int(1e9 - 1000, 1e9));

const shapes = (extra?: (random: Random) => string) =>
  [
    {
      tag: 'typical',
      draw: dashboard(
        (random) => random.int(3, 20),
        (random) => random.int(3, 30),
        extra,
      ),
    },
    {
      tag: 'typical',
      draw: dashboard(
        (random) => random.int(1, 3),
        (random) => random.int(40, 100),
        extra,
      ),
    },
    {
      tag: 'typical',
      draw: dashboard(
        (random) => random.int(20, 60),
        (random) => random.int(2, 8),
        extra,
      ),
    },
    {
      tag: 'maximum',
      draw: dashboard(
        () => 100,
        () => 100,
        extra,
      ),
    },
    {
      tag: 'maximum',
      draw: dashboard(
        (random) => random.int(95, 100),
        (random) => random.int(95, 100),
        extra,
      ),
    },
  ] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: ONE },
      { tag: 'tricky', input: ROW },
      { tag: 'tricky', input: COL },
    ],
    drawn: shapes(),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: ONE },
      { tag: 'tricky', input: ROW },
      { tag: 'tricky', input: COL },
    ],
    drawn: shapes(),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: ONE },
      { tag: 'tricky', input: ROW },
      { tag: 'tricky', input: COL },
      { tag: 'tricky', input: PAL },
    ],
    drawn: shapes(),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: ONE },
      { tag: 'tricky', input: ROW },
      { tag: 'tricky', input: COL },
    ],
    drawn: shapes(),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 0 3\n' },
      { tag: 'minimum', input: '1 1 1\nQ\n' },
      { tag: 'tricky', input: '3 3 0\n123\n456\n789\n' },
      { tag: 'tricky', input: '5 1 1000000000\nd\ne\np\nl\no\n' },
      { tag: 'tricky', input: '2 3 999999999\nabc\ncba\n' },
    ],
    drawn: shapes(turns),
  },
});
