import assert from 'node:assert/strict';
import { login, newCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';
import { seedSubmission, type SeedSubmission, type SubmissionStatus } from '../../support/submissions';
import { allPages, expectedOrder, getPlayback } from '../../support/playback';

const BASE = 'http://assessments.test/v1/playback';
const HOUR = 3_600_000;
const T0 = new Date('2026-03-01T00:00:00.000Z').getTime();
const at = (hours: number) => new Date(T0 + hours * HOUR);
const ids = (body: { data: Array<{ id: string }> }) => body.data.map((s) => s.id);

describe('GET /v1/playback: filters by status, live or test, and creation time', () => {
  let stack: TestStack;
  let token: string;
  let rows: SeedSubmission[];

  before(async () => {
    stack = await startTestStack();
    const company = await newCompany(stack);
    token = (await login(stack, company)).access_token;
    const statuses: SubmissionStatus[] = ['analyzed', 'draft', 'submitted', 'analyzed', 'processing'];
    rows = [];
    for (let i = 0; i < 30; i++) {
      rows.push(
        await seedSubmission(stack.db.pool, company.id, {
          status: statuses[i % statuses.length],
          test: i % 3 === 0 ? 1 : 0,
          name: i % 2 ? `Grace ${i}` : `Alan ${i}`,
          // Two a day for fifteen days: 00:00 and 12:00.
          createdAt: at(i * 12),
        }),
      );
    }
    // Another company's rows meet every filter too, and are never shown.
    const other = await newCompany(stack);
    for (let i = 0; i < 3; i++) await seedSubmission(stack.db.pool, other.id, { createdAt: at(i * 12), name: 'Grace' });
  });
  after(() => stack.close());

  /** Every page of the query, read through `next`, against the rows `keep` keeps in the query's order. */
  async function assertLists(query: string, keep: (r: SeedSubmission) => boolean, sort = 'created_at', order = 'desc') {
    const expected = expectedOrder(rows.filter(keep), sort as 'created_at', order as 'desc');
    const first = await getPlayback(stack, token, `${query}&sort=${sort}&order=${order}&per_page=4`);
    assert.equal(first.meta.page.total, expected.length, `the total of ${query}`);
    assert.equal(first.meta['total-capped'], false);
    assert.deepEqual(await allPages(stack, token, `${query}&sort=${sort}&order=${order}&per_page=4`), expected, query);
    return first;
  }

  it('keeps one status, or any of several', async () => {
    await assertLists('status=analyzed', (r) => r.status === 'analyzed');
    await assertLists('status=draft,processing', (r) => r.status === 'draft' || r.status === 'processing');
    await assertLists('status=analyzed,analyzed', (r) => r.status === 'analyzed');
  });

  it('keeps test rounds only, or live rounds only', async () => {
    await assertLists('test=true', (r) => r.test === 1);
    await assertLists('test=false', (r) => r.test === 0);
  });

  it('keeps those created from `from` (inclusive) to `to` (exclusive), in any offset', async () => {
    const from = at(48);
    const to = at(96);
    await assertLists(`from=${from.toISOString()}`, (r) => r.createdAt >= from);
    await assertLists(`to=${to.toISOString()}`, (r) => r.createdAt < to);
    await assertLists(
      `from=${encodeURIComponent('2026-03-03T02:00:00+02:00')}&to=${encodeURIComponent('2026-03-04T19:00-05:00')}`,
      (r) => r.createdAt >= from && r.createdAt < to,
    );
    await assertLists(
      `from=${encodeURIComponent('2026-03-03T00:00:59.999999999+00:01')}`,
      (r) => r.createdAt >= at(48),
    );
    await assertLists('to=2024-02-29T00:00:00Z', () => false);
    await assertLists('from=2026-03-03T00:00:00Z&to=2026-03-03T00:00:00Z', () => false);
    await assertLists('from=2026-03-04T00:00:00Z&to=2026-03-03T00:00:00Z', () => false);
    await assertLists('from=2000-02-29T12:00Z', () => true);
  });

  it('gives links that keep the bounds as written, and answer: an offset may carry an instant past year 9999', async () => {
    for (const bound of ['to=9999-12-31T23:00:00-05:00', 'from=1000-01-01T00:30+01:00']) {
      const first = await getPlayback(stack, token, `${encodeURIComponent(bound).replace('%3D', '=')}&per_page=4`);
      for (const link of Object.values(first.links) as string[]) {
        assert.ok(link.includes(encodeURIComponent(bound.split('=')[1])), `${bound}: ${link}`);
        await getPlayback(stack, token, new URL(link).search.slice(1));
      }
    }
  });

  it('combines every filter with the search, each sort and paging, and keeps them all in the links', async () => {
    const from = at(24);
    const to = at(300);
    const keep = (r: SeedSubmission) =>
      (r.status === 'analyzed' || r.status === 'submitted') &&
      r.test === 0 &&
      r.createdAt >= from &&
      r.createdAt < to &&
      r.name.includes('Grace');
    const query = `search=grace&status=analyzed,submitted&test=false&from=${from.toISOString()}&to=${to.toISOString()}`;
    assert.ok(rows.filter(keep).length > 4, 'the combination spans pages');
    for (const sort of ['created_at', 'name', 'status']) {
      for (const order of ['asc', 'desc']) await assertLists(query, keep, sort, order);
    }
    const first = await assertLists(query, keep, 'name', 'asc');
    const kept =
      'search=grace&sort=name&order=asc&status=analyzed%2Csubmitted&test=false' +
      `&from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
    assert.equal(first.links.next, `${BASE}?${kept}&page=2&per_page=4`);
    assert.equal(first.links.last, `${BASE}?${kept}&page=${first.meta.page['last-page']}&per_page=4`);
  });

  it('answers a filter that keeps nothing with page 1 of 1, and a page past the end with the total', async () => {
    const none = await getPlayback(stack, token, 'status=failed');
    assert.deepEqual(ids(none), []);
    assert.deepEqual(none.meta.page, { 'current-page': 1, 'per-page': 20, from: 0, to: 0, total: 0, 'last-page': 1 });
    const past = await getPlayback(stack, token, 'test=true&page=5&per_page=5');
    assert.deepEqual(ids(past), []);
    assert.equal(past.meta.page.total, rows.filter((r) => r.test === 1).length);
  });

  const bad: Array<[string, string]> = [
    ['status=', 'status'],
    ['status=finished', 'status'],
    ['status=Analyzed', 'status'],
    ['status=analyzed,', 'status'],
    ['status=analyzed%2C%20draft', 'status'],
    ['status=draft&status=analyzed', 'status'],
    ['test=1', 'test'],
    ['test=TRUE', 'test'],
    ['test=', 'test'],
    ['from=2026-03-01', 'from'],
    ['from=2026-03-01T10:00:00', 'from'],
    ['from=yesterday', 'from'],
    ['from=2026-02-30T00:00:00Z', 'from'],
    ['from=2026-03-01T24:00:00Z', 'from'],
    ['from=2025-02-29T00:00:00Z', 'from'],
    ['from=1900-02-29T00:00:00Z', 'from'],
    ['from=0999-01-01T00:00:00Z', 'from'],
    ['from=2026-03-01t00:00:00z', 'from'],
    ['to=2026-03-01T10:00:60Z', 'to'],
    ['to=2026-03-01T10:00:00%2B25:00', 'to'],
  ];
  for (const [query, path] of bad) {
    it(`answers 422 validation_failed naming ${path} for ?${query}`, async () => {
      const body = await getPlayback(stack, token, query, 422);
      assert.equal(body.error, 'validation_failed');
      assert.deepEqual(
        body.details.map((d: { path: string }) => d.path),
        [path],
      );
    });
  }
});
