import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, UPPERCASE, type Random } from '../../../random';

const BILLION = 1_000_000_000;
const WORDS = [
  'alpha',
  'beta',
  'rc',
  'pre',
  'dev',
  'nightly',
  'Beta',
  'RC',
  'x',
  'a',
  'B',
  'hotfix',
  'rc-1',
  '-',
  'x-7',
];

/** A version core with small, realistic numbers. */
function core(random: Random): string {
  return `${random.int(0, 4)}.${random.int(0, random.pick([3, 12, 30]))}.${random.int(0, random.pick([5, 40, 300]))}`;
}

/** A version core whose numbers are near 10^9, so that comparing them as text goes wrong. */
function hugeCore(random: Random): string {
  return `${random.int(0, 2)}.${random.int(BILLION - 9999, BILLION)}.${random.int(0, BILLION)}`;
}

/** A pre-release identifier: a usual word, a number without leading zeros, or a mix with hyphens. */
function identifier(random: Random): string {
  const kind = random.int(0, 9);
  if (kind < 4) return random.pick(WORDS);
  if (kind < 8) return String(random.int(0, random.pick([9, 20, 99999])));
  return random.string(random.int(1, 4), LOWERCASE + UPPERCASE + DIGITS + '-') + random.pick(['a', 'Z', '-']);
}

/** A pre-release: one to three identifiers joined by dots. */
function preRelease(random: Random): string {
  return Array.from({ length: random.int(1, 3) }, () => identifier(random)).join('.');
}

/** A version with a pre-release now and then. */
function preVersion(random: Random, coreOf = core): string {
  return coreOf(random) + (random.chance(0.6) ? '-' + preRelease(random) : '');
}

/** Build metadata such as build.77 or exp.sha.5114f85. */
function build(random: Random): string {
  return Array.from({ length: random.int(1, 3) }, () =>
    random.string(random.int(1, 7), LOWERCASE + UPPERCASE + DIGITS + '-'),
  ).join('.');
}

/** A version with optional pre-release and optional build metadata. */
function builtVersion(random: Random, coreOf = core): string {
  return preVersion(random, coreOf) + (random.chance(0.5) ? '+' + build(random) : '');
}

/** n versions, each from `version`, some of them repeated as a pod fleet would. */
function list(n: number, version: (random: Random) => string) {
  return (random: Random) => {
    const versions: string[] = [];
    for (let i = 0; i < n; i++) versions.push(i && random.chance(0.15) ? random.pick(versions) : version(random));
    return `${n}\n` + versions.map((v) => v + '\n').join('');
  };
}

const sized = (min: number, max: number, version: (random: Random) => string) => (random: Random) =>
  list(random.int(min, max), version)(random);

/** A version number within `spread` of `base`, kept in 0..10^9. */
function near(random: Random, base: number, spread: number): number {
  return Math.min(BILLION, Math.max(0, base + random.int(-spread, spread)));
}

/** A constraint and n versions around it, so that some satisfy it and some do not. */
function constrained(n: number, base: (random: Random) => number[], spread: number) {
  return (random: Random) => {
    const [a, b, c] = base(random);
    const constraint = random.pick(['', '>=', '~', '^']) + `${a}.${b}.${c}`;
    const versions = Array.from({ length: n }, () =>
      random.chance(0.1)
        ? `${a}.${b}.${c}`
        : `${random.chance(0.7) ? a : near(random, a, 1)}.${random.chance(0.5) ? b : near(random, b, spread)}.${near(random, c, spread)}`,
    );
    return `${constraint}\n${n}\n` + versions.map((v) => v + '\n').join('');
  };
}

const smallBase = (random: Random) => [random.pick([0, 0, 1, 2, 3]), random.int(0, 12), random.int(0, 20)];
const hugeBase = (random: Random) => [
  random.int(BILLION - 3, BILLION - 1),
  random.int(BILLION - 50, BILLION - 1),
  random.int(BILLION - 50, BILLION - 1),
];

const COMMANDS = ['major', 'minor', 'patch', 'rc', 'release'];

/** A starting version (with -rc.N now and then) and n bot commands, rc and release the most common. */
function bot(n: number, start: (random: Random) => string) {
  return (random: Random) => {
    const weights = COMMANDS.map(() => random.int(1, 6));
    weights[3] += 4;
    const commands = Array.from({ length: n }, () => {
      let r = random.int(0, weights.reduce((s, w) => s + w) - 1);
      let i = 0;
      while (r >= weights[i]) r -= weights[i++];
      return COMMANDS[i];
    });
    return `${start(random)}\n${n}\n` + commands.map((c) => c + '\n').join('');
  };
}

