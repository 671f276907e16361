import { randomBytes } from 'node:crypto';

/** A new resource id: 24 lowercase hex characters. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
