import assert from 'node:assert/strict';
import { getSheet } from '@hiring/course';
import { assertAccessible, signInToConsole, startWebStack, type WebStack } from '../../support/browser';
import { newCompany } from '../../support/companies';
import { emailedVerificationCode } from '../../support/rounds';

const titleOf = (hole: number) => getSheet(1).holes.get(hole)!.title;
const HOLES = [1, 11, 43];

/** A language as GET /v1/languages lists it (the fields this test reads). */
interface Listed {
  id: string;
  name: string;
  version?: string;
  kind: 'executable' | 'rubric';
  starter?: string;
  notes?: string;
}

describe('web: the language picker on /play', function () {
  this.timeout(120_000);
  let web: WebStack;
  before(async () => {
    web = await startWebStack();
  });
  after(async () => web?.close());

  it("offers GET /v1/languages' list, puts Go's starter in an empty editor, and keeps typed code", async () => {
    const { body } = await web.stack.http.get('/v1/languages').expect(200);
    const listed = body.languages as Listed[];
    const go = listed.find((l) => l.id === 'go');
    assert.ok(go?.starter, 'Go is listed with a starter');

    const company = await newCompany(web.stack);
    const email = `languages-${Date.now()}@example.test`;
    const page = await web.newPage();
    await page.goto(`/play?code=${company.test_code}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByLabel('Verification code').waitFor();
    await page.getByLabel('Verification code').fill(await emailedVerificationCode(web.stack, email));
    await page.getByLabel('Name').fill('Gopher Candidate');
    for (const hole of HOLES) await page.getByRole('checkbox', { name: titleOf(hole), exact: true }).check();
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.getByRole('heading', { name: titleOf(HOLES[0]) }).waitFor();

    // The picker shows the list once it has come: "Go 1.23.4", the prose ones by name.
    const picker = page.getByLabel('Language');
    const goLabel = go.version ? `${go.name} ${go.version}` : go.name;
    await picker.locator('option', { hasText: goLabel }).waitFor({ state: 'attached' });
    assert.equal(await picker.locator('option').count(), listed.length);

    // An empty editor takes the starter; the draft kept in the browser holds it exactly.
    await picker.selectOption('go');
    const firstLine = go.starter.split('\n')[0];
    await page.getByLabel('Solution').getByText(firstLine).first().waitFor();
    // The draft the page keeps in the browser (test files have no DOM types: the script is a string).
    const draft = async () =>
      JSON.parse(
        (await page.evaluate(
          `localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('play.draft.')) ?? '')`,
        )) as string,
      ) as { language: string; code: string };
    assert.deepEqual(await draft(), { language: 'go', code: go.starter });
    await page.getByRole('button', { name: 'Run example' }).waitFor();
    if (go.notes) await page.getByText(go.notes).waitFor();
    await assertAccessible(page, '/play (Go picked)');

    // Code the candidate typed stays when another language is picked.
    await page.getByLabel('Solution').fill('package main\n\nfunc main() {}\n');
    await picker.selectOption('python');
    assert.deepEqual(await draft(), { language: 'python', code: 'package main\n\nfunc main() {}\n' });

    // Prose: nothing to run.
    await picker.selectOption('human');
    assert.equal(await page.getByRole('button', { name: 'Run example' }).count(), 0);
    assert.deepEqual(web.foreignRequests, []);
  });

  it('offers only the languages the company allows, chosen in the console, the first of them to start with', async () => {
    const company = await newCompany(web.stack);
    const page = await web.newPage();
    await signInToConsole(page, company);
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Settings', exact: true })
      .click();
    const languages = page.getByRole('group', { name: 'Languages' });
    await languages.getByRole('checkbox', { name: /^Java \(/ }).check();
    await languages.getByRole('checkbox', { name: /^Python/ }).check();
    await assertAccessible(page, 'Settings, two languages checked');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    const settings = await web.stack.db.pool.query('SELECT languages FROM companies WHERE id = $1', [company.id]);
    assert.deepEqual(settings.rows[0].languages, ['python', 'java'], "saved in the list's order");

    const email = `restricted-${Date.now()}@example.test`;
    const play = await web.newPage();
    await play.goto(`/play?code=${company.test_code}`);
    await play.getByLabel('E-mail').fill(email);
    await play.getByRole('button', { name: 'Send verification code' }).click();
    await play.getByLabel('Verification code').waitFor();
    await play.getByLabel('Verification code').fill(await emailedVerificationCode(web.stack, email));
    await play.getByLabel('Name').fill('Duke Candidate');
    for (const hole of HOLES) await play.getByRole('checkbox', { name: titleOf(hole), exact: true }).check();
    await play.getByRole('button', { name: 'Start round' }).click();
    await play.getByRole('heading', { name: titleOf(HOLES[0]) }).waitFor();
    const picker = play.getByLabel('Language');
    await picker.locator('option', { hasText: /^Java \(/ }).waitFor({ state: 'attached' });
    assert.deepEqual(
      await picker.locator('option').evaluateAll((os) => os.map((o) => (o as { value: string }).value)),
      ['python', 'java'],
    );
    assert.equal(await picker.inputValue(), 'python');
  });
});
