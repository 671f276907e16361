import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { getSheet } from '@hiring/course';
import { findSubmission } from '../../../db/submissions';
import type { SinkMessage } from '../../../scripts/services/smtp-sink';
import {
  assertAccessible,
  assertFitsWidth,
  PHONE_VIEWPORT,
  screenshot,
  startWebStack,
  type WebStack,
} from '../../support/browser';
import { bearer, login, newCompany } from '../../support/companies';
import { basicAuthorization } from '../../support/greenhouse';
import { emailedVerificationCode } from '../../support/rounds';
import { testServices } from '../../support/services';
import { reference } from '../../support/scoring';

const titleOf = (hole: number) => getSheet(1).holes.get(hole)!.title;
const to = (address: string) => (m: SinkMessage) => m.envelopeTo.some((r) => r.toLowerCase() === address.toLowerCase());
const HOLES = [1, 11, 43];

/** The status the page shows, once it reads `status`. */
const statusShown = (page: Page, status: string, timeout = 90_000) =>
  page
    .getByTestId('round-status')
    .filter({ hasText: new RegExp(`^${status}$`) })
    .waitFor({ timeout });

async function pickHoles(page: Page, holes: number[]) {
  for (const hole of holes) await page.getByRole('checkbox', { name: titleOf(hole), exact: true }).check();
}

