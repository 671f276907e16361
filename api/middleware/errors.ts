import type { Middleware } from 'koa';
import { isDatabaseUnavailable } from '../../db/errors';
import { ApiError, notFound, serviceUnavailable } from '../http/errors';
import { validationFailed } from '../http/validation';
import { isTemporalUnavailable } from '../temporal/temporal';

/** Errors thrown by the body parser (co-body / raw-body) carry a `type`; map them to our codes. */
const PARSER_ERRORS: Record<string, [number, string, string]> = {
  'entity.parse.failed': [400, 'invalid_json', 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'payload_too_large', 'The request body is too large.'],
  'entity.verify.failed': [400, 'invalid_json', 'The request body is not valid JSON.'],
  'encoding.unsupported': [415, 'unsupported_media_type', 'The request body encoding is not supported.'],
  'request.size.invalid': [400, 'invalid_request', 'The request body length does not match Content-Length.'],
  'request.aborted': [400, 'invalid_request', 'The request was aborted.'],
};

/** The body parser's (co-body's, by @hapi/bourne) refusal of a key "__proto__" in valid JSON. */
const PROTOTYPE_KEY_REFUSED = 'Object contains forbidden prototype property';

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const type = (err as { type?: string } | null)?.type;
  if (type && PARSER_ERRORS[type]) return new ApiError(...PARSER_ERRORS[type]);
  // Valid JSON with a key "__proto__", which the parser refuses (it would set an object's prototype):
  // a field the service does not take, as any other field outside a body's rules.
  if (err instanceof SyntaxError && err.message === PROTOTYPE_KEY_REFUSED) {
    return validationFailed([{ path: '(body)', message: 'a key named __proto__ is not accepted' }]);
  }
  // co-body reports a body that does not parse (or is not an object or array) as a SyntaxError.
  if (err instanceof SyntaxError && (err as { status?: number }).status === 400) {
    return new ApiError(...PARSER_ERRORS['entity.parse.failed']);
  }
  if (isDatabaseUnavailable(err)) return serviceUnavailable('the database');
  if (isTemporalUnavailable(err)) return serviceUnavailable('Temporal');
  return new ApiError(500, 'internal_server_error', 'Something went wrong on our side. Please try again later.');
}

/**
 * Every failure leaves as the documented error body {error, message[, details]}. Unexpected
 * errors are logged with their stack; the client sees only a generic message.
 */
export function errorBody(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // The router answers an unknown method (TRACE, PROPFIND...) with 501 and OPTIONS with 200, both
      // with Allow: on a path we serve, every method we do not serve is the same 405.
      const allow = ctx.response.get('Allow');
      if (allow && (ctx.status === 405 || ctx.status === 501 || ctx.method === 'OPTIONS')) {
        throw new ApiError(
          405,
          'method_not_allowed',
          `${ctx.method} is not allowed on ${ctx.path}; allowed: ${allow}.`,
          undefined,
          { Allow: allow },
        );
      }
      if (ctx.status === 501) ctx.remove('Allow'); // an unknown method on a path we do not serve: that path is unknown
      if ((ctx.body === undefined || ctx.body === null) && (ctx.status === 404 || ctx.status === 501)) throw notFound();
    } catch (err) {
      const apiError = toApiError(err);
      if (apiError.status >= 500 && apiError.code === 'internal_server_error') {
        ctx.state.log?.error({ err }, 'unhandled error');
      } else if (apiError.code === 'service_unavailable' && !(err instanceof ApiError)) {
        ctx.state.log?.warn({ reason: (err as Error)?.message }, apiError.message);
      }
      for (const [name, value] of Object.entries(apiError.headers ?? {})) ctx.set(name, value);
      ctx.status = apiError.status;
      ctx.body = {
        error: apiError.code,
        message: apiError.message,
        ...(apiError.details ? { details: apiError.details } : {}),
      };
    }
  };
}
