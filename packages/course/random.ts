import { createHash } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** Printable ASCII, codes 32 to 126: what most statements allow on a line. */
export const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
export const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';
export const UPPERCASE = LOWERCASE.toUpperCase();
export const DIGITS = '0123456789';

/**
 * A seeded source of the choices a case generator makes. The same seed always gives the same
 * sequence, so a submission's cases can be drawn again, identical, for a re-score or a replay.
 */
export class Random {
  private readonly generator;

  constructor(seed: number) {
    this.generator = xoroshiro128plus(seed | 0);
  }

  /** An integer from min to max, both included. */
  int(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
      throw new RangeError(`no integer between ${min} and ${max}`);
    }
    return uniformInt(this.generator, min, max);
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.generator.next() >>> 0 < probability * 2 ** 32;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('nothing to pick from');
    return items[this.int(0, items.length - 1)];
  }

  /** `count` items picked independently (repeats possible). */
  picks<T>(items: readonly T[], count: number): T[] {
    return Array.from({ length: count }, () => this.pick(items));
  }

  /** A string of `length` characters, each picked from `alphabet`. */
  string(length: number, alphabet: string = PRINTABLE): string {
    const last = alphabet.length - 1;
    const chars = new Array<string>(length);
    for (let i = 0; i < length; i++) chars[i] = alphabet[uniformInt(this.generator, 0, last)];
    return chars.join('');
  }

  /** A new array with the items in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count > items.length) throw new RangeError(`cannot sample ${count} of ${items.length}`);
    return this.shuffle(items).slice(0, count);
  }
}

/** A 32-bit seed for one purpose, from a secret seed and the names of what it is for. */
export function deriveSeed(seed: number | string, ...purpose: (string | number)[]): number {
  return createHash('sha256')
    .update([seed, ...purpose].join(':'))
    .digest()
    .readInt32LE(0);
}