describe('web: the candidate page /play', function () {
  this.timeout(180_000);
  let web: WebStack;
  before(async () => {
    web = await startWebStack({ env: { INVITE_BATCH_DELAY_MS: '0', GREENHOUSE_HOSTS: 'localhost' } });
    await web.stack.startWorker();
  });
  after(async () => web?.close());

  it('takes an invited candidate from the e-mail link to an analyzed round', async () => {
    const company = await newCompany(web.stack, { name: 'Browser Bakery' });
    const email = `invited-${Date.now()}@example.test`;
    const { access_token } = await login(web.stack, company);
    await web.stack.http
      .post('/v1/invite')
      .set(bearer(access_token))
      .send({ emails: [email] })
      .expect(202);
    const [mail] = await testServices().smtp.waitFor(1, to(email));
    const link = new RegExp(`(${web.baseUrl}/play\\?invite=\\S+)`).exec(String(mail.parsed.text))?.[1];
    assert.ok(link, 'the invitation links to the round page');

    const page = await web.newPage();
    await page.goto(link);
    await page.getByText('You came from an invitation').waitFor();
    assert.equal(await page.getByLabel('Assessment code').count(), 0, 'nothing to type but a name');
    await page.getByRole('checkbox', { name: titleOf(100), exact: true }).waitFor();
    assert.equal(await page.getByRole('checkbox').count(), 100, 'the whole course');
    await page.getByLabel('Name').fill('Ines Invited');
    await pickHoles(page, HOLES);
    await assertAccessible(page, '/play (start, from an invitation)');
    await screenshot(page, 'play-start');
    await page.getByRole('button', { name: 'Start round' }).click();

    await page.getByRole('heading', { name: titleOf(HOLES[0]) }).waitFor();
    const { rows } = await web.stack.db.pool.query('SELECT id FROM submissions WHERE email = $1', [email]);
    const stored = (await findSubmission(web.stack.db.pool, rows[0].id))!;
    assert.equal(stored.test, 0, 'a live round');

    // Hole 1: a real program, run on the example, then saved.
    await page.getByLabel('Language').selectOption('python');
    await page.getByLabel('Solution').fill(reference(HOLES[0], stored.variations[0] as 'A', 'py')!);
    await page.getByRole('button', { name: 'Run example' }).click();
    await page.getByText('Passed: your output matches the expected output.').waitFor({ timeout: 60_000 });
    await assertAccessible(page, '/play (a hole, after a run)');
    await screenshot(page, 'play-hole');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();

    // Holes 2 and 3: plain-language answers.
    for (const hole of HOLES.slice(1)) {
      await page.getByRole('button', { name: new RegExp(titleOf(hole)) }).click();
      await page.getByRole('heading', { name: titleOf(hole) }).waitFor();
      await page.getByLabel('Language').selectOption('human');
      await page.getByLabel('Solution').fill(`I would read the input, compute what hole ${hole} asks, and print it.`);
      assert.equal(await page.getByRole('button', { name: 'Run example' }).count(), 0, 'nothing to run for prose');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved.').waitFor();
    }

    await page.getByLabel('Message to the hiring team').fill('Thank you for the interesting holes.');
    await page.getByRole('button', { name: 'Submit round' }).click();
    await statusShown(page, 'analyzed');
    await page.getByText('Your round is analyzed').waitFor();
    await assertAccessible(page, '/play (analyzed)');
    await screenshot(page, 'play-analyzed');
    assert.deepEqual(web.foreignRequests, []);
  });

  it("offers the candidate of a Greenhouse test only its assessment's holes", async () => {
    const company = await newCompany(web.stack);
    const { access_token } = await login(web.stack, company);
    const offered = [3, 8, 21, 55];
    const assessment = await web.stack.http
      .post('/v1/assessments')
      .set(bearer(access_token))
      .send({ name: 'Backend', holes: offered })
      .expect(201);
    const key = await web.stack.http
      .post('/v1/integrations/greenhouse/keys')
      .set(bearer(access_token))
      .send({ name: 'Greenhouse' })
      .expect(201);
    const email = `greenhouse-${Date.now()}@example.test`;
    await web.stack.http
      .post('/v1/integrations/greenhouse/send_test')
      .set('Authorization', basicAuthorization(key.body.key))
      .send({
        partner_test_id: assessment.body.id,
        candidate: {
          first_name: 'Gina',
          last_name: 'Green',
          email,
          greenhouse_profile_url: 'https://app.greenhouse.io/people/1',
        },
        url: 'https://localhost/integrations/testing_partners/take_home_tests/1',
      })
      .expect(200);
    const [mail] = await testServices().smtp.waitFor(1, to(email));
    const link = new RegExp(`(${web.baseUrl}/play\\?invite=\\S+)`).exec(String(mail.parsed.text))?.[1];
    assert.ok(link, 'the invitation links to the round page');

    const page = await web.newPage(PHONE_VIEWPORT);
    await page.goto(link);
    await page.getByRole('checkbox', { name: titleOf(offered[0]), exact: true }).waitFor();
    assert.equal(await page.getByRole('checkbox').count(), offered.length, "the assessment's holes, and no other");
    for (const hole of offered)
      assert.equal(await page.getByRole('checkbox', { name: titleOf(hole), exact: true }).count(), 1);
    await assertAccessible(page, '/play (start, from a Greenhouse test)');
    await assertFitsWidth(page, '/play (start, from a Greenhouse test) at 390 px');
    await page.getByLabel('Name').fill('Gina Green');
    await pickHoles(page, offered.slice(1));
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.getByRole('heading', { name: titleOf(offered[1]) }).waitFor();
  });

  it('starts a test round with the e-mailed code, keeps the draft across a reload, and fits a phone', async () => {
    const company = await newCompany(web.stack);
    const page = await web.newPage(PHONE_VIEWPORT);
    await page.goto(`/play?code=${company.test_code}`);
    assert.equal(await page.getByLabel('Assessment code').inputValue(), company.test_code);
    await page.getByLabel('E-mail').fill('tess.test@example.test');
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByLabel('Verification code').waitFor();
    await page.getByLabel('Verification code').fill(await emailedVerificationCode(web.stack, 'tess.test@example.test'));
    await page.getByLabel('Name').fill('Tess Test');
    await pickHoles(page, HOLES);
    await page.getByRole('checkbox', { name: titleOf(2), exact: true }).click();
    await page.getByText('You have picked 3 holes already').waitFor();
    await assertFitsWidth(page, '/play (start) at 390 px');
    await assertAccessible(page, '/play (start) at 390 px');
    await page.getByRole('button', { name: 'Start round' }).click();

    await page.getByRole('heading', { name: titleOf(HOLES[0]) }).waitFor();
    await page.getByLabel('Solution').fill('console.log("work in progress")');
    await assertFitsWidth(page, '/play (a hole) at 390 px');
    await assertAccessible(page, '/play (a hole) at 390 px');
    await page.reload();
    await page.getByRole('heading', { name: titleOf(HOLES[0]) }).waitFor();
    await page.getByText('console.log("work in progress")').waitFor();
    assert.match(await page.getByText('This is a test round').innerText(), /free/);

    // A round token the API refuses (here one that was never valid): the page says the round is
    // lost and offers a new start, rather than a company's "log in again".
    await page.route('**/v1/rounds/*/shots/*', (route) =>
      route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer not-a-round-token' } }),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your round link has expired or is no longer valid').waitFor();
    await page.getByRole('button', { name: 'Start round' }).waitFor();
  });

  /** A new company's test round started on the page with its code, as `name`; resolves on the first hole. */
  async function startRoundWithCode(page: Page, emailPrefix: string, name: string) {
    const company = await newCompany(web.stack);
    const email = `${emailPrefix}-${Date.now()}@example.test`;
    await page.goto(`/play?code=${company.test_code}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByLabel('Verification code').waitFor();
    await page.getByLabel('Verification code').fill(await emailedVerificationCode(web.stack, email));
    await page.getByLabel('Name').fill(name);
    await pickHoles(page, HOLES);
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.getByRole('heading', { name: titleOf(HOLES[0]) }).waitFor();
  }

  it("runs a program on the candidate's own input, beside Run example, at 390 px", async () => {
    const page = await web.newPage(PHONE_VIEWPORT);
    await startRoundWithCode(page, 'own-input', 'Olga Own');

    // Drawn per run: what the page shows can only be the program's work on this input.
    const token = randomBytes(6).toString('hex');
    console.log(`      input token: ${token}`);
    await page.getByLabel('Language').selectOption('python');
    await page.getByLabel('Solution').fill('import sys\nprint(sys.stdin.read().strip()[::-1])');
    await page.getByLabel('Your input').fill(token);
    const runExample = page.getByRole('button', { name: 'Run example' });
    const runMine = page.getByRole('button', { name: 'Run with my input' });
    assert.equal(await runExample.count(), 1, 'Run example is still there, beside it');
    await runMine.click();
    const result = page.getByRole('region', { name: 'Result of Run with my input' });
    await result.getByText('Finished: the program ran on your input and exited normally.').waitFor({ timeout: 60_000 });
    await result.getByText([...token].reverse().join('')).waitFor();
    assert.match(await result.getByRole('status').innerText(), /exit status 0/);
    assert.equal(await result.getByText('Expected output').count(), 0, 'compared with nothing');
    await assertFitsWidth(page, '/play (a run with my input) at 390 px');
    await assertAccessible(page, '/play (a run with my input) at 390 px');
    await screenshot(page, 'play-own-input');

    // An input over the limit: the API's words beside the field, nothing run.
    await page.getByLabel('Your input').fill('7'.repeat(16_385));
    await runMine.click();
    await page.getByText('must be at most 16384 characters').waitFor();
    assert.equal(await page.getByLabel('Your input').getAttribute('aria-invalid'), 'true');
    assert.equal(await result.count(), 0);
    await assertFitsWidth(page, '/play (an input over the limit) at 390 px');
    await assertAccessible(page, '/play (an input over the limit) at 390 px');

    // Prose is read, not run: neither button, nor the field.
    await page.getByLabel('Language').selectOption('human');
    assert.equal(await runMine.count(), 0);
    assert.equal(await page.getByLabel('Your input').count(), 0);
  });

  it("stays responsive when the candidate types in the same frame as the language's starter arrives", async () => {
    const page = await web.newPage();
    await startRoundWithCode(page, 'same-frame', 'Frank Frame');
    // The languages' list (with the starters) has come once the picker offers a version.
    await page.getByRole('option', { name: /^Python 3 \d/ }).waitFor({ state: 'attached' });

    // Python picked, its starter rendered, and a keystroke before the next frame: the editor's sync
    // of the starter, were it left for after the frame, would fight the keystroke for ever.
    // (Page code as a string: this project's TypeScript has no DOM types.)
    const typed = page.evaluate(`(async () => {
      const picker = [...document.querySelectorAll('select')].find((s) => s.labels[0]?.textContent === 'Language');
      picker.value = 'python';
      picker.dispatchEvent(new Event('change', { bubbles: true }));
      for (let i = 0; i < 5; i++) await Promise.resolve();
      document.querySelector('[aria-label="Solution"]').focus();
      document.execCommand('selectAll');
      document.execCommand('insertText', false, 'print(42)');
    })()`);
    const giveUp = new AbortController();
    const hung = setTimeout(15_000, 'hung', { signal: giveUp.signal }).catch(() => 'answered');
    assert.notEqual(await Promise.race([typed, hung]), 'hung', 'the page stopped answering');
    giveUp.abort();
    await page.getByLabel('Your input').waitFor();
    assert.equal(await page.getByLabel('Solution').innerText(), 'print(42)');
  });

  it('says in words what went wrong: an unknown code, a paused company, a code without verification', async () => {
    const company = await newCompany(web.stack);
    const page = await web.newPage();
    await page.goto('/play');
    await page.getByLabel('Assessment code').fill('9NOSUCHCODE00');
    await page.getByLabel('E-mail').fill('nobody@example.test');
    await page.getByLabel('Name').fill('Nobody');
    await pickHoles(page, HOLES);
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.getByRole('alert').getByText('No company has this assessment code.').waitFor();

    await page.getByLabel('Assessment code').fill(company.live_code);
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.getByRole('alert').getByText('An assessment needs a verified e-mail').waitFor();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByLabel('Verification code').waitFor();
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Start round' }).click();
    await page
      .getByRole('alert')
      .getByText(/verification code is wrong|no valid verification code/)
      .waitFor();
    await assertAccessible(page, '/play (errors)');

    const { access_token } = await login(web.stack, company);
    await web.stack.http.post('/v1/pause').set(bearer(access_token)).expect(200);
    await page.getByLabel('Assessment code').fill(company.test_code);
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.getByRole('alert').getByText('not accepting new assessments').waitFor();
  });
});
