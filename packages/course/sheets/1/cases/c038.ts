import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, PRINTABLE, UPPERCASE, type Random } from '../../../random';

const b = (s: string) => `${s.length}:${s}`;

const TORRENT =
  'd' +
  b('announce') +
  b('http://tracker.example.com:6969/announce') +
  b('info') +
  'd' +
  b('files') +
  'l' +
  'd' +
  b('length') +
  'i1024e' +
  b('path') +
  'l' +
  b('logs') +
  b('app.log') +
  'ee' +
  'd' +
  b('length') +
  'i-7e' +
  b('path') +
  'l' +
  b('core') +
  'ee' +
  'e' +
  b('name') +
  b('incident-2024-03-01') +
  b('piece length') +
  'i262144e' +
  'e' +
  b('retries') +
  'i0e' +
  'e';

/** A decoded bencode value, kept as a tree so that paths can be walked and leaves corrupted. */
type Leaf = { kind: 'int' | 'str'; text: string };
type Node = Leaf | { kind: 'list'; items: Node[] } | { kind: 'dict'; keys: string[]; items: Node[] };

function encode(node: Node): string {
  if ('text' in node) return node.text;
  if (node.kind === 'list') return 'l' + node.items.map(encode).join('') + 'e';
  return 'd' + node.items.map((item, i) => b(node.keys[i]) + encode(item)).join('') + 'e';
}

const KEYS = [
  'announce',
  'info',
  'files',
  'length',
  'path',
  'name',
  'piece length',
  'pieces',
  'private',
  'retries',
  'comment',
  'created by',
  'md5sum',
  'e',
  'i',
  'l',
  'd',
  '0',
  '1:x',
  'a"b',
  'c\\d',
  'url-list',
];
const WORDS = [
  'moo',
  'spam',
  'app.log',
  'core',
  'logs',
  'http://tracker.example.com:6969/announce',
  'incident-2024-03-01',
  'i3e',
  'l1:ae',
  '4:spam',
  'e',
  'd',
  ':',
  '"',
  '\\',
  'say "hi"',
  'C:\\logs\\',
];
const KEY_CHARS = LOWERCASE + UPPERCASE + DIGITS + ' -_:"\\';

/** How the integers of a variation look: at most `digits` digits. */
interface Kit {
  digits: number;
}

/** An integer leaf: small most of the time, negative now and then, up to the allowed digits. */
function int(random: Random, kit: Kit): Leaf {
  const top = 10 ** kit.digits - 1;
  const value = random.pick([random.int(0, 9), random.int(-99, 999), random.int(-1e6, 1e6), random.int(-top, top)]);
  return { kind: 'int', text: `i${value}e` };
}

/** A string leaf of at most `max` characters: a word, printable noise, or something that looks like bencode. */
function str(random: Random, max: number): Leaf {
  const text = random.chance(0.5) ? random.pick(WORDS) : random.string(random.int(0, 12), PRINTABLE);
  return { kind: 'str', text: b(text.length + 3 <= max ? text : text.slice(0, Math.max(0, max - 3))) };
}

/** A dictionary key: a usual one, or a made-up one (never empty, never with a dot). */
function key(random: Random): string {
  return random.chance(0.6) ? random.pick(KEYS) : random.string(random.int(1, 8), KEY_CHARS).trim() || 'k';
}

/** The cost of a node once encoded. */
function size(node: Node): number {
  return encode(node).length;
}

/** A value of at most about `budget` characters, nested at most `depth` deep, dictionary keys sorted and distinct. */
function grow(random: Random, kit: Kit, budget: number, depth: number, root = false): Node {
  if (!root && (depth <= 0 || budget < 8 || random.chance(0.3)))
    return random.chance(0.5) && budget >= 6 ? int(random, kit) : str(random, budget);
  const dict = random.chance(0.5);
  const entries: [string, Node][] = [];
  const used = new Set<string>();
  let left = budget - 2;
  while (left > 4 && (entries.length === 0 || random.chance(0.8))) {
    const k = dict ? key(random) : '';
    if (used.has(k) && dict) continue;
    used.add(k);
    const child = grow(random, kit, random.int(3, Math.max(3, Math.floor(left / 2))), depth - 1);
    entries.push([k, child]);
    left -= size(child) + (dict ? b(k).length : 0);
  }
  if (!dict) return { kind: 'list', items: entries.map(([, v]) => v) };
  entries.sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  return { kind: 'dict', keys: entries.map(([k]) => k), items: entries.map(([, v]) => v) };
}

/**
 * A torrent-like value of a hundred to a few thousand characters (shorter ones are too often the
 * same few words, so that two rounds would share them).
 */
const typicalNode = (kit: Kit) => (random: Random) => {
  for (;;) {
    const node = grow(random, kit, random.int(120, 2500), random.int(2, 6), true);
    if (size(node) >= 100) return node;
  }
};

/** A list of many leaves, up to about 10000 characters. */
const bigList =
  (kit: Kit) =>
  (random: Random): Node => {
    const items: Node[] = [];
    let length = 2;
    for (;;) {
      const item = random.chance(0.5) ? int(random, kit) : str(random, random.int(3, 12));
      length += size(item);
      if (length > 10000) break;
      items.push(item);
    }
    return { kind: 'list', items };
  };

