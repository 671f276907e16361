import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, UPPERCASE, type Random } from '../../../random';

const mk = (ini: string[], qs: string[]) =>
  `${ini.length}\n${ini.join('\n')}${ini.length ? '\n' : ''}${qs.length}\n${qs.join('\n')}\n`;

const NAME_CHARS = LOWERCASE + UPPERCASE + DIGITS + '_-';
const SECTIONS = [
  'database',
  'alerts',
  'web',
  'worker',
  'cache',
  'api',
  'db',
  'search',
  'payments',
  'logging',
  'auth',
  'queue',
  'Metrics',
  'svc-2',
  'blue_green',
];
const KEYS = [
  'host',
  'port',
  'timeout',
  'retries',
  'url',
  'user',
  'name',
  'level',
  'path',
  'workers',
  'enabled',
  'region',
  'owner',
  'channel',
  'ttl',
  'max_conn',
  'log-level',
  'Port',
  'TTL',
];
const WORDS = [
  'disk',
  'almost',
  'full',
  'check',
  'the',
  'replicas',
  'on-call',
  'prod',
  'eu-west-1',
  'v2',
  'true',
  'false',
  'none',
  'a=b',
  'x;y',
  'k#1',
];
const BLANKS = ['', ' ', '\t', '  \t ', '    '];
const GAPS = ['', ' ', ' ', '  ', '\t'];

/** A section or key name: a usual one most of the time, otherwise a made-up one. */
function name(random: Random, usual: readonly string[]): string {
  return random.chance(0.8) ? random.pick(usual) : random.string(random.int(1, 7), NAME_CHARS);
}

/** A realistic value: a host, a number, a URL, a path, a few words, now and then empty. */
function value(random: Random): string {
  switch (random.int(0, 7)) {
    case 0:
      return `${random.pick(['db', 'cache', 'api', 'mq'])}-${random.int(1, 99)}.internal`;
    case 1:
      return String(random.int(0, 65535));
    case 2:
      return `${random.pick(['http', 'pg', 'redis'])}://h${random.int(1, 9)}:${random.int(80, 9999)}/${random.string(random.int(1, 4), LOWERCASE)}`;
    case 3:
      return '/var/' + random.string(random.int(1, 6), LOWERCASE + '/._');
    case 4:
      return random.chance(0.5) ? '' : `0.${random.int(1, 99)}`;
    default:
      return random.picks(WORDS, random.int(1, 3)).join(random.pick([' ', ' ', '  ', ', ']));
  }
}

/** A key line with padding around the key and the =. */
function keyLine(random: Random, key: string, text: string, indent = true): string {
  const pad = indent && random.chance(0.1) ? random.pick([' ', '\t', '  ']) : '';
  return (
    pad +
    key +
    random.pick(GAPS) +
    '=' +
    random.pick(GAPS) +
    text +
    (random.chance(0.1) ? random.pick([' ', '\t']) : '')
  );
}

/** A section header, now and then with spaces around the name. */
function header(section: string, random: Random): string {
  return random.chance(0.8) ? `[${section}]` : `[${random.pick([' ', '  ', '\t'])}${section}${random.pick(['', ' '])}]`;
}

/** A comment line, whole-line only. */
function comment(random: Random): string {
  return (
    random.pick(['', '', ' ', '\t']) +
    random.pick([';', '#']) +
    random.pick(['', ' ']) +
    random.picks(WORDS, random.int(0, 3)).join(' ')
  );
}

interface Ini {
  lines: string[];
  sections: string[];
  pairs: [string, string][];
}

/** Writes the key and value of one key line; returns the lines it takes (more than one when continued). */
type KeyWriter = (random: Random, section: string, key: string) => string[];

const plainKey: KeyWriter = (random, _section, key) => [keyLine(random, key, value(random))];

/**
 * About n lines of an INI file: global keys, then sections (some repeated, so that they merge) with
 * keys (some set twice), blank lines and comments between.
 */
