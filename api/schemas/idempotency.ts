import { z } from 'zod';
import { errorResponse } from './error';

/** The optional Idempotency-Key header of the POSTs (and the DELETE) with an effect that issues no credential. */
export const IdempotencyHeaders = z.object({
  'Idempotency-Key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional()
    .describe(
      'Any 1 to 255 visible ASCII characters, new for each request. Sent again with the same request (method, ' +
        'path and body) within 24 hours, by the same member, it answers the first success again (header ' +
        '`Idempotent-Replayed: true`) and does nothing more; after an error the key may be used again.',
    ),
});

type Responses = Partial<Record<number, { description: string }>>;

/** An operation's responses, with what an Idempotency-Key can answer added to its 409 and 422. */
export function withIdempotencyErrors<T extends Responses>(responses: T): T {
  const or = (status: number, description: string) => {
    const existing = responses[status];
    return existing ? `${existing.description}; or ${description}` : description;
  };
  return {
    ...responses,
    409: errorResponse(or(409, 'idempotency_key_in_use: a request with this Idempotency-Key is still being answered')),
    422: errorResponse(
      or(
        422,
        'idempotency_key_reused: this Idempotency-Key came with another request in the last 24 hours ' +
          '(validation_failed names `Idempotency-Key` when it is malformed)',
      ),
    ),
  };
}
