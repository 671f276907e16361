/**
 * What is drawn at random to name or open something: resource ids, a company's assessment codes and
 * its webhook secret.
 */
import { randomBytes, randomInt } from 'node:crypto';

/** A new resource id: 24 lowercase hex characters. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;

const UPPER_ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = UPPER_ALNUM + 'abcdefghijklmnopqrstuvwxyz';

const pick = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** 12 characters, first a digit: matches ^[0-9][A-Z0-9]+$ with room to spare. */
export const newLiveCode = () => pick('0123456789', 1) + pick(UPPER_ALNUM, 11);

/** "T" and 9 characters. */
export const newTestCode = () => 'T' + pick(UPPER_ALNUM, 9);

export const newWebhookSecret = () => pick(ALNUM, 32);
