import type { Middleware } from 'koa';
import { UNSTORABLE } from '../../lib/text-formats';
import { validationFailed } from '../http/validation';

export const UNSTORABLE_MESSAGE =
  'must not contain the NUL character (U+0000) or an unpaired surrogate (\\ud800 to \\udfff alone)';

interface Place {
  key: string;
  parent?: Place;
}

/** At most this many fields are named, each by its last few keys: a refusal is never larger than what it refuses. */
const MAX_NAMED = 20;
const MAX_KEYS = 32;
const MAX_KEY_LENGTH = 64;

const pathOf = (place: Place | undefined): string => {
  const keys: string[] = [];
  for (let at = place; at && keys.length < MAX_KEYS; at = at.parent) keys.unshift(at.key.slice(0, MAX_KEY_LENGTH));
  return keys.join('.') || '(body)';
};

/**
 * The paths (`a.b.0`, as validation errors name them) of every string or key in `value` that cannot
 * be stored. Walked with a stack of its own, not by recursion (a body nested thousands deep is a
 * refusal like any other, not a stack overflow), a path is spelled out only for what is found, and
 * the walk stops at the MAX_NAMED-th.
 */
export function unstorablePaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: Array<{ value: unknown; place?: Place }> = [{ value }];
  for (let next = pending.pop(); next && found.length < MAX_NAMED; next = pending.pop()) {
    const { value: here, place } = next;
    if (typeof here === 'string') {
      if (UNSTORABLE.test(here)) found.push(pathOf(place));
    } else if (Array.isArray(here)) {
      for (let i = 0; i < here.length; i++) pending.push({ value: here[i], place: { key: String(i), parent: place } });
    } else if (here !== null && typeof here === 'object') {
      for (const key in here) {
        const inner: Place = { key, parent: place };
        if (UNSTORABLE.test(key)) found.push(pathOf(inner));
        pending.push({ value: (here as Record<string, unknown>)[key], place: inner });
      }
    }
  }
  return found;
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
  return (ctx, next) => {
    const details = [
      ...(decodedSegments(ctx.path).some((s) => UNSTORABLE.test(s)) ? ['(path)'] : []),
      ...unstorablePaths(ctx.query),
      ...unstorablePaths(ctx.request.body),
    ].map((path) => ({ path, message: UNSTORABLE_MESSAGE }));
    if (details.length) throw validationFailed(details);
    return next();
  };
}
