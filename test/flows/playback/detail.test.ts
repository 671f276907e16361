import assert from 'node:assert/strict';
import { courseEntry, getHole } from '@hiring/course';
import { newId } from '../../../lib/ids';
import { bearer, login, newCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';
import { seedSubmission } from '../../support/submissions';

describe('GET /v1/playback/{id}', () => {
  let stack: TestStack;
  let companyId: string;
  let token: string;
  before(async () => {
    stack = await startTestStack();
    const company = await newCompany(stack);
    companyId = company.id;
    token = (await login(stack, company)).access_token;
  });
  after(() => stack.close());

  const get = (id: string, status: number) => stack.http.get(`/v1/playback/${id}`).set(bearer(token)).expect(status);

  it('shows the submission with its shots, message, scorecard and the course of its holes', async () => {
    const seeded = await seedSubmission(stack.db.pool, companyId, { test: 1, attempt: 3 });
    const { body } = await get(seeded.id, 200);

    assert.equal(body.id, seeded.id);
    assert.equal(body.email, seeded.email);
    assert.equal(body.name, seeded.name);
    assert.deepEqual(body.holes, [12, 47, 93]);
    assert.equal(body.attempt, 3);
    assert.equal(body.test, 1);
    assert.equal(body.status, 'analyzed');
    assert.equal(body.message, seeded.message);
    assert.deepEqual(body.shots, seeded.shots);
    assert.deepEqual(body.scorecard, seeded.scorecard);
    assert.equal(body.submitted_at, seeded.submittedAt!.toISOString());
    assert.equal(body.webhook_completed_at, seeded.webhookCompletedAt!.toISOString());

    assert.deepEqual(Object.keys(body.course), ['12', '47', '93']);
    seeded.holes.forEach((hole, i) => {
      assert.deepEqual(body.course[hole], courseEntry(1, hole, seeded.variations[i] as 'A'), `hole ${hole}`);
      assert.ok(body.course[hole].description, 'the entry carries the variation text');
    });
    assert.equal('variations' in body, false);
  });

  it('gives each candidate the course of the variations they received', async () => {
    // Hole 12's variations differ in their text; two candidates got different ones.
    const texts = (['A', 'B', 'C', 'D', 'E'] as const).map((l) => getHole(1, 12)!.variations[l].description);
    assert.ok(new Set(texts).size > 1, 'the sheet words the variations of hole 12 differently');
    const first = await seedSubmission(stack.db.pool, companyId, { variations: ['A', 'D', 'A'] });
    const second = await seedSubmission(stack.db.pool, companyId, { variations: ['E', 'D', 'A'] });
    const a = (await get(first.id, 200)).body;
    const b = (await get(second.id, 200)).body;
    assert.equal(a.course['12'].description, getHole(1, 12)!.variations.A.description);
    assert.equal(b.course['12'].description, getHole(1, 12)!.variations.E.description);
    assert.deepEqual(a.course['47'], b.course['47']);
  });

  it('omits what a draft does not have yet: later timestamps, message, scorecard', async () => {
    const draft = await seedSubmission(stack.db.pool, companyId, { status: 'draft', shots: {} });
    const { body } = await get(draft.id, 200);
    assert.deepEqual(Object.keys(body).sort(), [
      'attempt',
      'course',
      'created_at',
      'email',
      'holes',
      'id',
      'name',
      'sheet_id',
      'shots',
      'status',
      'test',
      'time_limit_reached',
    ]);
    assert.equal(body.time_limit_reached, false);
    assert.deepEqual(body.shots, {});
    assert.equal(Object.keys(body.course).length, 3);
  });

  it('accepts the id in upper-case hex', async () => {
    const seeded = await seedSubmission(stack.db.pool, companyId);
    const { body } = await get(seeded.id.toUpperCase(), 200);
    assert.equal(body.id, seeded.id);
  });

  for (const [what, id] of [
    ['an unknown id', newId()],
    ['a too short id', newId().slice(1)],
    ['a too long id', `${newId()}0`],
    ['an id that is not hex', 'zzzzzzzzzzzzzzzzzzzzzzzz'],
    ['a word', 'latest'],
  ]) {
    it(`answers 404 submission_not_found for ${what}`, async () => {
      const { body } = await get(id, 404);
      assert.equal(body.error, 'submission_not_found');
      assert.equal(typeof body.message, 'string');
    });
  }

  it('answers 401 token_expired without a valid token, for the detail and the list', async () => {
    const seeded = await seedSubmission(stack.db.pool, companyId);
    for (const path of [`/v1/playback/${seeded.id}`, '/v1/playback']) {
      const missing = await stack.http.get(path).expect(401);
      assert.equal(missing.body.error, 'token_expired');
      const wrong = await stack.http.get(path).set(bearer('not.a.token')).expect(401);
      assert.equal(wrong.body.error, 'token_expired');
    }
  });
});
