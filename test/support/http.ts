import type { Server } from 'node:http';
import type Koa from 'koa';
import request from 'supertest';
import { courseLeaks } from './leaks';
import { assertMatchesOpenApi } from './openapi';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A company's own questions, and the document describing them, have a field `variations`: no course letter. */
const NAMES_OWN_VARIATIONS = /^\/v1\/(questions(\/|\?|$)|openapi\.json)/;

/**
 * supertest against the app, where every JSON response is also checked for leaks of the course's
 * secrets, and against the OpenAPI document (skip that for non-API paths with { checked: false }).
 */
export function httpClient(app: Koa) {
  const server: Server = app.callback() as unknown as Server;
  const make =
    (method: Method) =>
    (path: string, options: { checked?: boolean } = {}) => {
      const test = request(server)[method](path);
      return test.expect((res) => {
        if (/json/.test(String(res.headers['content-type']))) {
          const leaks = courseLeaks(res.body, res.text, { ownVariations: NAMES_OWN_VARIATIONS.test(path) });
          if (leaks.length) throw new Error(`${method.toUpperCase()} ${path} leaks the course: ${leaks.join('; ')}`);
        }
        if (options.checked !== false) assertMatchesOpenApi(method, path, res);
      });
    };
  return { get: make('get'), post: make('post'), put: make('put'), patch: make('patch'), delete: make('delete') };
}

export type HttpClient = ReturnType<typeof httpClient>;
