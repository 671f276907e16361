import assert from 'node:assert/strict';
import { startTestStack, type TestStack } from '../../support/stack';

describe('web: the pages served by the API process', function () {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(async () => stack?.close());

  const html = (path: string) => stack.http.get(path, { checked: false });

  it('serves the landing page, the round page and the console, never cached, under a same-origin policy', async () => {
    for (const [path, title] of [
      ['/', 'Hiring assessments'],
      ['/play', 'Your assessment round'],
      ['/play?invite=abc', 'Your assessment round'],
      ['/console', 'Company console'],
    ]) {
      const res = await html(path);
      assert.equal(res.status, 200, path);
      assert.match(res.headers['content-type'], /text\/html/);
      assert.match(res.text, new RegExp(`<title>${title}</title>`), path);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.match(res.headers['content-security-policy'], /default-src 'self'/);
      assert.match(res.headers['content-security-policy'], /script-src 'self'(;|$)/);
    }
  });

  it('answers every console section with the console, so a reload of /console/... works', async () => {
    for (const path of ['/console/submissions', '/console/submissions/0123456789abcdef01234567', '/console/settings']) {
      const res = await html(path);
      assert.equal(res.status, 200, path);
      assert.match(res.text, /<title>Company console<\/title>/);
    }
  });

  it('serves the hashed assets the pages name, cached for a year', async () => {
    const page = await html('/console');
    const scripts = [...page.text.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    assert.ok(scripts.length > 0, 'the console page names its assets');
    for (const asset of scripts) {
      const res = await html(asset);
      assert.equal(res.status, 200, asset);
      assert.match(String(res.headers['cache-control']), /max-age=31536000.*immutable/);
    }
  });

  it('leaves everything else to the API: unknown paths, missing assets and other methods get the JSON error body', async () => {
    const missing = await stack.http.get('/assets/nothing-here.js');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'not_found');
    const escape = await stack.http.get('/assets/..%2f..%2fpackage.json');
    assert.equal(escape.status, 404);
    assert.equal((await stack.http.get('/nowhere')).body.error, 'not_found');
    const post = await stack.http.post('/console').send({});
    assert.equal(post.status, 404);
    assert.equal(post.body.error, 'not_found');
  });
});
