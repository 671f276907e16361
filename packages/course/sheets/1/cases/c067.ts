import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const TOP = 2 ** 32 - 1;

const dotted = (x: number) => [24, 16, 8, 0].map((s) => Math.floor(x / 2 ** s) % 256).join('.');

/** The first address of the /p block containing x. */
const networkOf = (x: number, p: number) => x - (x % 2 ** (32 - p));

/** An address: mostly in the private ranges or a public-looking one, sometimes anywhere. */
function address(random: Random): number {
  switch (random.int(0, 4)) {
    case 0:
      return 10 * 2 ** 24 + random.int(0, 2 ** 24 - 1);
    case 1:
      return (172 * 256 + 16) * 2 ** 16 + random.int(0, 2 ** 20 - 1);
    case 2:
      return (192 * 256 + 168) * 2 ** 16 + random.int(0, 2 ** 16 - 1);
    default:
      return random.int(0, TOP);
  }
}

/** Any address, uniformly. */
const anyAddress = (random: Random) => random.int(0, TOP);

/** A prefix length from `min` to `max`. */
const prefix = (min: number, max: number) => (random: Random) => random.int(min, max);

/** A block a.b.c.d/p: an address from `at` (host bits left as they are) and p from `length`. */
const block = (at: (random: Random) => number, length: (random: Random) => number) => (random: Random) =>
  `${dotted(at(random))}/${length(random)}`;

/** An address inside the /p block of `net`, or (when `inside` is false) just outside it, or anywhere. */
function around(random: Random, net: number, p: number, inside: boolean): number {
  const size = 2 ** (32 - p);
  if (inside) return net + random.int(0, size - 1);
  if (random.chance(0.3)) return anyAddress(random);
  if (p === 0) return anyAddress(random);
  const neighbour = random.chance(0.5) ? net - size : net + size;
  const near = random.chance(0.5) ? random.int(0, Math.min(size - 1, 3)) : random.int(0, size - 1);
  const x = neighbour < net ? neighbour + size - 1 - near : neighbour + near;
  return x < 0 || x > TOP ? anyAddress(random) : x;
}

/** B: a block with p from `length`, then k addresses (k from `min` to `max`), about half inside it. */
const accessLog = (length: (random: Random) => number, min: number, max: number) => (random: Random) => {
  const p = length(random);
  const x = address(random);
  const net = networkOf(x, p);
  const share = random.pick([0.2, 0.5, 0.8]);
  const k = random.int(min, max);
  const ips = Array.from({ length: k }, () => dotted(around(random, net, p, random.chance(share))));
  return `${dotted(x)}/${p}\n${k}\n` + ips.map((ip) => ip + '\n').join('');
};

/** C: k addresses (k from `min` to `max`) inside one /p block, p from `length`. */
const allowList = (length: (random: Random) => number, min: number, max: number) => (random: Random) => {
  const p = length(random);
  const net = networkOf(address(random), p);
  const k = random.int(min, max);
  return `${k}\n` + Array.from({ length: k }, () => dotted(around(random, net, p, true)) + '\n').join('');
};

/** D: two blocks that are equal, nested either way, or disjoint; the first prefix length (at least 1) from `length`. */
const twoRules = (length: (random: Random) => number) => (random: Random) => {
  const p = length(random);
  const x = address(random);
  const net = networkOf(x, p);
  const size = 2 ** (32 - p);
  let other: string;
  switch (random.int(0, 2)) {
    case 0:
      other = `${dotted(net + random.int(0, size - 1))}/${p}`;
      break;
    case 1: {
      const q = random.int(p, 32);
      other = `${dotted(net + random.int(0, size - 1))}/${q}`;
      break;
    }
    default: {
      const q = random.int(Math.max(1, p - 4), 32);
      const flip = 2 ** (32 - random.int(1, Math.min(p, q)));
      const y = net + random.int(0, size - 1);
      other = `${dotted(Math.floor(y / flip) % 2 ? y - flip : y + flip)}/${q}`;
    }
  }
  const first = `${dotted(x)}/${p}`;
  return random.chance(0.5) ? `${first} ${other}\n` : `${other} ${first}\n`;
};

/** D at the extremes: a /0 or /1 block against a /31 or /32 one. */
function widestAndNarrowest(random: Random): string {
  const wide = block(anyAddress, prefix(0, 1))(random);
  const narrow = block(anyAddress, prefix(31, 32))(random);
  return random.chance(0.5) ? `${wide} ${narrow}\n` : `${narrow} ${wide}\n`;
}

/** D at the narrow end: an address as /32 against a neighbour or itself as /31 or /32. */
function narrowPair(random: Random): string {
  const x = anyAddress(random);
  const y = random.chance(0.5) ? x : x ^ random.pick([1, 2, 3]);
  return `${dotted(x)}/${random.int(31, 32)} ${dotted(y >>> 0)}/${random.int(31, 32)}\n`;
}

