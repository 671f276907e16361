import assert from 'node:assert/strict';
import { PageQuery, pageEnvelope, pageWindow } from '../../../api/http/pagination';

const base = { publicBaseUrl: 'https://api.example.test', path: '/v1/things' };
const envelope = (page: number, perPage: number, total: number) => {
  const count = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
  return pageEnvelope({ ...base, page, perPage, total, count });
};

describe('pagination (shared by every list)', () => {
  it('defaults to page 1 of 20 and refuses anything but plain integers in range', () => {
    assert.deepEqual(PageQuery.parse({}), { page: 1, per_page: 20 });
    assert.deepEqual(PageQuery.parse({ page: '3', per_page: '100' }), { page: 3, per_page: 100 });
    for (const bad of [
      { page: '0' },
      { page: '-1' },
      { page: '1.5' },
      { page: '1e2' },
      { page: '' },
      { per_page: '101' },
      { per_page: '0' },
      { page: ['1', '2'] },
      { sort: 'x' },
    ]) {
      assert.equal(PageQuery.safeParse(bad).success, false, JSON.stringify(bad));
    }
  });

  it('gives from/to 0 and last-page 1 for an empty list, with no prev or next', () => {
    const e = envelope(1, 20, 0);
    assert.deepEqual(e.meta.page, { 'current-page': 1, 'per-page': 20, from: 0, to: 0, total: 0, 'last-page': 1 });
    assert.deepEqual(Object.keys(e.links), ['first', 'last']);
    assert.equal(e.links.first, 'https://api.example.test/v1/things?page=1&per_page=20');
  });

  it('fits exactly per_page elements on one page', () => {
    const e = envelope(1, 10, 10);
    assert.deepEqual(e.meta.page, { 'current-page': 1, 'per-page': 10, from: 1, to: 10, total: 10, 'last-page': 1 });
    assert.equal(e.links.next, undefined);
  });

  it('puts element per_page+1 alone on page 2', () => {
    const first = envelope(1, 10, 11);
    assert.equal(first.meta.page['last-page'], 2);
    assert.equal(first.links.next, 'https://api.example.test/v1/things?page=2&per_page=10');
    const second = envelope(2, 10, 11);
    assert.deepEqual([second.meta.page.from, second.meta.page.to], [11, 11]);
    assert.equal(second.links.prev, 'https://api.example.test/v1/things?page=1&per_page=10');
    assert.equal(second.links.next, undefined);
  });

  it('answers a page past the end as empty, pointing back at the last page', () => {
    const e = envelope(5, 10, 11);
    assert.deepEqual([e.meta.page.from, e.meta.page.to, e.meta.page['last-page']], [0, 0, 2]);
    assert.equal(e.links.prev, 'https://api.example.test/v1/things?page=2&per_page=10');
    assert.equal(e.links.next, undefined);
  });

  it('keeps the other parameters, encoded, before page and per_page', () => {
    const e = pageEnvelope({
      ...base,
      page: 1,
      perPage: 5,
      total: 6,
      count: 5,
      keep: { search: '50% & co', sort: 'email', order: undefined },
    });
    assert.equal(e.links.next, 'https://api.example.test/v1/things?search=50%25+%26+co&sort=email&page=2&per_page=5');
  });

  it('maps a page to its SQL window', () => {
    assert.deepEqual(pageWindow(1, 20), { offset: 0, limit: 20 });
    assert.deepEqual(pageWindow(3, 7), { offset: 14, limit: 7 });
  });
});
