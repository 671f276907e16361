import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newId } from '../../../lib/ids';
import type { SinkMessage } from '../../../scripts/services/smtp-sink';
import {
  assertAccessible,
  assertFitsWidth,
  PHONE_VIEWPORT,
  screenshot,
  startWebStack,
  type WebStack,
  signInToConsole,
} from '../../support/browser';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { addMember, memberToken } from '../../support/members';
import { testServices } from '../../support/services';
import { seedAnalyzedSubmission } from '../../support/webhooks';

const EVERY_SECTION = [
  'Submissions',
  'Questions',
  'Invitations',
  'Settings',
  'Webhooks',
  'Integrations',
  'Members',
  'Activity',
  'Your account',
];

const to = (address: string) => (m: SinkMessage) => m.envelopeTo.some((r) => r.toLowerCase() === address.toLowerCase());

/** The join link of the `nth` team invitation e-mailed to the address, once it has arrived. */
async function joinLink(address: string, nth = 1): Promise<string> {
  const messages = await testServices().smtp.waitFor(
    nth,
    (m) => to(address)(m) && /\/console\/join\?/.test(m.parsed.text ?? ''),
  );
  const link = /https?:\/\/\S+\/console\/join\?token=\S+/.exec(messages[nth - 1].parsed.text ?? '')?.[0];
  assert.ok(link, `the invitation to ${address} carries a join link`);
  return link;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
const section = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });

/** The console's links once the member's role is known ("Your account" is every role's). */
async function navLinks(page: Page): Promise<string[]> {
  await section(page, 'Your account').waitFor();
  return nav(page).getByRole('link').allInnerTexts();
}

/** Opens an invitation's link, sets the password and waits until the console shows the submissions. */
async function join(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Join the team', level: 1 }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Join the team' }).click();
  await page.getByRole('heading', { name: 'Submissions', level: 1 }).waitFor();
}

async function invite(page: Page, email: string, role: 'owner' | 'admin' | 'reviewer') {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `An invitation is on its way to ${email}` })
    .waitFor();
}

const memberCard = (page: Page, email: string) => page.getByRole('listitem').filter({ hasText: email });

async function teamByApi(web: WebStack, owner: TestCompany) {
  const { access_token } = await login(web.stack, owner);
  const team = await web.stack.http.get('/v1/members').set(bearer(access_token)).expect(200);
  return team.body.data as Array<{ email: string; role: string; status: string }>;
}

