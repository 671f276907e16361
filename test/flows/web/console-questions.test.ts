import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { holeSummaries, CURRENT_SHEET_ID } from '@hiring/course';
import {
  assertAccessible,
  assertFitsWidth,
  assertNoWordBroken,
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  signInToConsole,
  startWebStack,
  type WebStack,
} from '../../support/browser';
import { newCompany } from '../../support/companies';
import { SUM_PROGRAM } from '../../support/questions';
import { emailedVerificationCode, workflowDone } from '../../support/rounds';

const GENERATOR = [
  'import json, random, sys',
  'rng = random.Random(int(sys.argv[1]))',
  "line = lambda n: ' '.join(str(int(rng.random() * 1000)) for _ in range(n)) + '\\n'",
  "print(json.dumps({'inputs': [{'tag': 'typical', 'input': line(5)} for _ in range(8)]}))",
].join('\n');
const SILENT = 'import sys\nsys.stdin.read()\n';
const TITLE = 'Payment totals';
const DESCRIPTION = 'Given the payment amounts of one day in cents, print their total in cents.';
const COURSE = holeSummaries(CURRENT_SHEET_ID);

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });
const status = (page: Page, text: string | RegExp) =>
  page.locator('.question-status').filter({ hasText: text }).waitFor({ timeout: 90_000 });

describe('web: a company writes its own question in the console, and a candidate plays it', function () {
  this.timeout(300_000);
  let web: WebStack;
  before(async () => {
    web = await startWebStack();
    await web.stack.startWorker();
  });
  after(() => web?.close());

  it('writes a question, sees its check fail, fixes it, publishes it, offers it, and reads the report of a round on it', async () => {
    const company = await newCompany(web.stack, { name: 'Ledger Labs' });
    const page = await web.newPage(DESKTOP_VIEWPORT);
    await signInToConsole(page, company);
    await section(page, 'Questions').click();
    await page.getByRole('heading', { name: 'Questions', level: 1 }).waitFor();
    await page.getByText('No question yet.').waitFor();
    await assertAccessible(page, 'the questions, none yet');

    // Written with a reference that prints nothing: saved, then refused by its check, by field.
    await page.getByRole('link', { name: 'New question' }).click();
    await page.getByRole('heading', { name: 'New question', level: 1 }).waitFor();
    await page.getByLabel('Title').fill(TITLE);
    const variation = page.getByRole('group', { name: 'Variation 1' });
    await variation.getByLabel('Description').fill(DESCRIPTION);
    await variation.getByLabel('Input format').fill('Whitespace-separated non-negative integers.');
    await variation.getByLabel('Output format').fill('One integer: the total.');
    await variation.getByLabel('Example input').fill('100 250\n');
    await variation.getByLabel('Example output').fill('350\n');
    await variation.getByRole('button', { name: 'Add a case' }).click();
    await variation.getByLabel('Case 1 kind').selectOption('empty');
    await variation.getByLabel('Draw more cases for each submission with a generator').check();
    await variation.getByLabel('Generator program').fill(GENERATOR);
    await variation.getByLabel('Reference program').fill(SILENT);
    await page.getByRole('button', { name: 'Save question' }).click();
    await page.getByRole('heading', { name: 'Question', level: 1 }).waitFor();
    await status(page, 'check failed');
    const referenceError = variation
      .locator('.field', { has: page.getByLabel('Reference program') })
      .locator('.field-error');
    await referenceError
      .filter({ hasText: 'fails on the worked example' })
      .or(referenceError.filter({ hasText: 'prints nothing' }))
      .first()
      .waitFor();
    await page.getByRole('alert').filter({ hasText: 'The check found' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Publish' }).isDisabled(), true, 'not while it fails');
    await assertAccessible(page, 'a question that failed its check');

    // Fixed, checked again, published.
    await variation.getByLabel('Reference program').fill(SUM_PROGRAM);
    await page.getByRole('button', { name: 'Save question' }).click();
    await status(page, 'check passed');
    await page.getByRole('button', { name: 'Publish' }).click();
    await status(page, 'Published, version 1');

    // The preview reads as the candidate's page will.
    await page.getByText('Preview as a candidate reads it').click();
    const preview = page.getByRole('article', { name: 'Preview of variation 1' });
    await preview.getByText(DESCRIPTION).waitFor();
    await preview.getByText('Worked example').waitFor();

    await section(page, 'Questions').click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });
    await row.getByText('Published, version 1').waitFor();
    await assertNoWordBroken(page, 'the questions list');
    await page.setViewportSize(PHONE_VIEWPORT);
    await assertFitsWidth(page, 'the questions list at 390 px');
    await assertAccessible(page, 'the questions list at 390 px');
    await row.getByRole('link', { name: TITLE }).click();
    await status(page, 'Published');
    await assertFitsWidth(page, 'a question at 390 px');
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // Offered beside the course's holes.
    await section(page, 'Settings').click();
    await page.getByLabel('Questions offered').selectOption('both');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: /saved/i }).first().waitFor();

    // A candidate picks it among the course's holes on the page, and plays it.
    const play = await web.newPage(PHONE_VIEWPORT);
    const email = `payments-${Date.now()}@example.test`;
    await play.goto(`/play?code=${company.test_code}`);
    await play.getByLabel('E-mail').fill(email);
    await play.getByRole('button', { name: 'Send verification code' }).click();
    await play.getByLabel('Verification code').waitFor();
    await play.getByLabel('Verification code').fill(await emailedVerificationCode(web.stack, email));
    await play.getByLabel('Name').fill('Paula Payments');
    for (const title of [TITLE, COURSE[0].title, COURSE[1].title])
      await play.getByRole('checkbox', { name: title, exact: true }).check();
    await play.getByRole('button', { name: 'Start round' }).click();
    await play.getByRole('heading', { name: TITLE }).waitFor();
    await play.getByText(DESCRIPTION).waitFor();
    await play.getByLabel('Language').selectOption('python');
    await play.getByLabel('Solution').fill(SUM_PROGRAM);
    await play.getByRole('button', { name: 'Save', exact: true }).click();
    for (const hole of COURSE.slice(0, 2)) {
      await play.getByRole('button', { name: new RegExp(hole.title) }).click();
      await play.getByRole('heading', { name: hole.title }).waitFor();
      await play.getByLabel('Language').selectOption('human');
      await play.getByLabel('Solution').fill('I would read the input, compute the answer, and print it.');
      await play.getByRole('button', { name: 'Save', exact: true }).click();
      await play.getByText('All changes saved').waitFor();
    }
    await play.getByRole('button', { name: 'Submit round' }).click();
    await play.getByText('Your round is analyzed').waitFor();
    const { rows } = await web.stack.db.pool.query('SELECT id FROM submissions WHERE company_id = $1', [company.id]);
    await workflowDone(web.stack, rows[0].id);

    // Its report, in the console: the question's hidden cases, all passed.
    await section(page, 'Submissions').click();
    await page.getByRole('link', { name: 'Paula Payments' }).click();
    const hole = page.getByRole('region', { name: TITLE });
    await hole.getByText('9 of 9 passed').waitFor();
    await assertAccessible(page, "the report of a round on the company's question");
  });
});
