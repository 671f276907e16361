import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { getHole } from '@hiring/course';
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
import { SAMPLE_CASE_COUNTS, SAMPLE_ROUND, sampleScorecard, seedSubmission } from '../../support/submissions';

const [FIRST, , THIRD] = SAMPLE_ROUND.holes;
const titleOf = (hole: number) => getHole(1, hole)!.title;

const COUNTS = SAMPLE_CASE_COUNTS;

describe("web: a submission's report in the console", function () {
  this.timeout(180_000);
  let web: WebStack;
  let company: TestCompany;
  let subjectId: string;
  let peers: number;
  let below: number;

  before(async () => {
    web = await startWebStack();
    company = await newCompany(web.stack, { name: 'Report Rentals' });
    const pool = web.stack.db.pool;
    const withPoints = async (points: number) => ({
      ...(await sampleScorecard()),
      summary: `Steady.\nOverall: ${points}/810`,
    });
    // Peers drawn per run: some below the subject's 500, the rest above.
    below = 1 + randomInt(4);
    peers = below + 1 + randomInt(3);
    console.log(`      ${peers} peers, ${below} below`);
    for (let i = 0; i < peers; i++) {
      await seedSubmission(pool, company.id, { name: `Peer ${i}`, scorecard: await withPoints(i < below ? 300 : 700) });
    }
    const createdAt = new Date(Date.now() - 3 * 3_600_000);
    const subject = await seedSubmission(pool, company.id, {
      name: 'Rita Report',
      scorecard: await withPoints(500),
      createdAt,
      submittedAt: new Date(createdAt.getTime() + 42 * 60_000 + 5_000),
    });
    subjectId = subject.id;
    await pool.query('UPDATE submissions SET case_counts = $2, time_limit_reached = true WHERE id = $1', [
      subject.id,
      JSON.stringify(COUNTS),
    ]);
  });
  after(() => web?.close());

  async function openReport(page: Page) {
    await signInToConsole(page, company);
    await page.getByRole('link', { name: 'Rita Report' }).click();
    await page.getByRole('heading', { name: /Rita Report/, level: 2 }).waitFor();
  }

  it('opens on a summary, then per question the cases by kind, highlighted code and one chart, then questions to ask', async () => {
    const page = await web.newPage();
    await openReport(page);

    // The summary comes first and reads in ten seconds.
    const summary = page.getByRole('region', { name: 'At a glance' });
    const facts = (await summary.locator('.facts').innerText()).replace(/\s+/g, ' ');
    assert.match(facts, /Overall 500\/810/);
    assert.match(facts, /Correct answers 1 of 3 \(1 not run: prose or no program\)/);
    assert.match(facts, /Time to submit 42 min 5 s/);
    const percentile = Math.round((100 * below) / peers);
    assert.match(
      facts,
      new RegExp(
        `Standing Percentile ${percentile} among ${peers} analyzed submissions on these questions \\(ties count half\\)`,
      ),
    );
    assert.match(facts, /Time limit Reached/);
    const regions = await page
      .getByRole('region')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-labelledby')));
    assert.equal(regions[0], 'report-summary', 'the summary is the first part of the report');

    // Per hole: the kinds in the course's order, counts only.
    const first = page.getByRole('region', { name: titleOf(FIRST) });
    assert.deepEqual(
      (await first.getByRole('heading', { level: 3 }).allInnerTexts()).map((t) => t.trim()),
      ['Hidden cases', "The candidate's answer (javascript)", 'Similarity', 'Scorecards'],
    );
    assert.deepEqual(
      (await first.locator('.case-kinds li').allInnerTexts()).map((t) => t.trim()),
      ['Empty input: 1 of 1', 'Largest inputs: 0 of 2 · 2 failed', 'Typical inputs: 6 of 6'],
    );
    await first.getByText('7 of 9 passed').waitFor();
    await page
      .getByRole('region', { name: titleOf(THIRD) })
      .getByText('Not run: a prose answer, or no program to run.')
      .waitFor();

    // The code, highlighted as the editor highlights it: keywords are marked, the text is the code.
    const code = first.locator('pre.code');
    assert.ok((await code.locator('.tok-keyword').count()) > 0, 'keywords are highlighted');
    const seeded = (await web.stack.db.pool.query('SELECT shots FROM submissions WHERE id = $1', [subjectId])).rows[0];
    assert.equal((await code.innerText()).trimEnd(), seeded.shots[FIRST].code.trimEnd());
    assert.equal(
      await page
        .getByRole('region', { name: titleOf(THIRD) })
        .locator('pre.code span')
        .count(),
      0,
      'prose is plain',
    );

    // One chart per hole: an image named by its numbers, and the numbers as a table.
    const chart = first.getByRole('img');
    const label = (await chart.getAttribute('aria-label'))!;
    assert.match(label, /^Scores out of 90 by dimension\. /);
    const scorecard = (await sampleScorecard()).holes[String(FIRST)].first;
    assert.ok(label.includes(`Quality: Jaded dev ${scorecard.quality!.score}`), label);
    assert.equal(await chart.evaluate((e) => e.tagName.toLowerCase()), 'svg');
    await first.getByText("The chart's numbers").click();
    const numbers = first.locator('.chart-numbers table');
    assert.deepEqual(
      (await numbers.getByRole('columnheader').allInnerTexts()).map((t) => t.trim()),
      ['Dimension', 'Jaded dev', 'Caffeinated genius', 'Academic rebel'],
    );
    await numbers.getByRole('row', { name: new RegExp(`^Quality ${scorecard.quality!.score}`) }).waitFor();

    // Last, what to ask: the failed largest cases first.
    const questions = page.getByRole('region', { name: 'Questions for the interview' });
    const items = await questions.getByRole('listitem').allInnerTexts();
    assert.ok(items.length >= 2 && items.length <= 4, `${items.length} questions`);
    assert.match(items[0], new RegExp(`^On “${titleOf(FIRST)}”, the largest inputs failed`));

    await assertAccessible(page, "a submission's report");
    await screenshot(page, 'console-report');
    assert.deepEqual(web.foreignRequests, [], 'no request left the service');
  });

  it('prints as a clean A4 document: no navigation or buttons, the summary first, a sane number of pages', async () => {
    const page = await web.newPage();
    await openReport(page);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    // The button asks the browser to print.
    await page.evaluate('window.printed = 0; window.print = () => { window.printed += 1; }');
    await page.getByRole('button', { name: 'Print' }).click();
    assert.equal(await page.evaluate('window.printed'), 1);

    // The printed page's width: A4 less the stylesheet's margins, at 96 px an inch.
    await page.setViewportSize({ width: 680, height: 1000 });
    await page.emulateMedia({ media: 'print' });
    for (const [what, hidden] of [
      ['the navigation', page.getByRole('navigation', { name: 'Console', includeHidden: true })],
      ['"Print"', page.getByRole('button', { name: 'Print', includeHidden: true })],
      ['"Sign out"', page.getByRole('button', { name: 'Sign out', includeHidden: true })],
      ['the way back', page.getByRole('link', { name: 'Back to the submissions', includeHidden: true })],
    ] as const) {
      assert.equal(await hidden.count(), 1, `${what} is on the page`);
      assert.equal(await hidden.isVisible(), false, `${what} is not printed`);
    }
    const printed = await page.locator('main').innerText();
    assert.ok(printed.indexOf('At a glance') < printed.indexOf(titleOf(FIRST)), 'the summary is printed first');
    for (const hole of SAMPLE_ROUND.holes) assert.ok(printed.includes(titleOf(hole)));
    assert.ok(printed.includes('Questions for the interview'));
    await screenshot(page, 'console-report-print');

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    console.log(`      the report prints on ${pages} A4 pages (${Math.round(pdf.length / 1024)} KiB)`);
    assert.ok(pages >= 2 && pages <= 8, `${pages} pages`);
  });

  it('fits a 390 px wide phone', async () => {
    const page = await web.newPage(PHONE_VIEWPORT);
    await openReport(page);
    await page
      .getByRole('region', { name: titleOf(FIRST) })
      .getByRole('img')
      .waitFor();
    await assertFitsWidth(page, "a submission's report");
    await page.getByText("The chart's numbers").first().click();
    await assertFitsWidth(page, "a chart's numbers");
    await assertAccessible(page, 'the report on a phone');
  });
});