/** A dictionary of about 300 distinct sorted keys with small values, up to about 10000 characters. */
const bigDict =
  (kit: Kit, limit = 10000) =>
  (random: Random): Node => {
    const keys = [
      ...new Set(Array.from({ length: 900 }, () => random.string(random.int(1, 6), LOWERCASE + DIGITS))),
    ].sort();
    const entries: [string, Node][] = [];
    let length = 2;
    for (const k of keys) {
      const value = random.chance(0.5) ? grow(random, kit, random.int(3, 30), 2) : int(random, kit);
      length += b(k).length + size(value);
      if (length > limit) break;
      entries.push([k, value]);
    }
    return { kind: 'dict', keys: entries.map(([k]) => k), items: entries.map(([, v]) => v) };
  };

/** Lists and dictionaries nested `levels` deep, with a few small siblings along the way. */
function deep(random: Random, levels = 500): Node {
  let node: Node = random.chance(0.5) ? { kind: 'list', items: [] } : { kind: 'dict', keys: [], items: [] };
  for (let level = 1; level < levels; level++) {
    const sibling = () => (random.chance(0.5) ? int(random, { digits: 3 }) : str(random, random.int(3, 8)));
    if (random.chance(0.6)) {
      const items: Node[] = [node];
      while (random.chance(0.3)) items.splice(random.int(0, items.length), 0, sibling());
      node = { kind: 'list', items };
    } else {
      const keys = [
        ...new Set([random.string(random.int(1, 3), 'ldei' + LOWERCASE), ...(random.chance(0.3) ? [key(random)] : [])]),
      ].sort();
      const at = random.int(0, keys.length - 1);
      node = { kind: 'dict', keys, items: keys.map((_, i) => (i === at ? node : sibling())) };
    }
  }
  return node;
}

const line = (make: (random: Random) => Node) => (random: Random) => encode(make(random)) + '\n';

const JSON_KIT: Kit = { digits: 15 };
const SUM_KIT: Kit = { digits: 12 };

/** Every node of a tree, parents before children. */
function nodes(root: Node): Node[] {
  const all = [root];
  for (let i = 0; i < all.length; i++) {
    const node = all[i];
    if (node.kind === 'list' || node.kind === 'dict') all.push(...node.items);
  }
  return all;
}

/** Breaks a valid value in one of the ways the statement calls invalid (or, rarely, leaves it valid). */
function corrupt(random: Random, root: Node): string {
  const all = nodes(root);
  const leaves = all.filter((n): n is Leaf => n.kind === 'int' || n.kind === 'str');
  const dicts = all.filter((n): n is Extract<Node, { kind: 'dict' }> => n.kind === 'dict' && n.keys.length >= 2);
  const kind = random.int(0, 6);
  if (kind === 0 && leaves.length) {
    const leaf = random.pick(leaves);
    leaf.text = random.pick(['i-0e', 'ie', 'i-e', `i0${random.int(0, 99)}e`, `i${random.int(1, 9)}`, `i1.5e`]);
  } else if (kind === 1 && leaves.length) {
    const leaf = random.pick(leaves);
    leaf.text = leaf.kind === 'str' ? '0' + leaf.text : `${random.int(1, 3)}:`;
  } else if (kind === 2 && dicts.length) {
    const dict = random.pick(dicts);
    const i = random.int(0, dict.keys.length - 2);
    if (random.chance(0.5)) [dict.keys[i], dict.keys[i + 1]] = [dict.keys[i + 1], dict.keys[i]];
    else dict.keys[i + 1] = dict.keys[i];
  } else if (kind === 3) {
    const text = encode(root);
    return text.slice(0, -1);
  } else if (kind === 4) {
    return encode(root) + random.pick(['e', 'i1e', '0:', 'le', ' ']);
  } else if (kind === 5 && leaves.length) {
    const leaf = random.pick(leaves);
    const n = leaf.text.indexOf(':');
    if (leaf.kind === 'str') leaf.text = `${+leaf.text.slice(0, n) + random.int(1, 4)}${leaf.text.slice(n)}`;
    else leaf.text = 'd' + leaf.text + 'i1ee';
  } else return 'd' + int(random, JSON_KIT).text + encode(root) + 'e';
  return encode(root);
}

/** A value, valid half of the time and corrupted otherwise. */
const judged = (make: (random: Random) => Node) => (random: Random) => {
  const root = make(random);
  return (random.chance(0.5) ? encode(root) : corrupt(random, root)) + '\n';
};