/** E: lo and a hi from `span` addresses later (kept in range). */
const vendorRange = (start: (random: Random) => number, span: (random: Random) => number) => (random: Random) => {
  const lo = start(random);
  return `${dotted(lo)} ${dotted(Math.min(TOP, lo + span(random)))}\n`;
};

/** E at its worst: both ends off any alignment near the two ends of the address space, for the longest answer. */
function ragged(random: Random): string {
  const lo = random.int(0, 2 ** 20) * 2 + 1;
  const hi = TOP - random.int(0, 2 ** 20) * 2 - 1;
  return `${dotted(lo)} ${dotted(hi)}\n`;
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0.0.0.0/0\n' },
      { tag: 'minimum', input: '10.0.0.1/32\n' },
      { tag: 'tricky', input: '172.16.5.4/12\n' },
      { tag: 'tricky', input: '10.0.0.255/31\n' },
      { tag: 'tricky', input: '255.255.255.255/1\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => block(address, prefix(8, 30))(random) + '\n' },
      { tag: 'typical', draw: (random) => block(address, prefix(16, 29))(random) + '\n' },
      { tag: 'typical', draw: (random) => block(anyAddress, prefix(1, 31))(random) + '\n' },
      { tag: 'maximum', draw: (random) => block(anyAddress, prefix(30, 32))(random) + '\n' },
      { tag: 'maximum', draw: (random) => block(anyAddress, prefix(0, 2))(random) + '\n' },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '10.0.0.0/8\n0\n' },
      { tag: 'minimum', input: '1.2.3.4/32\n1\n1.2.3.4\n' },
      { tag: 'tricky', input: '172.16.0.0/12\n4\n172.15.255.255\n172.16.0.0\n172.31.255.255\n172.32.0.0\n' },
      { tag: 'tricky', input: '0.0.0.0/0\n3\n0.0.0.0\n255.255.255.255\n128.0.0.1\n' },
      { tag: 'tricky', input: '128.0.0.0/1\n3\n127.255.255.255\n128.0.0.0\n255.255.255.255\n' },
    ],
    drawn: [
      { tag: 'typical', draw: accessLog(prefix(8, 30), 4, 15) },
      { tag: 'typical', draw: accessLog(prefix(8, 30), 15, 60) },
      { tag: 'typical', draw: accessLog(prefix(20, 32), 5, 30) },
      { tag: 'maximum', draw: accessLog(prefix(8, 24), 500, 500) },
      { tag: 'maximum', draw: accessLog(prefix(25, 32), 500, 500) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n192.168.0.1\n' },
      { tag: 'tricky', input: '2\n127.255.255.255\n128.0.0.0\n' },
      { tag: 'tricky', input: '3\n8.8.8.8\n8.8.8.8\n8.8.8.8\n' },
      { tag: 'tricky', input: '2\n10.0.0.0\n10.0.0.1\n' },
    ],
    drawn: [
      { tag: 'typical', draw: allowList(prefix(16, 30), 2, 8) },
      { tag: 'typical', draw: allowList(prefix(8, 28), 8, 40) },
      { tag: 'typical', draw: allowList(prefix(0, 20), 3, 20) },
      { tag: 'maximum', draw: allowList(prefix(16, 26), 500, 500) },
      { tag: 'maximum', draw: allowList(prefix(0, 0), 500, 500) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0.0.0.0/0 0.0.0.0/0\n' },
      { tag: 'minimum', input: '1.2.3.4/32 1.2.3.4/32\n' },
      { tag: 'tricky', input: '10.1.2.3/8 10.200.0.0/8\n' },
      { tag: 'tricky', input: '192.168.0.0/24 192.168.1.0/24\n' },
      { tag: 'tricky', input: '172.16.0.0/12 172.32.0.0/11\n' },
    ],
    drawn: [
      { tag: 'typical', draw: twoRules(prefix(8, 28)) },
      { tag: 'typical', draw: twoRules(prefix(8, 28)) },
      { tag: 'typical', draw: twoRules(prefix(1, 32)) },
      { tag: 'maximum', draw: widestAndNarrowest },
      { tag: 'maximum', draw: narrowPair },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0.0.0.0 0.0.0.0\n' },
      { tag: 'minimum', input: '10.0.0.5 10.0.0.5\n' },
      { tag: 'tricky', input: '127.255.255.255 128.0.0.0\n' },
      { tag: 'tricky', input: '10.0.0.0 10.0.1.0\n' },
      { tag: 'tricky', input: '0.0.0.1 255.255.255.254\n' },
    ],
    drawn: [
      { tag: 'typical', draw: vendorRange(address, (random) => random.int(1, 2 ** random.int(3, 12))) },
      { tag: 'typical', draw: vendorRange(address, (random) => random.int(1, 2 ** random.int(10, 24))) },
      { tag: 'typical', draw: vendorRange(anyAddress, (random) => random.int(0, 2 ** random.int(0, 31))) },
      { tag: 'maximum', draw: ragged },
      {
        tag: 'maximum',
        draw: vendorRange(
          (random) => random.int(0, 2 ** 24),
          (random) => random.int(TOP - 2 ** 25, TOP),
        ),
      },
    ],
  },
});
