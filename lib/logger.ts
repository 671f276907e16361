import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Field names whose values never reach a log line, wherever they appear: secrets, a candidate's
 * code, and the addresses of people (a database error's `detail` may quote a row's values).
 */
const REDACTED = [
  'password',
  'password_confirmation',
  'current_password',
  'webhook_secret',
  'webhook_previous_secret',
  'secret',
  'secrets',
  'token',
  'access_token',
  'ws_token',
  'round_token',
  'authorization',
  'code',
  'databaseUrl',
  'jwtSecret',
  'email',
  'recipient',
  'detail',
];

/**
 * Lines go to stdout through pino's default destination, which writes from Node's thread pool.
 * A synchronous write was measured a few µs cheaper per API request, but it stops the whole
 * process while stdout cannot take more (a log collector that falls behind): the API would hang
 * and a worker would miss its heartbeats and spend scoring attempts. A test gives a destination of its own.
 */
export function createLogger(level: string, name = 'assessments', destination?: pino.DestinationStream): Logger {
  const options = {
    name,
    level,
    redact: { paths: [...REDACTED, ...REDACTED.map((f) => `*.${f}`)], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
