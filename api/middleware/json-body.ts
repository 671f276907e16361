import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { ApiError } from '../http/errors';

export const MAX_BODY = '256kb';

/**
 * What a company's questions imported whole may take (an export of up to 500 questions, each of up
 * to five variations of statements and programs): parsed by its route once the caller is known to
 * be a company's owner or admin, never before.
 */
export const IMPORT_BODY = '8mb';
const PARSED_BY_THEIR_ROUTE = new Set(['/v1/questions/import']);

/**
 * Parses JSON bodies up to `limit`. A body of any other media type is refused (415) rather than
 * silently ignored; a request without a body passes with `undefined`.
 */
export function jsonBodyUpTo(limit: string): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limit, jsonStrict: true });
  // Not async: a request without a body passes on without a promise of its own.
  return (ctx, next) => {
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (!hasBody) return next();
    if (!ctx.is('application/json')) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
    }
    return parse(ctx, next);
  };
}

/** Every route's body, up to MAX_BODY; the few that take more are left to their route. */
export function jsonBody(): Middleware {
  const parse = jsonBodyUpTo(MAX_BODY);
  return (ctx, next) => (PARSED_BY_THEIR_ROUTE.has(ctx.path.replace(/\/+$/, '')) ? next() : parse(ctx, next));
}