const smallStart = (random: Random) =>
  `${random.int(0, 99)}.${random.int(0, 99)}.${random.int(0, 999)}` +
  (random.chance(0.4) ? `-rc.${random.int(1, 30)}` : '');

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n0.0.0\n' },
      { tag: 'tricky', input: '2\n2.0.0\n10.0.0\n' },
      { tag: 'tricky', input: '3\n1.2.9\n1.2.10\n1.2.1\n' },
      { tag: 'tricky', input: '2\n1000000000.0.0\n999999999.999999999.999999999\n' },
    ],
    drawn: [
      { tag: 'typical', draw: sized(4, 8, core) },
      { tag: 'typical', draw: sized(10, 60, core) },
      { tag: 'typical', draw: sized(5, 40, (random) => (random.chance(0.3) ? hugeCore(random) : core(random))) },
      { tag: 'maximum', draw: list(500, core) },
      { tag: 'maximum', draw: list(500, hugeCore) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n0.0.0-0\n' },
      {
        tag: 'tricky',
        input:
          '8\n1.0.0\n1.0.0-rc.1\n1.0.0-beta.11\n1.0.0-beta.2\n1.0.0-beta\n1.0.0-alpha.beta\n1.0.0-alpha.1\n1.0.0-alpha\n',
      },
      { tag: 'tricky', input: '4\n1.0.0-1\n1.0.0-a\n1.0.0-10\n1.0.0-9\n' },
      { tag: 'tricky', input: '3\n2.0.0-rc.1.1\n2.0.0-rc.1\n2.0.0-rc.1.a\n' },
      { tag: 'tricky', input: '3\n1.0.0-B\n1.0.0-a\n1.0.0-A\n' },
    ],
    drawn: [
      { tag: 'typical', draw: sized(3, 10, preVersion) },
      { tag: 'typical', draw: sized(15, 60, preVersion) },
      { tag: 'typical', draw: sized(10, 40, (random) => `1.0.${random.int(0, 2)}-` + preRelease(random)) },
      { tag: 'maximum', draw: list(500, preVersion) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '^1.0.0\n0\n' },
      { tag: 'minimum', input: '0.0.0\n1\n0.0.0\n' },
      { tag: 'tricky', input: '^0.2.3\n5\n0.2.3\n0.2.99\n0.3.0\n0.2.2\n1.2.3\n' },
      { tag: 'tricky', input: '^0.0.3\n4\n0.0.3\n0.0.4\n0.0.2\n0.1.0\n' },
      { tag: 'tricky', input: '~1.2.3\n5\n1.2.3\n1.2.10\n1.3.0\n1.2.2\n2.2.3\n' },
      { tag: 'tricky', input: '^0.0.0\n3\n0.0.0\n0.0.1\n0.1.0\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => constrained(random.int(4, 12), smallBase, 3)(random) },
      { tag: 'typical', draw: (random) => constrained(random.int(15, 50), smallBase, 10)(random) },
      { tag: 'typical', draw: (random) => constrained(random.int(5, 30), hugeBase, 30)(random) },
      { tag: 'maximum', draw: constrained(500, smallBase, 12) },
      { tag: 'maximum', draw: constrained(500, hugeBase, 60) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '1.0.0\n0\n' },
      { tag: 'minimum', input: '0.0.0\n1\npatch\n' },
      { tag: 'tricky', input: '2.3.4-rc.9\n3\nrc\npatch\nrc\n' },
      { tag: 'tricky', input: '2.3.4\n2\nrelease\nrelease\n' },
      { tag: 'tricky', input: '1.9.9-rc.2\n1\nmajor\n' },
      { tag: 'tricky', input: '1000000.1000000.1000000-rc.1000000\n5\nrc\nrelease\nrc\npatch\nmajor\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => bot(random.int(6, 12), smallStart)(random) },
      { tag: 'typical', draw: (random) => bot(random.int(15, 60), smallStart)(random) },
      {
        tag: 'typical',
        draw: (random) =>
          bot(
            random.int(5, 20),
            (r) => `${r.int(0, 1e6)}.${r.int(0, 1e6)}.${r.int(0, 1e6)}-rc.${r.int(1, 1e6)}`,
          )(random),
      },
      { tag: 'maximum', draw: bot(1000, smallStart) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n0.0.0-0+0\n' },
      { tag: 'tricky', input: '3\n1.0.0+b\n1.0.0+a\n1.0.0\n' },
      { tag: 'tricky', input: '2\n1.0.0-rc.1+build-99\n1.0.0-rc.1.x\n' },
      { tag: 'tricky', input: '3\n2.0.0-alpha-1\n2.0.0-alpha.1\n2.0.0-alpha\n' },
    ],
    drawn: [
      { tag: 'typical', draw: sized(3, 10, builtVersion) },
      { tag: 'typical', draw: sized(15, 60, builtVersion) },
      {
        tag: 'typical',
        draw: sized(
          5,
          30,
          (random) =>
            `2.${random.int(0, 1)}.0` + (random.chance(0.8) ? '-' + preRelease(random) : '') + '+' + build(random),
        ),
      },
      { tag: 'maximum', draw: list(500, builtVersion) },
      {
        tag: 'maximum',
        draw: list(500, (random) => `7.7.7-rc.${random.int(0, 499)}+build.${random.int(0, 99999)}`),
      },
    ],
  },
});
