import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  assertAccessible,
  assertFitsWidth,
  PHONE_VIEWPORT,
  signInToConsole,
  startWebStack,
  type WebStack,
} from '../../support/browser';
import { newCompany, type TestCompany } from '../../support/companies';
import { csvRecords, parseCsv } from '../../support/csv';
import { sampleScorecard, seedSubmission } from '../../support/submissions';

const day = (d: number) => new Date(Date.UTC(2026, 4, d, 12));
const NAME_LINKS = 'table.submissions tbody tr td:nth-child(2) a';

describe('web: the console exports the submissions it shows as CSV', function () {
  this.timeout(180_000);
  let web: WebStack;
  let company: TestCompany;

  before(async () => {
    web = await startWebStack();
    company = await newCompany(web.stack, { name: 'Export Emporium' });
    const scorecard = await sampleScorecard();
    const scored = (points: number) => ({ ...scorecard, summary: `Even work.\nOverall: ${points}/810` });
    const pool = web.stack.db.pool;
    await seedSubmission(pool, company.id, { name: 'Ada Best', createdAt: day(5), scorecard: scored(700) });
    await seedSubmission(pool, company.id, { name: '=Bo Middle', createdAt: day(4), scorecard: scored(400), test: 1 });
    await seedSubmission(pool, company.id, { name: 'Cy Low', createdAt: day(3), scorecard: scored(100) });
    await seedSubmission(pool, company.id, { name: 'Di Draft', createdAt: day(2), status: 'draft' });
    // Enough for a second page of the list.
    for (let i = 1; i <= 20; i++) {
      await seedSubmission(pool, company.id, { name: `Waiting ${i}`, createdAt: day(1), status: 'submitted' });
    }
  });
  after(() => web?.close());

  it('saves the file of the view: its filters and its order, every page', async () => {
    const page = await web.newPage();
    await signInToConsole(page, company);
    await page.goto('/console/submissions?sort=overall&order=asc&status=analyzed');
    await page.locator(NAME_LINKS).nth(2).waitFor();
    const shown = await page.locator(NAME_LINKS).allInnerTexts();
    assert.deepEqual(shown, ['Cy Low', '=Bo Middle', 'Ada Best']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8');
    assert.deepEqual(parseCsv(text)[0].slice(0, 4), ['id', 'name', 'email', 'status'], 'the header line');
    const records = csvRecords(text);
    // The list's rows in its order; a name a spreadsheet would run is written as text.
    assert.deepEqual(
      records.map((r) => r.name),
      ['Cy Low', "'=Bo Middle", 'Ada Best'],
    );
    assert.deepEqual(
      records.map((r) => [r.status, r.overall, r.overall_max]),
      [
        ['analyzed', '100', '810'],
        ['analyzed', '400', '810'],
        ['analyzed', '700', '810'],
      ],
    );
    await assertAccessible(page, 'the list with its export');

    // From the second page of the whole list: the file holds every page.
    await page.goto('/console/submissions?page=2');
    await page.locator(NAME_LINKS).nth(3).waitFor();
    const [whole] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const names = csvRecords(readFileSync(await whole.path(), 'utf8')).map((r) => r.name);
    assert.equal(names.length, 24);
    assert.deepEqual(names.slice(0, 4), ['Ada Best', "'=Bo Middle", 'Cy Low', 'Di Draft']);
  });

  it("shows the API's refusal in words, and fits a 390 px phone", async () => {
    const page = await web.newPage(PHONE_VIEWPORT);
    await signInToConsole(page, company);
    await page.locator(NAME_LINKS).nth(3).waitFor();
    const refusal = 'Rate limit of 3 requests per hour reached; retry in 60 s.';
    await page.route('**/v1/playback.csv?*', (route) =>
      route.fulfill({ status: 429, json: { error: 'rate_limit_exceeded', message: refusal } }),
    );
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    await assertFitsWidth(page, 'the list with its export on a phone');
    await assertAccessible(page, 'the list with its export on a phone');
  });
});
