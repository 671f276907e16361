import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const octal = (mode: number) => mode.toString(8).padStart(3, '0');

const modes = (list: number[]) => `${list.length}\n` + list.map((m) => octal(m) + '\n').join('');

/** Modes that real layers grant. */
const COMMON = [
  0o755, 0o775, 0o777, 0o750, 0o770, 0o700, 0o644, 0o664, 0o666, 0o640, 0o660, 0o600, 0o555, 0o444, 0o711, 0o751,
];

/** What the layers should leave: a mode of at most six bits, so the others have bits to add. */
const BASES = [0o750, 0o740, 0o700, 0o640, 0o600, 0o550, 0o500, 0o444, 0o440, 0o400, 0o711, 0o070, 0o604, 0o310];

/**
 * k layers (k from `min` to `max`): each grants a shared base plus random other bits, and now and
 * then (with probability `wild`) one is a common mode of its own that may take base bits away.
 */
const layers = (min: number, max: number, wild: number) => (random: Random) => {
  const base = random.pick(BASES);
  const density = random.pick([0.3, 0.5, 0.7]);
  const extra = () =>
    Array.from({ length: 9 }, (_, bit) => (random.chance(density) ? 1 << bit : 0)).reduce((a, b) => a | b, 0);
  return modes(
    Array.from({ length: random.int(min, max) }, () => (random.chance(wild) ? random.pick(COMMON) : base | extra())),
  );
};

/** 500 layers that all grant 777 except a few, each missing one or two permissions. */
function nearlyOpen(random: Random): string {
  const list = Array<number>(500).fill(0o777);
  for (const at of random.sample([...list.keys()], random.int(3, 8)))
    list[at] = 0o777 & ~(1 << random.int(0, 8)) & ~(random.chance(0.3) ? 1 << random.int(0, 8) : 0);
  return modes(list);
}

/** A mode's nine permission bits, each set with probability `density`. */
const bits = (random: Random, density: number) =>
  Array.from({ length: 9 }, (_, bit) => (random.chance(density) ? 1 << bit : 0)).reduce((a, b) => a | b, 0);

/** The nine bits as `ls` shows them: rwx for the owner, the group and the others. */
const symbolic = (mode: number) =>
  Array.from({ length: 9 }, (_, i) => ((mode >> (8 - i)) & 1 ? 'rwx'[i % 3] : '-')).join('');

/** A mode of the variation's 512 (or 4096 with the special bits): few enough that rounds may share one. */
const mode = (density: number, show: (mode: number, random: Random) => string) => (random: Random) =>
  show(bits(random, density), random) + '\n';

/** The drawn cases of a single mode: three of everyday density, two with nearly every bit set. */
const singleMode = (show: (mode: number, random: Random) => string) =>
  [
    { tag: 'typical', draw: mode(0.5, show), few: true },
    { tag: 'typical', draw: mode(0.5, show), few: true },
    { tag: 'typical', draw: mode(0.35, show), few: true },
    { tag: 'maximum', draw: mode(0.9, show), few: true },
    { tag: 'maximum', draw: mode(0.95, show), few: true },
  ] as const;

/** A mode with its setuid, setgid and sticky digit in front. */
const special = (density: number) => (m: number, random: Random) => `${bits(random, density) & 7}${octal(m)}`;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '000\n' },
      { tag: 'minimum', input: '001\n' },
      { tag: 'tricky', input: '421\n' },
      { tag: 'tricky', input: '070\n' },
      { tag: 'tricky', input: '124\n' },
    ],
    drawn: singleMode((m) => octal(m)),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '---------\n' },
      { tag: 'minimum', input: '--------x\n' },
      { tag: 'tricky', input: '-w--w--w-\n' },
      { tag: 'tricky', input: '--x--x--x\n' },
      { tag: 'tricky', input: '---rwx---\n' },
    ],
    drawn: singleMode(symbolic),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '000 000\n' },
      { tag: 'minimum', input: '001 000\n' },
      { tag: 'tricky', input: '644 777\n' },
      { tag: 'tricky', input: '751 136\n' },
      { tag: 'tricky', input: '755 002\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => `${octal(bits(random, 0.7))} ${octal(bits(random, 0.25))}\n`, few: true },
      { tag: 'typical', draw: (random) => `${octal(bits(random, 0.6))} ${octal(bits(random, 0.3))}\n`, few: true },
      { tag: 'typical', draw: (random) => `${octal(bits(random, 0.5))} ${octal(bits(random, 0.5))}\n`, few: true },
      { tag: 'maximum', draw: (random) => `${octal(bits(random, 0.95))} ${octal(bits(random, 0.1))}\n`, few: true },
      { tag: 'maximum', draw: (random) => `${octal(bits(random, 0.95))} ${octal(bits(random, 0.95))}\n`, few: true },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0000\n' },
      { tag: 'minimum', input: '0001\n' },
      { tag: 'tricky', input: '1644\n' },
      { tag: 'tricky', input: '6644\n' },
      { tag: 'tricky', input: '7000\n' },
    ],
    drawn: singleMode(special(0.5)),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n000\n' },
      { tag: 'minimum', input: '1\n750\n' },
      { tag: 'tricky', input: '2\n777\n777\n' },
      { tag: 'tricky', input: '2\n070\n007\n' },
    ],
    drawn: [
      { tag: 'typical', draw: layers(12, 20, 0.03) },
      { tag: 'typical', draw: layers(20, 60, 0.02) },
      { tag: 'typical', draw: layers(12, 30, 0.1) },
      { tag: 'maximum', draw: layers(500, 500, 0.004) },
      { tag: 'maximum', draw: nearlyOpen },
    ],
  },
});
