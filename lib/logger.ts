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

export function createLogger(level: string, name = 'assessments'): Logger {
  return pino({
    name,
    level,
    redact: { paths: [...REDACTED, ...REDACTED.map((f) => `*.${f}`)], censor: '[redacted]' },
  });
}
