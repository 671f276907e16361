import assert from 'node:assert/strict';
import {
  assertAccessible,
  assertFitsWidth,
  PHONE_VIEWPORT,
  screenshot,
  startWebStack,
  type WebStack,
} from '../../support/browser';

describe('web: the landing page', function () {
  let web: WebStack;
  before(async () => {
    web = await startWebStack();
  });
  after(async () => web?.close());

  it('tells what the service is and leads a candidate with a code to /play', async () => {
    const page = await web.newPage();
    await page.goto('/');
    await assertAccessible(page, '/');
    await screenshot(page, 'home');
    await page.getByLabel('Assessment code').fill(' 1ABC2345XY ');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL('**/play?code=1ABC2345XY');
  });

  it('leads a company to the console', async () => {
    const page = await web.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Company console' }).click();
    await page.waitForURL('**/console');
  });

  it('fits a 390 px wide phone', async () => {
    const page = await web.newPage(PHONE_VIEWPORT);
    await page.goto('/');
    await assertFitsWidth(page, '/');
    await assertAccessible(page, '/ at 390 px');
  });

  it('is served with a policy that keeps every request on this origin, and loads nothing from elsewhere', async () => {
    const page = await web.newPage();
    const response = await page.goto('/');
    assert.match(String(response?.headers()['content-security-policy']), /default-src 'self'/);
    assert.deepEqual(web.foreignRequests, []);
  });
});
