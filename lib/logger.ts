import pino from 'pino';

export type Logger = pino.Logger;

/** Field names whose values never reach a log line, wherever they appear. */
const REDACTED = [
  'password',
  'password_confirmation',
  'webhook_secret',
  'secret',
  'token',
  'access_token',
  'ws_token',
  'round_token',
  'authorization',
  'code',
  'databaseUrl',
  'jwtSecret',
];

/**
 * Lines go to stdout as they are logged, one write each. pino's default destination writes through
 * Node's thread pool instead: a hand-over to another thread and back for every line, which cost
 * an API request more than the line itself.
 */
export function createLogger(level: string, name = 'assessments'): Logger {
  return pino(
    {
      name,
      level,
      redact: { paths: [...REDACTED, ...REDACTED.map((f) => `*.${f}`)], censor: '[redacted]' },
    },
    pino.destination({ dest: 1, sync: true }),
  );
}
