import { defineCases } from '../../../cases';
import { DIGITS, PRINTABLE, type Random } from '../../../random';

/** A kind of column: its possible header names and how to draw one of its cells. */
interface Column {
  names: string[];
  cell: (random: Random) => string;
}

const HOSTS = ['api', 'edge-eu-west-1', 'ci-runner', 'cache', 'kafka', 'grafana', 'db-primary', 'db-replica', 'worker'];
const STATUSES = ['ok', 'degraded', 'down', 'on fire', 'flapping', 'unknown', ''];
const OWNERS = ['alice', 'bob', 'carol', 'nobody', 'sre-team', ''];
const REGIONS = ['eu-west-1', 'us-east-2', 'ap-south-1', 'sa-east-1'];
const NOTES = [
  'do not touch!!',
  'restarted twice',
  'see INC-4521',
  'ask @bob',
  'TODO: alerts?',
  '100% cpu (again)',
  '',
];

const COLUMNS: Column[] = [
  { names: ['host', 'service', 'name'], cell: (r) => r.pick(HOSTS) + (r.chance(0.6) ? `-${r.int(0, 30)}` : '') },
  { names: ['status', 'state'], cell: (r) => r.pick(STATUSES) },
  { names: ['p99 ms', 'latency', 'ms'], cell: (r) => String(r.int(0, 20000)) },
  { names: ['errors', 'delta'], cell: (r) => String(r.int(-200, 200)) },
  { names: ['uptime d', 'days'], cell: (r) => String(r.int(0, 4000)) },
  { names: ['owner', 'on-call'], cell: (r) => r.pick(OWNERS) },
  { names: ['region', 'zone'], cell: (r) => r.pick(REGIONS) },
  { names: ['note', 'comment'], cell: (r) => r.pick(NOTES) },
  { names: ['version', 'build'], cell: (r) => `${r.int(0, 9)}.${r.int(0, 30)}.${r.int(0, 99)}` },
  /** Counts, but a row may say n/a or nothing: not a numeric column then. */
  {
    names: ['restarts', 'pages'],
    cell: (r) => (r.chance(0.9) ? String(r.int(0, 999)) : r.pick(['n/a', '', '-', '1.5'])),
  },
];

/** A header of `width` columns of distinct kinds, mostly a host first, then `height` rows of their cells. */
function healthExport(random: Random, width: number, height: number): string {
  const [host, ...others] = COLUMNS;
  const columns = random.chance(0.8) ? [host, ...random.sample(others, width - 1)] : random.sample(COLUMNS, width);
  const lines = [columns.map((c) => random.pick(c.names)).join(',')];
  for (let i = 0; i < height; i++) lines.push(columns.map((c) => c.cell(random)).join(','));
  return lines.map((line) => line + '\n').join('');
}

/** A report of 3 to 6 columns and 5 to 20 rows. */
const typical = (random: Random) => healthExport(random, random.int(3, 6), random.int(5, 20));

/** 8 columns, 50 rows. */
const full = (random: Random) => healthExport(random, 8, 50);

const SAFE = [...PRINTABLE].filter((c) => c !== ',' && c !== '|' && c !== ' ').join('');

/** A name of exactly 20 printable characters, no comma or |, inner spaces only. */
const longName = (random: Random) => random.string(1, SAFE) + random.string(18, SAFE + '  ') + random.string(1, SAFE);

/** 8 columns of 20-character names over 50 rows of 20-character integers, some negative: every column at its widest. */
const widest = (random: Random) => {
  const header = Array.from({ length: 8 }, () => longName(random)).join(',');
  const row = () =>
    Array.from({ length: 8 }, () =>
      random.chance(0.3)
        ? '-' + random.string(1, DIGITS.slice(1)) + random.string(18, DIGITS)
        : random.string(1, DIGITS.slice(1)) + random.string(19, DIGITS),
    ).join(',');
  return [header, ...Array.from({ length: 50 }, row)].map((line) => line + '\n').join('');
};

const drawn = [
  { tag: 'typical', draw: typical },
  { tag: 'typical', draw: typical },
  { tag: 'typical', draw: typical },
  { tag: 'maximum', draw: full },
  { tag: 'maximum', draw: widest },
] as const;

const fixed = [
  { tag: 'empty', input: 'service\n' },
  { tag: 'minimum', input: 'service\napi\n' },
  { tag: 'tricky', input: 'id,comment,n\n1,,7\n22,x,\n333,long comment here,-5\n' },
  { tag: 'tricky', input: 'a,bb,ccc\nalphabetical,b,c\n' },
  { tag: 'tricky', input: 'version,build\n007,-0\n1.2,10\n' },
] as const;

export const cases = defineCases({
  A: { fixed, drawn },
  B: { fixed, drawn },
  C: { fixed, drawn },
  D: { fixed, drawn },
  E: { fixed, drawn },
});
