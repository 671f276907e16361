import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  assertAccessible,
  assertFitsWidth,
  PHONE_VIEWPORT,
  screenshot,
  startWebStack,
  type WebStack,
  signInToConsole,
} from '../../support/browser';
import { newCompany, type TestCompany } from '../../support/companies';
import { sampleScorecard, seedSubmission, type SeedSubmission } from '../../support/submissions';

const day = (d: number) => new Date(Date.UTC(2026, 2, d, 12));

const NAME_LINKS = 'table.submissions tbody tr td:nth-child(2) a';

/** The page's document, typed for what these checks read (the tests compile without the DOM's types). */
type Doc = { querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }> };

/** The candidates' names down the list, once it shows `count` rows. */
async function namesInOrder(page: Page, count: number): Promise<string[]> {
  const links = page.locator(NAME_LINKS);
  await links.nth(count - 1).waitFor();
  assert.equal(await links.count(), count);
  return links.allInnerTexts();
}

const sortOf = (page: Page, name: string) =>
  page.getByRole('columnheader').filter({ has: page.getByRole('button', { name, exact: true }) });

/** Waits for the list to show exactly these names, in this order. */
async function expectNames(page: Page, names: string[]) {
  await page.waitForFunction(
    ([selector, expected]) => {
      const doc = (globalThis as unknown as { document: Doc }).document;
      return Array.from(doc.querySelectorAll(selector), (a) => a.textContent).join('|') === expected;
    },
    [NAME_LINKS, names.join('|')] as const,
  );
}