describe('web: the team in the console: members, roles, the join page and the audit log', function () {
  this.timeout(240_000);
  let web: WebStack;

  before(async () => {
    web = await startWebStack();
    // The worker sends the invitation e-mails to the suite's SMTP sink.
    await web.stack.startWorker();
  });
  after(async () => {
    await web?.close();
  });

  it('lets an owner build a team by e-mail, and shows each role only what it may use', async () => {
    const owner = await newCompany(web.stack, { name: 'Team Tannery' });
    await seedAnalyzedSubmission(web.stack, owner.id, { name: 'Ada Oncall' });
    const adminEmail = `admin-${newId()}@example.test`;
    const reviewerEmail = `reviewer-${newId()}@example.test`;
    const adminPassword = `admin-password-${newId()}`;
    const reviewerPassword = `reviewer-password-${newId()}`;

    // The owner sees every section, and invites through the Members page; refusals come in the API's words.
    const ownerPage = await web.newPage();
    await signInToConsole(ownerPage, owner);
    assert.deepEqual(await navLinks(ownerPage), EVERY_SECTION);
    await section(ownerPage, 'Members').click();
    await ownerPage.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
    await memberCard(ownerPage, owner.email).filter({ hasText: '(you)' }).waitFor();

    await ownerPage.getByLabel('E-mail address').fill('not-an-address');
    await ownerPage.getByRole('button', { name: 'Invite', exact: true }).click();
    await ownerPage
      .locator('.field', { has: ownerPage.getByLabel('E-mail address') })
      .locator('.field-error')
      .waitFor();
    assert.equal(await ownerPage.getByLabel('E-mail address').getAttribute('aria-invalid'), 'true');
    await ownerPage.getByLabel('E-mail address').fill(owner.email);
    await ownerPage.getByRole('button', { name: 'Invite', exact: true }).click();
    await ownerPage.getByRole('alert').filter({ hasText: 'is on the team already' }).waitFor();

    await invite(ownerPage, adminEmail, 'admin');
    await invite(ownerPage, reviewerEmail, 'reviewer');
    await memberCard(ownerPage, reviewerEmail).filter({ hasText: 'Invited; the link works until' }).waitFor();
    await ownerPage.getByRole('button', { name: `Resend invitation to ${adminEmail}` }).waitFor();
    await assertAccessible(ownerPage, "an owner's members page");
    await screenshot(ownerPage, 'console-members');

    // The admin joins by the e-mailed link: the two passwords are compared before anything is sent.
    const adminPage = await web.newPage();
    await adminPage.goto(await joinLink(adminEmail));
    await adminPage.getByRole('heading', { name: 'Join the team', level: 1 }).waitFor();
    await assertAccessible(adminPage, 'the join page');
    await screenshot(adminPage, 'console-join');
    await adminPage.getByLabel('Password', { exact: true }).fill(adminPassword);
    await adminPage.getByLabel('Confirm password').fill(`${adminPassword}-typo`);
    await adminPage.getByRole('button', { name: 'Join the team' }).click();
    await adminPage
      .locator('.field', { has: adminPage.getByLabel('Confirm password') })
      .getByText('does not match the password')
      .waitFor();
    await adminPage.getByLabel('Confirm password').fill(adminPassword);
    await adminPage.getByRole('button', { name: 'Join the team' }).click();
    await adminPage.getByRole('heading', { name: 'Submissions', level: 1 }).waitFor();
    assert.equal(new URL(adminPage.url()).search, '', "the link's token leaves the address bar");

    // An admin sees every section, the team without its controls, and the owner's settings read-only.
    assert.deepEqual(await navLinks(adminPage), EVERY_SECTION);
    await section(adminPage, 'Members').click();
    await memberCard(adminPage, owner.email).waitFor();
    await memberCard(adminPage, adminEmail).filter({ hasText: '(you)' }).waitFor();
    await adminPage.getByText('Owners invite members').waitFor();
    assert.equal(await adminPage.getByRole('button', { name: 'Invite', exact: true }).count(), 0);
    assert.equal(await adminPage.getByLabel('E-mail address').count(), 0);
    assert.equal(await adminPage.getByRole('combobox', { name: /^Role of / }).count(), 0);
    assert.equal(await adminPage.getByRole('button', { name: /^(Remove|Resend invitation|Change role)/ }).count(), 0);
    await assertAccessible(adminPage, "an admin's members page");

    await section(adminPage, 'Settings').click();
    await adminPage.getByRole('button', { name: 'Save settings' }).waitFor();
    for (const ownersOnly of ['E-mail', 'Live code', 'Attempts per candidate']) {
      assert.ok(await adminPage.getByLabel(ownersOnly, { exact: true }).isDisabled(), `${ownersOnly} is read-only`);
    }
    await adminPage.getByLabel('Webhook secret').fill('AdminSecret2026');
    await adminPage.getByRole('button', { name: 'Save settings' }).click();
    await adminPage.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
    await assertAccessible(adminPage, "an admin's settings");

    // The reviewer joins and sees the submissions and their own account, nothing else: no control
    // it may not use, no request it would be refused, and never GET /v1/me.
    const reviewerPage = await web.newPage();
    const refusals: Array<Promise<string | undefined>> = [];
    const companyReads: string[] = [];
    reviewerPage.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/v1/me') companyReads.push(response.url());
      if (response.status() === 403) {
        const call = `${response.request().method()} ${url.pathname}`;
        refusals.push(
          response.json().then((body: { error?: string }) => (body.error === 'forbidden' ? call : undefined)),
        );
      }
    });
    await join(reviewerPage, await joinLink(reviewerEmail), reviewerPassword);
    assert.deepEqual(await navLinks(reviewerPage), ['Submissions', 'Questions', 'Your account']);
    await reviewerPage.getByRole('link', { name: 'Ada Oncall' }).click();
    await reviewerPage.getByRole('heading', { name: 'Scorecards' }).first().waitFor();
    for (const [path, name] of [
      ['/console/settings', 'Settings'],
      ['/console/members', 'Members'],
    ]) {
      await reviewerPage.goto(path);
      await reviewerPage
        .getByText(`${name} is for the role owner or admin; you are signed in as a reviewer.`)
        .waitFor();
    }
    assert.equal(await reviewerPage.getByRole('button').filter({ hasNotText: 'Sign out' }).count(), 0);
    await assertAccessible(reviewerPage, 'a section closed to a reviewer');

    await section(reviewerPage, 'Your account').click();
    await reviewerPage.getByRole('button', { name: 'Change password' }).waitFor();
    assert.match(await reviewerPage.locator('.facts').innerText(), /Role\s+Reviewer/);
    await assertAccessible(reviewerPage, "a reviewer's account");
    const newPassword = `reviewer-new-${newId()}`;
    await reviewerPage.getByLabel('New password', { exact: true }).fill(newPassword);
    await reviewerPage.getByLabel('Confirm new password').fill(newPassword);
    await reviewerPage.getByLabel('Current password').fill('not my password at all');
    await reviewerPage.getByRole('button', { name: 'Change password' }).click();
    await reviewerPage
      .locator('.field', { has: reviewerPage.getByLabel('Current password') })
      .getByText('The current password is wrong.')
      .waitFor();
    await reviewerPage.getByLabel('Current password').fill(reviewerPassword);
    await reviewerPage.getByRole('button', { name: 'Change password' }).click();
    await reviewerPage.getByText('Your password has been changed').waitFor();
    await reviewerPage.getByLabel('E-mail').fill(reviewerEmail);
    await reviewerPage.getByLabel('Password').fill(newPassword);
    await reviewerPage.getByRole('button', { name: 'Sign in' }).click();
    await reviewerPage.getByRole('button', { name: 'Change password' }).waitFor();
    assert.deepEqual(companyReads, [], 'the console never asks a reviewer for the company');
    const refused = (await Promise.all(refusals)).filter(Boolean);
    assert.deepEqual(refused, [], 'the console asks nothing a reviewer would be refused');

    // The owner makes the reviewer an admin: their session ends, and they come back with the new role.
    await section(ownerPage, 'Members').click();
    await ownerPage.reload();
    await memberCard(ownerPage, reviewerEmail).filter({ hasText: 'On the team since' }).waitFor();
    await ownerPage.getByLabel(`Role of ${reviewerEmail}`).selectOption('admin');
    await ownerPage.getByRole('button', { name: `Change role of ${reviewerEmail}` }).click();
    await ownerPage
      .getByRole('status')
      .filter({ hasText: `${reviewerEmail} is an admin now.` })
      .waitFor();
    assert.equal((await teamByApi(web, owner)).find((m) => m.email === reviewerEmail)?.role, 'admin');
    await reviewerPage.reload();
    await reviewerPage.getByText('Your session has ended').waitFor();
    await reviewerPage.getByLabel('E-mail').fill(reviewerEmail);
    await reviewerPage.getByLabel('Password').fill(newPassword);
    await reviewerPage.getByRole('button', { name: 'Sign in' }).click();
    assert.deepEqual(await navLinks(reviewerPage), EVERY_SECTION);

    // The owner removes the admin, after a confirmation: the admin's session ends at once.
    ownerPage.once('dialog', (dialog) => void dialog.accept());
    await ownerPage.getByRole('button', { name: `Remove ${adminEmail}` }).click();
    await ownerPage
      .getByRole('status')
      .filter({ hasText: `${adminEmail} is no longer on the team.` })
      .waitFor();
    await memberCard(ownerPage, adminEmail).waitFor({ state: 'detached' });
    assert.equal(
      (await teamByApi(web, owner)).find((m) => m.email === adminEmail),
      undefined,
    );
    await adminPage.reload();
    await adminPage.getByText('Your session has ended').waitFor();

    // The audit log tells all of it in words: who, how, what, from where.
    await section(ownerPage, 'Activity').click();
    await ownerPage.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    const row = (who: string, what: string) =>
      ownerPage.getByRole('row').filter({ hasText: who }).filter({ hasText: what }).first().waitFor();
    await row(owner.email, `Invited ${adminEmail} to the team as an admin`);
    await row(owner.email, `Invited ${reviewerEmail} to the team as a reviewer`);
    await row(adminEmail, 'Joined the team as an admin');
    await row(adminEmail, 'Changed the settings: webhook secret');
    await row(reviewerEmail, 'Changed their own sign-in: password');
    await row(owner.email, `Changed the role of ${reviewerEmail} from reviewer to admin`);
    await row(owner.email, `Removed ${adminEmail} (admin) from the team`);
    await ownerPage.getByRole('cell', { name: 'in the console' }).first().waitFor();
    await ownerPage.getByText(/of \d+ entries · page 1 of 1/).waitFor();
    await assertAccessible(ownerPage, 'the audit log');
    await screenshot(ownerPage, 'console-activity');
  });

  it('resends an invitation with a new role, says why an old link no longer works, and keeps the last owner', async () => {
    const owner = await newCompany(web.stack);
    const invitee = `invitee-${newId()}@example.test`;
    const page = await web.newPage();
    await signInToConsole(page, owner);
    await section(page, 'Members').click();
    await invite(page, invitee, 'reviewer');
    const firstLink = await joinLink(invitee);

    await page.getByLabel(`Role of ${invitee}`).selectOption('admin');
    await page.getByRole('button', { name: `Resend invitation to ${invitee}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `An invitation is on its way to ${invitee}, as an admin` })
      .waitFor();
    const secondLink = await joinLink(invitee, 2);
    assert.notEqual(secondLink, firstLink);

    // The replaced link is refused in the API's words; the new one joins, with the new role.
    const joiner = await web.newPage();
    await joiner.goto(firstLink);
    await joiner.getByLabel('Password', { exact: true }).fill('a-good-password-1');
    await joiner.getByLabel('Confirm password').fill('a-good-password-1');
    await joiner.getByRole('button', { name: 'Join the team' }).click();
    await joiner.getByRole('alert').filter({ hasText: 'replaced by a newer one' }).waitFor();
    await join(joiner, secondLink, 'a-good-password-1');
    assert.deepEqual(await navLinks(joiner), EVERY_SECTION);

    // A link without its token is told as such.
    await joiner.goto('/console/join');
    await joiner.getByRole('alert').filter({ hasText: 'This link carries no invitation' }).waitFor();

    // The only owner cannot step down: the refusal is shown beside the member's controls.
    await page.getByLabel(`Role of ${owner.email}`).selectOption('reviewer');
    await page.getByRole('button', { name: `Change role of ${owner.email}` }).click();
    await memberCard(page, owner.email)
      .getByRole('alert')
      .filter({ hasText: 'A team keeps at least one owner' })
      .waitFor();
    assert.equal((await teamByApi(web, owner)).find((m) => m.email === owner.email)?.role, 'owner');
  });

  it("unlocks a member's sign-in and signs them, or the owner, out everywhere, each in the audit log", async () => {
    const owner = await newCompany(web.stack);
    const ownerToken = (await login(web.stack, owner)).access_token;
    const admin = await addMember(web.stack, ownerToken, 'admin');
    const adminToken = await memberToken(web.stack, admin);
    for (let i = 0; i < 10; i++)
      await web.stack.http.post('/v1/token').send({ email: admin.email, password: 'a wrong guess' }).expect(401);
    await web.stack.http.post('/v1/token').send({ email: admin.email, password: admin.password }).expect(429);

    const page = await web.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await signInToConsole(page, owner);
    await section(page, 'Members').click();
    await page.getByRole('button', { name: `Unlock sign-in of ${admin.email}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${admin.email} may sign in again at once` })
      .waitFor();
    await web.stack.http.post('/v1/token').send({ email: admin.email, password: admin.password }).expect(200);

    await page.getByRole('button', { name: `Sign out everywhere ${admin.email}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${admin.email} is signed out everywhere` })
      .waitFor();
    await web.stack.http.get('/v1/me').set(bearer(adminToken)).expect(401);

    await section(page, 'Activity').click();
    await page.getByText(`Unlocked the sign-in of ${admin.email}`).waitFor();
    await page.getByText(`Signed ${admin.email} out everywhere`).waitFor();

    await section(page, 'Members').click();
    await page.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
    await page.getByText('You are signed out everywhere: sign in again.').waitFor();
    await web.stack.http.get('/v1/me').set(bearer(ownerToken)).expect(401);
  });

  it('fits a 390 px wide phone on the members, activity, account and join pages', async () => {
    const owner = await newCompany(web.stack);
    const invitee = `a-rather-long-address-${newId()}@example.test`;
    const page = await web.newPage(PHONE_VIEWPORT);
    await signInToConsole(page, owner);
    await section(page, 'Members').click();
    await invite(page, invitee, 'admin');
    await assertFitsWidth(page, 'the members');
    // The log's entries stack into blocks on a phone, and stay rows of a table for a screen reader.
    await section(page, 'Activity').click();
    await page
      .getByRole('row')
      .filter({ hasText: `Invited ${invitee} to the team as an admin` })
      .waitFor();
    await assertFitsWidth(page, 'the activity');
    await assertAccessible(page, 'the activity on a phone');
    await section(page, 'Your account').click();
    await page.getByRole('button', { name: 'Change password' }).waitFor();
    await assertFitsWidth(page, 'your account');
    const joiner = await web.newPage(PHONE_VIEWPORT);
    await joiner.goto(await joinLink(invitee));
    await joiner.getByRole('button', { name: 'Join the team' }).waitFor();
    await assertFitsWidth(joiner, 'the join page');
    assert.deepEqual(web.foreignRequests, [], 'no request left the service');
  });
});
