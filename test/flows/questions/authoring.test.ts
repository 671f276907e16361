import assert from 'node:assert/strict';
import { CURRENT_SHEET_ID, getHole, holeSummaries, questionFromHole, VARIATION_LETTERS } from '@hiring/course';
import { QuestionCreate } from '../../../api/schemas/question';
import { newId } from '../../../lib/ids';
import { bearer, login, newCompany } from '../../support/companies';
import { addMember, memberToken } from '../../support/members';
import { startTestStack, type TestStack } from '../../support/stack';

interface Summary {
  id: number;
  status: string;
  title: string;
  category: string;
  difficulty: number;
  private: boolean;
  created_at: string;
  updated_at: string;
}

/** One variation as a company writes it: what a candidate reads, its fixed cases and its reference. */
const variation = (overrides: object = {}) => ({
  description: 'Given a list of payment amounts in cents, print their total in cents, one integer.',
  human: {
    input_format: 'Whitespace-separated non-negative integers; the empty input is an empty list.',
    output_format: 'One integer: the sum.',
    examples: { input: '100 250\n', output: '350\n' },
  },
  cases: [
    { tag: 'empty', input: '' },
    { tag: 'minimum', input: '0\n' },
  ],
  reference: {
    language: 'python',
    code: 'import sys\nprint(sum(int(x) for x in sys.stdin.read().split()))\n',
  },
  ...overrides,
});
const question = (overrides: object = {}) => ({
  title: `Payment totals ${newId().slice(-6)}`,
  category: 'arithmetic',
  difficulty: 2,
  variations: [variation()],
  ...overrides,
});

