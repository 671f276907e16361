import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
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
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { addMember } from '../../support/members';
import { seedSubmission } from '../../support/submissions';

describe("web: a candidate's data, exported from the console", function () {
  this.timeout(180_000);
  let web: WebStack;
  let company: TestCompany;
  let owner: string;
  let email: string;

  before(async () => {
    web = await startWebStack();
    company = await newCompany(web.stack, { name: 'Export Estates' });
    owner = (await login(web.stack, company)).access_token;
    const pool = web.stack.db.pool;
    const first = await seedSubmission(pool, company.id, { name: 'Erin Export' });
    email = first.email;
    // A second round of the same address: the export holds both, whichever page it is taken from.
    await seedSubmission(pool, company.id, { name: 'Erin Export', email, attempt: 2, status: 'draft' });
  });
  after(() => web?.close());

  async function openReport(page: Page, who: { email: string; password: string }) {
    await signInToConsole(page, who);
    await page.getByRole('link', { name: 'Erin Export' }).first().click();
    await page.getByRole('heading', { name: /Erin Export/, level: 2 }).waitFor();
  }

  it('downloads <email>.json: the same document as the API, every round of the address in it', async () => {
    const page = await web.newPage();
    await openReport(page, company);
    const button = page.getByRole('button', { name: 'Export candidate data' });
    assert.match((await button.getAttribute('aria-describedby')) ?? '', /./, 'the button says what it exports');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    assert.equal(download.suggestedFilename(), `${email}.json`);
    const saved = JSON.parse(await readFile((await download.path())!, 'utf8'));
    await page
      .getByRole('status')
      .filter({ hasText: `Downloaded ${email}.json` })
      .waitFor();

    const { body } = await web.stack.http
      .get(`/v1/candidates/${encodeURIComponent(email)}/export`)
      .set(bearer(owner))
      .expect(200);
    assert.deepEqual({ ...saved, exported_at: undefined }, { ...body, exported_at: undefined });
    assert.equal(saved.submissions.length, 2);
    assert.ok(saved.submissions[0].shots && saved.submissions[0].scorecard, 'shots and scorecard');

    await assertAccessible(page, 'a report with its export');
    await screenshot(page, 'console-candidate-export');
    assert.deepEqual(web.foreignRequests, [], 'no request left the service');
  });

  it('fits a 390 px wide phone', async () => {
    const page = await web.newPage(PHONE_VIEWPORT);
    await openReport(page, company);
    await page.getByRole('button', { name: 'Export candidate data' }).waitFor();
    await assertFitsWidth(page, 'a report with its export');
    await assertAccessible(page, 'the export on a phone');
  });

  it('is not offered to a reviewer, who may not export', async () => {
    const reviewer = await addMember(web.stack, owner, 'reviewer');
    const page = await web.newPage();
    await openReport(page, reviewer);
    await page.getByRole('region', { name: 'At a glance' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Export candidate data' }).count(), 0);
  });
});
