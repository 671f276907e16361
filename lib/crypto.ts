/** The service's own cryptography: password hashes, and the key every JWT is signed with. */
import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's recommended memory and time costs). */
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

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

/**
 * What is stored of a Greenhouse key: its SHA-256. The key is 32 random bytes, out of reach of any
 * guessing, so a slow salted KDF would buy nothing, and the hash is computed on every call from Greenhouse.
 */
export const greenhouseKeyHash = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();
