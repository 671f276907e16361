import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, UPPERCASE, type Random } from '../../../random';

const NAMES = [
  'deploy',
  'build',
  'compile',
  'test',
  'unit',
  'e2e',
  'ship',
  'canary',
  'rollback',
  'alert',
  'page-oncall',
  'logs',
  'restore',
  'backup',
  'flush',
  'cache',
  'dns',
  'certs',
  'renew',
  'rotate',
  'migrate',
  'warmup',
  'retry_loop',
  'lint',
  'README.md',
  'v2.3.1',
  'db',
  'coffee',
  'Makefile',
  'INCIDENTS',
  'Z-last',
  'a',
  'B',
];

const NAME_CHARS = LOWERCASE + UPPERCASE + DIGITS + '-_.';

interface Item {
  depth: number;
  name: string;
}

/** A name: mostly a usual runbook step, sometimes made up from any allowed character, up to 20 long. */
const name = (random: Random) =>
  random.chance(0.8) ? random.pick(NAMES) : random.string(random.int(1, 20), NAME_CHARS);

/**
 * n items, the first at depth 0 and each at most one deeper than the one before and never deeper
 * than `deepest`; with probability `dive` an item goes one deeper, otherwise it climbs to any depth.
 */
function outline(random: Random, n: number, deepest: number, dive: number): Item[] {
  const items: Item[] = [];
  let depth = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0) depth = random.chance(dive) ? Math.min(depth + 1, deepest) : random.int(0, depth);
    items.push({ depth, name: name(random) });
  }
  return items;
}

const indented = (items: Item[]) =>
  `${items.length}\n` + items.map(({ depth, name }) => `${'  '.repeat(depth)}${name}\n`).join('');

/** The items drawn as the tree command draws them. */
function drawing(items: Item[]): string {
  const later = items.map(({ depth }, i) => {
    for (let j = i + 1; j < items.length && items[j].depth >= depth; j++) if (items[j].depth === depth) return true;
    return false;
  });
  const open: boolean[] = [];
  const lines = items.map(({ depth, name }, i) => {
    open[depth] = later[i];
    if (depth === 0) return name;
    let prefix = '';
    for (let d = 1; d < depth; d++) prefix += open[d] ? '|   ' : '    ';
    return prefix + (later[i] ? '|-- ' : '`-- ') + name;
  });
  return `${items.length}\n` + lines.map((line) => line + '\n').join('');
}

/** A moderate outline: 8 to 60 items, 2 to 6 levels deep. */
const moderate = (random: Random) => outline(random, random.int(8, 60), random.int(2, 6), random.int(30, 50) / 100);

/** 200 items diving often down to depth 10. */
const deep = (random: Random) => outline(random, 200, 10, 0.7);

/** 200 items on few levels, with many siblings. */
const broad = (random: Random) => outline(random, 200, random.int(2, 4), 0.3);

type Shape = (random: Random) => Item[];

const drawn = (format: (items: Item[], random: Random) => string) => {
  const as = (shape: Shape) => (random: Random) => format(shape(random), random);
  return [
    { tag: 'typical' as const, draw: as(moderate) },
    { tag: 'typical' as const, draw: as(moderate) },
    { tag: 'typical' as const, draw: as(moderate) },
    { tag: 'maximum' as const, draw: as(deep) },
    { tag: 'maximum' as const, draw: as(broad) },
  ];
};

/** Each item with its own size, mostly small, some up to 1000000. */
const sized = (items: Item[], random: Random) =>
  `${items.length}\n` +
  items
    .map(({ depth, name }) => {
      const size = random.chance(0.1) ? 0 : random.chance(0.8) ? random.int(1, 5000) : random.int(5000, 1000000);
      return `${'  '.repeat(depth)}${name} ${size}\n`;
    })
    .join('');

/** Every size 1000000 or nearly: the largest totals. */
const heavy = (random: Random) => {
  const items = deep(random);
  return (
    `${items.length}\n` +
    items.map(({ depth, name }) => `${'  '.repeat(depth)}${name} ${1000000 - random.int(0, 9)}\n`).join('')
  );
};

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\ndeploy\n' },
      { tag: 'tricky', input: '4\na\n  b\n    c\n      d\n' },
      { tag: 'tricky', input: '4\na\nb\nc\nd\n' },
      { tag: 'tricky', input: '7\nx\n  y\n    z\n  w\n    v\n      u\nt\n' },
    ],
    drawn: drawn(indented),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\ndeploy\n' },
      { tag: 'tricky', input: '4\na\n  b\n    c\n      d\n' },
      { tag: 'tricky', input: '4\na\nb\nc\nd\n' },
      { tag: 'tricky', input: '7\nx\n  y\n    z\n  w\n    v\n      u\nt\n' },
    ],
    drawn: drawn(indented),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\ndeploy 7919\n' },
      { tag: 'tricky', input: '4\na 7919\n  b 15838\n    c 23757\n      d 31676\n' },
      { tag: 'tricky', input: '4\na 7919\nb 15838\nc 23757\nd 31676\n' },
      { tag: 'tricky', input: '7\nx 7919\n  y 15838\n    z 23757\n  w 31676\n    v 39595\n      u 47514\nt 55433\n' },
    ],
    drawn: [...drawn(sized), { tag: 'maximum', draw: heavy }],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\ndeploy\n' },
      { tag: 'tricky', input: '4\na\n  b\n    c\n      d\n' },
      { tag: 'tricky', input: '4\na\nb\nc\nd\n' },
      { tag: 'tricky', input: '7\nx\n  y\n    z\n  Y\n    v\n      u\nX\n' },
    ],
    drawn: drawn(indented),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\ndeploy\n' },
      { tag: 'tricky', input: '4\na\n`-- b\n    `-- c\n        `-- d\n' },
      { tag: 'tricky', input: '4\na\nb\nc\nd\n' },
      { tag: 'tricky', input: '7\nx\n|-- y\n|   `-- z\n`-- w\n    `-- v\n        `-- u\nt\n' },
    ],
    drawn: drawn(drawing),
  },
});
