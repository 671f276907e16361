import assert from 'node:assert/strict';
import { bearer, login, newCompany } from '../../support/companies';
import { addMember, memberToken } from '../../support/members';
import { integersVariation } from '../../support/questions';
import { startTestStack, type TestStack } from '../../support/stack';

const question = (title: string, extra: object = {}) => ({
  title,
  category: 'arithmetic',
  difficulty: 3,
  variations: [integersVariation('Given payment amounts in cents, print their total in cents.')],
  ...extra,
});

/** A program's 60 KB of comment: a long reference, as some are. */
const LONG_COMMENT = Array.from({ length: 3400 }, (_, i) => `# ledger note ${i}`).join('\n');

describe("questions: exported whole and imported as drafts, into another company's account", () => {
  let stack: TestStack;
  let source: string;
  let reviewer: string;
  let target: string;
  before(async () => {
    stack = await startTestStack();
    source = (await login(stack, await newCompany(stack))).access_token;
    reviewer = await memberToken(stack, await addMember(stack, source, 'reviewer'));
    target = (await login(stack, await newCompany(stack))).access_token;
  });
  after(() => stack.close());

  const importInto = (token: string, body: object) =>
    stack.http.post('/v1/questions/import').set(bearer(token)).send(body);
  const count = async (token: string) =>
    (await stack.http.get('/v1/questions').set(bearer(token)).expect(200)).body.data.length as number;

  it('exports the questions in use as written, and another company imports them unchanged, each checked', async () => {
    for (const body of [
      question('Refund ledger', { private: true }),
      question('Payment totals'),
      question('Old one'),
    ]) {
      await stack.http.post('/v1/questions').set(bearer(source)).send(body).expect(201);
    }
    await stack.http.delete('/v1/questions/1003').set(bearer(source)).expect(200);

    const exported = (await stack.http.get('/v1/questions/export').set(bearer(reviewer)).expect(200)).body;
    assert.equal(exported.format, 'hiring-assessment/questions');
    assert.deepEqual(
      exported.questions.map((q: { title: string; private: boolean }) => [q.title, q.private]),
      [
        ['Payment totals', false],
        ['Refund ledger', true],
      ],
      'by title, the retired one left out',
    );
    const whole = (await stack.http.get('/v1/questions/1001').set(bearer(source)).expect(200)).body;
    assert.deepEqual(exported.questions[1].variations, whole.variations, 'programs and cases included');

    await importInto(reviewer, exported).expect(403);
    const imported = (await importInto(target, exported).expect(201)).body.data;
    assert.deepEqual(
      imported.map((q: { id: number; title: string; status: string }) => [q.id, q.title, q.status]),
      [
        [1001, 'Payment totals', 'draft'],
        [1002, 'Refund ledger', 'draft'],
      ],
    );
    assert.equal(imported[0].check.status, 'running', 'checked as a question saved alone is');
    const copied = (await stack.http.get(`/v1/questions/${imported[1].id}`).set(bearer(target)).expect(200)).body;
    assert.deepEqual(copied.variations, whole.variations);
    const audit = (await stack.http.get('/v1/activity').set(bearer(target)).expect(200)).body.data;
    assert.equal(audit.filter((e: { action: string }) => e.action === 'question_created').length, 2);
  });

  it('saves all or nothing: a title in use or twice in the import is named by its place', async () => {
    const before = await count(target);
    const again = await importInto(target, { questions: [question('New one'), question('payment TOTALS')] }).expect(
      422,
    );
    assert.deepEqual(
      again.body.details.map((d: { path: string }) => d.path),
      ['questions.1.title'],
    );
    const twice = await importInto(target, { questions: [question('Twice'), question('twice ')] }).expect(422);
    assert.deepEqual(
      twice.body.details.map((d: { path: string }) => d.path),
      ['questions.1.title'],
    );
    const bad = await importInto(target, { questions: [question('Fine'), question('Bad', { difficulty: 11 })] });
    assert.equal(bad.status, 422);
    assert.deepEqual(
      bad.body.details.map((d: { path: string }) => d.path),
      ['questions.1.difficulty'],
    );
    await importInto(target, { questions: [] }).expect(422);
    assert.equal(await count(target), before, 'nothing saved');
  });

  it('takes an import over the 256 KiB of other bodies, up to 8 MiB', async () => {
    const big = (title: string) =>
      question(title, {
        variations: [
          {
            ...integersVariation('Given payment amounts in cents, print their total in cents.'),
            reference: { language: 'python', code: `${LONG_COMMENT}\nprint(0)\n` },
          },
        ],
      });
    const body = { questions: ['Big 1', 'Big 2', 'Big 3', 'Big 4', 'Big 5'].map(big) };
    assert.ok(JSON.stringify(body).length > 256 * 1024);
    await importInto(target, body).expect(201);
    const tooBig = await stack.http
      .post('/v1/questions')
      .set(bearer(target))
      .send({ ...big('Alone'), padding: 'x'.repeat(300 * 1024) });
    assert.equal(tooBig.status, 413, 'other bodies keep their limit');
    const huge = await importInto(target, { questions: [big('Huge')], padding: 'x'.repeat(9 * 1024 * 1024) });
    assert.equal(huge.status, 413);
    const anonymous = await stack.http
      .post('/v1/questions/import')
      .send({ questions: [big('Anonymous')], padding: 'x'.repeat(4 * 1024 * 1024) });
    assert.equal(anonymous.status, 401, 'a large body is read only for a signed-in owner or admin');
    const byReviewer = await importInto(reviewer, { questions: [big('Reviewed')], padding: 'x'.repeat(1024 * 1024) });
    assert.equal(byReviewer.status, 403);
  });
});
