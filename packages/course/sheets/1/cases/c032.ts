import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const MAX_ROWS = 1000;
/** The whole input stays under this, below the 20000 characters a case may have. */
const MAX_CHARS = 19_800;
const MILLION = 1_000_000;

const HEAD = 'id,service,status,latency_ms,retries';

const SVC = ['auth', 'billing', 'search', 'api-gw', 'cron'];

const ST = ['OK', 'FAIL', 'TIMEOUT', 'OK', 'OK', 'FAIL'];

/** The fixed rows the traps below were written against. */
const ROWS = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `r${i + 1},${SVC[(i * 7) % 5]},${ST[(i * i) % 6]},${((i * 7919) % 2001) - 1000 + (i % 3) * 50},${(i * i) % 4}`,
  ).join('\n') + '\n';

/** A column: its name and how a field of it is written. */
interface Column {
  name: string;
  field: (random: Random, row: number) => string;
}

const SERVICES = ['auth', 'billing', 'search', 'api-gw', 'cron', 'Auth', 'auth2', 'pager'];
const STATUSES = ['OK', 'OK', 'OK', 'FAIL', 'TIMEOUT', 'FAILED', 'fail', 'OK'];
const REGIONS = ['eu-west-1', 'us-east-1', 'ap-south-1', 'eu-central-1'];