function iniFile(
  random: Random,
  n: number,
  sectionNames: readonly string[] = SECTIONS,
  writeKey: KeyWriter = plainKey,
): Ini {
  const lines: string[] = [];
  const sections = [''];
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  let section = '';
  let keysHere: string[] = [];
  const globals = random.int(0, 3);
  while (lines.length < n) {
    const r = random.int(0, 99);
    if (r < 6) lines.push(random.pick(BLANKS));
    else if (r < 12) lines.push(comment(random));
    else if (r < 24 || (section === '' && pairs.length >= globals)) {
      section =
        random.chance(0.15) && sections.length > 1 ? random.pick(sections.slice(1)) : name(random, sectionNames);
      if (!sections.includes(section)) sections.push(section);
      keysHere = [];
      lines.push(header(section, random));
    } else {
      const key = keysHere.length && random.chance(0.12) ? random.pick(keysHere) : name(random, KEYS);
      keysHere.push(key);
      if (!seen.has(section + '.' + key)) pairs.push([section, key]);
      seen.add(section + '.' + key);
      lines.push(...writeKey(random, section, key));
    }
  }
  return { lines: lines.slice(0, n), sections, pairs };
}

/** q queries: most of them for keys that are there, the others for missing keys or sections. */
function queries(random: Random, ini: Ini, q: number): string[] {
  const keys = [...new Set(ini.pairs.map(([, k]) => k))];
  return Array.from({ length: q }, () => {
    const [section, key] =
      ini.pairs.length && random.chance(0.75)
        ? random.pick(ini.pairs)
        : [
            random.chance(0.8) ? random.pick(ini.sections) : name(random, SECTIONS),
            keys.length && random.chance(0.7) ? random.pick(keys) : name(random, KEYS),
          ];
    return section ? `${section}.${key}` : key;
  });
}

/** A file of n lines and q queries about it. */
function queried(n: number, q: number, sectionNames?: readonly string[], writeKey?: KeyWriter) {
  return (random: Random) => {
    const ini = iniFile(random, n, sectionNames, writeKey);
    return mk(ini.lines, queries(random, ini, q));
  };
}

/** A file of n to m lines with a few queries: a realistic config. */
const typicalQueried =
  (n: number, m: number, sectionNames?: readonly string[], writeKey?: KeyWriter) => (random: Random) =>
    queried(random.int(n, m), random.int(3, 25), sectionNames, writeKey)(random);

/** A file of n to m lines, for the dump. */
const dump = (n: number, m: number) => (random: Random) => {
  const lines = iniFile(random, random.int(n, m)).lines;
  return `${lines.length}\n` + lines.map((l) => l + '\n').join('');
};

/** A key line with an inline comment now and then, followed by continuation lines now and then. */
const continued: KeyWriter = (random, _section, key) => {
  const note = () =>
    random.chance(0.25)
      ? random.pick([' ', '\t', '  ']) + random.pick([';', '#']) + random.pick(['', ' todo', ' noisy', ';x'])
      : '';
  const lines = [keyLine(random, key, value(random) + note(), false)];
  while (random.chance(0.3)) {
    const text = random.pick([value(random) || 'more', '--' + random.pick(WORDS), '--flag=' + random.int(0, 9)]);
    lines.push(random.pick([' ', '  ', '\t', '    ']) + text + note());
  }
  return lines;
};

const WITH_DEFAULT = [...SECTIONS, 'DEFAULT', 'DEFAULT', 'DEFAULT', 'default'];

/** Literal pieces of an interpolated value; the $ in them is not a reference. */
const LITERALS = [
  '/srv',
  'pg://',
  ':',
  '/main',
  'http://',
  '-',
  'v2',
  'cost $5',
  '$',
  'x',
  'log',
  '.',
  '/var/log',
  'db1',
  '5432',
];

interface Entry {
  section: string;
  key: string;
  length: number;
  calls: number;
  error: boolean;
}

/**
 * An interpolating file of n lines and q queries: values refer to keys written before them (in
 * the same section, or in another by section.key), to missing keys, or to one another in small
 * cycles; with `chain`, it starts with keys that each double the previous one up to 1000
 * characters. Other resolved values stay short.
 */
