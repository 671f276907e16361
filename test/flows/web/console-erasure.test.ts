import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { findSubmission } from '../../../db/submissions';
import {
  assertAccessible,
  assertFitsWidth,
  PHONE_VIEWPORT,
  screenshot,
  signInToConsole,
  startWebStack,
  type WebStack,
} from '../../support/browser';
import { newCompany } from '../../support/companies';
import { seedAnalyzedSubmission } from '../../support/webhooks';

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

/** A manager erases a candidate who asked to be deleted, and sets how long candidate data is kept, in the console. */
describe('web: candidate data in the console (erasure, retention)', function () {
  this.timeout(180_000);
  let web: WebStack;

  before(async () => {
    web = await startWebStack();
  });
  after(() => web?.close());

  it('keeps candidate data for the days typed in the settings, within the API’s bounds', async () => {
    const company = await newCompany(web.stack);
    const page = await web.newPage();
    await signInToConsole(page, company);
    await section(page, 'Settings').click();
    const days = page.getByLabel('Keep candidate data (days)');
    assert.equal(await days.inputValue(), '', 'off by default');
    await days.fill('0');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page
      .locator('.field', { has: days })
      .locator('.field-error')
      .filter({ hasText: 'must be an integer from 1 to 3650' })
      .waitFor();
    await days.fill('90');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
    await page.reload();
    assert.equal(await page.getByLabel('Keep candidate data (days)').inputValue(), '90');
  });

  it('erases a candidate after a confirmation: the submission stays under a stand-in address; again, nothing is left', async () => {
    const company = await newCompany(web.stack);
    const grace = await seedAnalyzedSubmission(web.stack, company.id, { name: 'Grace Hopper' });
    await seedAnalyzedSubmission(web.stack, company.id, { name: 'Ada Oncall' });
    const page = await web.newPage();
    await signInToConsole(page, company);
    await page.getByRole('link', { name: 'Grace Hopper' }).waitFor();
    await section(page, 'Settings').click();

    const address = page.getByLabel('Candidate address');
    const erase = page.getByRole('button', { name: 'Erase candidate data' });
    await address.fill('not-an-address');
    await erase.click();
    await page.getByRole('button', { name: 'Erase for good' }).click();
    await page
      .locator('.field', { has: address })
      .locator('.field-error')
      .filter({ hasText: 'must be a valid e-mail address' })
      .waitFor();

    await address.fill(grace.email.toUpperCase());
    await erase.click();
    const confirm = page.getByRole('alertdialog');
    await confirm.filter({ hasText: 'cannot be undone' }).waitFor();
    await assertAccessible(page, 'the erasure’s confirmation');
    await screenshot(page, 'console-erasure');
    await confirm.getByRole('button', { name: 'Erase for good' }).click();
    const done = page.getByRole('status').filter({ hasText: /^Erased / });
    await done.waitFor();
    const pseudonym = (await done.innerText()).match(/erased-[0-9a-f]{24}@erased\.invalid/)?.[0];
    assert.ok(pseudonym, await done.innerText());
    assert.match(await done.innerText(), /1 submission\b/);
    const stored = (await findSubmission(web.stack.db.pool, grace.id))!;
    assert.deepEqual([stored.email, stored.name, stored.status], [pseudonym, 'Erased candidate', 'analyzed']);

    await address.fill(grace.email);
    await erase.click();
    await page.getByRole('button', { name: 'Erase for good' }).click();
    await page.getByRole('status').filter({ hasText: 'Nothing of' }).waitFor();

    // The list reads the stand-in; the other candidate is still there; the audit log says it, never whom.
    await section(page, 'Submissions').click();
    await page.getByRole('link', { name: 'Erased candidate' }).waitFor();
    await page.getByRole('link', { name: 'Ada Oncall' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Grace Hopper' }).count(), 0);
    await section(page, 'Activity').click();
    await page.getByText("Erased a candidate's data (1 round)").waitFor();
    assert.equal(await page.getByText(grace.email).count(), 0);

    const phone = await web.newPage(PHONE_VIEWPORT);
    await signInToConsole(phone, company);
    await section(phone, 'Settings').click();
    await phone.getByLabel('Candidate address').waitFor();
    await assertFitsWidth(phone, 'the settings with the erasure card at 390 px');
  });
});