/** A path to some value in the tree: mostly one that exists, now and then one that misses by a step. */
function path(random: Random, root: Node, stop = 0.25): string {
  const segments: string[] = [];
  let node = root;
  while ((node.kind === 'list' || node.kind === 'dict') && node.items.length && !random.chance(stop)) {
    const inner = node.items.flatMap((item, i) => (item.kind === 'list' || item.kind === 'dict' ? [i] : []));
    const i = inner.length && random.chance(stop ? 0.8 : 1) ? random.pick(inner) : random.int(0, node.items.length - 1);
    segments.push(node.kind === 'list' ? String(i) : node.keys[i]);
    node = node.items[i];
  }
  if (random.chance(0.3)) {
    const miss = random.pick([
      () => segments.push(random.pick(['0', '1', 'name', 'x', 'length'])),
      () => segments.push(node.kind === 'list' ? String(node.items.length) : node.kind === 'dict' ? 'missing' : '0'),
      () => segments.length && segments.splice(segments.length - 1, 1, random.pick(['99', 'nope', 'files'])),
    ]);
    miss();
  }
  return segments.join('.');
}

/** A path and the value it is walked through. */
const walked = (make: (random: Random) => Node, stop?: number) => (random: Random) => {
  const root = make(random);
  return path(random, root, stop) + '\n' + encode(root) + '\n';
};

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: 'le\n' },
      { tag: 'minimum', input: '0:\n' },
      { tag: 'tricky', input: '5:i3e:e\n' },
      { tag: 'tricky', input: 'l1:"1:\\2:\\"e\n' },
      { tag: 'tricky', input: 'li-42ei0ee\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(typicalNode(JSON_KIT)) },
      { tag: 'typical', draw: line(typicalNode(JSON_KIT)) },
      { tag: 'typical', draw: line(typicalNode(JSON_KIT)) },
      { tag: 'maximum', draw: line(bigList(JSON_KIT)) },
      { tag: 'maximum', draw: line(deep) },
      { tag: 'maximum', draw: line(bigDict(JSON_KIT)) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: 'le\n' },
      { tag: 'minimum', input: 'i0e\n' },
      { tag: 'tricky', input: '7:i12345e\n' },
      { tag: 'tricky', input: 'l10:i1ei2ei3eii-999999999999ee\n' },
      { tag: 'tricky', input: 'l' + 'i999999999999e'.repeat(20) + 'e\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(typicalNode(SUM_KIT)) },
      { tag: 'typical', draw: line(typicalNode(SUM_KIT)) },
      { tag: 'typical', draw: line(typicalNode(SUM_KIT)) },
      { tag: 'maximum', draw: line(bigList(SUM_KIT)) },
      { tag: 'maximum', draw: line(bigDict(SUM_KIT)) },
      { tag: 'maximum', draw: line(deep) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0:\n' },
      { tag: 'minimum', input: 'le\n' },
      { tag: 'tricky', input: '6:llllll\n' },
      { tag: 'tricky', input: 'd1:l1:de\n' },
      { tag: 'tricky', input: 'i-12e\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(typicalNode(JSON_KIT)) },
      { tag: 'typical', draw: line(typicalNode(JSON_KIT)) },
      { tag: 'typical', draw: line((random) => deep(random, random.int(12, 60))) },
      { tag: 'maximum', draw: line(deep) },
      { tag: 'maximum', draw: line(bigList(JSON_KIT)) },
      { tag: 'maximum', draw: line((random) => deep(random, random.int(480, 500))) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '0:\n' },
      { tag: 'tricky', input: 'i-0e\n' },
      { tag: 'tricky', input: 'd1:bi1e1:ai2ee\n' },
      { tag: 'tricky', input: 'd1:ai1e1:ai2ee\n' },
      { tag: 'tricky', input: 'l5:abcde\n' },
      { tag: 'tricky', input: 'di1ei2ee\n' },
      { tag: 'tricky', input: 'li1eei2e\n' },
      { tag: 'tricky', input: '03:abc\n' },
    ],
    drawn: [
      { tag: 'typical', draw: judged(typicalNode(JSON_KIT)) },
      { tag: 'typical', draw: judged(typicalNode(JSON_KIT)) },
      { tag: 'typical', draw: judged(typicalNode(JSON_KIT)) },
      { tag: 'maximum', draw: line(deep) },
      { tag: 'maximum', draw: (random) => corrupt(random, deep(random, 499)) + '\n' },
      { tag: 'maximum', draw: line(bigDict(JSON_KIT)) },
      { tag: 'maximum', draw: (random) => corrupt(random, bigDict(JSON_KIT, 9980)(random)) + '\n' },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\nle\n' },
      { tag: 'minimum', input: '0\nli7ee\n' },
      { tag: 'tricky', input: '1\nli7ee\n' },
      { tag: 'tricky', input: 'a.0\nd1:a3:xyze\n' },
      { tag: 'tricky', input: '0\nd1:0i9ee\n' },
      { tag: 'tricky', input: 'info.name.0\n' + TORRENT + '\n' },
    ],
    drawn: [
      { tag: 'typical', draw: walked(typicalNode(JSON_KIT)) },
      { tag: 'typical', draw: walked(typicalNode(JSON_KIT)) },
      { tag: 'typical', draw: walked(typicalNode(JSON_KIT), 0.1) },
      { tag: 'maximum', draw: walked(deep, 0) },
      { tag: 'maximum', draw: walked(bigDict(JSON_KIT)) },
    ],
  },
});
