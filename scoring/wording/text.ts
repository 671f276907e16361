export const plural = (n: number, noun: string, many = `${noun}s`) => `${n} ${n === 1 ? noun : many}`;

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** At most the first `max` UTF-16 units of `text`, never half of a surrogate pair (which no JSON parser need accept). */
export function head(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** "a", "a and b", "a, b and c". */
export function listing(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
