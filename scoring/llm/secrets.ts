import type { HoleTask } from '../evaluator';

/**
 * Shorter inputs and outputs ("3", "YES", "-1") are too common to tell a quote from a coincidence;
 * the prompt still forbids quoting them.
 */
const MIN_SECRET_CHARS = 3;
/** A code line this long, repeated verbatim, is a quote of the code rather than a name from it. */
const MIN_QUOTED_CODE_CHARS = 30;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What a returned text must never contain: every hidden input and expected output, whole and line
 * by line, that the public statement does not already show, and the shot's longer lines.
 */
export function forbiddenQuotes(task: HoleTask, code: string): string[] {
  const { statement } = task;
  const shown = collapse(
    [statement.description, statement.human.input_format, statement.human.output_format, statement.human.examples.input, statement.human.examples.output, ...(statement.hints ?? [])].join('\n'),
  );
  const secrets = new Set<string>();
  for (const text of task.cases.flatMap((c) => [c.input, c.output])) {
    for (const piece of [text, ...text.split('\n')].map(collapse)) {
      if (piece.length >= MIN_SECRET_CHARS && !containsToken(shown, piece)) secrets.add(piece);
    }
  }
  for (const line of code.split('\n').map(collapse)) if (line.length >= MIN_QUOTED_CODE_CHARS) secrets.add(line);
  return [...secrets];
}

/** Whether `text` quotes any of `forbidden`, as whole tokens (so "120" is not found in "1200"). */
export function quotesAny(text: string, forbidden: readonly string[]): boolean {
  const flat = collapse(text);
  return forbidden.some((piece) => containsToken(flat, piece));
}

function containsToken(haystack: string, needle: string): boolean {
  const isWord = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}_]/u.test(ch);
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if (!(isWord(needle[0]) && isWord(before)) && !(isWord(needle[needle.length - 1]) && isWord(after))) return true;
  }
  return false;
}
