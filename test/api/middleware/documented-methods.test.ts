import assert from 'node:assert/strict';
import { templateMatcher } from '../../../api/middleware/documented-methods';

describe("the OpenAPI document's path templates (templateMatcher)", () => {
  const match = templateMatcher([
    '/v1/rounds/{id}',
    '/v1/rounds/verify',
    '/v1/rounds',
    '/v1/me',
    '/v1/rounds/{id}/shots/{hole}',
  ]);

  it('finds the template of a path, a trailing slash aside', () => {
    assert.equal(match('/v1/me'), '/v1/me');
    assert.equal(match('/v1/me/'), '/v1/me');
    assert.equal(match('/v1/rounds'), '/v1/rounds');
    assert.equal(match('/v1/rounds/abc'), '/v1/rounds/{id}');
    assert.equal(match('/v1/rounds/abc/shots/2/'), '/v1/rounds/{id}/shots/{hole}');
  });

  it('prefers the template with more literal segments', () => {
    assert.equal(match('/v1/rounds/verify'), '/v1/rounds/verify');
  });

  it('finds none for a path of no template', () => {
    for (const path of ['/', '/v1', '/v1/me//', '/v1/me/x', '/v1/rounds/abc/shots', '/v1/rounds//', '/v2/me'])
      assert.equal(match(path), undefined, path);
  });
});
