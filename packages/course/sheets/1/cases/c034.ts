import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, PRINTABLE, type Random } from '../../../random';

const MAX_LINES = 300;
const MAX_LINE = 200;
/** The whole input stays under this, below the 20000 characters a case may have. */
const MAX_CHARS = 19_900;

const SERVICES = ['auth', 'billing', 'search', 'api_gw', 'cron', 'pager', 'ledger_v'];
const LEVELS = ['info', 'info', 'info', 'warn', 'error', 'error', 'debug'];
/** Level values that look like error but are not, and others with spaces. */
const ODD_LEVELS = ['ERROR', 'error ', 'err', 'in fo', 'Error', 'fatal'];
const WORDS = [
  'cache',
  'miss',
  'for',
  'key=user:42',
  'connection',
  'reset',
  'by',
  'peer',
  'disk',
  'at',
  '97%',
  'retrying',
];
const EXTRA_KEYS = ['trace_id', 'user', 'path', 'status', 'host', 'region', 'req_id', 'retry', 'took'];

/** A value as written on a line: quoted, with backslashes and double quotes escaped. */
const quote = (value: string) => '"' + value.replace(/[\\"]/g, '\\$&') + '"';

/** A value written bare when it can be (and the line likes it), quoted otherwise. */
function write(random: Random, value: string, bare = 0.7): string {
  return value !== '' && !/[ "\\]/.test(value) && random.chance(bare) ? value : quote(value);
}

/** A log message: a word or a sentence, with = signs, quotes, backslashes and a fake level=error now and then. */
function message(random: Random): string {
  const kind = random.int(0, 9);
  if (kind === 0) return '';
  if (kind === 1) return `level=error ${random.pick(WORDS)}`;
  if (kind === 2) return `say "${random.pick(WORDS)}" \\o/`;
  if (kind === 3) return `path C:\\tmp\\${random.string(random.int(1, 6), LOWERCASE)}`;
  if (kind === 4) return random.string(random.int(1, 30), PRINTABLE);
  return random.picks(WORDS, random.int(1, 6)).join(' ');
}

/** One key=value pair of a log event, by key. */
function pair(random: Random, key: string): string {
  let value: string;
  if (key === 'ts')
    value = `2024-03-01T03:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}Z`;
  else if (key === 'level') value = random.pick(random.chance(0.1) ? ODD_LEVELS : LEVELS);
  else if (key === 'svc') value = random.pick(SERVICES);
  else if (key === 'msg') value = message(random);
  else if (key === 'latency_ms') value = String(random.chance(0.9) ? random.int(0, 2000) : random.int(0, 1_000_000));
  else value = random.string(random.int(0, 12), LOWERCASE + DIGITS + '-_./:=');
  return key + '=' + write(random, value);
}

/** A log line: the usual keys in a usual order, some missing, some repeated, one or more spaces apart, at most 200 characters. */
function line(random: Random, pairs: [number, number] = [2, 7]): string {
  if (random.chance(0.03)) return '';
  for (;;) {
    const keys = ['ts', 'level', 'svc', 'msg', 'latency_ms'].filter(() => random.chance(0.8));
    keys.push(...random.sample(EXTRA_KEYS, random.int(0, 2)));
    const count = Math.max(1, Math.min(keys.length, random.int(...pairs)));
    const chosen = random.chance(0.7) ? keys.slice(0, count) : random.shuffle(keys).slice(0, count);
    if (random.chance(0.1)) chosen.push(random.pick(['level', 'msg', 'svc', 'latency_ms']));
    const gap = () => (random.chance(0.9) ? ' ' : ' '.repeat(random.int(2, 3)));
    const text = chosen.map((k, i) => (i ? gap() : '') + pair(random, k)).join('');
    if (text.length <= MAX_LINE) return text;
  }
}

/** A long line: many pairs with long quoted messages full of escapes, close to 200 characters. */
function longLine(random: Random): string {
  let text = pair(random, 'level');
  for (let tries = 0; tries < 40 && text.length < MAX_LINE - 20; tries++) {
    const key = random.pick(['msg', 'svc', 'latency_ms', 'ts', ...EXTRA_KEYS]);
    const next = text + ' ' + (key === 'msg' ? 'msg=' + quote(message(random)) : pair(random, key));
    if (next.length <= MAX_LINE) text = next;
  }
  return text;
}

/** n, then `min` to `max` log lines (fewer if they would not fit in the input), after an optional first line. */
const logs =
  (min: number, max: number, make: (random: Random) => string = line, header: (random: Random) => string = () => '') =>
  (random: Random) => {
    const first = header(random);
    const wanted = random.int(min, max);
    const lines: string[] = [];
    let size = first.length + 4;
    while (lines.length < wanted) {
      const next = make(random);
      if (size + next.length + 1 > MAX_CHARS) break;
      lines.push(next);
      size += next.length + 1;
    }
    return first + `${lines.length}\n` + lines.map((l) => l + '\n').join('');
  };

/** A key to look up: one the lines usually have, now and then one they rarely or never do. */
const askedKey = (random: Random) =>
  random.pick(['msg', 'msg', 'msg', 'level', 'level', 'svc', 'latency_ms', 'ts', 'trace_id', 'lvl']) + '\n';

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: 'msg\n0\n' },
      { tag: 'minimum', input: 'a\n1\na=b\n' },
      { tag: 'tricky', input: 'msg\n2\nmsg="a=b c" x=1\nmsg=\n' },
      { tag: 'tricky', input: 'msg\n1\nmsg=last msg="say \\"hi\\" \\\\o/"\n' },
      { tag: 'tricky', input: 'x\n3\nx="" y=1\n\nxx=1 y="x=2"\n' },
    ],
    drawn: [
      { tag: 'typical', draw: logs(5, 15, line, askedKey) },
      { tag: 'typical', draw: logs(15, 50, line, askedKey) },
      { tag: 'typical', draw: logs(50, 120, line, askedKey) },
      { tag: 'maximum', draw: logs(MAX_LINES, MAX_LINES, line, askedKey) },
      { tag: 'maximum', draw: logs(MAX_LINES, MAX_LINES, longLine, askedKey) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\nlevel=x\n' },
      { tag: 'tricky', input: '2\nmsg="level=error oops"\nmsg=hi level=warn level=error\n' },
      { tag: 'tricky', input: '3\nlevel=info\nlevel="info"\nlevel="in fo"\n' },
      { tag: 'tricky', input: '2\nmsg=quiet\n\n' },
    ],
    drawn: [
      { tag: 'typical', draw: logs(5, 15) },
      { tag: 'typical', draw: logs(15, 50) },
      { tag: 'typical', draw: logs(50, 120) },
      { tag: 'maximum', draw: logs(MAX_LINES, MAX_LINES) },
      { tag: 'maximum', draw: logs(MAX_LINES, MAX_LINES, longLine) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\nsvc=a latency_ms=0\n' },
      { tag: 'tricky', input: '2\nsvc=a\nlatency_ms=5\n' },
      { tag: 'tricky', input: '2\nsvc=a latency_ms=5 latency_ms=7\nmsg="svc=a latency_ms=100" svc=b latency_ms=1\n' },
    ],
    drawn: [
      { tag: 'typical', draw: logs(5, 15) },
      { tag: 'typical', draw: logs(15, 50) },
      { tag: 'typical', draw: logs(50, 120) },
      { tag: 'maximum', draw: logs(MAX_LINES, MAX_LINES) },
      { tag: 'maximum', draw: logs(MAX_LINES, MAX_LINES, longLine) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\nlevel=error msg=x\n' },
      { tag: 'tricky', input: '3\nlevel=ERROR msg=a\nlevel="error " msg=b\nlevel="error" msg=c\n' },
      { tag: 'tricky', input: '2\nlevel=error level=info msg=no\nlevel=info level=error msg=""\n' },
      { tag: 'tricky', input: '1\nmsg="level=error"\n' },
    ],
    drawn: [
      { tag: 'typical', draw: logs(5, 15) },
      { tag: 'typical', draw: logs(15, 50) },
      { tag: 'typical', draw: logs(50, 120) },
      { tag: 'maximum', draw: logs(MAX_LINES, MAX_LINES) },
      { tag: 'maximum', draw: logs(MAX_LINES, MAX_LINES, longLine) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\na=b\n' },
      { tag: 'tricky', input: '1\nz="" y="plain" x=\n' },
      { tag: 'tricky', input: '1\np="C:\\\\tmp" q="say \\"hi\\""\n' },
      { tag: 'tricky', input: '2\n\nb_=1 b=2 a_b=3 ab=4\n' },
    ],
    drawn: [
      { tag: 'typical', draw: logs(5, 15) },
      { tag: 'typical', draw: logs(15, 50) },
      { tag: 'typical', draw: logs(50, 120) },
      { tag: 'maximum', draw: logs(MAX_LINES, MAX_LINES) },
      { tag: 'maximum', draw: logs(MAX_LINES, MAX_LINES, longLine) },
    ],
  },
});