/** Text columns, by name. */
const TEXT: Record<string, Column['field']> = {
  id: (_, row) => `r${row + 1}`,
  req: (random) => random.string(8, '0123456789abcdef'),
  service: (random) => random.pick(SERVICES),
  status: (random) => random.pick(STATUSES),
  region: (random) => random.pick(REGIONS),
  host: (random) => `${random.pick(['db', 'web', 'cache', 'queue'])}-${random.int(1, 40)}`,
  ts: (random) => `03:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
  version: (random) => `v${random.int(1, 3)}.${random.int(0, 20)}.${random.int(0, 9)}`,
  owner: (random) => random.pick(['alice', 'bob', 'carol', 'dave', 'erin']),
  code: (random) => random.pick(['200', '201', '404', '500', '503', '007', '7']),
};

/** Integer columns, by name: each an integer from -10^6 to 10^6, most of them small. */
const NUMBERS: Record<string, Column['field']> = {
  latency_ms: (random) => String(random.chance(0.95) ? random.int(1, 3000) : random.int(3000, MILLION)),
  retries: (random) => String(random.chance(0.7) ? 0 : random.int(1, 5)),
  bytes: (random) => String(random.int(0, MILLION)),
  delta: (random) => String(random.int(-MILLION, MILLION)),
  errors: (random) => String(random.chance(0.6) ? 0 : random.int(1, 500)),
  cpu: (random) => String(random.int(0, 100)),
  p99: (random) => String(random.int(-5, 9000)),
  ids: (random) => String(random.int(-1000, 1000)),
};

const column = (name: string): Column => ({ name, field: TEXT[name] ?? NUMBERS[name] });

/** `count` distinct columns, text and integer ones mixed, `numeric` of them (at least) integer ones. */
function columns(random: Random, count: number, numeric = 1): Column[] {
  const numbers = random.sample(Object.keys(NUMBERS), Math.min(numeric + random.int(0, 2), count));
  const texts = random.sample(Object.keys(TEXT), count - numbers.length);
  return random.shuffle([...numbers, ...texts]).map(column);
}

/** A header line and rows of those columns: `min` to `max` of them, as many as fit under the size limit. */
function table(random: Random, cols: readonly Column[], rows: number, before = ''): string {
  let text = before + cols.map((c) => c.name).join(',') + '\n';
  for (let row = 0; row < rows; row++) {
    const line = cols.map((c) => c.field(random, row)).join(',') + '\n';
    if (text.length + line.length > MAX_CHARS) break;
    text += line;
  }
  return text;
}

/** A query naming an integer column, then a table of `min` to `max` rows and 2 to `maxCols` columns. */
const numericQuery = (min: number, max: number, maxCols: number) => (random: Random) => {
  const cols = columns(random, random.int(2, maxCols));
  const name = random.pick(cols.filter((c) => c.name in NUMBERS)).name;
  return table(random, cols, random.int(min, max), name + '\n');
};

/** A query naming any column, then a table (D). */
const anyQuery = (min: number, max: number, maxCols: number) => (random: Random) => {
  const cols = columns(random, random.int(2, maxCols));
  return table(random, cols, random.int(min, max), random.pick(cols).name + '\n');
};

/** Columns whose values repeat across rows, worth counting. */
const CATEGORIES = ['service', 'status', 'region', 'owner', 'code', 'host', 'retries', 'errors'];

/** A column whose fields are now and then empty. */
const withEmpties = (c: Column): Column => ({
  ...c,
  field: (random, row) => (random.chance(0.2) ? '' : c.field(random, row)),
});

/** A query name=value on a column whose values repeat, then a table with some empty fields; the value occurs, is empty or is absent. */
const countQuery = (min: number, max: number, maxCols: number) => (random: Random) => {
  const kind = random.pick(['occurs', 'occurs', 'occurs', 'occurs', 'empty', 'absent']);
  const target = column(random.pick(CATEGORIES));
  const others = columns(random, random.int(2, maxCols))
    .filter((c) => c.name !== target.name)
    .slice(0, maxCols - 1)
    .map((c) => (random.chance(0.3) ? withEmpties(c) : c));
  const cols = random.shuffle([kind === 'empty' || random.chance(0.3) ? withEmpties(target) : target, ...others]);
  const value = kind === 'occurs' ? target.field(random, 0) : kind === 'empty' ? '' : random.string(4, LOWERCASE);
  return table(random, cols, random.int(min, max), `${target.name}=${value}\n`);
};

/** One integer column of 1000 values near 10^6: the largest sum. */
function hugeColumn(random: Random): string {
  const name = random.pick(Object.keys(NUMBERS));
  const values = Array.from({ length: MAX_ROWS }, () => random.int(990_000, MILLION));
  return `${name}\n${name}\n` + values.map((v) => v + '\n').join('');
}

/** 1000 rows of two columns where the queried field nearly always matches, and the rest are near misses. */
function nearlyAll(random: Random): string {
  const value = random.string(random.int(1, 4), LOWERCASE);
  const miss = () => random.pick([value.toUpperCase(), value + 'x', value.slice(1), '']);
  const rows = Array.from(
    { length: MAX_ROWS },
    () => `${random.chance(0.97) ? value : miss()},${random.string(2, LOWERCASE)}`,
  );
  return `k=${value}\nk,w\n` + rows.map((r) => r + '\n').join('');
}

/** 1000 named rows whose values come from a narrow range: many ties for the maximum. */
function tiedMaximum(random: Random): string {
  const low = random.int(-MILLION, MILLION - 100);
  const rows = Array.from({ length: MAX_ROWS }, (_, i) => `n${i},${random.int(low, low + random.int(5, 100))}`);
  return 'v\nname,v\n' + rows.map((r) => r + '\n').join('');
}

/** 1000 rows whose queried column always holds the same value. */
function allSame(random: Random): string {
  const value = random.string(random.int(3, 8), LOWERCASE);
  const rows = Array.from({ length: MAX_ROWS }, () => `${value},${random.string(random.int(1, 4), LOWERCASE)}`);
  return 'k\nk,w\n' + rows.map((r) => r + '\n').join('');
}

/** A table of integer columns only: `min` to `max` rows, 2 to `maxCols` columns. */
const numbersOnly = (min: number, max: number, maxCols: number) => (random: Random) => {
  const names = random.sample(Object.keys(NUMBERS), random.int(2, maxCols));
  return table(random, names.map(column), random.int(min, max));
};

/** Ten columns of one-digit values, as many rows as fit. */
function tenColumns(random: Random): string {
  const names = random.sample([...LOWERCASE], 10);
  const cols = names.map((name) => ({ name, field: (r: Random) => String(r.int(-1, 9)) }));
  return table(random, cols, MAX_ROWS);
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: 'latency_ms\n' + HEAD + '\n' },
      { tag: 'minimum', input: 'x\nx\n5\n' },
      { tag: 'tricky', input: 'b\na,b,c\n1,2,3\n4,-5,6\n' },
      { tag: 'tricky', input: 'retries\n' + HEAD + '\n' + ROWS(3) },
    ],
    drawn: [
      { tag: 'typical', draw: numericQuery(10, 30, 6) },
      { tag: 'typical', draw: numericQuery(30, 100, 8) },
      { tag: 'typical', draw: numericQuery(100, 300, 10) },
      { tag: 'maximum', draw: numericQuery(MAX_ROWS, MAX_ROWS, 6) },
      { tag: 'maximum', draw: hugeColumn },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: 'status=OK\n' + HEAD + '\n' },
      { tag: 'minimum', input: 'a=1\na,b\n1,2\n' },
      { tag: 'tricky', input: 'status=FAIL\nid,status\nr1,FAILED\nr2,fail\nr3,FAIL\n' },
      { tag: 'tricky', input: 'owner=\nid,owner\nr1,\nr2,bob\nr3,\n' },
      { tag: 'tricky', input: 'retries=3\n' + HEAD + '\n' + ROWS(40) },
    ],
    drawn: [
      { tag: 'typical', draw: countQuery(10, 30, 6) },
      { tag: 'typical', draw: countQuery(30, 100, 8) },
      { tag: 'typical', draw: countQuery(100, 300, 10) },
      { tag: 'maximum', draw: countQuery(MAX_ROWS, MAX_ROWS, 6) },
      { tag: 'maximum', draw: nearlyAll },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: 'latency_ms\n' + HEAD + '\n' },
      { tag: 'minimum', input: 'x\nx\n5\n' },
      { tag: 'tricky', input: 'ms\nid,ms\nr1,900\nr2,1000\nr3,99\n' },
      { tag: 'tricky', input: 'ms\nid,ms\nr1,-5\nr2,-3\nr3,-30\n' },
    ],
    drawn: [
      { tag: 'typical', draw: numericQuery(10, 30, 6) },
      { tag: 'typical', draw: numericQuery(30, 100, 8) },
      { tag: 'typical', draw: numericQuery(100, 300, 10) },
      { tag: 'maximum', draw: numericQuery(MAX_ROWS, MAX_ROWS, 6) },
      { tag: 'maximum', draw: tiedMaximum },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: 'service\n' + HEAD + '\n' },
      { tag: 'minimum', input: 'x\nx\nq\n' },
      { tag: 'tricky', input: 'v\nid,v\nr1,7\nr2,007\nr3,7\nr4,Auth\nr5,auth\n' },
      { tag: 'tricky', input: 'id\n' + HEAD + '\n' + ROWS(50) },
    ],
    drawn: [
      { tag: 'typical', draw: anyQuery(10, 30, 6) },
      { tag: 'typical', draw: anyQuery(30, 100, 8) },
      { tag: 'typical', draw: anyQuery(100, 300, 10) },
      { tag: 'maximum', draw: anyQuery(MAX_ROWS, MAX_ROWS, 6) },
      { tag: 'maximum', draw: allSame },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: 'p50,p90,p99\n' },
      { tag: 'minimum', input: 'x\n-7\n' },
      { tag: 'tricky', input: 'a,b\n1000000,-1000000\n-1000000,1000000\n' },
      { tag: 'tricky', input: 'z,a,m\n1,2,3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: numbersOnly(5, 15, 4) },
      { tag: 'typical', draw: numbersOnly(15, 80, 6) },
      { tag: 'typical', draw: numbersOnly(80, 300, 8) },
      { tag: 'maximum', draw: numbersOnly(MAX_ROWS, MAX_ROWS, 5) },
      { tag: 'maximum', draw: tenColumns },
    ],
  },
});
