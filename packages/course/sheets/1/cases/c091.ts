import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

/** Levels weighted as a real log is: mostly INFO. */
const LEVELS = ['INFO', 'INFO', 'INFO', 'INFO', 'DEBUG', 'DEBUG', 'WARN', 'WARN', 'ERROR'];

const SERVICES = [
  'api',
  'auth',
  'billing',
  'search',
  'cron',
  'mailer',
  'cdn',
  'timeouts',
  'ERROR',
  'WARN',
  'API',
  'Api',
];

/** Message words, with the traps: level names inside messages, timeout spelled every way. */
const WORDS = [
  'request',
  'ok',
  'cache',
  'miss',
  'retrying',
  'upstream',
  'Timeout',
  'timeout',
  'TIMEOUTS',
  'time',
  'out',
  'timed',
  'ReadTimeoutError',
  'disk',
  '91%',
  'full',
  'ERROR',
  'WARN',
  'INFO',
  'budget',
  'user',
  'login',
  'GET',
  '/health',
  '503',
  'in',
  '30s',
  'done',
];

const iso = (t: number): string => new Date(t * 1000).toISOString().replace('.000Z', 'Z');

/**
 * `count` log lines from a random moment on, seconds apart, with messages of up to `words` words and now and then a
 * blank line, from the given services (by default, a few of SERVICES).
 */
function logs(random: Random, count: number, words: number, services?: string[]): string {
  services ??= random.sample(SERVICES, random.int(3, SERVICES.length));
  let t = Date.UTC(random.int(2020, 2026), random.int(0, 11), random.int(1, 28)) / 1000 + random.int(0, 86399);
  let text = '';
  for (let i = 0; i < count; i++) {
    if (random.chance(0.02)) text += '\n';
    t += random.int(0, 90);
    const message = random.picks(WORDS, random.int(1, words)).join(' ');
    text += `${iso(t)} ${random.pick(LEVELS)} ${random.pick(services)} ${message}\n`;
  }
  return text;
}

/** Between `min` and `max` log lines with messages of a few words. */
const log = (min: number, max: number) => (random: Random) => logs(random, random.int(min, max), 5);

/** 400 log lines with short messages, within the input size limit. */
const fullLog = (random: Random): string => logs(random, 400, 2);

/** 400 log lines from about a hundred and fifty services whose names differ in case and digits. */
function manyServices(random: Random): string {
  const services = Array.from({ length: 150 }, () => random.pick(['svc', 'Svc', 'SVC', 'job']) + random.int(0, 99));
  return logs(random, 400, 2, services);
}

const typical = [
  { tag: 'typical', draw: log(5, 30) },
  { tag: 'typical', draw: log(30, 120) },
  { tag: 'typical', draw: log(120, 250) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '2024-03-01T00:00:00Z ERROR api boom\n' },
      { tag: 'minimum', input: '2024-03-01T00:00:00Z INFO api fine\n' },
      {
        tag: 'tricky',
        input:
          '2024-03-01T00:00:01Z INFO api ERROR budget ok\n2024-03-01T00:00:02Z WARN ERROR disk ERROR\n' +
          '2024-03-01T00:00:03Z ERROR ERROR ERROR\n',
      },
      { tag: 'tricky', input: '2024-03-01T00:00:01Z ERRORS api plural\n\n2024-03-01T00:00:02Z ERROR api real\n\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: fullLog }],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '2024-03-01T00:00:00Z WARN api hmm\n' },
      { tag: 'minimum', input: '2024-03-01T00:00:00Z DEBUG api fine\n' },
      {
        tag: 'tricky',
        input:
          '2024-03-01T00:00:01Z INFO WARN ERROR\n2024-03-01T00:00:02Z DEBUG api WARN: disk\n2024-03-01T00:00:03Z WARN ERROR INFO\n',
      },
      { tag: 'tricky', input: '\n2024-03-01T00:00:01Z ERROR api x\n\n\n2024-03-01T00:00:02Z WARN api y\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: fullLog }],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '2024-03-01T00:00:00Z DEBUG api x\n' },
      { tag: 'tricky', input: '2024-03-01T00:00:01Z INFO DEBUG WARN ERROR\n2024-03-01T00:00:02Z INFO api DEBUG\n' },
      { tag: 'tricky', input: '\n\n2024-03-01T00:00:01Z WARN api a\n\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: fullLog }],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '2024-03-01T00:00:00Z INFO api x\n' },
      {
        tag: 'tricky',
        input: '2024-03-01T00:00:01Z INFO api x\n2024-03-01T00:00:02Z INFO API y\n2024-03-01T00:00:03Z INFO Api api\n',
      },
      {
        tag: 'tricky',
        input: '2024-03-01T00:00:01Z INFO auth billing search cron\n\n2024-03-01T00:00:02Z WARN auth again\n',
      },
    ],
    drawn: [...typical, { tag: 'maximum', draw: fullLog }, { tag: 'maximum', draw: manyServices }],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '2024-03-01T00:00:00Z ERROR api timeout\n' },
      {
        tag: 'tricky',
        input:
          '2024-03-01T00:00:01Z INFO timeout ok\n2024-03-01T00:00:02Z INFO api time out\n' +
          '2024-03-01T00:00:03Z WARN api connection TIMEOUTS\n',
      },
      {
        tag: 'tricky',
        input: '2024-03-01T00:00:01Z ERROR api read timed out\n2024-03-01T00:00:02Z ERROR api ReadTimeoutException\n',
      },
    ],
    drawn: [...typical, { tag: 'maximum', draw: fullLog }],
  },
});
