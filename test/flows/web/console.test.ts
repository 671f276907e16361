import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { getSheet } from '@hiring/course';
import { newId } from '../../../lib/ids';
import type { SinkMessage } from '../../../scripts/services/smtp-sink';
import {
  assertAccessible,
  assertFitsWidth,
  assertNoWordBroken,
  PHONE_VIEWPORT,
  screenshot,
  startWebStack,
  type WebStack,
  signInToConsole,
} from '../../support/browser';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { testServices } from '../../support/services';
import { signatureIsValid, type WebhookReceiver } from '../../support/webhook-receiver';
import { seedAnalyzedSubmission, startWebhookWorker } from '../../support/webhooks';
import type { WorkerProcess } from '../../support/worker-process';

const to = (address: string) => (m: SinkMessage) => m.envelopeTo.some((r) => r.toLowerCase() === address.toLowerCase());

async function signIn(page: Page, company: Pick<TestCompany, 'email' | 'password'>) {
  await signInToConsole(page, company);
  // Settled: the member's role (read first) has shown the links, and the company its name.
  await page.locator('.company-name').filter({ hasText: /\S/ }).waitFor();
}

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

describe('web: the company console /console', function () {
  this.timeout(180_000);
  let web: WebStack;
  let receiver: WebhookReceiver;
  let worker: WorkerProcess;

  before(async () => {
    web = await startWebStack({ env: { INVITE_BATCH_DELAY_MS: '0' } });
    ({ receiver, worker } = await startWebhookWorker(web.stack, { INVITE_BATCH_DELAY_MS: '0' }));
  });
  after(async () => {
    await worker?.stop();
    await web?.close();
    await receiver?.close();
  });

  it('takes a company from sign-in through submissions, a scorecard, settings, pause, the webhook and an invitation', async () => {
    const company = await newCompany(web.stack, { name: 'Console Cannery' });
    await seedAnalyzedSubmission(web.stack, company.id, { name: 'Ada Oncall' });
    const grace = await seedAnalyzedSubmission(web.stack, company.id, {
      name: 'Grace Hopper',
      message: 'Loved the cipher one.',
    });
    const page = await web.newPage();

    // Sign-in: a wrong password is told in the API's words; the right one opens the submissions.
    await page.goto('/console');
    await assertAccessible(page, 'the sign-in form');
    await screenshot(page, 'console-sign-in');
    await page.getByLabel('E-mail').fill(company.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /e-mail or the password is wrong/i })
      .waitFor();
    await page.getByLabel('Password').fill(company.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Submissions', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/console/submissions');

    // Submissions: both rows, then a search that keeps one; the URL keeps the search across a reload.
    await page.getByRole('link', { name: 'Ada Oncall' }).waitFor();
    await page.getByRole('link', { name: 'Grace Hopper' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('GRACE');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('1–1 of 1 submissions').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Ada Oncall' }).count(), 0);
    await page.reload();
    await page.getByText('1–1 of 1 submissions').waitFor();
    assert.equal(
      await page.getByRole('searchbox', { name: 'Search' }).inputValue(),
      'GRACE',
      'the search survives a reload',
    );
    await assertAccessible(page, 'the submissions');
    await assertNoWordBroken(page, 'the submissions');

    // The detail: the course, the answer, and each personality's scorecard, laid out for reading.
    await page.getByRole('link', { name: 'Grace Hopper' }).click();
    await page.getByRole('heading', { name: /Grace Hopper/, level: 2 }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/console/submissions/${grace.id}`);
    const hole = getSheet(1).holes.get(grace.holes[0])!;
    const holeSection = page.getByRole('region', { name: hole.title });
    for (const name of ['Jaded dev', 'Caffeinated genius', 'Academic rebel']) {
      await holeSection.getByRole('heading', { name, level: 4 }).waitFor();
    }
    await holeSection.getByText('Tidy enough for jaded_dev.').waitFor();
    await holeSection.getByText('Would merge after a second coffee.').first().waitFor();
    await page.getByText('Loved the cipher one.').waitFor();
    assert.match(await page.locator('.facts').innerText(), /Overall\s+55\/100/);
    await assertAccessible(page, 'a submission with its scorecards');
    await screenshot(page, 'console-scorecard');

    // Settings: a bad secret is refused beside its field with the API's rule; a good one is saved.
    await section(page, 'Settings').click();
    const save = page.getByRole('button', { name: 'Save settings' });
    await save.waitFor();
    const path = `/hooks/${newId()}`;
    await page.getByLabel('Webhook URL').fill(receiver.url(path));
    await page.getByLabel('Webhook secret').fill('short');
    await save.click();
    const secretError = page.locator('.field', { has: page.getByLabel('Webhook secret') }).locator('.field-error');
    await secretError.filter({ hasText: 'must be at least 10 characters' }).waitFor();
    assert.equal(await page.getByLabel('Webhook secret').getAttribute('aria-invalid'), 'true');
    const secret = 'ConsoleSecret2026';
    await page.getByLabel('Webhook secret').fill(secret);
    await page.getByLabel('Third evaluator').selectOption('mad_scientist');
    await save.click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
    const { access_token } = await login(web.stack, company);
    const settings = (await web.stack.http.get('/v1/settings').set(bearer(access_token)).expect(200)).body;
    assert.equal(settings.webhook_url, receiver.url(path));
    assert.equal(settings.webhook_secret, secret);
    assert.deepEqual(settings.personalities, ['jaded_dev', 'caffeinated_genius', 'mad_scientist']);
    await assertAccessible(page, 'the settings');
    await screenshot(page, 'console-settings');

    // Changing the e-mail needs the current password, asked for (and refused) beside its own field.
    const newEmail = `renamed-${newId()}@example.test`;
    await page.getByLabel('E-mail', { exact: true }).fill(newEmail);
    await save.click();
    const currentError = page.locator('.field', { has: page.getByLabel('Current password') }).locator('.field-error');
    await currentError.filter({ hasText: 'is required to change the e-mail or the password' }).waitFor();
    await page.getByLabel('Current password').fill('not my password at all');
    await save.click();
    await currentError.filter({ hasText: 'The current password is wrong.' }).waitFor();
    await page.getByLabel('Current password').fill(company.password);
    await save.click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
    assert.equal((await web.stack.http.get('/v1/settings').set(bearer(access_token)).expect(200)).body.email, newEmail);
    company.email = newEmail;

    // Pause and resume: the state is told, invitations are refused in words while paused.
    await page.getByRole('button', { name: 'Pause intake' }).click();
    await page.getByRole('button', { name: 'Resume intake' }).waitFor();
    assert.ok((await web.stack.http.get('/v1/me').set(bearer(access_token)).expect(200)).body.paused_at);
    await section(page, 'Invitations').click();
    await page.getByLabel('E-mail addresses').fill('paused@example.test');
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /paused/i })
      .waitFor();
    await section(page, 'Settings').click();
    await page.getByRole('button', { name: 'Resume intake' }).click();
    await page.getByRole('button', { name: 'Pause intake' }).waitFor();
    assert.equal((await web.stack.http.get('/v1/me').set(bearer(access_token)).expect(200)).body.paused_at, undefined);

    // Webhooks: "Test webhook" reaches the HTTPS receiver signed, marked test: 1; the log shows it; "Redeliver" repeats it.
    await section(page, 'Webhooks').click();
    await page.getByRole('button', { name: 'Test webhook' }).click();
    const [delivered] = await receiver.waitFor(path, 1);
    assert.ok(
      signatureIsValid(delivered.body, delivered.headers['x-service-signature'], secret),
      'signed with the new secret',
    );
    assert.equal(JSON.parse(delivered.body.toString()).test, 1);
    await page.getByRole('heading', { name: 'Test webhook · Delivered', level: 3 }).waitFor({ timeout: 30_000 });
    await page.getByRole('cell', { name: 'HTTP 200' }).first().waitFor();
    await page.getByRole('button', { name: 'Redeliver' }).first().click();
    await receiver.waitFor(path, 2);
    await page.getByRole('heading', { name: /^Redelivery/, level: 3 }).waitFor();
    await assertAccessible(page, 'the webhooks');
    await screenshot(page, 'console-webhooks');

    // Invitations: the list is sent, an invalid entry is refused and left in the box, the counts are told.
    await section(page, 'Invitations').click();
    const first = `first-${newId()}@example.test`;
    const second = `second-${newId()}@example.test`;
    await page.getByLabel('E-mail addresses').fill(`${first}, not-an-address\n${second}\n${first.toUpperCase()}`);
    await page.getByRole('button', { name: 'Send invitations' }).click();
    const result = page.getByRole('status').filter({ hasText: '2 invitations are on the way.' });
    await result.waitFor();
    assert.match(await result.innerText(), /Sent: 2\s+Refused: 1\s+Remaining today: 998/);
    assert.match(await result.innerText(), /not-an-address/);
    assert.equal(await page.getByLabel('E-mail addresses').inputValue(), 'not-an-address');
    await testServices().smtp.waitFor(1, to(first));
    await testServices().smtp.waitFor(1, to(second));
    await page.getByRole('cell', { name: first }).waitFor();
    await assertAccessible(page, 'the invitations');
    await screenshot(page, 'console-invitations');
  });

  it("spends a budget of its own, not the integration's 100 requests an hour, and tells a 429 in words", async () => {
    const company = await newCompany(web.stack);
    const page = await web.newPage();
    await signIn(page, company);
    for (const name of ['Invitations', 'Settings', 'Webhooks', 'Submissions']) {
      await section(page, name).click();
      await page.getByRole('heading', { name, level: 1 }).waitFor();
    }
    const { access_token } = await login(web.stack, company);
    const me = await web.stack.http.get('/v1/me').set(bearer(access_token)).expect(200);
    const { rateLimitPerHour } = web.stack.config;
    assert.equal(me.headers['ratelimit-limit'], String(rateLimitPerHour));
    assert.equal(
      me.headers['ratelimit-remaining'],
      String(rateLimitPerHour - 1),
      'the clicks above spent none of the integration budget',
    );

    // The console's own budget, spent to the last request: the page says so and when to try again.
    await web.stack.db.pool.query(
      `WITH now AS (SELECT floor(extract(epoch FROM now()))::bigint AS second)
       INSERT INTO rate_limits (key, total, counted, oldest, newest, window_start)
       SELECT $1, $2, true, second, second, 0 FROM now
       ON CONFLICT (key) DO UPDATE SET total = excluded.total,
         oldest = excluded.oldest, newest = excluded.newest, window_start = excluded.window_start`,
      [`console:${company.id}`, web.stack.config.consoleRateLimitPerHour],
    );
    await section(page, 'Invitations').click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Rate limit of \d+ requests per hour reached; retry in \d+ s/ })
      .waitFor();
  });

  it('ends a session whose token stops working with a reason, and the sign-in brings the person back', async () => {
    const company = await newCompany(web.stack);
    const page = await web.newPage();
    await signIn(page, company);
    const { access_token } = await login(web.stack, company);
    const password = `NewPassword-${newId()}`;
    await web.stack.http
      .patch('/v1/settings')
      .set(bearer(access_token))
      .send({ password, password_confirmation: password, current_password: company.password })
      .expect(200);
    await section(page, 'Settings').click();
    await page.getByText('Your session has ended').waitFor();
    await page.getByLabel('E-mail').fill(company.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Save settings' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/console/settings', 'the person lands where they were');
  });

  it('fits a 390 px wide phone on every section', async () => {
    const company = await newCompany(web.stack);
    await seedAnalyzedSubmission(web.stack, company.id);
    const page = await web.newPage(PHONE_VIEWPORT);
    await page.goto('/console');
    await assertFitsWidth(page, 'the sign-in form');
    await signIn(page, company);
    await page.getByRole('link', { name: 'Ada Oncall' }).waitFor();
    await assertFitsWidth(page, 'the submissions');
    await assertNoWordBroken(page, 'the submissions');
    await page.getByRole('link', { name: 'Ada Oncall' }).click();
    await page.getByRole('heading', { name: 'Scorecards' }).first().waitFor();
    await assertFitsWidth(page, 'a submission');
    for (const [name, ready] of [
      ['Invitations', 'Send invitations'],
      ['Settings', 'Save settings'],
      ['Webhooks', 'Test webhook'],
    ]) {
      await section(page, name).click();
      await page.getByRole('button', { name: ready }).waitFor();
      await assertFitsWidth(page, `the ${name.toLowerCase()}`);
      await assertNoWordBroken(page, `the ${name.toLowerCase()}`);
    }
    assert.deepEqual(web.foreignRequests, [], 'no request left the service');
  });
});
