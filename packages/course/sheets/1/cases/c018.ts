import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const MAX_LINE = 1000;
const MAX_DEPTH = 50;
/** Every value is kept below 10^990, so that no value during evaluation reaches 1000 digits. */
const LIMIT = 10n ** 990n;
/** Products, powers and variables stay below 10^960, so that sums of them stay below the limit. */
const TERM_LIMIT = 10n ** 960n;
const BILLION = 1_000_000_000;

/** What a variation's expressions may contain. */
interface Dialect {
  mulOps: readonly string[];
  unary: boolean;
  power: boolean;
  /** How likely a / or % gets a right operand equal to 0 (E only). */
  zeroChance: number;
}

const PLAIN: Dialect = { mulOps: ['*'], unary: false, power: false, zeroChance: 0 };
const SIGNED: Dialect = { mulOps: ['*', '/', '%'], unary: true, power: false, zeroChance: 0 };
/** Mostly products, so that values assigned from one another keep growing. */
const GROWTH: Dialect = { mulOps: ['*', '*', '*', '/', '%'], unary: true, power: false, zeroChance: 0 };
const POWERS: Dialect = { mulOps: ['*'], unary: false, power: true, zeroChance: 0 };

/** A piece of an expression with its exact value (0 where it divides by zero). */
interface Part {
  text: string;
  value: bigint;
}

const abs = (v: bigint) => (v < 0n ? -v : v);

/** A number as the statement writes them: decimal, no leading zeros, at most 10^9, mostly small. */
function literal(random: Random): number {
  const kind = random.int(0, 99);
  if (kind < 6) return 0;
  if (kind < 55) return random.int(1, 99);
  if (kind < 85) return random.int(100, 99999);
  return random.int(100000, BILLION);
}

/** Writes expressions of one dialect with one spacing habit, over the variables in `names` (D). */
class Writer {
  private readonly style: number;

  constructor(
    private readonly random: Random,
    private readonly dialect: Dialect,
    private readonly names: ReadonlyMap<string, bigint> = new Map(),
  ) {
    this.style = random.int(0, 3);
  }

  /** The space between two tokens: always one, never, or now and then a few. */
  gap(): string {
    if (this.style === 0 || this.style === 3) return ' ';
    if (this.style === 1) return '';
    return this.random.pick(['', '', ' ', ' ', '  ']);
  }

  bin(op: string): string {
    return this.gap() + op + this.gap();
  }

  paren(part: Part): Part {
    const pad = () => (this.style === 2 && this.random.chance(0.2) ? ' ' : '');
    return { ...part, text: '(' + pad() + part.text + pad() + ')' };
  }

  num(value: number): Part {
    return { text: String(value), value: BigInt(value) };
  }

  /** A number, or in D now and then a variable assigned earlier. */
  leaf(): Part {
    if (this.names.size && this.random.chance(0.55)) {
      const name = this.random.pick([...this.names.keys()]);
      return { text: name, value: this.names.get(name)! };
    }
    return this.num(literal(this.random));
  }

  /** Negated with a unary minus now and then, where the dialect has one. */
  signed(part: Part): Part {
    if (!this.dialect.unary || !this.random.chance(0.18)) return part;
    return { ...part, text: '-' + part.text, value: -part.value };
  }

  factor(size: number, depth: number): Part {
    if (size <= 1 || depth >= MAX_DEPTH) return this.signed(this.leaf());
    return this.signed(this.paren(this.expr(size, depth + 1, 2)));
  }

  /** A right operand of / or %: not zero, unless the dialect lets a zero slip in. */
  divisor(size: number, depth: number): Part {
    if (this.random.chance(this.dialect.zeroChance)) {
      const k = this.random.int(0, 999);
      return this.random.pick([
        this.num(0),
        this.paren({ text: k + this.bin('-') + k, value: 0n }),
        this.paren({ text: k + this.bin('*') + 0, value: 0n }),
      ]);
    }
    for (let tries = 0; tries < 5; tries++) {
      const part = this.factor(size, depth);
      if (part.value !== 0n) return part;
    }
    return this.num(this.random.int(1, 9));
  }

  /** A small exponent (a chain of them now and then) whose value is at most `limit`. */
  exponent(limit: number): Part {
    if (limit >= 4 && this.random.chance(0.25)) {
      const base = this.random.int(2, Math.min(9, limit));
      const top = this.exponent(Math.floor(Math.log(limit + 0.5) / Math.log(base)));
      return { text: base + this.bin('^') + top.text, value: BigInt(base) ** top.value };
    }
    return this.num(this.random.int(0, Math.min(limit, this.random.pick([3, 5, 12, 40, 1000]))));
  }

