import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, UPPERCASE, type Random } from '../../../random';

const SECTIONS = [
  'Introduction',
  'Feature flags',
  'Load balancer health checks',
  'Paging policy',
  'Certificates',
  'Who to wake up',
  'Escalation',
  'Log rotation',
  'Cron jobs',
  'Restarting the database',
  'Disk full on the build agents',
  'Backups',
  'DNS',
  'Coffee machine',
  'Restore drills',
  'When Redis eats memory',
  'Postmortem template',
  'Glossary',
  'Rollback procedure',
  'Kafka lag',
  'TLS renewal',
  'On call handover',
  'Status page',
  'Blue green deploys',
  'Rate limits',
  'Secrets rotation',
  'VPN access',
  'Runbook 2',
  'Appendix A',
  'Queue backlog',
  'S3 lifecycle',
];

const ALNUM = LOWERCASE + UPPERCASE + DIGITS;

/** A section title of at most `most` characters: a usual one, sometimes with a number after it. */
function section(random: Random, most: number): string {
  const name = random.pick(SECTIONS.filter((s) => s.length <= most));
  const numbered = `${name} ${random.int(1, 99)}`;
  return random.chance(0.3) && numbered.length <= most ? numbered : name;
}

/** A title of exactly `length` letters, digits and spaces, starting and ending with a letter or digit. */
function dense(random: Random, length: number): string {
  if (length === 1) return random.string(1, ALNUM);
  let inner = '';
  while (inner.length < length - 2)
    inner += random.chance(0.15) ? ' '.repeat(random.int(1, 2)) : random.string(1, ALNUM);
  return random.string(1, ALNUM) + inner.slice(0, length - 2) + random.string(1, ALNUM);
}

/** k increasing page numbers from 1, spread up to at most `last`. */
function pages(random: Random, k: number, last: number): number[] {
  const step = Math.max(1, Math.floor((last - 1) / Math.max(1, k)));
  const out = [random.int(1, 3)];
  while (out.length < k) out.push(Math.min(last, out[out.length - 1] + random.int(1, step)));
  return out;
}

interface Entry {
  title: string;
  /** The number after the |: a page, or for E a section length. */
  number: number;
}

const rows = (entries: Entry[]) => entries.map(({ title, number }) => `${title}|${number}\n`).join('');

/** k usual sections with increasing pages up to `last`. */
const book = (random: Random, k: number, last: number): Entry[] =>
  pages(random, k, last).map((number) => ({ title: section(random, 30), number }));

/** 50 titles of exactly 30 characters on four-digit pages: the shortest dot leaders. */
const crammed = (random: Random): Entry[] =>
  Array.from({ length: 50 }, () => ({ title: dense(random, 30), number: random.int(1000, 9999) }));

/** A runbook of 4 to 20 sections. */
const typical = (random: Random) => {
  const k = random.int(4, 20);
  return `${k}\n${rows(book(random, k, random.pick([60, 400, 9999])))}`;
};

/** 50 sections with pages up to 9999. */
const fullBook = (random: Random) => `50\n${rows(book(random, 50, 9999))}`;

const fullCrammed = (random: Random) => `50\n${rows(crammed(random))}`;

/** A page width from 40 to 80 after k. */
const typicalWide = (random: Random) => {
  const k = random.int(4, 20);
  return `${k} ${random.int(40, 80)}\n${rows(book(random, k, random.pick([60, 400, 9999])))}`;
};

const fullBookWide = (random: Random) => `50 80\n${rows(book(random, 50, 9999))}`;

/** The longest entries at the widest or the narrowest page. */
const fullCrammedWide = (random: Random) => `50 ${random.pick([40, 80])}\n${rows(crammed(random))}`;

/** k entries at depths 0 to 3, each at most one deeper than the one before, titles fitting in 24 characters. */
function nested(random: Random, k: number, last: number): string {
  let depth = 0;
  return pages(random, k, last)
    .map((page) => {
      depth = random.int(0, Math.min(3, depth + 1));
      return `${'-'.repeat(depth)}${section(random, 24)}|${page}\n`;
    })
    .join('');
}

