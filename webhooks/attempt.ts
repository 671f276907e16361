import packageJson from '../package.json';
import { DestinationRefusedError, vetDestination, type Resolver } from './destination';
import { postTo } from './post';
import { signedDeliveryHeaders, type SigningSecrets } from './signature';

export const WEBHOOK_USER_AGENT = `${packageJson.name}/${packageJson.version} (webhook)`;

export type AttemptResult =
  /** The receiver answered (any status). */
  | { kind: 'answered'; statusCode: number }
  /** The destination was refused before anything was sent. */
  | { kind: 'refused'; error: string }
  /** Resolution, connection, TLS or the time-out failed. */
  | { kind: 'unreachable'; error: string };

export interface AttemptRequest {
  url: string;
  secrets: SigningSecrets;
  /** The exact bytes to send and sign. */
  body: string;
  deliveryId: string;
  /** When the attempt began: its `webhook-timestamp`, and the delivery log's `started_at`. */
  sentAt: Date;
  timeoutMs: number;
  allowPrivate: boolean;
  resolve?: Resolver;
}

/**
 * One delivery attempt: vet the URL (at this attempt, after resolution), sign the body with the
 * secrets (signature.ts), POST it. The time-out covers everything from resolution to the response
 * status line.
 */
export function attemptWebhook(req: AttemptRequest): Promise<AttemptResult> {
  return attemptRequest({
    ...req,
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': WEBHOOK_USER_AGENT,
      ...signedDeliveryHeaders(req, req.secrets),
    },
  });
}

/** One request to a URL the webhook's address check lets through, with the webhook's time-out. */
export async function attemptRequest(req: {
  url: string;
  method: 'POST' | 'PATCH';
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
  resolve?: Resolver;
}): Promise<AttemptResult> {
  const deadline = AbortSignal.timeout(req.timeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    deadline.addEventListener('abort', () => reject(new Error(`no answer within ${req.timeoutMs} ms`)), { once: true }),
  );
  timedOut.catch(() => undefined);
  try {
    const destination = await Promise.race([vetDestination(req.url, req), timedOut]);
    const statusCode = await Promise.race([postTo(destination, req.body, req.headers, deadline, req.method), timedOut]);
    return { kind: 'answered', statusCode };
  } catch (err) {
    if (err instanceof DestinationRefusedError) return { kind: 'refused', error: err.message };
    if (deadline.aborted) return { kind: 'unreachable', error: `no answer within ${req.timeoutMs} ms` };
    return { kind: 'unreachable', error: (err as Error)?.message || String(err) };
  }
}
