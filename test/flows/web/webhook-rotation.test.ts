import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  assertAccessible,
  assertFitsWidth,
  PHONE_VIEWPORT,
  screenshot,
  signInToConsole,
  startWebStack,
  type WebStack,
} from '../../support/browser';
import { bearer, login, newCompany } from '../../support/companies';

const HOUR_MS = 3_600_000;
const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

describe("web: rotating the webhook secret in the console's settings", function () {
  this.timeout(180_000);
  let web: WebStack;
  before(async () => {
    web = await startWebStack();
  });
  after(async () => web?.close());

  it('saves a new secret with the grace chosen, says until when the old one is accepted, and stops it on request', async () => {
    const company = await newCompany(web.stack);
    const { access_token } = await login(web.stack, company);
    const settings = async () => (await web.stack.http.get('/v1/settings').set(bearer(access_token)).expect(200)).body;
    const page = await web.newPage(PHONE_VIEWPORT);
    await signInToConsole(page, company);
    await section(page, 'Settings').click();
    const save = page.getByRole('button', { name: 'Save settings' });
    await save.waitFor();
    const previous = page.getByTestId('previous-secret');
    assert.equal(await previous.count(), 0, 'no rotation under way yet');

    const secret = `Rotated${randomBytes(8).toString('hex')}`;
    await page.getByLabel('Webhook secret').fill(secret);
    await page.getByLabel('Keep the replaced secret valid for').selectOption({ label: '3 days' });
    const savedAt = Date.now();
    await save.click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
    await previous.waitFor();
    assert.match(await previous.innerText(), /previous secret is still accepted until .+: until then each delivery/);
    const rotated = await settings();
    assert.equal(rotated.webhook_secret, secret);
    const until = Date.parse(rotated.webhook_previous_secret_expires_at);
    assert.ok(Math.abs(until - savedAt - 72 * HOUR_MS) < 60_000, `three days of grace, not until ${until}`);
    assert.equal(
      await page.getByLabel('Keep the replaced secret valid for').inputValue(),
      '24',
      'the next change starts from the default again',
    );
    await assertFitsWidth(page, 'the settings during a rotation at 390 px');
    await assertAccessible(page, 'the settings during a rotation');
    await screenshot(page, 'console-webhook-rotation');

    await page.getByRole('button', { name: 'Stop accepting the previous secret' }).click();
    await previous.waitFor({ state: 'detached' });
    assert.equal('webhook_previous_secret_expires_at' in (await settings()), false);

    await section(page, 'Activity').click();
    await page.getByText('Stopped accepting the previous webhook secret').waitFor();
    assert.deepEqual(web.foreignRequests, [], 'no request left the service');
  });
});
