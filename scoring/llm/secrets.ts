import type { HoleTask } from '../evaluators/evaluator';

/** A code line this long, repeated verbatim, is a quote of the code rather than a name from it. */
const MIN_QUOTED_CODE_CHARS = 30;

/**
 * Tokens: a number (no sign), a word, or one other non-space character. A number glued to letters
 * is part of a word, so "42" is not found in "42x" nor "120" in "1200". The grouped reading also
 * takes thousands separators into the number ("1,000" is 1000); the plain one keeps them apart
 * ("2,500" as a list of two), and a text is read both ways.
 */
const TOKENS = {
  plain: /\d+(?:\.\d+)?(?![\p{L}\p{N}_])|[\p{L}\p{N}_]+|\S/gu,
  grouped:
    /\d{1,3}(?:[,'\u00a0\u2009\u202f]\d{3})+(?:\.\d+)?(?![\p{L}\p{N}_])|\d+(?:\.\d+)?(?![\p{L}\p{N}_])|[\p{L}\p{N}_]+|\S/gu,
};

const isNumber = (token: string) => /^[\d.,'\u00a0\u2009\u202f]+$/.test(token) && /\d/.test(token);

/** 1000 for "1,000", 1.5 for "1.50", 2 for "2.0". */
function normalNumber(token: string): string {
  const digits = token.replace(/[^\d.]/g, '');
  return digits.includes('.') ? digits.replace(/0+$/, '').replace(/\.$/, '') : digits;
}

/**
 * A text's readings, each a sequence of lower-case tokens with numbers in one form and a `+` before
 * a number left out, joined by and wrapped in spaces so that a substring match is a token match.
 */
function readings(text: string): string[] {
  const read = (pattern: RegExp) => {
    const tokens = (text.match(pattern) ?? []).map((t) => (isNumber(t) ? normalNumber(t) : t.toLowerCase()));
    const signless = tokens.filter((t, i) => !(t === '+' && i + 1 < tokens.length && isNumber(tokens[i + 1])));
    return signless.length ? ` ${signless.join(' ')} ` : '';
  };
  return [...new Set([read(TOKENS.plain), read(TOKENS.grouped)])].filter(Boolean);
}

/** Whether some reading of `needle` is in some reading of the haystack. */
const foundIn = (haystack: readonly string[], needle: string) => haystack.some((h) => h.includes(needle));

/** A hidden value shorter than this can only match by chance ("1" of "O(1)"): the model is never told the cases. */
const MIN_HIDDEN_VALUE_CHARS = 3;

/**
 * What a returned text must never contain, in the form `quotesAny` reads: every hidden input and
 * expected output of 3 characters or more, whole and line by line, unless the public statement or
 * the answer itself shows it in every reading; and the code's longer lines. The model never sees
 * the cases, so a hidden value in its text is one it made up by chance, and dropping it costs
 * nothing. One the answer states is left alone: the model repeating it confirms nothing (it cannot
 * know), whereas dropping exactly the texts that repeat a hidden value would tell a candidate which
 * of the values they tried are hidden ones, through the feedback they are e-mailed.
 */
export function forbiddenQuotes(task: HoleTask, code: string): string[] {
  const { statement } = task;
  const shown = readings(
    [
      statement.title,
      statement.description,
      statement.human.input_format,
      statement.human.output_format,
      statement.human.examples.input,
      statement.human.examples.output,
      ...(statement.hints ?? []),
      code,
    ].join('\n'),
  );
  const forbidden = new Set<string>();
  for (const text of task.cases.flatMap((c) => [c.input, c.output])) {
    for (const piece of [text, ...text.split('\n')]) {
      if (piece.trim().length < MIN_HIDDEN_VALUE_CHARS) continue;
      const read = readings(piece);
      if (!read.every((r) => foundIn(shown, r))) read.forEach((r) => forbidden.add(r));
    }
  }
  for (const line of code.split('\n')) {
    if (line.replace(/\s+/g, ' ').trim().length >= MIN_QUOTED_CODE_CHARS)
      readings(line).forEach((r) => forbidden.add(r));
  }
  return [...forbidden];
}

/** Whether `text` quotes any of `forbidden` (from `forbiddenQuotes`), as whole tokens, in any case. */
export function quotesAny(text: string, forbidden: readonly string[]): boolean {
  const read = readings(text);
  return forbidden.some((piece) => foundIn(read, piece));
}
