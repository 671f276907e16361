import { z } from 'zod';
import '../http/openapi'; // gives zod its .openapi() before the schemas below use it

export { Timestamp } from '../../lib/text-formats';
export const Id = z
  .string()
  .regex(/^[0-9a-f]{24}$/)
  .describe('24 lowercase hex characters');

export const iso = (d: Date) => d.toISOString();
/** A value the contract omits when absent (never null). */
export const isoOrOmit = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);
export const orOmit = <T>(v: T | null | undefined) => (v === null ? undefined : v);
/** No item twice: what the document's uniqueItems says. */
export const distinct = (items: readonly unknown[]) => new Set(items).size === items.length;

/** Characters as the document's minLength and maxLength count them: code points, not String.length's UTF-16 units. */
export function charCount(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** A string of `min` to `max` characters (code points), stated as minLength and maxLength. */
export function text(max: number, options: { min?: number; rule?: string } = {}) {
  const min = options.min ?? 0;
  const rule = options.rule ?? (min > 0 ? `must be ${min} to ${max} characters` : `must be at most ${max} characters`);
  return z
    .string(rule)
    .refine((s) => {
      const n = charCount(s);
      return n >= min && n <= max;
    }, rule)
    .openapi({ ...(min > 0 ? { minLength: min } : {}), maxLength: max });
}

/**
 * A name as people type it, `min` to `max` characters both as sent and once its spaces around are
 * trimmed and it is in Unicode's NFC form (what is stored: the caller's `.overwrite` makes it so).
 * Normalizing can lengthen a text (U+0958 becomes two characters), and trimming shorten it, so the
 * document's minLength and maxLength, which count what is sent, are checked on what is stored too.
 */
export function nameText(max: number, options: { min?: number; rule?: string } = {}) {
  const min = options.min ?? 0;
  const rule = options.rule ?? `must be ${min} to ${max} characters`;
  return text(max, { min, rule }).refine((s) => {
    const n = charCount(s.trim().normalize('NFC'));
    return n >= min && n <= max;
  }, rule);
}

/**
 * What String.prototype.trim() removes, spelled out: `\s` means other things to other regex
 * engines (Python's, which generates the document's test data, adds \x1c-\x1f and drops \ufeff).
 */
export const SPACE = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;
const NOT_SPACE = String.raw`[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;

/** Holds at least one character that is not a space: what is left after trim() is not empty. */
export const NOT_BLANK = new RegExp(NOT_SPACE);

/** `inner` (a pattern without anchors), with any spaces around it, which are trimmed away. */
export const padded = (inner: string) => new RegExp(`^${SPACE}*(?:${inner})${SPACE}*$`);

/** An e-mail address as the service accepts it (zod's rule), without its anchors. */
export const EMAIL_PATTERN = z.regexes.email.source.replace(/^\^|\$$/g, '');

export const EMAIL_RULE = 'must be a valid e-mail address';
/** An e-mail address, at most 254 characters. */
export const EmailAddress = text(254, { rule: EMAIL_RULE }).regex(new RegExp(`^${EMAIL_PATTERN}$`), EMAIL_RULE);
