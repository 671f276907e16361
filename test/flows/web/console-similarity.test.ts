import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { referenceProgramPath } from '@hiring/course';
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
import { roundBearer, startRound, workflowDone, type StartedRound } from '../../support/rounds';
import { seedAnalyzedSubmission } from '../../support/webhooks';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const HOLES = [9, 11, 43];
const reference = readFileSync(referenceProgramPath(1, 9, 'C', 'javascript'), 'utf8');

/** The reference with its own names renamed, re-indented and commented: a disguised copy (as in test/flows/playback/similarity.test.ts). */
function disguised(code: string): string {
  const names: Record<string, string> = {
    kl: 'wanted',
    s: 'text',
    i: 'at',
    parse: 'readGroup',
    node: 'current',
    next: 'deeper',
    it: 'part',
  };
  const renamed = code.replace(/(?<![\w$.])[A-Za-z_$][\w$]*(?![\w$])/g, (word) => names[word] ?? word);
  return renamed
    .split('\n')
    .map((line) => (line.trim() ? `    ${line.trim()} // keep going` : line))
    .join('\n');
}

interface Match {
  score: number;
  same_company: boolean;
  submission_id?: string;
}

/** The list's Similarity cell of the candidate's row, found by the column's header. */
async function similarityCell(page: Page, candidate: string): Promise<{ row: Locator; cell: Locator }> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const column = headers.indexOf('Similarity');
  assert.ok(column >= 0, `a Similarity column among ${headers.join(', ')}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: candidate, exact: true }) });
  return { row, cell: row.getByRole('cell').nth(column) };
}

/** Beyond assertAccessible (serious and critical only): no axe violation at all, of any impact, in the elements matched. */
async function assertNoViolationsIn(page: Page, selector: string, where: string): Promise<void> {
  const violations = (await page.evaluate(`(async () => {
    ${AXE_SOURCE}
    const result = await axe.run({ include: [${JSON.stringify(selector)}] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => v.impact + ' ' + v.id + ': ' + v.help);
  })()`)) as string[];
  assert.deepEqual(violations, [], `accessibility violations in ${where}`);
}

describe('web: similarity in the console: the list flags a likely copy, the page links the copied submission', function () {
  this.timeout(300_000);
  let web: WebStack;

  before(async () => {
    web = await startWebStack();
    await web.stack.startWorker();
  });
  after(async () => {
    await web?.close();
  });

  /** A round on HOLES whose first hole is variation C, with `code` for it and prose for the others, submitted and analyzed. */
  async function submitted(company: TestCompany, name: string, code: string): Promise<StartedRound> {
    const { stack } = web;
    const round = await startRound(stack, company.live_code, { holes: HOLES, name });
    await stack.db.pool.query(`UPDATE submissions SET variations = '{C,A,A}' WHERE id = $1`, [round.id]);
    const shots = [
      { hole: 9, language: 'javascript', code },
      { hole: 11, language: 'human', code: 'I would add the numbers up and print the total.' },
      { hole: 43, language: 'human', code: 'I would count what the statement asks for and print it.' },
    ];
    for (const shot of shots) {
      await stack.http
        .put(`/v1/rounds/${round.id}/shots/${shot.hole}`)
        .set(roundBearer(round))
        .send({ language: shot.language, code: shot.code })
        .expect(200);
    }
    await stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({}).expect(202);
    await workflowDone(stack, round.id);
    return round;
  }

  it('shows the highest score in words, the matches per hole, a link to our copy and only a score for theirs', async () => {
    const ours = await newCompany(web.stack, { name: 'Copy Watchers' });
    const theirs = await newCompany(web.stack, { name: 'Elsewhere Inc' });
    await seedAnalyzedSubmission(web.stack, ours.id, { name: 'Sam Seeded' });
    const original = await submitted(ours, 'Orla Original', reference);
    const elsewhere = await submitted(theirs, 'Eli Elsewhere', disguised(reference));
    const copy = await submitted(ours, 'Cody Copier', disguised(reference));

    // What the API says, to compare the page with.
    const token = bearer((await login(web.stack, ours)).access_token);
    const detail = (await web.stack.http.get(`/v1/playback/${copy.id}`).set(token).expect(200)).body;
    const matches = detail.similarity['9'].matches as Match[];
    const mine = matches.find((m) => m.same_company && m.submission_id === original.id);
    const other = matches.find((m) => !m.same_company);
    assert.ok(mine && mine.score >= 80 && other && other.score >= 80, JSON.stringify(matches));
    const list = (await web.stack.http.get('/v1/playback').set(token).expect(200)).body.data as Array<{
      id: string;
      similarity_highest?: number;
    }>;
    const highest = (id: string) => list.find((s) => s.id === id)!.similarity_highest!;
    assert.ok(highest(copy.id) >= 80 && highest(original.id) >= 80);

    // The list: the copy's highest score, flagged in words and read without the dot; a dash read as "none".
    const page = await web.newPage();
    await signInToConsole(page, ours);
    await page.getByRole('link', { name: 'Cody Copier' }).waitFor();
    await page.getByRole('columnheader', { name: 'Similarity' }).waitFor();
    for (const [name, id] of [
      ['Cody Copier', copy.id],
      ['Orla Original', original.id],
    ]) {
      const { row, cell } = await similarityCell(page, name);
      assert.equal((await cell.innerText()).trim(), `${highest(id)} · likely copied`, name);
      // A screen reader reads the score and the words, not the dot.
      await row.getByRole('cell', { name: `${highest(id)} likely copied`, exact: true }).waitFor();
      // Flagged by more than colour: bold, in a box, in words.
      const flag = cell.locator('.similarity-flag');
      const style = await flag.evaluate((el) => {
        type Styled = { ownerDocument: { defaultView: { getComputedStyle(e: unknown): Record<string, string> } } };
        const s = (el as unknown as Styled).ownerDocument.defaultView.getComputedStyle(el);
        return { weight: Number(s.fontWeight), border: s.borderTopStyle, width: parseFloat(s.borderTopWidth) };
      });
      assert.ok(style.weight >= 600 && style.border === 'solid' && style.width >= 2, JSON.stringify(style));
    }
    const seeded = await similarityCell(page, 'Sam Seeded');
    assert.match(await seeded.cell.innerText(), /—/);
    assert.equal(await seeded.cell.locator('.similarity-flag').count(), 0);
    await seeded.row.getByRole('cell', { name: 'none', exact: true }).waitFor();
    await page.getByText('80 or more is likely copied, 30 to 79 some shared code').waitFor();
    await assertAccessible(page, 'the submissions with their similarity');
    await assertNoViolationsIn(page, 'table', 'the submissions table');
    await screenshot(page, 'console-submissions-similarity');

    // The copy's page: hole 9 says, between the answer and the scorecards, which submissions it is like.
    await page.getByRole('link', { name: 'Cody Copier' }).click();
    await page.getByRole('heading', { name: /Cody Copier/, level: 2 }).waitFor();
    const hole9 = page.getByRole('region', { name: detail.course['9'].title });
    await hole9.getByRole('heading', { name: 'Similarity', level: 3 }).waitFor();
    assert.deepEqual(
      (await hole9.getByRole('heading', { level: 3 }).allInnerTexts()).map((t) => t.trim()),
      ['Hidden cases', "The candidate's answer (javascript)", 'Similarity', 'Scorecards'],
    );
    const originalLink = page.getByRole('link', { name: `Your company's submission ${original.id}`, exact: true });
    const toOriginal = hole9.locator(originalLink);
    assert.equal(await toOriginal.getAttribute('href'), `/console/submissions/${original.id}`);
    const mineItem = hole9.getByRole('listitem').filter({ has: originalLink });
    assert.equal(
      (await mineItem.innerText()).trim(),
      `Your company's submission ${original.id}: score ${mine.score} · likely copied`,
    );
    const otherItem = hole9.getByRole('listitem').filter({ hasText: "Another company's submission" });
    assert.equal(
      (await otherItem.innerText()).trim(),
      `Another company's submission: score ${other.score} · likely copied`,
    );
    assert.equal(await otherItem.getByRole('link').count(), 0, "another company's submission is not a link");
    assert.equal(await hole9.locator('.similarity-matches').getByRole('listitem').count(), matches.length);
    assert.ok(!(await page.content()).includes(elsewhere.id), "another company's id is never on the page");

    // The prose answers were not compared, and say why.
    for (const hole of ['11', '43']) {
      await page
        .getByRole('region', { name: detail.course[hole].title })
        .getByText('Not compared: prose answer or no program.', { exact: true })
        .waitFor();
    }
    await assertAccessible(page, "a submission's similarity");
    await assertNoViolationsIn(page, '.hole-result', 'the holes with their similarity');
    await screenshot(page, 'console-similarity');

    // The link opens the original, at its top, which names the copy in turn.
    await toOriginal.click();
    await page.getByRole('heading', { name: /Orla Original/, level: 2 }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/console/submissions/${original.id}`);
    assert.equal(await page.evaluate('window.scrollY'), 0);
    await page
      .getByRole('region', { name: detail.course['9'].title })
      .getByRole('link', { name: `Your company's submission ${copy.id}`, exact: true })
      .waitFor();
    await assertAccessible(page, "the original's similarity");

    // A round analyzed before similarity was recorded says so.
    await page.getByRole('link', { name: 'Back to the submissions' }).click();
    await page.getByRole('link', { name: 'Sam Seeded' }).click();
    await page.getByRole('heading', { name: /Sam Seeded/, level: 2 }).waitFor();
    assert.equal(
      await page.getByText('Not compared: this round was analyzed before similarity was recorded.').count(),
      3,
    );

    // On a phone, the long ids break rather than widen the page.
    const phone = await web.newPage(PHONE_VIEWPORT);
    await signInToConsole(phone, ours);
    await phone.getByRole('link', { name: 'Cody Copier' }).waitFor();
    await assertFitsWidth(phone, 'the submissions');
    await phone.getByRole('link', { name: 'Cody Copier' }).click();
    await phone.getByRole('heading', { name: 'Similarity', level: 3 }).first().waitFor();
    await assertFitsWidth(phone, "a submission's similarity");
    assert.deepEqual(web.foreignRequests, [], 'no request left the service');
  });
});
