import type { Server } from 'node:http';
import type Koa from 'koa';
import request from 'supertest';
import { assertMatchesOpenApi } from './openapi';

/** Every response any test receives, so run-wide checks (leaks, for one) can look at all of them. */
export const seenResponses: Array<{ method: string; path: string; status: number; text: string }> = [];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * supertest against the app, where every response is also checked against the OpenAPI document
 * (skip that for raw, non-API paths with { checked: false }).
 */
export function httpClient(app: Koa) {
  const server: Server = app.callback() as unknown as Server;
  const make = (method: Method) => (path: string, options: { checked?: boolean } = {}) => {
    const test = request(server)[method](path);
    return test.expect((res) => {
      seenResponses.push({ method: method.toUpperCase(), path, status: res.status, text: res.text ?? '' });
      if (options.checked !== false) assertMatchesOpenApi(method, path, res);
    });
  };
  return { get: make('get'), post: make('post'), put: make('put'), patch: make('patch'), delete: make('delete') };
}

export type HttpClient = ReturnType<typeof httpClient>;
