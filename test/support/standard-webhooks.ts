import { timingSafeEqual, webcrypto } from 'node:crypto';

/**
 * A Standard Webhooks receiver, written from the specification (standardwebhooks.com, version
 * 1.0.0: "Signature scheme", "Webhook headers", "Verifying signatures") and not from the service's
 * code: WebCrypto's HMAC over the bytes as they arrived, where the service uses node:crypto over
 * strings.
 *
 * - the signed content is `<webhook-id>.<webhook-timestamp>.<raw body>`, signed with HMAC-SHA256;
 * - `webhook-signature` is a space-delimited list of `<version>,<base64 signature>` entries; `v1` is
 *   the symmetric scheme, other versions are skipped; one matching entry is enough;
 * - comparisons are constant-time, and a timestamp too far from the receiver's clock is refused.
 */
export type Verdict = { valid: true; matched: number } | { valid: false; why: string };

export interface VerifyOptions {
  /** The receiver's clock, Unix seconds. */
  nowSeconds?: number;
  /** How far the timestamp may be from the receiver's clock, either way (the specification's examples use 5 minutes). */
  toleranceSeconds?: number;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

export async function verifyStandardWebhook(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  key: Buffer,
  { nowSeconds = Date.now() / 1000, toleranceSeconds = 300 }: VerifyOptions = {},
): Promise<Verdict> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) return { valid: false, why: 'a webhook- header is missing' };
  if (!/^[0-9]+$/.test(timestamp)) return { valid: false, why: 'webhook-timestamp is not integer seconds' };
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds)
    return { valid: false, why: 'webhook-timestamp is outside the tolerance' };

  const signed = Buffer.concat([Buffer.from(`${id}.${timestamp}.`, 'utf8'), rawBody]);
  const hmacKey = await webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const expected = Buffer.from(await webcrypto.subtle.sign('HMAC', hmacKey, signed));

  let matched = 0;
  for (const entry of signatures.split(' ')) {
    const comma = entry.indexOf(',');
    if (comma < 0 || entry.slice(0, comma) !== 'v1') continue;
    const given = Buffer.from(entry.slice(comma + 1), 'base64');
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched++;
  }
  return matched > 0 ? { valid: true, matched } : { valid: false, why: 'no v1 signature matches' };
}

/** The HMAC key of a company's webhook secret: its UTF-8 bytes, as the service's contract says. */
export const secretKey = (secret: string) => Buffer.from(secret, 'utf8');
