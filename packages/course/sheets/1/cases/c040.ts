import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const mk = (p: string, xs: string[]) => `${p}\n${xs.length}\n${xs.join('\n')}\n`;

/** A pattern as a tree: what it renders to and how to make strings that match it. */
type Re =
  | { kind: 'text'; text: string }
  | { kind: 'dot' }
  | { kind: 'cat'; items: Re[] }
  | { kind: 'alt'; items: Re[] }
  | { kind: 'rep'; op: '*' | '+' | '?'; item: Re };

function render(re: Re): string {
  switch (re.kind) {
    case 'text':
      return re.text;
    case 'dot':
      return '.';
    case 'cat':
      return re.items.map((item) => (item.kind === 'alt' ? `(${render(item)})` : render(item))).join('');
    case 'alt':
      return re.items.map(render).join('|');
    case 'rep': {
      const inner = render(re.item);
      const single = (re.item.kind === 'text' && re.item.text.length === 1) || re.item.kind === 'dot';
      return (single ? inner : `(${inner})`) + re.op;
    }
  }
}

const WORDS = [
  'err',
  'or',
  'warn',
  'ing',
  'fail',
  'ed',
  'ok',
  'time',
  'out',
  'db',
  'log',
  'x',
  'a',
  'b',
  'ab',
  'ba',
  'e',
  'r',
  'y',
  'z',
  'q',
];

/** A piece of a pattern: a word or a letter or a dot, or a group, now and then repeated. */
function piece(random: Random, depth: number): Re {
  const kind = random.int(0, 9);
  let re: Re;
  if (kind < 4) re = { kind: 'text', text: random.pick(WORDS) };
  else if (kind < 6) re = { kind: 'text', text: random.pick([...LOWERCASE]) };
  else if (kind < 8) re = { kind: 'dot' };
  else re = depth > 0 ? alternation(random, depth - 1) : { kind: 'text', text: random.pick(WORDS) };
  if (random.chance(0.35)) {
    if (re.kind === 'text' && re.text.length > 1 && random.chance(0.5)) {
      const last = re.text.length - 1;
      return {
        kind: 'cat',
        items: [
          { kind: 'text', text: re.text.slice(0, last) },
          { kind: 'rep', op: random.pick(['*', '+', '?']), item: { kind: 'text', text: re.text[last] } },
        ],
      };
    }
    return { kind: 'rep', op: random.pick(['*', '+', '?']), item: re };
  }
  return re;
}

/** A sequence of one to four pieces. */
function sequence(random: Random, depth: number): Re {
  return { kind: 'cat', items: Array.from({ length: random.int(1, 4) }, () => piece(random, depth)) };
}

/** One to three alternatives, now and then an empty one. */
function alternation(random: Random, depth: number): Re {
  const items = Array.from({ length: random.chance(0.6) ? 1 : random.int(2, 3) }, () => sequence(random, depth));
  if (items.length > 1 && random.chance(0.1)) items[random.int(0, items.length - 1)] = { kind: 'cat', items: [] };
  return items.length === 1 ? items[0] : { kind: 'alt', items };
}

/** A pattern of `min` to 30 characters, with at least one repetition when `repeating`, its automaton at most `states` big. */
function pattern(random: Random, min = 1, repeating = false, states = 60): Re {
  for (;;) {
    const re = alternation(random, 2);
    const text = render(re);
    if (text.length < min || text.length > 30 || (repeating && !/[*+]/.test(text))) continue;
    if (automaton(re).size <= states) return re;
  }
}

/** A Thompson automaton for a pattern, built as the references build theirs. */
function automaton(re: Re) {
  const eps: number[][] = [];
  const edge: ([string, number] | undefined)[] = [];
  const node = () => (eps.push([]), edge.push(undefined), eps.length - 1);
  const build = (re: Re): [number, number] => {
    const s = node();
    let e = s;
    if (re.kind === 'text' || re.kind === 'dot') {
      for (const c of re.kind === 'dot' ? '.' : re.text) {
        const next = node();
        edge[e] = [c, next];
        e = next;
      }
    } else if (re.kind === 'cat') {
      for (const item of re.items) {
        const [a, b] = build(item);
        eps[e].push(a);
        e = b;
      }
    } else {
      e = node();
      for (const item of re.kind === 'alt' ? re.items : [re.item]) {
        const [a, b] = build(item);
        eps[s].push(a);
        eps[b].push(e);
        if (re.kind === 'rep' && re.op !== '?') eps[b].push(a);
      }
      if (re.kind === 'rep' && re.op !== '+') eps[s].push(e);
    }
    return [s, e];
  };
  const [start, end] = build(re);
  const close = (states: number[]) => {
    const seen = new Set(states);
    const todo = [...states];
    while (todo.length)
      for (const v of eps[todo.pop()!])
        if (!seen.has(v)) {
          seen.add(v);
          todo.push(v);
        }
    return [...seen].sort((x, y) => x - y);
  };
  return { size: eps.length, edge, start, end, close };
}

