import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../../lib/logger';

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A path segment that holds an e-mail address (`@`, or `%40` as a client may encode it). */
const ADDRESS_SEGMENT = /(?<=\/)[^/]*(?:@|%40)[^/]*/gi;

/**
 * Paths whose answered calls are counted (the request metrics) but logged only at debug: Greenhouse
 * polls test_status hourly for every open test, tens of thousands of lines an hour saying nothing.
 */
const POLLED_PATHS = new Set(['/v1/integrations/greenhouse/test_status']);

/** The level of a request's line: debug for a poll that was answered, info for everything else. */
export const requestLineLevel = (path: string, status: number): 'debug' | 'info' =>
  status < 400 && POLLED_PATHS.has(path) ? 'debug' : 'info';

/** The path as logged: a candidate's address in it (/v1/candidates/{email}) never reaches a log line. */
export const loggedPath = (path: string) => path.replace(ADDRESS_SEGMENT, '{email}');

/**
 * A request's ctx.state from the start: its id, and `log`, a logger carrying the id, made only when
 * a handler logs something of its own (most requests log just the request line). A getter of the
 * class, not one defined on each request's object: a new getter function gave every request's state
 * a hidden class of its own, so that no later ctx.state access of any request hit V8's inline caches.
 */
class RequestState {
  #logger: Logger;
  #log: Logger | undefined;
  constructor(
    logger: Logger,
    readonly requestId: string,
  ) {
    this.#logger = logger;
  }

  get log(): Logger {
    return (this.#log ??= this.#logger.child({ requestId: this.requestId }));
  }
}

/**
 * Gives each request an id (the client's X-Request-Id when it is sane), echoes it back, and logs
 * one line per request. Only method, path, status and duration: never headers, bodies or queries,
 * nor an e-mail address the path holds.
 */
export function requestLog(logger: Logger): Middleware {
  // The request line's fields are these five, none of them secret: it is written without the
  // logger's redaction, whose wildcard paths (`*.token`...) cost more than the rest of the line
  // (10 to 30 µs a request). The line is the same; every other line, ctx.state.log's too, keeps it.
  const lines = logger.child({}, { redact: [] });
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = CLIENT_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', requestId);
    // The guards add the company and the rest later; DefaultState types them as always there.
    ctx.state = new RequestState(logger, requestId) as unknown as typeof ctx.state;
    const started = performance.now();
    try {
      await next();
    } finally {
      lines[requestLineLevel(ctx.path, ctx.status)](
        {
          requestId,
          method: ctx.method,
          path: loggedPath(ctx.path),
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