const typicalNested = (random: Random) => {
  const k = random.int(4, 20);
  return `${k}\n${nested(random, k, random.pick([60, 400, 9999]))}`;
};

const fullNested = (random: Random) => `50\n${nested(random, 50, 9999)}`;

/** 50 entries three dashes deep with titles of exactly 24 characters on four-digit pages. */
const fullNestedCrammed = (random: Random) =>
  `50\n${Array.from({ length: 50 }, () => `---${dense(random, 24)}|${random.int(1000, 9999)}\n`).join('')}`;

/** k sections of 1 to `longest` pages each. */
const lengths = (random: Random, k: number, longest: number) =>
  rows(Array.from({ length: k }, () => ({ title: section(random, 30), number: random.int(1, longest) })));

const typicalLengths = (random: Random) => {
  const k = random.int(4, 20);
  return `${k}\n${lengths(random, k, random.pick([9, 40, 99]))}`;
};

const fullLengths = (random: Random) => `50\n${lengths(random, 50, 99)}`;

/** 50 titles of exactly 30 characters and sections of 90 to 99 pages: the starting pages reach four digits. */
const fullLengthsCrammed = (random: Random) =>
  `50\n${Array.from({ length: 50 }, () => `${dense(random, 30)}|${random.int(90, 99)}\n`).join('')}`;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\nA|1\n' },
      { tag: 'tricky', input: '2\nabcdefghijklmnopqrstuvwxyz1234|9999\nDNS 2 0|10\n' },
      { tag: 'tricky', input: '2\nStep 1  then  Step 2|7\n7|7\n' },
    ],
    drawn: [
      { tag: 'typical', draw: typical },
      { tag: 'typical', draw: typical },
      { tag: 'typical', draw: typical },
      { tag: 'maximum', draw: fullBook },
      { tag: 'maximum', draw: fullCrammed },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 40\n' },
      { tag: 'minimum', input: '1 40\nA|1\n' },
      { tag: 'tricky', input: '2 40\nabcdefghijklmnopqrstuvwxyz1234|9999\nDNS 2 0|10\n' },
      { tag: 'tricky', input: '2 41\nStep 1  then  Step 2|7\n7|7\n' },
    ],
    drawn: [
      { tag: 'typical', draw: typicalWide },
      { tag: 'typical', draw: typicalWide },
      { tag: 'typical', draw: typicalWide },
      { tag: 'maximum', draw: fullBookWide },
      { tag: 'maximum', draw: fullCrammedWide },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\nA|1\n' },
      { tag: 'tricky', input: '2\nabcdefghijklmnopqrstuvwxyz1234|9\nDNS|9999\n' },
      { tag: 'tricky', input: '2\nStep 1  then  Step 2|7\n7|7\n' },
    ],
    drawn: [
      { tag: 'typical', draw: typical },
      { tag: 'typical', draw: typical },
      { tag: 'typical', draw: typical },
      { tag: 'maximum', draw: fullBook },
      { tag: 'maximum', draw: fullCrammed },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\nA|1\n' },
      { tag: 'tricky', input: '2\n---abcdefghijklmnopqrstuvwx|9999\n---X|1\n' },
      { tag: 'tricky', input: '3\n-Step 1  then  Step 2|7\n---7|7\n--0|8\n' },
    ],
    drawn: [
      { tag: 'typical', draw: typicalNested },
      { tag: 'typical', draw: typicalNested },
      { tag: 'typical', draw: typicalNested },
      { tag: 'maximum', draw: fullNested },
      { tag: 'maximum', draw: fullNestedCrammed },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\nA|1\n' },
      { tag: 'tricky', input: '3\nabcdefghijklmnopqrstuvwxyz1234|99\nDNS|1\nKafka lag|1\n' },
      { tag: 'tricky', input: '2\nStep 1  then  Step 2|7\n7|7\n' },
    ],
    drawn: [
      { tag: 'typical', draw: typicalLengths },
      { tag: 'typical', draw: typicalLengths },
      { tag: 'typical', draw: typicalLengths },
      { tag: 'maximum', draw: fullLengths },
      { tag: 'maximum', draw: fullLengthsCrammed },
    ],
  },
});
