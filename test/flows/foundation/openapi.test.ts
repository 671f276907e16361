import assert from 'node:assert/strict';
import { validate } from '@readme/openapi-parser';
import { startTestStack, type TestStack } from '../../support/stack';

describe('GET /v1/openapi.json and /v1/docs', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(() => stack.close());

  it('serves a valid OpenAPI 3.1 document that describes /v1/health', async () => {
    const res = await stack.http.get('/v1/openapi.json', { checked: false }).expect(200);
    assert.equal(res.body.openapi, '3.1.0');
    const result = await validate(structuredClone(res.body));
    assert.equal(result.valid, true, JSON.stringify(result));
    const health = res.body.paths['/v1/health'];
    assert.ok(health?.get?.responses?.['200'], 'GET /v1/health 200 is documented');
    assert.ok(health.get.responses['503'], 'GET /v1/health 503 is documented');
    assert.ok(res.body.components.schemas.Error, 'the Error body is a component');
    // A client joins server and path: that must be the URL the API answers on, not /v1/v1/health.
    const joined = new URL(`${res.body.servers[0].url}/v1/health`.replace(/([^:])\/\//g, '$1/'));
    assert.equal(joined.pathname, '/v1/health');
    await stack.http.get(joined.pathname).expect(200);
  });

  it('serves a docs page that loads the document', async () => {
    const page = await stack.http.get('/v1/docs', { checked: false }).expect(200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.match(page.text, /spec-url="\/v1\/openapi.json"/);
    const script = await stack.http.get('/v1/docs/redoc.standalone.js', { checked: false }).expect(200);
    assert.ok(script.text.length > 100_000, 'the Redoc bundle is served');
  });
});