function interpolated(n: number, q: number, chain = false) {
  return (random: Random) => {
    const lines: string[] = [];
    const sections = [''];
    const entries: Entry[] = [];
    const defined = new Set<string>();
    let section = '';
    const fresh = (base: string) => {
      let key = base;
      while (defined.has(section + '.' + key)) key = base + random.int(2, 99);
      return key;
    };
    const define = (key: string, text: string, r: Omit<Entry, 'section' | 'key'>) => {
      defined.add(section + '.' + key);
      entries.push({ section, key, ...r });
      lines.push(keyLine(random, key, text));
    };
    /** A key written before that the current section may refer to, most of the time one that resolves. */
    const target = () => {
      for (let tries = 0; entries.length && tries < 12; tries++) {
        const e = random.pick(entries);
        if ((e.section === '' && section !== '') || (e.error && tries < 8 && random.chance(0.85))) continue;
        return e;
      }
      return undefined;
    };
    const missing = () => random.pick(['unset', 'tbd', 'old', 'nope']) + '_' + random.int(1, 999);
    if (chain) {
      const base = random.pick(['l', 'part', 'x', 'seg']);
      let length = random.int(1, 3);
      let calls = 1;
      define(base + 0, random.string(length, LOWERCASE), { length, calls, error: false });
      for (let i = 1; length * 2 <= 1000; i++) {
        [length, calls] = [length * 2, calls * 2 + 1];
        define(base + i, `\${${base}${i - 1}}\${${base}${i - 1}}`, { length, calls, error: false });
      }
    }
    while (lines.length < n) {
      const r = random.int(0, 99);
      if (r < 5) lines.push(random.pick(BLANKS));
      else if (r < 10) lines.push(comment(random));
      else if (r < 20 || (section === '' && entries.length > 4 + (chain ? 10 : 0))) {
        section = random.chance(0.15) && sections.length > 1 ? random.pick(sections.slice(1)) : name(random, SECTIONS);
        if (!sections.includes(section)) sections.push(section);
        lines.push(header(section, random));
      } else if (r < 23) {
        const a = fresh(random.pick(KEYS));
        const b = a + '_next';
        define(a, random.pick(LITERALS) + `\${${b}}`, { length: 0, calls: 1, error: true });
        define(b, `\${${random.chance(0.5) ? a : b}}` + random.pick(LITERALS), { length: 0, calls: 1, error: true });
      } else {
        let text = '';
        const total = { length: 0, calls: 1, error: false };
        for (let parts = random.int(1, 3); parts > 0; parts--) {
          const kind = random.int(0, 24);
          const e = kind < 10 ? undefined : target();
          if (kind === 24) {
            text += random.chance(0.5) ? `\${${missing()}}` : `\${${name(random, SECTIONS)}.${missing()}}`;
            total.error = true;
          } else if (!e) {
            const literal = random.pick(LITERALS);
            text += literal;
            total.length += literal.length;
          } else if (total.length + e.length <= 160 && total.calls + e.calls <= 200) {
            text +=
              e.section === '' || (e.section === section && random.chance(0.7))
                ? `\${${e.key}}`
                : `\${${e.section}.${e.key}}`;
            total.length += e.length;
            total.calls += e.calls;
            total.error ||= e.error;
          }
        }
        define(fresh(random.pick(KEYS)), text || 'x', total);
      }
    }
    return mk(
      lines.slice(0, n),
      queries(random, { lines, sections, pairs: entries.map((e) => [e.section, e.key]) }, q),
    );
  };
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: mk([], ['x']) },
      { tag: 'minimum', input: mk(['a=b'], ['a']) },
      { tag: 'tricky', input: mk(['[s]', 'k = 1', '[t]', 'k = 2', '[ s ]', 'k = 3'], ['s.k', 't.k', 'k']) },
      { tag: 'tricky', input: mk(['  ; k = 1', '# k = 2', 'k = ;3 # not a comment'], ['k']) },
      { tag: 'tricky', input: mk(['Key = upper', 'key = lower', '[S]', 'x = 1'], ['Key', 'key', 's.x', 'S.x']) },
    ],
    drawn: [
      { tag: 'typical', draw: typicalQueried(5, 15) },
      { tag: 'typical', draw: typicalQueried(20, 60) },
      { tag: 'typical', draw: typicalQueried(60, 150) },
      { tag: 'maximum', draw: queried(500, 200) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n[only]\n' },
      { tag: 'tricky', input: '6\n[b]\nx=1\n[a]\ny=2\n[ b ]\nx=3\n' },
      { tag: 'tricky', input: '5\nb = 1\nB = 2\n_ = 3\n- = 4\n1 = 5\n' },
      { tag: 'tricky', input: '4\n[Zeta]\n[alpha]\n[Alpha]\n; [hidden]\n' },
    ],
    drawn: [
      { tag: 'typical', draw: dump(5, 15) },
      { tag: 'typical', draw: dump(20, 60) },
      { tag: 'typical', draw: dump(60, 150) },
      { tag: 'maximum', draw: dump(500, 500) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: mk([], ['a']) },
      { tag: 'minimum', input: mk(['a=b'], ['a']) },
      { tag: 'tricky', input: mk(['k =', '  first', '\tsecond # hidden', 'j = x;y #z'], ['k', 'j']) },
      { tag: 'tricky', input: mk(['k = 1', '', '  2 = two', 'm = a', '  ; comment', '  b'], ['k', '2', 'm']) },
      { tag: 'tricky', input: mk(['k=;semi', 'h = #hash', 'p = a\t;b'], ['k', 'h', 'p']) },
      { tag: 'tricky', input: mk(['a = 1', '    b = 2', 'c = 3'], ['a', 'b', 'c']) },
    ],
    drawn: [
      { tag: 'typical', draw: typicalQueried(5, 15, SECTIONS, continued) },
      { tag: 'typical', draw: typicalQueried(20, 60, SECTIONS, continued) },
      { tag: 'typical', draw: typicalQueried(60, 150, SECTIONS, continued) },
      { tag: 'maximum', draw: queried(500, 200, SECTIONS, continued) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: mk([], ['DEFAULT.x']) },
      { tag: 'minimum', input: mk(['[DEFAULT]', 'x=1'], ['DEFAULT.x']) },
      { tag: 'tricky', input: mk(['x = global', '[DEFAULT]', 'x = dflt', '[s]'], ['x', 's.x', 't.x']) },
      {
        tag: 'tricky',
        input: mk(['[DEFAULT]', 'x = 1', '[s]', 'x =', '[default]', 'y = 2'], ['s.x', 's.y', 'default.x']),
      },
      {
        tag: 'tricky',
        input: mk(['[s]', 'a = 1', '[DEFAULT]', 'b = 2', '[ DEFAULT ]', 'b = 3'], ['s.b', 's.a', 'DEFAULT.a']),
      },
    ],
    drawn: [
      { tag: 'typical', draw: typicalQueried(8, 20, WITH_DEFAULT) },
      { tag: 'typical', draw: typicalQueried(20, 60, WITH_DEFAULT) },
      { tag: 'typical', draw: typicalQueried(60, 150, WITH_DEFAULT) },
      { tag: 'maximum', draw: queried(500, 200, WITH_DEFAULT) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: mk([], ['a']) },
      { tag: 'minimum', input: mk(['a=b'], ['a']) },
      { tag: 'tricky', input: mk(['a = ${b}', 'b = ${a}', 'c = ${c}'], ['a', 'c']) },
      { tag: 'tricky', input: mk(['a = ${b}${b}-${b}', 'b = ${c}', 'c = x'], ['a']) },
      {
        tag: 'tricky',
        input: mk(['p = cost $5 ${ and $x {y}', '[s]', 'm = ${missing}', 'g = ${p}'], ['p', 's.m', 's.g']),
      },
      { tag: 'tricky', input: mk(['[a]', 'x = ${b.y}', '[b]', 'y = ${z}', 'z = ${a.x}'], ['a.x', 'b.z']) },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => interpolated(random.int(6, 15), random.int(3, 10))(random) },
      { tag: 'typical', draw: (random) => interpolated(random.int(20, 60), random.int(5, 25))(random) },
      { tag: 'typical', draw: (random) => interpolated(random.int(60, 150), random.int(10, 40))(random) },
      { tag: 'maximum', draw: interpolated(500, 200, true) },
      { tag: 'maximum', draw: interpolated(500, 200) },
    ],
  },
});
