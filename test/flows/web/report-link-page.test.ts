import assert from 'node:assert/strict';
import { getHole } from '@hiring/course';
import type { Page } from 'playwright-core';
import { REPORT_LINK_LIFETIME_SECONDS, reportLinkUrl, signReportLink } from '../../../lib/report-links';
import { assertAccessible, assertFitsWidth, PHONE_VIEWPORT, startWebStack, type WebStack } from '../../support/browser';
import { newCompany, type TestCompany } from '../../support/companies';
import {
  SAMPLE_CASE_COUNTS,
  SAMPLE_ROUND,
  sampleScorecard,
  seedSubmission,
  type SeedSubmission,
} from '../../support/submissions';

const [FIRST, , THIRD] = SAMPLE_ROUND.holes;
const titleOf = (hole: number) => getHole(1, hole)!.title;
const DAY_MS = 86_400_000;
const REFUSED = /^This report link does not open a report: .* Ask the hiring team for a new link\.$/;
const NO_TOKEN = /^This address holds no report link, or only part of one\./;

describe("web: a report link's page, for a recruiter without a console login", function () {
  this.timeout(180_000);
  let web: WebStack;
  let company: TestCompany;
  let subject: SeedSubmission;

  before(async () => {
    web = await startWebStack();
    company = await newCompany(web.stack, { name: 'Linked Logistics' });
    const createdAt = new Date(Date.now() - 3 * 3_600_000);
    subject = await seedSubmission(web.stack.db.pool, company.id, {
      name: 'Rita Report',
      scorecard: { ...(await sampleScorecard()), summary: 'Steady.\nOverall: 500/810' },
      createdAt,
      submittedAt: new Date(createdAt.getTime() + 42 * 60_000 + 5_000),
    });
    await web.stack.db.pool.query('UPDATE submissions SET case_counts = $2 WHERE id = $1', [
      subject.id,
      JSON.stringify(SAMPLE_CASE_COUNTS),
    ]);
  });
  after(() => web?.close());

  const linkTo = (submissionId: string, expiresAt = new Date(Date.now() + REPORT_LINK_LIFETIME_SECONDS * 1000)) =>
    reportLinkUrl(
      web.baseUrl,
      signReportLink(web.stack.config.jwtSecret, { companyId: company.id, submissionId }, expiresAt),
    );

  /** Opens a link and records every URL the page requests, and the token header each carried. */
  async function openLink(page: Page, url: string) {
    const requests: Array<{ url: string; token?: string }> = [];
    page.on('request', (r) => requests.push({ url: r.url(), token: r.headers()['x-report-link-token'] }));
    const response = await page.goto(url);
    return { response: response!, requests };
  }

  it('shows the report read-only, without the address, the code or the message, and never sends the token in a URL', async () => {
    const page = await web.newPage();
    const url = linkTo(subject.id);
    const token = new URL(url).hash.slice(1);
    const { response, requests } = await openLink(page, url);
    assert.equal(response.headers()['referrer-policy'], 'no-referrer');
    assert.equal(response.headers()['cache-control'], 'no-store');

    await page.getByRole('heading', { name: 'Rita Report', level: 2 }).waitFor();
    assert.equal(await page.title(), 'Rita Report: assessment report');
    const facts = (await page.getByRole('region', { name: 'At a glance' }).locator('.facts').innerText()).replace(
      /\s+/g,
      ' ',
    );
    assert.match(facts, /Overall 500\/810/);
    assert.match(facts, /Correct answers 1 of 3 \(1 not run: prose or no program\)/);
    assert.match(facts, /Time to submit 42 min 5 s/);
    assert.match(facts, /Status Analyzed/);
    assert.match(facts, /Kind Live round/);
    assert.match(facts, /Analyzed \d/);

    const first = page.getByRole('region', { name: titleOf(FIRST) });
    await first.getByText('7 of 9 passed').waitFor();
    assert.deepEqual(
      (await first.locator('.case-kinds li').allInnerTexts()).map((t) => t.trim()),
      ['Empty input: 1 of 1', 'Largest inputs: 0 of 2 · 2 failed', 'Typical inputs: 6 of 6'],
    );
    assert.match((await first.getByRole('img').getAttribute('aria-label'))!, /^Scores out of 90 by dimension\. /);
    assert.equal(await first.locator('.scorecard').count(), 3, "the three personalities' scorecards");
    await page
      .getByRole('region', { name: titleOf(THIRD) })
      .getByText('Not run: a prose answer, or no program to run.')
      .waitFor();

    const text = await page.locator('body').innerText();
    for (const [what, secret] of [
      ['the address', subject.email],
      ['the message', subject.message!],
      ...Object.values(subject.shots).map((shot) => ['a shot', shot.code.trim().split('\n')[0]]),
    ]) {
      assert.ok(!text.includes(secret), `the page shows ${what}`);
    }
    for (const absent of ['Similarity', 'Standing', 'Questions for the interview', "The candidate's answer"]) {
      assert.ok(!text.includes(absent), `the page shows "${absent}"`);
    }
    assert.equal(await page.locator('input, textarea, select').count(), 0, 'nothing to change');

    assert.ok(
      requests.every((r) => !r.url.includes(token)),
      `the token is in a URL: ${requests.map((r) => r.url)}`,
    );
    const call = requests.find((r) => r.url === `${web.baseUrl}/v1/shared-report`);
    assert.equal(call?.token, token, 'the page sends the token in its header');
    await assertAccessible(page, "a report link's page");
    assert.deepEqual(web.foreignRequests, [], 'no request left the service');
  });

  it('fits a 390 px wide phone', async () => {
    const page = await web.newPage(PHONE_VIEWPORT);
    await openLink(page, linkTo(subject.id));
    await page
      .getByRole('region', { name: titleOf(FIRST) })
      .getByRole('img')
      .waitFor();
    await assertFitsWidth(page, "a report link's page");
    await page.getByText("The chart's numbers").first().click();
    await assertFitsWidth(page, "a report link's chart numbers");
    await assertAccessible(page, "a report link's page on a phone");
  });

  it('says so, in words, when the link has expired, was altered or is incomplete', async () => {
    const good = new URL(linkTo(subject.id));
    const [header, payload, signature] = good.hash.slice(1).split('.');
    const refusedLinks = [
      ['an expired link', linkTo(subject.id, new Date(Date.now() - DAY_MS)), REFUSED],
      ['an altered link', `${web.baseUrl}/report#${header}.${payload}.${signature.slice(0, -4)}`, REFUSED],
      ['an incomplete link', `${web.baseUrl}/report#${header}.${payload}`, NO_TOKEN],
      ['the page without a link', `${web.baseUrl}/report`, NO_TOKEN],
    ] as const;
    for (const [what, url, words] of refusedLinks) {
      const page = await web.newPage(PHONE_VIEWPORT);
      await page.goto(url);
      await page.getByRole('alert').filter({ hasText: words }).waitFor();
      assert.equal(await page.getByRole('heading', { name: 'Rita Report' }).count(), 0, what);
      await assertAccessible(page, what);
      await assertFitsWidth(page, what);
    }
  });

  it('reads a good link pasted into the tab of a refused one: only the fragment changes, nothing reloads', async () => {
    const page = await web.newPage();
    await page.goto(`${web.baseUrl}/report#not.a.token`);
    await page.getByRole('alert').filter({ hasText: REFUSED }).waitFor();
    await page.evaluate(`location.hash = ${JSON.stringify(new URL(linkTo(subject.id)).hash)}`);
    await page.getByRole('heading', { name: 'Rita Report', level: 2 }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0);
  });
});