/**
 * Counting the strings of length n as the reference does: about how many (state, letter class)
 * pairs it goes through (Infinity when too many), and whether any string of length n matches.
 */
function counting(re: Re, n: number): { cost: number; matches: boolean } {
  const { edge, start, end, close } = automaton(re);
  const classes = [...new Set(render(re).replace(/[^a-z]/g, '') + '#')];
  const ids = new Map<string, number>();
  const sets: number[][] = [];
  const moves: number[][] = [];
  const id = (set: number[]) => {
    const key = set.join();
    if (!ids.has(key)) {
      ids.set(key, sets.length);
      sets.push(set);
    }
    return ids.get(key)!;
  };
  const history = [[id(close([start]))]];
  const when = new Map([[history[0].join(), 0]]);
  let cost = 0;
  let last = history[0];
  for (let t = 1; t <= n; t++) {
    const next = new Set<number>();
    for (const u of history[t - 1]) {
      moves[u] ??= classes.map((c) =>
        id(close(sets[u].flatMap((v) => (edge[v] && (edge[v][0] === c || edge[v][0] === '.') ? [edge[v][1]] : [])))),
      );
      for (const v of moves[u]) next.add(v);
    }
    if (sets.length > 300) return { cost: Infinity, matches: false };
    const reach = [...next].sort((x, y) => x - y);
    cost += reach.length * classes.length;
    const earlier = when.get(reach.join());
    if (earlier !== undefined) {
      cost += reach.length * classes.length * (n - t);
      last = history[earlier + ((n - earlier) % (t - earlier))];
      break;
    }
    when.set(reach.join(), t);
    history.push(reach);
    last = reach;
  }
  return { cost, matches: last.some((u) => sets[u].includes(end)) };
}

/** A pattern and n for counting (mostly a length it matches), the pattern small enough in its deterministic form to count fast. */
const counted = (min: number, n: (random: Random, re: Re) => number) => (random: Random) => {
  for (;;) {
    const re = pattern(random, min);
    const length = n(random, re);
    const { cost, matches } = counting(re, length);
    if (cost <= 150_000 && (matches || random.chance(0.1))) return `${render(re)}\n${length}\n`;
  }
};

/** The length of some string the pattern matches, now and then one more or less. */
const sampledLength = (random: Random, re: Re) =>
  Math.max(0, fitting(random, re, random.int(1, 5), 'abc', 100).length + random.pick([0, 0, 0, -1, 1]));

/** A string the pattern matches, repeating `reps` times at most and stopping early past `cap` letters; `letters` replace dots. */
function sample(random: Random, re: Re, reps: number, letters: string, cap = 400): string {
  switch (re.kind) {
    case 'text':
      return re.text;
    case 'dot':
      return random.pick([...letters]);
    case 'cat':
      return re.items.map((item) => sample(random, item, reps, letters, cap)).join('');
    case 'alt':
      return sample(random, random.pick(re.items), reps, letters, cap);
    case 'rep': {
      const times = re.op === '?' ? random.int(0, 1) : random.int(re.op === '+' ? 1 : 0, Math.max(1, reps));
      let out = '';
      for (let i = 0; i < times && out.length <= cap; i++) out += sample(random, re.item, reps, letters, cap);
      return out;
    }
  }
}

/** The letters a pattern uses, with a few others. */
function lettersOf(random: Random, text: string): string {
  return [...new Set(text.replace(/[^a-z]/g, '') + random.string(3, LOWERCASE))].join('');
}

/** A matching string of at most `max` letters (shorter repetitions when too long), or '' when none fits. */
function fitting(random: Random, re: Re, reps: number, letters: string, max: number): string {
  for (let r = reps; r >= 0; r = Math.floor(r / 2) - (r === 1 ? 1 : 0)) {
    const s = sample(random, re, r, letters, max);
    if (s.length <= max) return s;
  }
  return '';
}

/** The longest of a few matching strings of at most `max` letters (stopping at one of 150). */
function longest(random: Random, re: Re, letters: string, max: number): string {
  let best = '';
  for (let i = 0; i < 8 && best.length < 150; i++) {
    const s = fitting(random, re, 60, letters, max);
    if (s.length > best.length) best = s;
  }
  return best;
}

