/** Trailing whitespace on each line and trailing newlines at the end don't count; nothing else is forgiven. */
export function normalizeOutput(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

export const outputsMatch = (actual: string, expected: string): boolean =>
  normalizeOutput(actual) === normalizeOutput(expected);
