import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const SERVICES = [
  'redis',
  'nginx',
  'kafka',
  'postgres',
  'pager',
  'alert',
  'deploy',
  'grafana',
  'etcd',
  'consul',
  'vault',
  'envoy',
  'istio',
  'jenkins',
  'sentry',
  'mongo',
  'rabbit',
  'celery',
  'haproxy',
  'traefik',
];

/** The word count line and the words, one a line. */
function list(words: string[]): string {
  return `${words.length}\n${words.join('\n')}\n`;
}

/** The letters of `word` in random order. */
function scramble(random: Random, word: string): string {
  return random.shuffle([...word]).join('');
}

/** 6 to 40 ticket words: a few service names, each kept, scrambled, or repeated. */
function tickets(random: Random): string {
  const services = random.sample(SERVICES, random.int(2, 8));
  const words = Array.from({ length: random.int(6, 40) }, () => {
    const name = random.pick(services);
    return random.chance(0.25) ? name : scramble(random, name);
  });
  return list(words);
}

/** 10 to 60 short words over a 3-letter alphabet, where anagrams are common by chance. */
function shortWords(random: Random): string {
  const alphabet = random.sample([...LOWERCASE], 3).join('');
  return list(Array.from({ length: random.int(10, 60) }, () => random.string(random.int(1, 5), alphabet)));
}

/** 1000 words of `shortest` to `longest` letters over a random alphabet of `letters` letters. */
const thousandWords = (letters: number, shortest: number, longest: number) => (random: Random) => {
  const alphabet = random.sample([...LOWERCASE], letters).join('');
  return list(Array.from({ length: 1000 }, () => random.string(random.int(shortest, longest), alphabet)));
};

/** 1000 words of 15 letters, the most letters allowed, over an alphabet of 3 to 26 letters. */
function mostLetters(random: Random): string {
  return thousandWords(random.int(3, 26), 15, 15)(random);
}

/** 1000 rearrangements of one word of 4 to 15 letters: a single huge group. */
function oneGroup(random: Random): string {
  const word = random.string(random.int(4, 15), LOWERCASE);
  return list(Array.from({ length: 1000 }, () => scramble(random, word)));
}

/** The same word of 8 to 15 letters, 1000 times. */
function oneWord(random: Random): string {
  return list(new Array<string>(1000).fill(random.string(random.int(8, 15), LOWERCASE)));
}

/** 1000 words drawn from 2 to 6 families of anagrams, in random order. */
function fewFamilies(random: Random): string {
  const roots = Array.from({ length: random.int(2, 6) }, () => random.string(random.int(2, 12), LOWERCASE));
  return list(Array.from({ length: 1000 }, () => scramble(random, random.pick(roots))));
}

const typical = [
  { tag: 'typical', draw: tickets },
  { tag: 'typical', draw: tickets },
  { tag: 'typical', draw: shortWords },
] as const;

const fixed = [
  { tag: 'empty', input: '0\n' },
  { tag: 'minimum', input: '1\nx\n' },
  { tag: 'tricky', input: '3\nab\nba\nab\n' },
  { tag: 'tricky', input: '4\na\naa\naaa\na\n' },
  { tag: 'tricky', input: '2\nab\nabb\n' },
] as const;

export const cases = defineCases({
  A: {
    fixed,
    drawn: [
      ...typical,
      { tag: 'maximum', draw: thousandWords(4, 1, 6) },
      { tag: 'maximum', draw: mostLetters },
      { tag: 'maximum', draw: oneGroup },
      { tag: 'maximum', draw: thousandWords(26, 3, 3) },
    ],
  },
  B: {
    fixed,
    drawn: [
      ...typical,
      { tag: 'maximum', draw: thousandWords(4, 1, 6) },
      { tag: 'maximum', draw: mostLetters },
      { tag: 'maximum', draw: oneGroup },
      { tag: 'maximum', draw: thousandWords(26, 3, 3) },
    ],
  },
  C: {
    fixed,
    drawn: [
      ...typical,
      { tag: 'maximum', draw: oneGroup },
      { tag: 'maximum', draw: fewFamilies },
      { tag: 'maximum', draw: mostLetters },
    ],
  },
  D: {
    fixed,
    drawn: [
      ...typical,
      { tag: 'maximum', draw: fewFamilies },
      { tag: 'maximum', draw: mostLetters },
      { tag: 'maximum', draw: thousandWords(4, 1, 6) },
    ],
  },
  E: {
    fixed,
    drawn: [
      ...typical,
      { tag: 'maximum', draw: thousandWords(4, 1, 6) },
      { tag: 'maximum', draw: mostLetters },
      { tag: 'maximum', draw: oneGroup },
      { tag: 'maximum', draw: oneWord },
    ],
  },
});
