import assert from 'node:assert/strict';
import request from 'supertest';
import Router from '@koa/router';
import { startTestStack, type TestStack } from '../../support/stack';

/** A test-only area: an endpoint that takes a JSON body, and one that fails unexpectedly. */
function probeArea(): Router {
  const router = new Router();
  router.post('/probe/echo', (ctx) => {
    ctx.body = { received: ctx.request.body ?? null };
  });
  router.get('/probe/boom', () => {
    throw new Error('db password is hunter2 at /work/main/secret.ts:12');
  });
  return router;
}

describe('error model', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ extraAreas: [probeArea()] });
  });
  after(() => stack.close());

  // The probe routes are not in the OpenAPI document, so their successes are not checked against it.
  const unchecked = { checked: false };

  it('accepts a JSON body on a route that takes one', async () => {
    const res = await stack.http.post('/v1/probe/echo', unchecked).send({ a: 1 }).expect(200);
    assert.deepEqual(res.body, { received: { a: 1 } });
  });

  it('answers 400 invalid_json to a malformed body', async () => {
    const res = await stack.http
      .post('/v1/probe/echo', unchecked)
      .set('Content-Type', 'application/json')
      .send('{"a": 1,')
      .expect(400);
    assert.equal(res.body.error, 'invalid_json');
    assert.match(res.body.message, /JSON/);
  });

  it('answers 422 validation_failed to valid JSON with a key named __proto__, at any depth', async () => {
    for (const body of ['{"__proto__": {"admin": true}}', '{"candidate": {"name": "Ada", "__proto__": {}}}']) {
      const res = await stack.http
        .post('/v1/probe/echo', unchecked)
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(422);
      assert.equal(res.body.error, 'validation_failed');
      assert.deepEqual(res.body.details, [{ path: '(body)', message: 'a key named __proto__ is not accepted' }]);
    }
  });

  it('answers 415 unsupported_media_type to a body that is not JSON', async () => {
    const res = await stack.http
      .post('/v1/probe/echo', unchecked)
      .set('Content-Type', 'text/plain')
      .send('hello')
      .expect(415);
    assert.equal(res.body.error, 'unsupported_media_type');
  });

  it('answers a body sent to an operation that takes none as any body, as the document declares', async () => {
    // stack.http checks each answer against /v1/openapi.json: these are declared on operations that take no body too.
    await stack.http.get('/v1/health').set('Content-Type', 'text/plain').send('hello').expect(415);
    await stack.http.post('/v1/pause').set('Content-Type', 'application/json').send('{"a":').expect(400);
    await stack.http.put('/v1/refresh').set('Content-Type', 'application/json').send('{"a":').expect(400);
  });

  it('answers 413 payload_too_large to a body over 256 KiB', async () => {
    const big = JSON.stringify({ code: 'x'.repeat(300 * 1024) });
    const res = await stack.http
      .post('/v1/probe/echo', unchecked)
      .set('Content-Type', 'application/json')
      .send(big)
      .expect(413);
    assert.equal(res.body.error, 'payload_too_large');
  });

  it('answers 404 not_found to an unknown route, whatever its body', async () => {
    const res = await stack.http.get('/v1/no-such-thing').expect(404);
    assert.deepEqual(Object.keys(res.body).sort(), ['error', 'message']);
    assert.equal(res.body.error, 'not_found');
    const post = await stack.http
      .post('/v1/no-such-thing')
      .set('Content-Type', 'application/json')
      .send('{broken')
      .expect(404);
    assert.equal(post.body.error, 'not_found');
  });

  it('answers 405 method_not_allowed with an Allow header to a wrong method', async () => {
    const res = await stack.http.delete('/v1/health').expect(405);
    assert.equal(res.body.error, 'method_not_allowed');
    assert.match(String(res.headers.allow), /GET/);
  });

  it('answers the same JSON 405 to methods the router does not know (TRACE, PROPFIND) and to OPTIONS', async () => {
    for (const method of ['trace', 'propfind', 'options'] as const) {
      const res = await request(stack.app.callback())[method]('/v1/settings').expect(405);
      assert.equal(res.headers['content-type']?.split(';')[0], 'application/json', method);
      assert.deepEqual(Object.keys(res.body).sort(), ['error', 'message'], method);
      assert.equal(res.body.error, 'method_not_allowed', method);
      assert.match(String(res.headers.allow), /GET/, method);
      assert.match(String(res.headers.allow), /PATCH/, method);
    }
    const unknown = await request(stack.app.callback()).trace('/v1/no-such-thing').expect(404);
    assert.equal(unknown.body.error, 'not_found');
  });

  it('serves on a path exactly the methods the OpenAPI document lists there, a literal path winning over a template', async () => {
    // /v1/rounds/verify is that path, not the round {id} "verify": GET there is not GET /v1/rounds/{id}.
    const verify = await request(stack.app.callback()).get('/v1/rounds/verify').expect(405);
    assert.equal(verify.body.error, 'method_not_allowed');
    assert.equal(verify.headers.allow, 'POST');
    const options = await request(stack.app.callback()).options('/v1/rounds/verify').expect(405);
    assert.equal(options.headers.allow, 'POST');
    const round = await request(stack.app.callback()).delete('/v1/rounds/0123456789abcdef01234567').expect(405);
    assert.equal(round.headers.allow, 'GET, HEAD');
  });

  it('answers 500 internal_server_error that leaks nothing of the failure', async () => {
    const res = await stack.http.get('/v1/probe/boom').expect(500);
    assert.deepEqual(res.body, {
      error: 'internal_server_error',
      message: res.body.message,
    });
    for (const secret of ['hunter2', 'secret.ts', 'Error', 'at ']) {
      assert.ok(!res.text.includes(secret), `response leaks "${secret}": ${res.text}`);
    }
  });

  it('gives every response a request id, keeping a sane one the client sent', async () => {
    const fresh = await stack.http.get('/v1/health').expect(200);
    assert.match(String(fresh.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const given = await stack.http.get('/v1/health').set('X-Request-Id', 'trace-123').expect(200);
    assert.equal(given.headers['x-request-id'], 'trace-123');
    const hostile = await stack.http.get('/v1/health').set('X-Request-Id', 'a b\tc').expect(200);
    assert.notEqual(hostile.headers['x-request-id'], 'a b\tc');
  });
});
