import { z } from 'zod';
import { registry } from '../http/openapi';

export const ErrorBody = registry.register(
  'Error',
  z.object({
    error: z.string().describe('Machine-readable identifier'),
    message: z.string().describe('Human-readable explanation'),
    details: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('Present on validation failures: one entry per offending field'),
  }),
);

/** A JSON response for registerPath. */
export const jsonResponse = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A JSON request body for registerPath: required unless said otherwise. */
export const jsonRequest = (schema: z.ZodType, options: { required?: boolean } = {}) => ({
  required: options.required ?? true,
  content: { 'application/json': { schema } },
});

/** A JSON response for registerPath, with OpenAPI links that say where its ids lead. */
export const jsonResponseWithLinks = (schema: z.ZodType, description: string, links: Record<string, object>) => ({
  ...jsonResponse(schema, description),
  links,
});

export const errorResponse = (description: string) => jsonResponse(ErrorBody, description);

/**
 * The error responses every operation can give: 500 always, 503 while the database or Temporal
 * cannot be reached, and 415 to a body of another type
 * (any request may carry one). A POST, PUT or PATCH parses a JSON body even when it takes none
 * (`parsed`): 400 when it is not JSON, 413 when it is too large. Every operation answers 422 to
 * text no column can hold (api/middleware/storable-text.ts); one that takes a body (`body`) also
 * to a field outside its rules.
 */
export function withStandardErrors<T extends Record<number, unknown>>(
  responses: T,
  options: { body?: boolean; parsed?: boolean } = {},
) {
  return {
    ...(options.body || options.parsed
      ? {
          400: errorResponse('invalid_json: the body is not valid JSON'),
          413: errorResponse('payload_too_large: the body is over 256 KiB'),
        }
      : {}),
    415: errorResponse('unsupported_media_type: a body that is not application/json'),
    422: errorResponse(
      options.body
        ? 'validation_failed: a field breaks its rules; `details` names each one. Any string of the path, the query ' +
            'or the body holding U+0000 or an unpaired surrogate is refused so, and a body with a key named __proto__'
        : 'validation_failed: a string of the path or the query holds U+0000 or an unpaired surrogate' +
            (options.parsed ? ', or the body has a key named __proto__' : '') +
            '; `details` names it',
    ),
    500: errorResponse('internal_server_error: an unexpected failure; nothing about it is disclosed'),
    503: errorResponse('service_unavailable: the database or Temporal cannot be reached; try again'),
    ...responses,
  };
}

/** What every company endpoint (access token, rate limit) can answer besides its own responses. */
export const companyEndpointErrors = {
  401: errorResponse('token_expired: the token is missing, invalid, expired, revoked or of the wrong kind'),
  404: errorResponse('company_not_found: the company of the token no longer exists'),
  429: errorResponse('rate_limit_exceeded: the hourly request limit is spent (Retry-After set)'),
};