  /** A factor raised, now and then, to a power that keeps the value below the limit. */
  power(size: number, depth: number): Part {
    const base = this.factor(size, depth);
    if (!this.dialect.power || !this.random.chance(0.4)) return base;
    const digits = abs(base.value).toString().length;
    const limit = abs(base.value) <= 1n ? 1000 : Math.min(1000, Math.floor(950 / digits));
    const exp = this.exponent(limit);
    return { text: base.text + this.bin('^') + exp.text, value: base.value ** exp.value };
  }

  term(size: number, depth: number): Part {
    const count = this.random.int(1, Math.min(size, 4));
    const sizes = split(this.random, size, count);
    let acc = this.power(sizes[0], depth);
    for (const s of sizes.slice(1)) {
      const op = this.random.pick(this.dialect.mulOps);
      const next = op === '*' ? this.power(s, depth) : this.divisor(s, depth);
      let value = 0n;
      if (op === '*') value = acc.value * next.value;
      else if (next.value !== 0n) value = op === '/' ? acc.value / next.value : acc.value % next.value;
      if (abs(value) >= TERM_LIMIT) break;
      acc = { text: acc.text + this.bin(op) + next.text, value };
    }
    return acc;
  }

  /** Terms joined by + and -; at least `minTerms` of them when the size allows. */
  expr(size: number, depth: number, minTerms = 1): Part {
    const count = this.random.int(Math.min(minTerms, size), Math.min(size, 4));
    return split(this.random, size, count)
      .map((s) => this.term(s, depth))
      .reduce((acc, next) => this.join(acc, next));
  }

  join(acc: Part, next: Part, op = this.random.pick(['+', '-'])): Part {
    return {
      text: acc.text + this.bin(op) + next.text,
      value: op === '+' ? acc.value + next.value : acc.value - next.value,
    };
  }

  /** `first` followed by terms joined with + and -, until the text is between min and max characters long. */
  chain(first: Part, min: number, max: number, largest = 5): Part {
    let acc = first;
    for (let tries = 0; acc.text.length < min && tries < 100; tries++) {
      const room = max - acc.text.length;
      const next = this.join(
        acc,
        this.term(this.random.int(1, Math.max(1, Math.min(largest, Math.floor(room / 20)))), 0),
      );
      if (next.text.length <= max) acc = next;
    }
    return acc;
  }

  /** Nested exactly `levels` parentheses deep: each level combines the one inside with a number. */
  nested(levels: number): Part {
    let inner = this.leaf();
    for (let level = 0; level < levels; level++) {
      const other = this.leaf();
      const op = this.random.pick(['+', '-', ...this.dialect.mulOps]);
      const [left, right] = this.random.chance(0.5) ? [inner, other] : [other, inner];
      let value: bigint;
      if (op === '+') value = left.value + right.value;
      else if (op === '-') value = left.value - right.value;
      else if (op === '*') value = left.value * right.value;
      else if (right.value === 0n) value = TERM_LIMIT;
      else value = op === '/' ? left.value / right.value : left.value % right.value;
      const combined =
        abs(value) < TERM_LIMIT ? { text: left.text + this.bin(op) + right.text, value } : this.join(inner, other, '+');
      inner = this.signed(this.paren(combined));
    }
    return inner;
  }
}

/** `total` cut into `count` positive parts at random. */
function split(random: Random, total: number, count: number): number[] {
  const parts = new Array<number>(count).fill(1);
  for (let left = total - count; left > 0; left--) parts[random.int(0, count - 1)]++;
  return parts;
}

/** A moderate expression of `min` to `max` numbers. */
const typical = (dialect: Dialect, min: number, max: number) => (random: Random) => {
  const writer = new Writer(random, dialect);
  for (;;) {
    const part = writer.expr(random.int(min, max), 0);
    if (part.text.length <= MAX_LINE) return part.text + '\n';
  }
};

/** Terms of every kind joined by + and -, filling the line to within a few characters of 1000. */
const long = (dialect: Dialect) => (random: Random) => {
  const writer = new Writer(random, dialect);
  return writer.chain(writer.term(random.int(1, 5), 0), MAX_LINE - 12, MAX_LINE).text + '\n';
};

/** Parentheses 45 to 50 deep, then more terms up to the length limit. */
const deep = (dialect: Dialect) => (random: Random) => {
  const writer = new Writer(random, dialect);
  return writer.chain(writer.nested(random.int(45, MAX_DEPTH)), MAX_LINE - 12, MAX_LINE).text + '\n';
};

/** A product of nine- and ten-digit numbers as long as the line allows: the largest values. */
function product(random: Random): string {
  const writer = new Writer(random, PLAIN);
  let text = String(random.int(BILLION / 10, BILLION));
  for (;;) {
    const next = text + writer.bin('*') + random.int(BILLION / 10, BILLION);
    if (next.length > MAX_LINE) return text + '\n';
    text = next;
  }
}

