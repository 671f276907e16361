import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's recommended memory and time costs). */
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);