describe('web: the console lists submissions sorted, filtered and per hole, and compares them', function () {
  this.timeout(180_000);
  let web: WebStack;
  let company: TestCompany;
  const rows: Record<string, SeedSubmission> = {};

  before(async () => {
    web = await startWebStack();
    company = await newCompany(web.stack, { name: 'Sorting Sawmill' });
    const scorecard = await sampleScorecard();
    const scored = (points: number) => ({ ...scorecard, summary: `Even work.\nOverall: ${points}/810` });
    const pool = web.stack.db.pool;
    const seed = async (name: string, options: Partial<SeedSubmission>, counts?: unknown) => {
      rows[name] = await seedSubmission(pool, company.id, { name, ...options });
      if (counts) await pool.query('UPDATE submissions SET case_counts = $2 WHERE id = $1', [rows[name].id, counts]);
    };
    const hole = (passed: number, total: number) => ({ passed, total, correct: passed === total, by_kind: {} });
    await seed('Ada Best', { createdAt: day(5), scorecard: scored(700) }, { 12: hole(9, 9), 47: hole(7, 7), 93: null });
    await seed(
      'Bo Middle',
      { createdAt: day(4), scorecard: scored(400), test: 1 },
      { 12: hole(3, 9), 47: hole(7, 7), 93: null },
    );
    await seed('Cy Low', { createdAt: day(3), scorecard: scored(100) });
    await seed('Di Draft', { createdAt: day(2), status: 'draft' });
    await seed('Ed Waiting', { createdAt: day(1), status: 'submitted' });
  });
  after(() => web?.close());

  it('sorts by each header, marks each hole, filters, and keeps the view in the URL', async () => {
    const page = await web.newPage();
    await signInToConsole(page, company);
    assert.deepEqual(await namesInOrder(page, 5), ['Ada Best', 'Bo Middle', 'Cy Low', 'Di Draft', 'Ed Waiting']);
    assert.equal(await sortOf(page, 'Started').getAttribute('aria-sort'), 'descending', 'newest first by default');

    // Each hole at a glance, in words for a screen reader.
    const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    const marks = (name: string) => row(name).locator('.hole-marks .visually-hidden').allInnerTexts();
    assert.deepEqual(await marks('Ada Best'), ['Hole 12: correct', 'Hole 47: correct', 'Hole 93: not scored']);
    assert.deepEqual(await marks('Bo Middle'), ['Hole 12: not correct', 'Hole 47: correct', 'Hole 93: not scored']);
    assert.deepEqual(await marks('Cy Low'), [
      'Hole 12: not recorded',
      'Hole 47: not recorded',
      'Hole 93: not recorded',
    ]);
    assert.deepEqual(await marks('Di Draft'), ['Hole 12: not scored', 'Hole 47: not scored', 'Hole 93: not scored']);

    // The headers sort: best first, then a second click turns it round.
    await page.getByRole('button', { name: 'Overall', exact: true }).click();
    // Unscored below every score, ties by id in the same order.
    const unscored = [rows['Di Draft'], rows['Ed Waiting']].sort((a, b) => (a.id < b.id ? 1 : -1)).map((r) => r.name);
    await expectNames(page, ['Ada Best', 'Bo Middle', 'Cy Low', ...unscored]);
    await screenshot(page, 'console-submissions');
    assert.equal(await sortOf(page, 'Overall').getAttribute('aria-sort'), 'descending');
    assert.equal(await sortOf(page, 'Started').getAttribute('aria-sort'), null);
    await page.getByRole('button', { name: 'Overall', exact: true }).click();
    await expectNames(page, [...unscored.reverse(), 'Cy Low', 'Bo Middle', 'Ada Best']);
    assert.equal(new URL(page.url()).search, '?sort=overall&order=asc');
    await page.getByRole('button', { name: 'Candidate', exact: true }).click();
    await expectNames(page, ['Ada Best', 'Bo Middle', 'Cy Low', 'Di Draft', 'Ed Waiting']);
    assert.equal(await sortOf(page, 'Candidate').getAttribute('aria-sort'), 'ascending');
    await page.getByRole('button', { name: 'Submitted', exact: true }).click();
    // Not submitted yet counts as later than every time: first, newest first.
    await expectNames(page, ['Di Draft', 'Ada Best', 'Bo Middle', 'Cy Low', 'Ed Waiting']);
    assert.equal(await sortOf(page, 'Submitted').getAttribute('aria-sort'), 'descending');
    await page.getByRole('button', { name: 'Started', exact: true }).click();
    await expectNames(page, ['Ada Best', 'Bo Middle', 'Cy Low', 'Di Draft', 'Ed Waiting']);
    await page.getByRole('button', { name: 'Started', exact: true }).click();
    await expectNames(page, ['Ed Waiting', 'Di Draft', 'Cy Low', 'Bo Middle', 'Ada Best']);

    // Filters: status, then live or test; a reload and the back button show the same views.
    await page.getByRole('checkbox', { name: 'Analyzed', exact: true }).check();
    await expectNames(page, ['Cy Low', 'Bo Middle', 'Ada Best']);
    await page.getByLabel('Live or test').selectOption({ label: 'Test only' });
    await expectNames(page, ['Bo Middle']);
    assert.equal(
      new URL(page.url()).search,
      '?sort=started&order=asc&status=analyzed&kind=test',
      'the URL keeps the whole view',
    );
    await page.reload();
    await expectNames(page, ['Bo Middle']);
    assert.equal(await page.getByRole('checkbox', { name: 'Analyzed', exact: true }).isChecked(), true);
    assert.equal(await page.getByLabel('Live or test').inputValue(), 'test');
    await page.goBack();
    await expectNames(page, ['Cy Low', 'Bo Middle', 'Ada Best']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectNames(page, ['Ed Waiting', 'Di Draft', 'Cy Low', 'Bo Middle', 'Ada Best']);

    // Days started, both included.
    await page.getByLabel('Started from').fill('2026-03-02');
    await page.getByLabel('Started until').fill('2026-03-04');
    await expectNames(page, ['Di Draft', 'Cy Low', 'Bo Middle']);
    await page.getByRole('searchbox', { name: 'Search' }).fill('bo');
    await page.getByRole('button', { name: 'Find' }).click();
    await expectNames(page, ['Bo Middle']);
    await assertAccessible(page, 'the filtered, sorted submissions');

    // A pasted link shows its view.
    const pasted = await web.newPage();
    await signInToConsole(pasted, company);
    await pasted.goto('/console/submissions?sort=name&order=desc&status=analyzed,draft');
    await expectNames(pasted, ['Di Draft', 'Cy Low', 'Bo Middle', 'Ada Best']);
    assert.equal(await sortOf(pasted, 'Candidate').getAttribute('aria-sort'), 'descending');
    assert.equal(await pasted.getByRole('checkbox', { name: 'Draft', exact: true }).isChecked(), true);

    // A day that does not exist, or that the API could not take, is left out rather than moved.
    await pasted.goto('/console/submissions?from=2026-02-31&to=1000-01-01');
    await expectNames(pasted, ['Ada Best', 'Bo Middle', 'Cy Low', 'Di Draft', 'Ed Waiting']);
    assert.equal(await pasted.getByLabel('Started from').inputValue(), '');
    assert.equal(await pasted.getByLabel('Started until').inputValue(), '');
  });

  it('compares two to five ticked submissions side by side, on its own URL', async () => {
    const page = await web.newPage();
    await signInToConsole(page, company);
    await namesInOrder(page, 5);
    const compare = page.getByRole('button', { name: 'Compare', exact: true });
    assert.equal(await compare.isDisabled(), true);
    await page.getByRole('checkbox', { name: 'Compare Ada Best' }).check();
    assert.equal(await compare.isDisabled(), true, 'one is not enough');
    // Ticks stay across the pages of the list: sort, and tick the others.
    await page.getByRole('button', { name: 'Overall', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Compare Bo Middle' }).check();
    await page.getByRole('checkbox', { name: 'Compare Cy Low' }).check();
    assert.equal(await compare.isDisabled(), false);
    await compare.click();

    await page.getByRole('heading', { name: 'Compare submissions', level: 1 }).waitFor();
    const ids = [rows['Ada Best'].id, rows['Bo Middle'].id, rows['Cy Low'].id];
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, `/console/compare?ids=${ids.join(',')}`);
    const table = page.getByRole('table');
    await table.getByRole('columnheader', { name: /Cy Low/ }).waitFor();
    const rowText = async (name: string) =>
      (await table.getByRole('row', { name: new RegExp(`^${name}`) }).innerText()).replace(/\s+/g, ' ');
    assert.match(await rowText('Overall'), /700\/810 .*400\/810 .*100\/810/);
    assert.match(await rowText('Holes'), /correct.*not correct.*not recorded/);
    assert.match(await rowText('First personality'), /Jaded dev.*Correctness/);
    assert.match(await rowText('Time to submit'), /30 min .*30 min .*30 min/);
    await assertAccessible(page, 'the compare view');
    await screenshot(page, 'console-compare');

    await page.reload();
    await table.getByRole('columnheader', { name: /Bo Middle/ }).waitFor();
    await page.getByRole('link', { name: 'Back to the submissions' }).click();
    await page.getByRole('heading', { name: 'Submissions', level: 1 }).waitFor();

    await page.goto('/console/compare?ids=nope');
    await page.getByText('Choose 2 to 5 submissions to compare').waitFor();
  });

  it('fits a 390 px phone: the list and the compare view', async () => {
    const page = await web.newPage(PHONE_VIEWPORT);
    await signInToConsole(page, company);
    await page.goto('/console/submissions?status=analyzed&kind=live&from=2026-03-01&to=2026-03-31');
    await expectNames(page, ['Ada Best', 'Cy Low']);
    await assertFitsWidth(page, 'the filtered list on a phone');
    await assertAccessible(page, 'the filtered list on a phone');
    await page.goto(`/console/compare?ids=${rows['Ada Best'].id},${rows['Bo Middle'].id},${rows['Di Draft'].id}`);
    await page
      .getByRole('table')
      .getByRole('columnheader', { name: /Di Draft/ })
      .waitFor();
    await assertFitsWidth(page, 'the compare view on a phone');
    await assertAccessible(page, 'the compare view on a phone');
  });
});
