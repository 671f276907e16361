import assert from 'node:assert/strict';
import { startWebStack, type WebStack } from '../../support/browser';

describe('web: the API reference /v1/docs', function () {
  let web: WebStack;
  before(async () => {
    web = await startWebStack();
  });
  after(async () => web?.close());

  it('renders the reference and its search from this origin alone, under the pages’ policy', async () => {
    const page = await web.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
    });
    const response = await page.goto('/v1/docs');
    const policy = response!.headers()['content-security-policy'] ?? '';
    assert.match(policy, /default-src 'self'/);
    assert.match(policy, /script-src 'self'(;|$)/);
    assert.equal(response!.headers()['x-frame-options'], 'DENY');

    await page.getByRole('heading', { name: /^Candidate Assessment Service/, level: 1 }).waitFor();
    // The search runs in a worker Redoc makes from its own bundle.
    await page.getByPlaceholder('Search...').fill('redeliver');
    await page
      .locator('[data-role="search:results"]')
      .getByRole('menuitem', { name: 'Deliver a payload again' })
      .waitFor();

    assert.deepEqual(web.foreignRequests, [], 'nothing is fetched from another origin');
    // Redoc's "API docs by Redocly" badge asks for its logo on Redocly's CDN: the policy refuses
    // it, and the badge shows without it. Nothing else is refused.
    const others = blocked.filter((message) => !message.includes("'https://cdn.redoc.ly/redoc/logo-mini.svg'"));
    assert.deepEqual(others, [], 'nothing the page needs is refused by its policy');
  });
});