/** A string changed by one to three letters (inserted, deleted or replaced), kept within `max`. */
function mutate(random: Random, s: string, letters: string, max: number): string {
  let out = s;
  for (let i = random.int(1, 3); i > 0; i--) {
    const at = random.int(0, out.length);
    const kind = out.length ? random.int(0, 2) : 0;
    const c = random.pick([...letters]);
    if (kind === 0 && out.length < max) out = out.slice(0, at) + c + out.slice(at);
    else if (kind === 1) out = out.slice(0, at) + out.slice(at + 1);
    else out = out.slice(0, at) + c + out.slice(at + 1);
  }
  return out.slice(0, max);
}

/** q strings for a pattern: matching ones, near misses and noise, each of at most `max` letters. */
function strings(random: Random, re: Re, q: number, reps: number, max: number): string[] {
  const letters = lettersOf(random, render(re));
  return Array.from({ length: q }, () => {
    const s = reps > 10 ? longest(random, re, letters, max) : fitting(random, re, reps, letters, max);
    const kind = random.int(0, 9);
    if (kind < 5) return s;
    if (kind < 9) return mutate(random, s, letters, max);
    return random.string(random.int(0, Math.min(max, 12)), letters);
  });
}

/** A pattern and q strings to match whole. */
const whole =
  (q: (random: Random) => number, reps: number, max = 200, min = 1) =>
  (random: Random) => {
    const re = pattern(random, min, reps > 5);
    return mk(render(re), strings(random, re, q(random), reps, max));
  };

/** Nested repetitions that make backtracking matchers blow up, with long runs of one letter. */
function trap(random: Random): string {
  const [a, b, c] = random.sample([...LOWERCASE], 3);
  const p = random.pick([
    `(${a}*)*(${b}|${a}+)?${c}*`,
    `(${a}|${a}${a})*${b}`,
    `(${a}+)+${b}?${c}*`,
    `(${a}?${a}?)*${c}*`,
  ]);
  const lines = Array.from({ length: 25 }, () => {
    const run = a.repeat(random.int(150, 198));
    const end = random.pick(['', b, c, b + c, c + b, c.repeat(random.int(1, 2)), random.string(2, LOWERCASE)]);
    return (run + end).slice(0, 200);
  });
  return mk(p, lines);
}

/**
 * A log line of `length` letters: a match of the pattern planted within its first 15 letters, then
 * noise with more matches now and then. One line in six is short noise instead, which may match
 * nowhere (short, so that searching it stays cheap).
 */
function logLine(random: Random, re: Re, letters: string, length: number): string {
  if (random.chance(1 / 6)) return random.string(random.int(0, Math.min(length, 20)), letters);
  let line = random.string(random.int(0, 15), letters);
  line += fitting(random, re, 3, letters, Math.max(0, length - line.length));
  while (line.length < length) {
    line += random.chance(0.3)
      ? fitting(random, re, 3, letters, length - line.length)
      : random.string(random.int(1, 8), letters);
  }
  return line.slice(0, length);
}

/** A pattern (its automaton at most `states` big) and q log lines of at most 100 letters, to search or to clean. */
const logs =
  (q: (random: Random) => number, length: (random: Random) => number, min = 1, states = 60) =>
  (random: Random) => {
    const re = pattern(random, min, false, states);
    const letters = lettersOf(random, render(re));
    return mk(
      render(re),
      Array.from({ length: q(random) }, () => logLine(random, re, letters, Math.min(100, length(random)))),
    );
  };

/** A pattern for the shortest string, one that matches the empty string only now and then. */
const shortest = (min: number) => (random: Random) => {
  for (;;) {
    const re = pattern(random, min);
    const { start, end, close } = automaton(re);
    if (!close([start]).includes(end) || random.chance(0.1)) return render(re) + '\n';
  }
};

