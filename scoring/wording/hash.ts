/** FNV-1a, 32 bits: a stable hash, so that phrasing varies but never between two runs. */
export function stableHash(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const ch of parts.join('\u0001')) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One of `options`, chosen by the stable hash of `key`. */
export function pick<T>(options: readonly T[], ...key: (string | number)[]): T {
  if (options.length === 0) throw new Error('pick: no options');
  return options[stableHash(...key) % options.length];
}
