/** The service's own cryptography: password hashes, the key every JWT is signed with, sealed secrets. */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
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

/** The purpose a Greenhouse key is sealed for: the PATCH that carries it. */
export const GREENHOUSE_KEY_SEAL = 'greenhouse-key';

const SEAL_IV_BYTES = 12;
const SEAL_TAG_BYTES = 16;

/** The AES-256 key that seals what the service must send again, derived from JWT_SECRET for one purpose. */
const sealKey = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), `seal:${purpose}`, 32));

/**
 * `plaintext` sealed with AES-256-GCM: IV, tag, then the ciphertext. `boundTo` (the row it belongs
 * to) is authenticated with it: sealed bytes moved to another row do not open there.
 */
export function seal(secret: string, purpose: string, boundTo: string, plaintext: string): Buffer {
  const iv = randomBytes(SEAL_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, purpose), iv, { authTagLength: SEAL_TAG_BYTES });
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** What `seal` sealed, or undefined when the secret, purpose or row differs or the bytes were altered. */
export function unseal(secret: string, purpose: string, boundTo: string, sealed: Buffer): string | undefined {
  if (sealed.length < SEAL_IV_BYTES + SEAL_TAG_BYTES) return undefined;
  try {
    const iv = sealed.subarray(0, SEAL_IV_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret, purpose), iv, { authTagLength: SEAL_TAG_BYTES });
    decipher.setAAD(Buffer.from(boundTo, 'utf8'));
    decipher.setAuthTag(sealed.subarray(SEAL_IV_BYTES, SEAL_IV_BYTES + SEAL_TAG_BYTES));
    const body = sealed.subarray(SEAL_IV_BYTES + SEAL_TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