describe("questions: a company's own, written through the API (/v1/questions)", () => {
  let stack: TestStack;
  let owner: string;
  let admin: string;
  let reviewer: string;
  before(async () => {
    stack = await startTestStack();
    const company = await newCompany(stack);
    owner = (await login(stack, company)).access_token;
    admin = await memberToken(stack, await addMember(stack, owner, 'admin'));
    reviewer = await memberToken(stack, await addMember(stack, owner, 'reviewer'));
  });
  after(() => stack.close());

  const create = (token: string, body: object) => stack.http.post('/v1/questions').set(bearer(token)).send(body);
  const list = async (token: string) =>
    (await stack.http.get('/v1/questions').set(bearer(token)).expect(200)).body.data as Summary[];

  it('saves a draft numbered from 1001, lists it to every member, reads, changes and retires it', async () => {
    const first = await create(owner, question({ title: '  Payment totals  ' })).expect(201);
    assert.equal(first.body.id, 1001, "a company's first question");
    assert.equal(first.body.status, 'draft');
    assert.equal(first.body.title, 'Payment totals', 'spaces around the title are trimmed');
    assert.equal(first.body.private, false, 'not private unless asked');
    assert.deepEqual(first.body.variations, [{ ...variation(), hints: [], generator: null }], 'defaults shown');

    const second = await create(admin, question({ title: 'Refund ledger', private: true })).expect(201);
    assert.equal(second.body.id, 1002);
    assert.equal(second.body.private, true);

    const listed = await list(reviewer);
    assert.deepEqual(
      listed.map((q) => [q.id, q.title, q.status]),
      [
        [1001, 'Payment totals', 'draft'],
        [1002, 'Refund ledger', 'draft'],
      ],
      'by title, and readable by a reviewer',
    );
    assert.ok(
      listed.every((q) => !('variations' in q)),
      'a list shows no statement nor program',
    );
    const read = await stack.http.get('/v1/questions/1002').set(bearer(reviewer)).expect(200);
    assert.deepEqual(read.body, second.body, 'a reviewer reads it whole');

    const changed = await stack.http
      .patch('/v1/questions/1001')
      .set(bearer(admin))
      .send({ difficulty: 3, variations: [variation(), variation({ hints: ['Start from zero.'] })] })
      .expect(200);
    assert.equal(changed.body.difficulty, 3);
    assert.equal(changed.body.title, 'Payment totals', 'the rest keeps its value');
    assert.equal(changed.body.variations.length, 2, 'variations are replaced whole');

    const retired = await stack.http.delete('/v1/questions/1002').set(bearer(owner)).expect(200);
    assert.equal(retired.body.status, 'retired');
    await stack.http.delete('/v1/questions/1002').set(bearer(owner)).expect(200);
    assert.deepEqual(
      (await list(owner)).map((q) => [q.id, q.status]),
      [
        [1001, 'draft'],
        [1002, 'retired'],
      ],
      'a retired question stays listed, last',
    );
    const frozen = await stack.http.patch('/v1/questions/1002').set(bearer(owner)).send({ difficulty: 4 }).expect(409);
    assert.equal(frozen.body.error, 'question_retired');
    const again = await create(owner, question({ title: 'REFUND LEDGER' })).expect(201);
    assert.equal(again.body.id, 1003, 'its title is free again, and its id is never reused');

    const log = (await stack.http.get('/v1/activity').set(bearer(owner)).expect(200)).body.data as Array<{
      action: string;
      question?: { id: number; title: string };
      fields?: string[];
    }>;
    const mine = log.filter((e) => e.action.startsWith('question_')).reverse();
    assert.deepEqual(
      mine.map((e) => [e.action, e.question, e.fields]),
      [
        ['question_created', { id: 1001, title: 'Payment totals' }, undefined],
        ['question_created', { id: 1002, title: 'Refund ledger' }, undefined],
        ['question_changed', { id: 1001, title: 'Payment totals' }, ['difficulty', 'variations']],
        ['question_retired', { id: 1002, title: 'Refund ledger' }, undefined],
        ['question_created', { id: 1003, title: 'REFUND LEDGER' }, undefined],
      ],
      'by id and title, a change by field name, a second retire not at all',
    );
  });

  it('answers a bad field with 422 naming it, a body over 256 KB with 413, and saves nothing', async () => {
    const before = (await list(owner)).length;
    const refusals: Array<[object, string]> = [
      [question({ variations: [variation({ description: '' })] }), 'variations.0.description'],
      [question({ variations: [variation({ description: ' '.repeat(60) })] }), 'variations.0.description'],
      [
        question({ variations: [variation({ cases: [{ tag: 'typical', input: '1 '.repeat(10_001) }] })] }),
        'variations.0.cases.0.input',
      ],
      [question({ variations: [variation({ cases: [{ tag: 'huge', input: '1\n' }] })] }), 'variations.0.cases.0.tag'],
      [
        question({ variations: [variation({ reference: { language: 'human', code: 'add them' } })] }),
        'variations.0.reference.language',
      ],
      [
        question({ variations: [variation({ reference: { language: 'python', code: '  \n' } })] }),
        'variations.0.reference.code',
      ],
      [
        question({ variations: [variation({ generator: { language: 'cobol', code: 'x' } })] }),
        'variations.0.generator.language',
      ],
      [
        question({ variations: [variation({ reference: { language: 'c', code: 'int main(){\u0000}' } })] }),
        'variations.0.reference.code',
      ],
      [question({ variations: Array.from({ length: 6 }, () => variation()) }), 'variations'],
      [question({ variations: [] }), 'variations'],
      [question({ category: 'payments' }), 'category'],
      [question({ difficulty: 11 }), 'difficulty'],
      [question({ title: 'ab' }), 'title'],
      [question({ title: ' ab ' }), 'title'],
      // Each of these 80 characters is two in Unicode's NFC form, as the title is stored.
      [question({ title: '\u0958'.repeat(80) }), 'title'],
      [question({ sheet: 3 }), ''],
    ];
    for (const [body, path] of refusals) {
      const res = await create(owner, body).expect(422);
      assert.equal(res.body.error, 'validation_failed', JSON.stringify(body).slice(0, 200));
      if (path)
        assert.ok(
          res.body.details.some((d: { path: string }) => d.path === path),
          JSON.stringify(res.body),
        );
    }
    const huge = await create(owner, question({ variations: [variation({ description: 'x'.repeat(300_000) })] }));
    assert.equal(huge.status, 413);
    assert.equal(huge.body.error, 'payload_too_large');

    const taken = (await create(owner, question()).expect(201)).body;
    const clash = await create(admin, question({ title: taken.title.toUpperCase() })).expect(422);
    assert.deepEqual(
      clash.body.details.map((d: { path: string }) => d.path),
      ['title'],
      'a title in use, letter case aside',
    );
    const badChange = await stack.http
      .patch(`/v1/questions/${taken.id}`)
      .set(bearer(owner))
      .send({ variations: [variation({ human: { input_format: 'short' } })] })
      .expect(422);
    assert.ok(badChange.body.details.some((d: { path: string }) => d.path.startsWith('variations.0.human')));
    const unchanged = await stack.http.get(`/v1/questions/${taken.id}`).set(bearer(owner)).expect(200);
    assert.deepEqual(unchanged.body, taken, 'a refused change leaves the question as it was');
    assert.equal((await list(owner)).length, before + 1, 'only the valid question was saved');
  });

  it('lets only owners and admins write: a reviewer gets 403 forbidden', async () => {
    const { id } = (await create(owner, question()).expect(201)).body;
    const writes = [
      create(reviewer, question()),
      stack.http.patch(`/v1/questions/${id}`).set(bearer(reviewer)).send({ difficulty: 9 }),
      stack.http.delete(`/v1/questions/${id}`).set(bearer(reviewer)),
    ];
    for (const res of await Promise.all(writes)) {
      assert.equal(res.status, 403, res.text);
      assert.equal(res.body.error, 'forbidden');
    }
    await stack.http.get('/v1/questions').expect(401);
  });

  it("keeps each company's own: another company's ids are 404, its list and numbering its own", async () => {
    const other = await newCompany(stack);
    const otherToken = (await login(stack, other)).access_token;
    const mine = (await create(owner, question()).expect(201)).body;
    assert.deepEqual(await list(otherToken), []);
    const theirFirst = (await create(otherToken, question()).expect(201)).body.id;
    assert.equal(theirFirst, 1001, 'numbered within the company');
    for (const res of [
      await stack.http.get(`/v1/questions/${mine.id}`).set(bearer(otherToken)),
      await stack.http.patch(`/v1/questions/${mine.id}`).set(bearer(otherToken)).send({ difficulty: 1 }),
      await stack.http.delete(`/v1/questions/${mine.id}`).set(bearer(otherToken)),
      await stack.http.get('/v1/questions/12').set(bearer(otherToken)),
      await stack.http.get('/v1/questions/not-an-id').set(bearer(otherToken)),
      await stack.http.get('/v1/questions/99999999999').set(bearer(otherToken)),
      await stack.http.get(`/v1/questions/0${theirFirst}`).set(bearer(otherToken)),
    ]) {
      assert.equal(res.status, 404, res.text);
      assert.equal(res.body.error, 'question_not_found');
    }
    // The same title in another company is no clash.
    await create(otherToken, question({ title: mine.title })).expect(201);
  });

  it('takes an Idempotency-Key on the POST: the same request answers the first answer, once', async () => {
    const key = `question-${newId()}`;
    const body = question();
    const first = await create(owner, body).set('Idempotency-Key', key).expect(201);
    const replay = await create(owner, body).set('Idempotency-Key', key).expect(201);
    assert.deepEqual(replay.body, first.body);
    assert.equal((await list(owner)).filter((q) => q.title === body.title).length, 1);
  });

  it('starts a question from a copy of a course hole: every statement and reference, never its hidden cases', async () => {
    const hole = getHole(CURRENT_SHEET_ID, 12)!;
    const copy = await stack.http.post('/v1/questions/from-course').set(bearer(admin)).send({ hole: 12 }).expect(201);
    assert.equal(copy.body.status, 'draft');
    assert.equal(copy.body.title, hole.title);
    assert.deepEqual(
      copy.body.variations.map((v: { description: string }) => v.description),
      VARIATION_LETTERS.map((l) => hole.variations[l].description),
    );
    for (const v of copy.body.variations as Array<{
      cases: unknown[];
      generator: unknown;
      reference: { language: string; code: string };
    }>) {
      assert.deepEqual(v.cases, [], "a course hole's hidden cases stay the course's");
      assert.equal(v.generator, null);
      assert.equal(v.reference.language, 'python');
      assert.match(v.reference.code, /sys\.stdin|input\(/);
    }
    const twice = await stack.http.post('/v1/questions/from-course').set(bearer(admin)).send({ hole: 12 }).expect(422);
    assert.deepEqual(
      twice.body.details.map((d: { path: string }) => d.path),
      ['title'],
      'the title is in use',
    );
    const renamed = await stack.http
      .post('/v1/questions/from-course')
      .set(bearer(owner))
      .send({ hole: 12, title: 'Digit sums, our way' })
      .expect(201);
    assert.equal(renamed.body.title, 'Digit sums, our way');
    for (const hole of [0, 101, 'twelve']) {
      const res = await stack.http.post('/v1/questions/from-course').set(bearer(owner)).send({ hole }).expect(422);
      assert.equal(res.body.details[0].path, 'hole');
    }
    await stack.http.post('/v1/questions/from-course').set(bearer(reviewer)).send({ hole: 1 }).expect(403);
  });

  it('copies every course hole within the rules of a question written by hand', () => {
    for (const { id } of holeSummaries(CURRENT_SHEET_ID)) {
      const result = QuestionCreate.safeParse(questionFromHole(CURRENT_SHEET_ID, id));
      assert.ok(result.success, `hole ${id}: ${JSON.stringify(result.error?.issues.slice(0, 3))}`);
    }
  });
});
