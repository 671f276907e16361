/** The text formats the service writes: timestamps, HTML text, CSV, and JSON Postgres stores. */
import { z } from 'zod';

/** How every timestamp is written: ISO 8601, UTC, millisecond precision. */
export const Timestamp = z.iso.datetime({ offset: false }).describe('ISO 8601, UTC, millisecond precision');

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as the e-mails' HTML holds it: what an erasure looks for in a stored HTML body, too. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

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

/**
 * CSV as RFC 4180 writes it, made safe to open in a spreadsheet: every cell quoted (a quote inside
 * doubled), lines ended by CRLF. A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is one a spreadsheet may run as a formula (OWASP's CSV injection), and so is one that
 * starts with the full-width forms of those signs (`＝＋－＠`), which a spreadsheet in an East Asian
 * locale reads as the ASCII ones: either is written with a single quote in front, which spreadsheets
 * show as text.
 */

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One cell: empty for null or undefined, the value's text otherwise. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One line: its cells separated by commas, ended by CRLF. */
export const csvLine = (values: ReadonlyArray<string | number | boolean | null | undefined>): string =>
  `${values.map(csvCell).join(',')}\r\n`;

/** The byte order mark: Excel reads a CSV file as UTF-8 only when it starts with one. */
export const UTF8_BOM = '\ufeff';
