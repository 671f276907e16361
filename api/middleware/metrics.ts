import type { Middleware } from 'koa';
import type { ApiMetrics } from '../metrics';

/**
 * Times every request into http_request_duration_seconds. `route` is the matched route pattern
 * (`/v1/playback/:id`), never the path itself, so ids do not become labels; pages and assets are
 * `web`, anything unmatched `unmatched`.
 */
export function requestMetrics(metrics: ApiMetrics): Middleware {
  return async (ctx, next) => {
    const end = metrics.httpRequestDuration.startTimer();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const route =
        typeof matched === 'string' ? matched : ctx.path.startsWith('/v1/') || ctx.path === '/v1' ? 'unmatched' : 'web';
      end({ method: ctx.method, route, status: String(ctx.status) });
    }
  };
}
