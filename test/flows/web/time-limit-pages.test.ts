import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { getSheet } from '@hiring/course';
import {
  assertAccessible,
  assertFitsWidth,
  PHONE_VIEWPORT,
  screenshot,
  startWebStack,
  type WebStack,
  signInToConsole,
} from '../../support/browser';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { emailedVerificationCode } from '../../support/rounds';
import { seedAnalyzedSubmission } from '../../support/webhooks';

const HOLES = [1, 11, 43];
const titleOf = (hole: number) => getSheet(1).holes.get(hole)!.title;
const LIMIT_LABEL = 'Round time limit (minutes)';

/** Starts a round on /play with the test code, as a candidate does. */
async function startOnPage(page: Page, web: WebStack, company: TestCompany, email: string) {
  await page.goto(`/play?code=${company.test_code}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await page.getByLabel('Verification code').waitFor();
  await page.getByLabel('Verification code').fill(await emailedVerificationCode(web.stack, email));
  await page.getByLabel('Name').fill('Tim Timed');
  for (const hole of HOLES) await page.getByRole('checkbox', { name: titleOf(hole), exact: true }).check();
  await page.getByRole('button', { name: 'Start round' }).click();
  await page.getByRole('heading', { name: titleOf(HOLES[0]) }).waitFor();
}

describe("web: a round's time limit, on /play and in the console", function () {
  this.timeout(180_000);
  let web: WebStack;
  before(async () => {
    web = await startWebStack();
  });
  after(async () => web?.close());

  it('counts down beside the holes, tells screen readers at 10, 5 and 1 minute left and at the end, then stops saving', async () => {
    const company = await newCompany(web.stack);
    const { access_token } = await login(web.stack, company);
    await web.stack.http
      .patch('/v1/settings')
      .set(bearer(access_token))
      .send({ round_time_limit_minutes: 15 })
      .expect(200);
    const page = await web.newPage(PHONE_VIEWPORT);
    // The page's own clock, moved by the test; the service's deadline is 15 real minutes away.
    await page.clock.install();
    await startOnPage(page, web, company, `timed-${Date.now()}@example.test`);

    const timeLeft = page.getByRole('timer', { name: 'Time left' });
    const announcement = page.getByTestId('time-announcement');
    assert.match(await timeLeft.innerText(), /^1[45]:\d\d$/);
    assert.equal(await announcement.innerText(), '', 'nothing is announced at the start');
    await assertFitsWidth(page, '/play (a limited round) at 390 px');
    await assertAccessible(page, '/play (a limited round) at 390 px');
    await screenshot(page, 'play-time-limit');

    const saidAfter = async (elapsed: string, words: RegExp, shown: RegExp) => {
      await page.clock.fastForward(elapsed);
      await page.getByTestId('time-announcement').filter({ hasText: words }).waitFor();
      assert.match(await timeLeft.innerText(), shown);
    };
    await saidAfter('05:01', /^10 minutes left to finish your round\.$/, /^9:5\d$/);
    // Not every second: a minute later the region still says what it said.
    await page.clock.fastForward('01:00');
    await page
      .getByRole('timer')
      .filter({ hasText: /^8:5\d$/ })
      .waitFor();
    assert.match(await announcement.innerText(), /^10 minutes left/);
    await saidAfter('04:00', /^5 minutes left/, /^4:5\d$/);
    await saidAfter('04:00', /^1 minute left/, /^0:5\d$/);

    await page.clock.fastForward('01:00');
    await page.getByText('Time is up. Your round was submitted with the answers you had saved').first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save', exact: true }).count(), 0, 'nothing more is saved');
    assert.equal(await page.getByRole('button', { name: 'Submit round' }).count(), 0);
    await assertFitsWidth(page, '/play (time is up) at 390 px');
    await assertAccessible(page, '/play (time is up) at 390 px');
  });

  it('has the console set the limit ("Round time limit (minutes)"), explain a bad one, and show a round it ended', async () => {
    const company = await newCompany(web.stack);
    const page = await web.newPage(PHONE_VIEWPORT);
    await signInToConsole(page, company);
    await page.goto('/console/settings');
    const field = page.getByLabel(LIMIT_LABEL);
    assert.equal(await field.inputValue(), '', 'no limit unless the company sets one');

    await field.fill('5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('must be an integer from 10 to 240, or null for no limit').waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    await assertAccessible(page, '/console/settings (a limit refused) at 390 px');

    await field.fill('45');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    await assertFitsWidth(page, '/console/settings at 390 px');
    await assertAccessible(page, '/console/settings at 390 px');
    await screenshot(page, 'console-settings-time-limit');
    const { access_token } = await login(web.stack, company);
    const settings = await web.stack.http.get('/v1/settings').set(bearer(access_token)).expect(200);
    assert.equal(settings.body.round_time_limit_minutes, 45);

    await field.fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    const off = await web.stack.http.get('/v1/settings').set(bearer(access_token)).expect(200);
    assert.equal(off.body.round_time_limit_minutes, null);

    const ended = await seedAnalyzedSubmission(web.stack, company.id, { name: 'Tim Timed' });
    await web.stack.db.pool.query('UPDATE submissions SET time_limit_reached = true WHERE id = $1', [ended.id]);
    await page.goto(`/console/submissions/${ended.id}`);
    await page.getByTestId('time-limit').filter({ hasText: 'Reached' }).waitFor();
    await page.getByText('by the time limit, with the answers saved by then').waitFor();
    await assertFitsWidth(page, '/console/submissions/{id} (ended by the time limit) at 390 px');
    await assertAccessible(page, '/console/submissions/{id} (ended by the time limit) at 390 px');
  });
});