/** -(a long product of huge numbers, some negated) / d % m - c: huge values through every operator. */
const signedProduct = (dialect: Dialect) => (random: Random) => {
  const writer = new Writer(random, dialect);
  const big = () => (random.chance(0.3) ? '-' : '') + random.int(BILLION / 10, BILLION);
  const tail =
    writer.bin('/') +
    writer.divisor(1, 0).text +
    writer.bin('%') +
    writer.divisor(1, 0).text +
    writer.bin(random.pick(['+', '-'])) +
    random.int(0, 999);
  const sign = random.chance(0.5) ? '-' : '';
  let inner = big();
  for (;;) {
    const next = inner + writer.bin('*') + big();
    if (sign.length + next.length + tail.length + 3 > MAX_LINE) break;
    inner = next;
  }
  return sign + writer.paren({ text: inner, value: 0n }).text + tail + '\n';
};

/** Sums of right-associative towers such as 3 ^ 2 ^ 3 ^ 2, whose values run to hundreds of digits. */
function towers(random: Random): string {
  const writer = new Writer(random, POWERS);
  const tower = (): Part => {
    const base = random.int(2, 30);
    const digits = String(base).length;
    const exp = writer.exponent(Math.min(1000, Math.floor(950 / digits)));
    return { text: base + writer.bin('^') + exp.text, value: BigInt(base) ** exp.value };
  };
  let acc = tower();
  for (let tries = 0; acc.text.length < MAX_LINE - 12 && tries < 300; tries++) {
    const next = writer.join(acc, random.chance(0.7) ? tower() : writer.term(random.int(1, 3), 0));
    if (next.text.length <= MAX_LINE && abs(next.value) < LIMIT) acc = next;
  }
  return acc.text + '\n';
}

/** (a ^ 2 + b ^ 2 + ...) ^ e * 1000000000 ^ f: a long sum raised to a power, times a big power. */
function raisedSum(random: Random): string {
  const writer = new Writer(random, POWERS);
  const tail = writer.bin('^') + random.int(2, 6) + writer.bin('*') + BILLION + writer.bin('^') + random.int(1, 40);
  let sum = `${random.int(0, BILLION)}${writer.bin('^')}2`;
  for (;;) {
    const next = sum + writer.bin('+') + random.int(0, BILLION) + writer.bin('^') + 2;
    if (next.length + tail.length + 2 > MAX_LINE) return '(' + sum + ')' + tail + '\n';
    sum = next;
  }
}

const WORDS =
  'users errors cost budget latency rate x y total cpu mem hits miss shards nodes rps slo debt p q retries uptime'.split(
    ' ',
  );

/** A variable name of 1 to 10 lowercase letters: a usual word or a random one. */
function name(random: Random): string {
  return random.chance(0.6) ? random.pick(WORDS) : random.string(random.int(1, 10), LOWERCASE);
}

/** `count` assignments to names from `pool`, each line `minLine` to 200 characters, then a final expression over them. */
function script(
  random: Random,
  count: number,
  pool: readonly string[],
  leaves: [number, number],
  { minLine = 0, dialect = SIGNED } = {},
): string {
  const names = new Map<string, bigint>();
  const line = (prefix: string) => {
    const writer = new Writer(random, dialect, names);
    for (let tries = 0; tries < 20; tries++) {
      let part = writer.expr(random.int(...leaves), 0);
      if (minLine) part = writer.chain(part, minLine - prefix.length, 195 - prefix.length, 3);
      if (prefix.length + part.text.length <= 200 && abs(part.value) < TERM_LIMIT) return part;
    }
    return writer.num(random.int(0, 99));
  };
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const target = random.pick(pool);
    const part = line(target + ' = ');
    lines.push(target + ' = ' + part.text);
    names.set(target, part.value);
  }
  lines.push(line('').text);
  return `${count}\n` + lines.join('\n') + '\n';
}

/** A short script over a handful of names. */
function smallScript(random: Random): string {
  const pool = Array.from({ length: random.int(2, 6) }, () => name(random));
  return script(random, random.int(2, 12), pool, [1, 6]);
}

/** 100 assignments of long lines over a dozen names. */
function longScript(random: Random): string {
  const pool = Array.from({ length: random.int(8, 15) }, () => name(random));
  return script(random, 100, pool, [3, 10], { minLine: 170 });
}

/** 100 assignments between two or three names, each reusing the others: values that keep growing. */
function growingScript(random: Random): string {
  const pool = Array.from({ length: random.int(2, 3) }, () => name(random));
  return script(random, random.int(97, 100), pool, [2, 5], { dialect: GROWTH });
}

