import { createHmac } from 'node:crypto';

/** The X-Service-Signature value: `sha256=` and the lowercase hex HMAC-SHA256 of the exact body bytes. */
export function webhookSignature(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
