import { createHmac } from 'node:crypto';

/** The X-Service-Signature value: `sha256=` and the lowercase hex HMAC-SHA256 of the exact body bytes. */
export function webhookSignature(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * The signing secrets of one attempt: the company's secret, and the one it replaced while that
 * one's grace lasts (null otherwise).
 */
export interface SigningSecrets {
  current: string;
  previous: string | null;
}

/**
 * The Standard Webhooks headers (standardwebhooks.com, 1.0): `webhook-signature` holds one
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` entry per secret, current first, separated by
 * spaces. The HMAC key is the secret's UTF-8 bytes as the company set it (no `whsec_` encoding:
 * the same secret keys X-Service-Signature). The id and the timestamp are ours, and hold no `.`.
 */
export function standardWebhookHeaders(
  message: { id: string; sentAt: Date; body: string },
  secrets: SigningSecrets,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const timestamp = String(Math.floor(message.sentAt.getTime() / 1000));
  const signed = `${message.id}.${timestamp}.${message.body}`;
  const keys = secrets.previous === null ? [secrets.current] : [secrets.current, secrets.previous];
  return {
    'webhook-id': message.id,
    'webhook-timestamp': timestamp,
    'webhook-signature': keys
      .map((key) => `v1,${createHmac('sha256', Buffer.from(key, 'utf8')).update(signed, 'utf8').digest('base64')}`)
      .join(' '),
  };
}

/**
 * Every header that identifies and signs one attempt: the interface's X-Service-Signature (one
 * value, keyed with the current secret, as the interface defines it), the delivery id, and the
 * Standard Webhooks headers, whose `webhook-id` is that same delivery id.
 */
export function signedDeliveryHeaders(
  message: { deliveryId: string; sentAt: Date; body: string },
  secrets: SigningSecrets,
): Record<string, string> {
  return {
    'X-Service-Delivery': message.deliveryId,
    'X-Service-Signature': webhookSignature(message.body, secrets.current),
    ...standardWebhookHeaders({ id: message.deliveryId, sentAt: message.sentAt, body: message.body }, secrets),
  };
}
