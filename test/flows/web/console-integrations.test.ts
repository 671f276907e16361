import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newId } from '../../../lib/ids';
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
import { basicAuthorization } from '../../support/greenhouse';
import { addMember } from '../../support/members';

const GREENHOUSE = '/v1/integrations/greenhouse';
const PARTNER_CALLS = ['list_tests', 'send_test', 'test_status', 'response_error'];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
const section = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const card = (page: Page, heading: string) =>
  page.locator('li.card', { has: page.getByRole('heading', { name: heading, exact: true }) });
const said = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

async function openIntegrations(page: Page) {
  await section(page, 'Integrations').click();
  await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
  // The last list of the page, read when its pages are counted.
  await page.getByRole('navigation', { name: 'Pages of reports' }).waitFor();
}

/** The console's links once the member's role is known ("Your account" is every role's). */
async function navLinks(page: Page): Promise<string[]> {
  await section(page, 'Your account').waitFor();
  return nav(page).getByRole('link').allInnerTexts();
}

describe('web: the Greenhouse integration in the console', function () {
  this.timeout(240_000);
  let web: WebStack;
  let holeTitles: Map<number, string>;

  before(async () => {
    // The sent test's url, where the PATCH would go, names localhost.
    web = await startWebStack({ env: { GREENHOUSE_HOSTS: 'localhost' } });
    const course = await web.stack.http.get('/v1/course').expect(200);
    holeTitles = new Map(course.body.holes.map((h: { id: number; title: string }) => [h.id, h.title]));
  });
  after(() => web?.close());

  const holeBox = (page: Page, id: number) => page.getByRole('checkbox', { name: holeTitles.get(id), exact: true });

  it('lets an owner make a key (shown once), an assessment, and read and cancel what Greenhouse sent', async () => {
    const owner = await newCompany(web.stack, { name: 'Greenhouse Grocers' });
    const ownerToken = (await login(web.stack, owner)).access_token;
    const page = await web.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.baseUrl });
    await signInToConsole(page, owner);
    await openIntegrations(page);

    // What to give Greenhouse: the four addresses under PUBLIC_BASE_URL, and a key.
    for (const call of PARTNER_CALLS)
      await page.getByText(`${web.baseUrl}${GREENHOUSE}/${call}`, { exact: true }).waitFor();
    await page.getByText('No key in force').waitFor();
    await page.getByText('No assessment yet').waitFor();
    await page.getByText('No test sent yet').waitFor();

    // A key, shown once with a way to copy it.
    await page.getByLabel('Key name').fill('Greenhouse production');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByLabel('New Greenhouse key');
    await shown.waitFor();
    const key = await shown.inputValue();
    assert.match(key, /^ghk_[A-Za-z0-9_-]{43}$/);
    await page.getByText('you will not see it again').waitFor();
    await page.getByRole('button', { name: 'Copy key' }).click();
    await said(page, 'Copied.');
    assert.equal(await page.evaluate('navigator.clipboard.readText()'), key);
    const partner = { Authorization: basicAuthorization(key) };
    await web.stack.http.get(`${GREENHOUSE}/list_tests`).set(partner).expect(200, []);
    await page.reload();
    await card(page, 'Greenhouse production').waitFor();
    assert.equal(await page.getByLabel('New Greenhouse key').count(), 0, 'the key is not shown again');
    assert.ok(!(await page.content()).includes(key), 'the key is nowhere on the page');

    // An assessment with a time limit and a pool of holes: too few holes are refused beside the list.
    await page.getByLabel('Assessment name').fill('Backend');
    await page.getByLabel('Round time limit (minutes)').fill('45');
    await page.getByRole('radio', { name: 'Only the holes I check' }).check();
    await holeBox(page, 1).check();
    await holeBox(page, 11).check();
    await page.getByRole('button', { name: 'Create assessment' }).click();
    const holesField = page.locator('fieldset', { has: page.getByRole('radio', { name: 'The whole course' }) });
    await holesField.locator('.field-error').filter({ hasText: 'must be 3 to 100 different hole ids' }).waitFor();
    await assertAccessible(page, 'the integrations with a refused assessment');
    await holeBox(page, 43).check();
    await page.getByRole('button', { name: 'Create assessment' }).click();
    await said(page, 'The assessment Backend is created.');
    const backend = card(page, 'Backend');
    await backend.getByText('45 minutes').waitFor();
    await backend.getByText(`3 holes: ${holeTitles.get(1)}, ${holeTitles.get(11)}, ${holeTitles.get(43)}`).waitFor();
    await backend.getByText('Live: its rounds are charged').waitFor();
    assert.equal(await holesField.locator('.field-error').count(), 0);

    // Changed: another limit, separate attempts.
    await page.getByRole('button', { name: 'Edit Backend' }).click();
    await page.getByRole('heading', { name: 'Edit Backend' }).waitFor();
    assert.equal(await page.getByLabel('Round time limit (minutes)').inputValue(), '45');
    assert.ok(await holeBox(page, 43).isChecked());
    await page.getByLabel('Round time limit (minutes)').fill('60');
    await page.getByLabel('Separate attempts').check();
    await page.getByRole('button', { name: 'Save assessment' }).click();
    await said(page, 'The assessment Backend is saved.');
    await backend.getByText('60 minutes').waitFor();
    await backend.getByText('Each test sent is its own single round').waitFor();
    const listed = await web.stack.http.get('/v1/assessments').set(bearer(ownerToken)).expect(200);
    assert.deepEqual(
      listed.body.data.map((a: Record<string, unknown>) => [
        a.name,
        a.round_time_limit_minutes,
        a.holes,
        a.separate_attempts,
      ]),
      [['Backend', 60, [1, 11, 43], true]],
    );
    const assessmentId: string = listed.body.data[0].id;

    // Greenhouse sends a test and reports an answer it could not read.
    const email = `ada-${newId()}@example.test`;
    const sent = await web.stack.http
      .post(`${GREENHOUSE}/send_test`)
      .set(partner)
      .send({
        partner_test_id: assessmentId,
        candidate: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email,
          greenhouse_profile_url: 'https://app.greenhouse.io/people/1?application_id=2',
        },
        sent_by: 'recruiter@example.org',
        url: 'https://localhost/integrations/testing_partners/take_home_tests/1',
      })
      .expect(200);
    const interviewId: string = sent.body.partner_interview_id;
    await web.stack.http
      .post(`${GREENHOUSE}/response_error`)
      .set(partner)
      .send({
        api_call: 'test_status',
        errors: ['partner_score: expected a number'],
        partner_interview_id: interviewId,
      })
      .expect(200);
    await page.reload();
    const test = card(page, 'Ada Lovelace');
    await test.getByText(email).waitFor();
    await test.getByText('Sent: not started yet').waitFor();
    await test.getByText('Backend', { exact: true }).waitFor();
    await test.getByText('by recruiter@example.org').waitFor();
    const report = page.locator('li.card', { hasText: 'partner_score: expected a number' });
    await report.getByText('test_status').waitFor();
    await report.getByText(interviewId).waitFor();
    await assertAccessible(page, 'the integrations with a key, an assessment, a sent test and a report');
    await screenshot(page, 'console-integrations');

    // Cancelled after a confirmation: the link stops, and nothing is left to cancel.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancel test sent to Ada Lovelace' }).click();
    await said(page, 'The test sent to Ada Lovelace is cancelled');
    await test.getByText('Cancelled: its link no longer works').waitFor();
    assert.equal(await test.getByRole('button').count(), 0);
    const tests = await web.stack.http.get(`${GREENHOUSE}/tests`).set(bearer(ownerToken)).expect(200);
    assert.equal(tests.body.data[0].status, 'cancelled');

    // Deleted after a confirmation: the sent test still names it; then the key is revoked.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Backend' }).click();
    await said(page, 'The assessment Backend is deleted.');
    await test.getByText('Backend', { exact: true }).waitFor();
    await web.stack.http.get(`${GREENHOUSE}/list_tests`).set(partner).expect(200, []);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revoke the key Greenhouse production' }).click();
    await said(page, 'The key Greenhouse production is revoked');
    await page.getByText('No key in force').waitFor();
    await web.stack.http.get(`${GREENHOUSE}/list_tests`).set(partner).expect(401);
    assert.deepEqual(web.foreignRequests, [], 'no request left the service');
  });

  it('fits a 390 px wide phone, the hole list open, with nothing for axe to fault', async () => {
    const owner = await newCompany(web.stack);
    const ownerToken = (await login(web.stack, owner)).access_token;
    await web.stack.http
      .post('/v1/assessments')
      .set(bearer(ownerToken))
      .send({ name: 'A rather long assessment name for a phone', test: true, holes: [1, 2, 3, 4, 5, 6, 7] })
      .expect(201);
    const page = await web.newPage(PHONE_VIEWPORT);
    await signInToConsole(page, owner);
    await openIntegrations(page);
    await page.getByLabel('Key name').fill('Phone');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByLabel('New Greenhouse key').waitFor();
    await card(page, 'A rather long assessment name for a phone').getByText('and 2 more').waitFor();
    await page.getByRole('button', { name: 'Edit A rather long assessment name for a phone' }).click();
    await holeBox(page, 7).waitFor();
    await assertFitsWidth(page, 'the integrations');
    await assertAccessible(page, 'the integrations on a phone');
  });

  it('shows the link to owners and admins only', async () => {
    const owner = await newCompany(web.stack);
    const ownerToken = (await login(web.stack, owner)).access_token;
    const admin = await addMember(web.stack, ownerToken, 'admin');
    const reviewer = await addMember(web.stack, ownerToken, 'reviewer');

    const adminPage = await web.newPage();
    await signInToConsole(adminPage, admin);
    assert.ok((await navLinks(adminPage)).includes('Integrations'));
    await openIntegrations(adminPage);

    const reviewerPage = await web.newPage();
    await signInToConsole(reviewerPage, reviewer);
    assert.ok(!(await navLinks(reviewerPage)).includes('Integrations'));
    await reviewerPage.goto('/console/integrations');
    await reviewerPage
      .getByText('Integrations is for the role owner or admin; you are signed in as a reviewer.')
      .waitFor();
  });
});
