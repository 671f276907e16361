import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * The HS256 key object of a secret, made once per secret. Given a string, jsonwebtoken would
 * first try to parse it as a public key on every sign and verify, and catch the failure: the
 * largest single CPU cost of an authenticated request.
 */
export function jwtKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
