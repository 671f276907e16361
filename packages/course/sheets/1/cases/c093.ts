import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, UPPERCASE, type Random } from '../../../random';

const USERS = [
  'alice',
  'bob',
  'carol',
  'dave',
  'erin',
  'frank',
  'grace',
  'Heidi',
  'ivan',
  'judy',
  'mallory',
  'Bob',
  'bob2',
];

const SERVICES = ['api', 'auth', 'billing', 'search'];

/** Mostly successes, with the edges of the 5xx range and its neighbours. */
const STATUSES = [200, 200, 200, 200, 201, 204, 301, 304, 404, 404, 429, 499, 500, 502, 503, 503, 504, 599, 600];

/** Keys that look like the wanted ones but are not. */
const DECOYS = ['users', 'username', 'status_code', 'http_status', 'req_id', 'latency', 'region', 'host'];

/** A decoy key's value, which may itself look like a key=value token. */
const decoy = (random: Random): string =>
  `${random.pick(DECOYS)}=${random.pick(['eu', 'status=500', 'user=zed', 'req=r1', `${random.int(0, 999)}`])}`;

/** A log's users: some of USERS and some made-up names, in either case and with digits. */
const roster = (random: Random): string[] => [
  ...random.sample(USERS, random.int(2, 8)),
  ...Array.from(
    { length: random.int(0, 12) },
    () => random.string(1, UPPERCASE + LOWERCASE) + random.string(random.int(1, 6), LOWERCASE + DIGITS),
  ),
];

/** One record's tokens in random order: the usual keys, each sometimes missing, sometimes repeated, sometimes a decoy. */
function record(random: Random, users: string[]): string[] {
  const tokens = [
    `ts=${random.int(1_700_000_000, 1_800_000_000)}`,
    `service=${random.pick(SERVICES)}`,
    random.chance(0.85) ? `status=${random.pick(STATUSES)}` : '',
    random.chance(0.8) ? `user=${random.pick(users)}` : '',
    random.chance(0.9) ? `req=r${random.int(0, 99999)}` : '',
    random.chance(0.85) ? `latency_ms=${random.chance(0.05) ? random.int(0, 100000) : random.int(0, 4999)}` : '',
    random.chance(0.25) ? `path=/search?q=${random.pick(['a', 'x', 'status'])}=${random.int(0, 99)}` : '',
    random.chance(0.1) ? decoy(random) : '',
    random.chance(0.05) ? random.pick([`status=${random.pick(STATUSES)}`, `user=${random.pick(users)}`]) : '',
  ].filter((t) => t);
  return random.shuffle(tokens);
}

/** `count` records of at most 76 characters each (so 250 of them fit the input limit), now and then a blank line. */
function records(random: Random, count: number): string {
  const users = roster(random);
  let text = '';
  for (let i = 0; i < count; i++) {
    const tokens = record(random, users);
    while (tokens.join(' ').length > 76) tokens.splice(random.int(0, tokens.length - 1), 1);
    text += (random.chance(0.02) ? '\n' : '') + tokens.join(' ') + '\n';
  }
  return text;
}

/** `min` to `max` records after an optional first line. */
const log =
  (min: number, max: number, head: (random: Random) => string = () => '') =>
  (random: Random) => {
    const first = head(random);
    return first + records(random, random.int(min, max));
  };

const KEYS = ['ts', 'service', 'status', 'user', 'req', 'latency_ms', 'path'];

/** The key line of variation C: usually a common key, sometimes a rare one. */
const keyLine = (random: Random): string => random.pick(random.chance(0.85) ? KEYS : DECOYS) + '\n';

/** The header of variation E: one to ten distinct keys, mostly ones the records use. */
const header = (random: Random): string =>
  random.shuffle([...random.sample(KEYS, random.int(1, 6)), ...random.sample(DECOYS, random.int(0, 4))]).join(',') +
  '\n';

const plain = [
  { tag: 'typical', draw: log(3, 20) },
  { tag: 'typical', draw: log(20, 90) },
  { tag: 'typical', draw: log(90, 200) },
  { tag: 'maximum', draw: log(250, 250) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'status=500\n' },
      { tag: 'minimum', input: 'user=alice\n' },
      { tag: 'tricky', input: 'status=499 code=500\nstatus=600 note=status=500\nstatus=599\n\nstatus=5000\n' },
      { tag: 'tricky', input: 'path=/x?status=503 status=200\nuser=status=503\n' },
    ],
    drawn: plain,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'user=x\n' },
      { tag: 'minimum', input: 'status=200\n' },
      { tag: 'tricky', input: 'user=bob\nuser=Bob\nuser=bob2\nusers=zed\nuser=b=ob\n' },
      { tag: 'tricky', input: 'status=500 username=alice\n\nuser=carol user=dave\n' },
    ],
    drawn: plain,
  },
  C: {
    fixed: [
      { tag: 'empty', input: 'status\n' },
      { tag: 'minimum', input: 'a\na=1\n' },
      { tag: 'minimum', input: 'a\nb=1\n' },
      { tag: 'tricky', input: 'q\nquery=1 q=a=b\nq=x q=y\nqq=z\n\nq==\n' },
    ],
    drawn: [
      { tag: 'typical', draw: log(3, 20, keyLine) },
      { tag: 'typical', draw: log(20, 90, keyLine) },
      { tag: 'typical', draw: log(90, 200, keyLine) },
      { tag: 'maximum', draw: log(250, 250, keyLine) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'req=x latency_ms=0\n' },
      { tag: 'minimum', input: 'req=x\n' },
      {
        tag: 'tricky',
        input: 'req=a latency_ms=99\nreq=b latency_ms=100\nreq=c latency_ms=100\nlatency_ms=5000\nreq=d latency_ms=9\n',
      },
      { tag: 'tricky', input: 'req=a=1 latency_ms=20\nreq=b latency_ms=3\n' },
    ],
    drawn: plain,
  },
  E: {
    fixed: [
      { tag: 'empty', input: 'user,status\n' },
      { tag: 'minimum', input: 'a\na=1\n' },
      { tag: 'tricky', input: 'a,b,c\nz=1\n\nc=3 a=1\nb=x b=y a=q=r\n' },
      { tag: 'tricky', input: 'constructor,status\nstatus=1\n' },
    ],
    drawn: [
      { tag: 'typical', draw: log(3, 20, header) },
      { tag: 'typical', draw: log(20, 90, header) },
      { tag: 'typical', draw: log(90, 200, header) },
      { tag: 'maximum', draw: log(250, 250, header) },
    ],
  },
});