/** 100 assignments whose names are the prefixes of one ten-letter word, so that names overlap. */
function prefixScript(random: Random): string {
  const word = random.string(10, LOWERCASE);
  const pool = Array.from({ length: 10 }, (_, i) => word.slice(0, i + 1));
  return script(random, 100, pool, [2, 8], { minLine: 120 });
}

/** Like B, but a zero right operand of / or % slips in for a third of the draws. */
const risky =
  (draw: (dialect: Dialect) => (random: Random) => string) =>
  (random: Random): string =>
    draw({ ...SIGNED, zeroChance: random.chance(0.35) ? random.pick([0.05, 0.2, 0.5]) : 0 })(random);

/** A long sum with a division by zero hidden inside 0 * (...) somewhere in it. */
function hiddenZero(random: Random): string {
  const writer = new Writer(random, SIGNED);
  const k = random.int(0, 999);
  const poison = `0${writer.bin('*')}(${random.int(1, 999)}${writer.bin(random.pick(['/', '%']))}(${k}${writer.bin('-')}${k}))`;
  const before = writer.chain(writer.term(random.int(1, 5), 0), random.int(0, 900), MAX_LINE - poison.length - 20).text;
  const rest = writer.chain(
    { text: before + writer.bin(random.pick(['+', '-'])) + poison, value: 0n },
    MAX_LINE - 12,
    MAX_LINE,
  );
  return rest.text + '\n';
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'tricky', input: '8 - 3 - 2\n' },
      { tag: 'tricky', input: '2*3+4*5\n' },
      { tag: 'tricky', input: '1 - (2 - (3 - (4 - 5)))\n' },
    ],
    drawn: [
      { tag: 'typical', draw: typical(PLAIN, 3, 8) },
      { tag: 'typical', draw: typical(PLAIN, 6, 20) },
      { tag: 'typical', draw: typical(PLAIN, 12, 40) },
      { tag: 'maximum', draw: product },
      { tag: 'maximum', draw: deep(PLAIN) },
      { tag: 'maximum', draw: long(PLAIN) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '-5\n' },
      { tag: 'tricky', input: '-7 / 2\n' },
      { tag: 'tricky', input: '-7 % 2\n' },
      { tag: 'tricky', input: '7 % -2\n' },
      { tag: 'tricky', input: '100 / 7 / 2 % 3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: typical(SIGNED, 3, 8) },
      { tag: 'typical', draw: typical(SIGNED, 6, 20) },
      { tag: 'typical', draw: typical(SIGNED, 12, 40) },
      { tag: 'maximum', draw: long(SIGNED) },
      { tag: 'maximum', draw: signedProduct(SIGNED) },
      { tag: 'maximum', draw: deep(SIGNED) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '2 ^ 3 ^ 2\n' },
      { tag: 'tricky', input: '(2 ^ 3) ^ 2\n' },
      { tag: 'tricky', input: '0 ^ 0 + 0 ^ 5\n' },
    ],
    drawn: [
      { tag: 'typical', draw: typical(POWERS, 3, 8) },
      { tag: 'typical', draw: typical(POWERS, 6, 20) },
      { tag: 'typical', draw: typical(POWERS, 12, 40) },
      { tag: 'maximum', draw: towers },
      { tag: 'maximum', draw: long(POWERS) },
      { tag: 'maximum', draw: raisedSum },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n0\n' },
      { tag: 'minimum', input: '0\n-3\n' },
      { tag: 'tricky', input: '1\nx = 5\nx - -x\n' },
      { tag: 'tricky', input: '2\nx = 7\nx = x * x\n-x / 2 % 5\n' },
      { tag: 'tricky', input: '1\nab = 2\nab * ab\n' },
    ],
    drawn: [
      { tag: 'typical', draw: smallScript },
      { tag: 'typical', draw: smallScript },
      { tag: 'typical', draw: smallScript },
      { tag: 'maximum', draw: growingScript },
      { tag: 'maximum', draw: longScript },
      { tag: 'maximum', draw: prefixScript },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1 / 0\n' },
      { tag: 'tricky', input: '0 * (1 / 0)\n' },
      { tag: 'tricky', input: '(2 - 2) / 5\n' },
      { tag: 'tricky', input: '5 % (3 - 3)\n' },
      { tag: 'tricky', input: '-0\n' },
    ],
    drawn: [
      { tag: 'typical', draw: risky((d) => typical(d, 3, 8)) },
      { tag: 'typical', draw: risky((d) => typical(d, 6, 20)) },
      { tag: 'typical', draw: risky((d) => typical(d, 12, 40)) },
      { tag: 'maximum', draw: risky(long) },
      { tag: 'maximum', draw: hiddenZero },
      { tag: 'maximum', draw: risky(signedProduct) },
    ],
  },
});
