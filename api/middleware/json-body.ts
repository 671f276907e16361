import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { ApiError } from '../http/errors';

export const MAX_BODY = '256kb';

/**
 * Parses JSON bodies up to MAX_BODY. A body of any other media type is refused (415) rather than
 * silently ignored; a request without a body passes with `undefined`.
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: MAX_BODY, jsonStrict: true });
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
