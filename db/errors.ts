/** An e-mail address another company, or another company's member, signs in with already. */
export class EmailTakenError extends Error {}

/** Postgres unique_violation, optionally on a named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** Error codes of a database that cannot be reached, is shutting down or starting up, or dropped the connection. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
// Connection exceptions, admin/crash shutdown, cannot connect now, too many connections.
const UNAVAILABLE_SQLSTATES = /^(08|57P0[1-3]|53300)/;
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Whether a pg error means the database cannot be reached now (as opposed to a bad query). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; errors?: unknown[] } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (UNREACHABLE_CODES.has(e.code) || UNAVAILABLE_SQLSTATES.test(e.code))) return true;
  if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
  return Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable);
}
