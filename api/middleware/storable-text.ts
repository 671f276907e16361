import type { Middleware } from 'koa';
import { validationFailed } from '../validation';

/**
 * What no column can hold: U+0000 (Postgres text refuses it, and jsonb its escape), and a UTF-16
 * surrogate without its pair (not a character at all: jsonb refuses its escape, and text would
 * silently get U+FFFD in its place).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what it looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_MESSAGE =
  'must not contain the NUL character (U+0000) or an unpaired surrogate (\\ud800 to \\udfff alone)';

/** The paths (`a.b.0`, as validation errors name them) of every string or key in `value` that cannot be stored. */
export function unstorablePaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? [path.join('.') || '(body)'] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = [...path, key];
    return [...(UNSTORABLE.test(key) ? [here.join('.')] : []), ...unstorablePaths(inner, here)];
  });
}

function decodedSegments(path: string): string[] {
  return path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment; // not percent-encoded text: the router refuses it on its own
    }
  });
}

/**
 * Refuses, with 422 validation_failed naming each field, a request whose path, query or JSON body
 * holds text that cannot be stored: one rule at the edge for every endpoint, before any handler
 * passes a string to the database (or to a candidate's e-mail, or a webhook).
 */
export function storableText(): Middleware {
  return async (ctx, next) => {
    const details = [
      ...(decodedSegments(ctx.path).some((s) => UNSTORABLE.test(s)) ? ['(path)'] : []),
      ...unstorablePaths(ctx.query),
      ...unstorablePaths(ctx.request.body),
    ].map((path) => ({ path, message: UNSTORABLE_MESSAGE }));
    if (details.length) throw validationFailed(details);
    await next();
  };
}
