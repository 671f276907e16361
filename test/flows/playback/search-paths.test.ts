import assert from 'node:assert/strict';
import {
  listPlayback,
  SEARCH_LIMITS,
  type PlaybackFilters,
  type PlaybackPage,
  type SearchLimits,
} from '../../../db/playback';
import { systemClock } from '../../../lib/clock';
import { createCompany } from '../../../scripts/operator/companies';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { seedSubmission, type SeedSubmission, type SubmissionStatus } from '../../support/submissions';
import { expectedOrder, SORTS, type Sort } from '../../support/playback';

const T0 = new Date('2025-06-01T09:00:00.000Z').getTime();
const MINUTE = 60_000;
const PER_PAGE = 3;

/**
 * Limits small enough for a few dozen rows to take every path a search has at 1M: the count stops
 * at 4 (or one past the page), a pair of characters is probed in 2 rows per match, and the walk of a
 * capped search gives up after 2 rows per match.
 */
const TIGHT: SearchLimits = { countCap: 4, probeRowsPerMatch: 2, walkRowsPerMatch: 2 };

/** Terms of one, two and more characters, rare and common, with case, accents, scripts and LIKE's own characters. */
const TERMS = [
  'person', // 24 rows, spread
  'PERSON',
  'on', // a common pair
  'example.net',
  'zoë',
  'ZOË',
  'zoe', // only in an e-mail: accents are not folded
  '小龙', // a rare pair
  'QU', // another, in capitals
  'ø',
  "o'b",
  '%',
  '_',
  '\\',
  '100%_',
  'cluster', // 8 rows, the newest
  'nobody-has-this',
];

