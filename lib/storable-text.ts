/**
 * What no database column can hold: U+0000 (Postgres text refuses it, and jsonb its escape), and a
 * UTF-16 surrogate without its pair (not a character at all: jsonb refuses its escape, and text
 * would silently get U+FFFD in its place).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what it looks for
export const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex -- as above
const UNSTORABLE_ALL = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * JSON text of `value` that jsonb takes, whatever its strings hold: what we did not receive from a
 * client (a program's output, a model's words) may carry U+0000 or a lone surrogate, each written
 * as U+FFFD (the replacement character) rather than refused.
 */
export function storableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'string' && UNSTORABLE.test(inner) ? inner.replace(UNSTORABLE_ALL, '\ufffd') : inner,
  );
}
