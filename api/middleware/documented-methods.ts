import type { Middleware } from 'koa';
import { ApiError } from '../http/errors';

type Paths = Record<string, object>;
const OPERATION_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const segments = (path: string) => path.split('/').length;

/**
 * The document's path template a request path falls under. A template with more literal segments
 * wins, as in OpenAPI: /v1/rounds/verify is that path, not the round {id} "verify". Only templates
 * of the path's number of segments are tried (a trailing slash aside): every request asks.
 */
export function templateMatcher(templates: string[]): (path: string) => string | undefined {
  const bySegments = new Map<number, Array<{ template: string; regex: RegExp }>>();
  templates
    .map((template) => ({
      template,
      // The literal parts as themselves (the `.` of /v1/playback.csv), each {parameter} one segment.
      regex: new RegExp(
        '^' +
          template
            .split(/\{[^}]+\}/)
            .map((literal) => literal.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
            .join('[^/]+') +
          '/?$',
      ),
      literals: template.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
    }))
    .sort((a, b) => b.literals - a.literals)
    .forEach(({ template, regex }) => {
      const group = bySegments.get(segments(template)) ?? [];
      bySegments.set(segments(template), [...group, { template, regex }]);
    });
  return (path) => {
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    return bySegments.get(segments(trimmed))?.find((c) => c.regex.test(path))?.template;
  };
}

/**
 * Answers 405 method_not_allowed, with Allow, for a method the OpenAPI document does not list on
 * the request's path (HEAD goes with GET), before any route sees the request: the document is the
 * table of what is served.
 */
export function documentedMethods(paths: Paths): Middleware {
  const match = templateMatcher(Object.keys(paths));
  const allowed = new Map(
    Object.entries(paths).map(([template, item]) => {
      const methods = Object.keys(item)
        .filter((m) => OPERATION_METHODS.has(m))
        .map((m) => m.toUpperCase());
      return [template, methods.includes('GET') ? [...methods, 'HEAD'] : methods];
    }),
  );
  return (ctx, next) => {
    const template = match(ctx.path);
    const methods = template ? allowed.get(template)! : undefined;
    if (methods && !methods.includes(ctx.method)) {
      const allow = methods.join(', ');
      throw new ApiError(
        405,
        'method_not_allowed',
        `${ctx.method} is not allowed on ${ctx.path}; allowed: ${allow}.`,
        undefined,
        { Allow: allow },
      );
    }
    return next();
  };
}
