import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { ApiError } from '../http/errors';

export const MAX_BODY = '256kb';

/**
 * The one request that carries more: a company's questions imported whole (an export of up to 500
 * questions, each up to five variations of statements and programs).
 */
export const LARGER_BODIES: Readonly<Record<string, string>> = { '/v1/questions/import': '8mb' };

const jsonParser = (limit: string) => bodyParser({ enableTypes: ['json'], jsonLimit: limit, jsonStrict: true });

/**
 * Parses JSON bodies up to MAX_BODY (LARGER_BODIES for its paths). A body of any other media type
 * is refused (415) rather than silently ignored; a request without a body passes with `undefined`.
 */
export function jsonBody(): Middleware {
  const parse = jsonParser(MAX_BODY);
  const larger = new Map(Object.entries(LARGER_BODIES).map(([path, limit]) => [path, jsonParser(limit)]));
  // Not async: a request without a body passes on without a promise of its own.
  return (ctx, next) => {
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (!hasBody) return next();
    if (!ctx.is('application/json')) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
    }
    return (larger.get(ctx.path) ?? parse)(ctx, next);
  };
}
