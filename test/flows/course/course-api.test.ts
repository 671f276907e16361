import assert from 'node:assert/strict';
import { courseEntries, courseEntry, CURRENT_SHEET_ID, getSheet, VARIATION_LETTERS } from '@hiring/course';
import { CourseEntry } from '../../../api/schemas/course';
import { courseLeaks, hiddenInputs } from '../../support/leaks';
import { startTestStack, type TestStack } from '../../support/stack';

describe('GET /v1/course and course entries', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(() => stack.close());

  it('lists the 100 holes of the current sheet: id, title, category, difficulty only', async () => {
    const res = await stack.http.get('/v1/course').expect(200);
    assert.equal(res.body.sheet_id, CURRENT_SHEET_ID);
    assert.equal(res.body.holes.length, 100);
    for (const hole of res.body.holes) {
      assert.deepEqual(Object.keys(hole).sort(), ['category', 'difficulty', 'id', 'title']);
    }
    assert.ok(res.headers['ratelimit-limit'], 'limited per client IP');
  });

  it('builds the course entry of the variation a candidate received, without letter or hidden cases', () => {
    const hole = getSheet(1).holes.get(42)!;
    for (const letter of VARIATION_LETTERS) {
      const entry = courseEntry(1, 42, letter);
      assert.ok(CourseEntry.safeParse(entry).success);
      assert.equal(entry.description, hole.variations[letter].description);
      assert.deepEqual(entry.human.examples, hole.variations[letter].human.examples);
      const text = JSON.stringify(entry);
      assert.deepEqual(courseLeaks(entry, text), []);
      assert.ok(!('cases' in entry) && !('par' in entry) && !('variations' in entry));
    }
    const entries = courseEntries(1, [7, 42, 99], ['E', 'A', 'C']);
    assert.deepEqual(Object.keys(entries), ['7', '42', '99']);
    assert.equal(entries['99'].description, getSheet(1).holes.get(99)!.variations.C.description);
  });

  it('catches a leak of a variation letter or of a hidden case, in any response', () => {
    const secrets = hiddenInputs();
    assert.ok(secrets.length > 500, `${secrets.length} fixed hidden inputs are recognisable`);
    const secret = secrets.find((s) => s.includes('\n')) ?? secrets[0];
    assert.equal(courseLeaks({ variation: 'x' }, '{}').length, 1);
    assert.equal(courseLeaks({ course: { 1: { id: 1, v: 'C' } } }, '{}').length, 1);
    assert.ok(courseLeaks({}, `raw: ${secret}`).length > 0);
    assert.ok(courseLeaks({}, JSON.stringify({ code: secret })).length > 0);
    assert.deepEqual(courseLeaks({ name: 'Ada', holes: [1, 2, 3] }, '{"name":"Ada"}'), []);
  });
});