/** A long chain of groups, up to 30 characters, for the shortest string. */
function chain(random: Random): string {
  for (;;) {
    let text = '';
    for (;;) {
      const part = render({ kind: 'cat', items: [piece(random, 1)] });
      const group = random.chance(0.5) ? `(${part}|${render({ kind: 'cat', items: [piece(random, 0)] })})` : part;
      if (text.length + group.length > 30) break;
      text += group;
    }
    if (text.length >= 26) return text + '\n';
  }
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: mk('', ['', 'a']) },
      { tag: 'minimum', input: mk('a', ['a']) },
      { tag: 'tricky', input: mk('a|', ['', 'a', 'aa']) },
      { tag: 'tricky', input: mk('()*x(|y)', ['x', 'xy', 'y', 'xyy']) },
      { tag: 'tricky', input: mk('ab|cd*', ['ab', 'abd', 'c', 'cddd', 'abcd']) },
    ],
    // Patterns of at least 6 characters: a shorter one is often a single word, matched by the same strings.
    drawn: [
      { tag: 'typical', draw: whole((random) => random.int(3, 8), 3, 200, 6) },
      { tag: 'typical', draw: whole((random) => random.int(8, 20), 4, 200, 8) },
      { tag: 'typical', draw: whole((random) => random.int(15, 30), 6, 200, 12) },
      { tag: 'maximum', draw: trap },
      { tag: 'maximum', draw: whole(() => 50, 60, 200, 20) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'z\n' },
      { tag: 'tricky', input: 'z|.\n' },
      { tag: 'tricky', input: 'b(c|a)|ba\n' },
      { tag: 'tricky', input: 'x*y*\n' },
      { tag: 'tricky', input: 'zz(y|x.)|zzz|z.z\n' },
    ],
    // The pattern is the whole input, and shorter ones are often the same few words: at least 11 characters.
    drawn: [
      { tag: 'typical', draw: shortest(11) },
      { tag: 'typical', draw: shortest(14) },
      { tag: 'typical', draw: shortest(18) },
      { tag: 'maximum', draw: chain },
      { tag: 'maximum', draw: shortest(27) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n0\n' },
      { tag: 'minimum', input: 'a\n1\n' },
      { tag: 'tricky', input: '.*\n0\n' },
      { tag: 'tricky', input: 'a|a|a\n1\n' },
      { tag: 'tricky', input: '(a|.)(b|.)\n2\n' },
    ],
    // Patterns of at least 10 characters: shorter ones are often the same few words, so rounds would share them.
    drawn: [
      { tag: 'typical', draw: counted(10, sampledLength) },
      { tag: 'typical', draw: counted(12, sampledLength) },
      { tag: 'typical', draw: counted(14, (random, re) => sampledLength(random, re) + random.pick([0, 10, 50])) },
      { tag: 'maximum', draw: counted(16, (random) => random.int(990, 1000)) },
      { tag: 'maximum', draw: counted(22, () => 1000) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: mk('', ['', 'abc']) },
      { tag: 'minimum', input: mk('a', ['a']) },
      { tag: 'tricky', input: mk('b*', ['aaabbb', 'bbb', '']) },
      { tag: 'tricky', input: mk('ab|abcd|bcdef', ['zabcdefz', 'zbcde', 'zzz']) },
      { tag: 'tricky', input: mk('(a|ab)(c|bcd)', ['abcd', 'xxabcdxx', 'abc']) },
    ],
    drawn: [
      {
        tag: 'typical',
        draw: logs(
          (random) => random.int(3, 8),
          (random) => random.int(5, 40),
          4,
        ),
      },
      {
        tag: 'typical',
        draw: logs(
          (random) => random.int(5, 15),
          (random) => random.int(10, 80),
          8,
        ),
      },
      {
        tag: 'typical',
        draw: logs(
          (random) => random.int(5, 20),
          (random) => random.int(0, 100),
          12,
        ),
      },
      {
        tag: 'maximum',
        draw: logs(
          () => 20,
          () => 100,
          20,
        ),
      },
      {
        tag: 'maximum',
        draw: logs(
          () => 20,
          (random) => random.int(95, 100),
          26,
        ),
      },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: mk('', ['', 'abc']) },
      { tag: 'minimum', input: mk('a', ['a']) },
      { tag: 'tricky', input: mk('a+', ['', 'bbb', 'bab']) },
      { tag: 'tricky', input: mk('.?', ['', 'q', 'xyz']) },
      { tag: 'tricky', input: mk('(ab)*', ['aabb', 'bababa', 'abab']) },
    ],
    drawn: [
      {
        tag: 'typical',
        draw: logs(
          (random) => random.int(3, 8),
          (random) => random.int(5, 40),
          4,
        ),
      },
      {
        tag: 'typical',
        draw: logs(
          (random) => random.int(5, 15),
          (random) => random.int(10, 80),
          8,
        ),
      },
      {
        tag: 'typical',
        draw: logs(
          (random) => random.int(5, 20),
          (random) => random.int(0, 100),
          12,
        ),
      },
      {
        tag: 'maximum',
        draw: logs(
          () => 20,
          () => 100,
          16,
          45,
        ),
      },
      {
        tag: 'maximum',
        draw: logs(
          () => 20,
          (random) => random.int(95, 100),
          22,
          45,
        ),
      },
    ],
  },
});
