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

/** What starts every Greenhouse key: a person or a secret scanner tells it from other secrets. */
export const GREENHOUSE_KEY_PREFIX = 'ghk_';
/** A Greenhouse key: the prefix and 32 random bytes in base64url, 47 characters (Greenhouse takes fewer than 171). */
export const newGreenhouseKey = () => GREENHOUSE_KEY_PREFIX + randomBytes(32).toString('base64url');
/** The shape of every key newGreenhouseKey draws: anything else is no key of ours, without a look in the database. */
export const GREENHOUSE_KEY_PATTERN = /^ghk_[A-Za-z0-9_-]{43}$/;