describe('playback search: every path finds the same rows in the same order', () => {
  let db: TestDatabase;
  let companyId: string;
  const rows: SeedSubmission[] = [];

  before(async () => {
    db = await createTestDatabase();
    companyId = (
      await createCompany(db.pool, systemClock, {
        name: 'Search Paths',
        email: 'search-paths@example.test',
        password: 'search-paths-password',
      })
    ).id;
    const people: Array<[string, string]> = [
      ...Array.from({ length: 24 }, (_, i): [string, string] => [`Common Person ${i}`, `person${i}@example.net`]),
      ['Zoë Quinn', 'zoe.quinn@example.org'],
      ['ZOË BERG', 'berg@example.org'],
      ["Pat O'Brien", 'pat.obrien@example.net'],
      ['Team 100%_done', 'team100@example.net'],
      ['Team 100%Xdone', 'team100x@example.net'],
      ['Back Slash', 'back\\slash@example.net'],
      ['Under Score', 'under_score@example.net'],
      ['Søren Kierkegaard', 'SOREN.K@EXAMPLE.DK'],
      ['李小龙', 'bruce@example.cn'],
      // Last, so that they lie at the far end of the oldest-first list.
      ...Array.from({ length: 8 }, (_, i): [string, string] => [`Late Bloomer ${i}`, `late${i}@cluster.test`]),
    ];
    const statuses: SubmissionStatus[] = ['analyzed', 'draft', 'submitted', 'analyzed', 'processing'];
    for (const [i, [name, email]] of people.entries()) {
      rows.push(
        await seedSubmission(db.pool, companyId, {
          name,
          email,
          status: statuses[i % statuses.length],
          test: i % 4 === 0 ? 1 : 0,
          createdAt: new Date(T0 + i * MINUTE),
        }),
      );
    }
  });
  after(() => db.drop());

  const matching = (term: string) =>
    rows.filter((r) => [r.email, r.name].some((field) => field.toLowerCase().includes(term.toLowerCase())));

  /** A search, the list's filters, or both, and the rows they keep (computed here, without the database). */
  interface Query {
    search?: string;
    filters?: PlaybackFilters;
    keeps?: (row: SeedSubmission) => boolean;
  }
  const kept = (query: Query) =>
    (query.search === undefined ? rows : matching(query.search)).filter(query.keeps ?? (() => true));

  /**
   * Every page of a search, one after another until one comes short, each checked against what
   * its total promises: exact, or a lower bound with more past the page.
   */
  async function everyPage(query: string | Query, sort: Sort, order: 'asc' | 'desc', limits: SearchLimits) {
    const { search, filters } = typeof query === 'string' ? { search: query, filters: undefined } : query;
    const expected = kept(typeof query === 'string' ? { search: query } : query).length;
    const ids: string[] = [];
    const pages: PlaybackPage[] = [];
    for (let offset = 0; ; offset += PER_PAGE) {
      const page = await listPlayback(
        db.pool,
        companyId,
        { sort, order, search, filters, offset, limit: PER_PAGE },
        limits,
      );
      const where = `${JSON.stringify(query)} ${sort} ${order} at ${offset}`;
      if (page.capped) {
        assert.ok(page.total <= expected, `${where}: a capped total is a lower bound`);
        assert.ok(page.total > offset + page.rows.length, `${where}: a capped total has more past the page`);
      } else {
        assert.equal(page.total, expected, `${where}: the total`);
      }
      ids.push(...page.rows.map((r) => r.id));
      pages.push(page);
      if (page.rows.length < PER_PAGE) return { ids, pages };
    }
  }

  for (const [label, limits] of [
    ['as in production', SEARCH_LIMITS],
    ['with tight limits', TIGHT],
  ] as const) {
    it(`finds each term as a literal substring of the e-mail or the name, in any case, ${label}`, async () => {
      for (const term of TERMS) {
        for (const sort of SORTS) {
          for (const order of ['asc', 'desc'] as const) {
            const { ids } = await everyPage(term, sort, order, limits);
            assert.deepEqual(
              ids,
              expectedOrder(matching(term), sort, order),
              `${JSON.stringify(term)} ${sort} ${order}`,
            );
          }
        }
      }
    });
  }

  const window = { from: new Date(T0 + 10 * MINUTE), to: new Date(T0 + 30 * MINUTE) };
  const FILTERED: Query[] = [
    { filters: { statuses: ['analyzed'] }, keeps: (r) => r.status === 'analyzed' },
    { filters: { statuses: ['draft', 'processing'] }, keeps: (r) => r.status === 'draft' || r.status === 'processing' },
    { filters: { test: true }, keeps: (r) => r.test === 1 },
    { filters: { test: false }, keeps: (r) => r.test === 0 },
    { filters: window, keeps: (r) => r.createdAt >= window.from && r.createdAt < window.to },
    { filters: { from: new Date(T0 + 34 * MINUTE) }, keeps: (r) => r.createdAt >= new Date(T0 + 34 * MINUTE) },
  ];
  const WITH_SEARCH: Query[] = FILTERED.flatMap((q) => ['person', 'on', 'ø'].map((search) => ({ ...q, search })));

  for (const [label, limits] of [
    ['as in production', SEARCH_LIMITS],
    ['with tight limits', TIGHT],
  ] as const) {
    it(`filters alone and with a search find the same rows in the same order, ${label}`, async () => {
      for (const query of [...FILTERED, ...WITH_SEARCH]) {
        for (const sort of SORTS) {
          for (const order of ['asc', 'desc'] as const) {
            const { ids } = await everyPage(query, sort, order, limits);
            assert.deepEqual(ids, expectedOrder(kept(query), sort, order), `${JSON.stringify(query)} ${sort} ${order}`);
          }
        }
      }
    });
  }

  it('caps the count of a common filter like a common term, and counts a rare one', async () => {
    const common = await everyPage(FILTERED[0], 'created_at', 'desc', TIGHT);
    assert.deepEqual([common.pages[0].total, common.pages[0].capped], [4, true]);
    assert.equal(common.pages.at(-1)!.capped, false, 'exact where the matches end');
    const late = await everyPage(FILTERED[5], 'created_at', 'asc', TIGHT);
    assert.deepEqual(
      late.pages.map((p) => [p.total, p.capped]),
      [
        [kept(FILTERED[5]).length, false],
        [kept(FILTERED[5]).length, false],
        [kept(FILTERED[5]).length, false],
      ].slice(0, late.pages.length),
      'the last rows lie past the walk: gathered and counted',
    );
  });

  it('caps the count of a common term, and its pages still go on to the last match, exact there', async () => {
    const { pages } = await everyPage('person', 'created_at', 'asc', TIGHT);
    assert.deepEqual(
      pages.map((p) => [p.total, p.capped]),
      [
        [4, true],
        [7, true],
        [10, true],
        [13, true],
        [16, true],
        [19, true],
        [22, true],
        [24, false],
        [24, false],
      ],
    );
    const production = await listPlayback(db.pool, companyId, {
      sort: 'created_at',
      order: 'asc',
      search: 'person',
      offset: 0,
      limit: PER_PAGE,
    });
    assert.deepEqual([production.total, production.capped], [24, false], 'under the production cap, exact');
  });

  it('counts every match when they lie beyond what the walk of a capped search reads', async () => {
    const oldestFirst = await everyPage('cluster', 'created_at', 'asc', TIGHT);
    assert.deepEqual(
      oldestFirst.pages.map((p) => [p.total, p.capped]),
      [
        [8, false],
        [8, false],
        [8, false],
      ],
      'the 8 lie past the walk’s 8 rows: gathered and counted',
    );
    const newestFirst = await everyPage('cluster', 'created_at', 'desc', TIGHT);
    assert.deepEqual(newestFirst.pages[0].capped, true, 'the walk meets them at once');
  });

  it('finds a rare pair of characters through its index, and walks for a common one', async () => {
    // Oldest first: the common pair's rows come first, and the walk meets them at once.
    const options = { sort: 'created_at', order: 'asc', offset: 0, limit: PER_PAGE } as const;
    const rare = await listPlayback(db.pool, companyId, { ...options, search: '小龙' }, TIGHT);
    assert.deepEqual([rare.total, rare.capped, rare.rows.map((r) => r.name)], [1, false, ['李小龙']]);
    const common = await listPlayback(db.pool, companyId, { ...options, search: 'ON' }, TIGHT);
    assert.deepEqual([common.total, common.capped], [4, true]);
  });
});
