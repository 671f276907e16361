import assert from 'node:assert/strict';
import { SEARCH_LIMITS } from '../../../db/playback';
import { login, newCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';
import { seedSubmission, type SeedSubmission } from '../../support/submissions';
import { allPages, expectedOrder, getPlayback } from '../../support/playback';

const T0 = new Date('2025-05-01T09:00:00.000Z').getTime();

describe('GET /v1/playback: search', () => {
  let stack: TestStack;
  let token: string;
  const byName: Record<string, SeedSubmission> = {};

  before(async () => {
    stack = await startTestStack();
    const company = await newCompany(stack);
    token = (await login(stack, company)).access_token;
    const candidates: Array<[string, string]> = [
      ['Zoë Quinn', 'zoe.quinn@example.org'],
      ['ZOË BERG', 'berg@example.org'],
      ["Pat O'Brien", 'pat.obrien@example.net'],
      ['Team 100%_done', 'team100@example.net'],
      ['Team 100%Xdone', 'team100x@example.net'],
      ['Team 100 done', 'team100plain@example.net'],
      ['Jane "JJ" Doe', 'jj@example.net'],
      ['Back Slash', 'back\\slash@example.net'],
      ['Backslash Free', 'backxslash@example.net'],
      ['Under Score', 'under_score@example.net'],
      ['Underscore Free', 'underxscore@example.net'],
      ['Søren Kierkegaard', 'SOREN.K@EXAMPLE.DK'],
      ['李小龙', 'bruce@example.cn'],
    ];
    for (const [i, [name, email]] of candidates.entries()) {
      byName[name] = await seedSubmission(stack.db.pool, company.id, {
        name,
        email,
        createdAt: new Date(T0 + i * 60_000),
      });
    }
  });
  after(() => stack.close());

  /** The names the search finds, newest first. */
  async function found(search: string, extra = ''): Promise<string[]> {
    const body = await getPlayback(stack, token, `search=${encodeURIComponent(search)}&per_page=100${extra}`);
    assert.equal(body.meta.page.total, body.data.length);
    return body.data.map((s: { name: string }) => s.name);
  }
  const newestFirst = (...names: string[]) =>
    names.sort((a, b) => byName[b].createdAt.getTime() - byName[a].createdAt.getTime());

  it('matches a substring of the name or of the e-mail, ignoring case', async () => {
    assert.deepEqual(await found('quinn'), ['Zoë Quinn']);
    assert.deepEqual(await found('EXAMPLE.ORG'), newestFirst('Zoë Quinn', 'ZOË BERG'));
    assert.deepEqual(await found('soren.k@example'), ['Søren Kierkegaard']);
    assert.deepEqual(await found('kierke'), ['Søren Kierkegaard']);
  });

  it('ignores the case of non-ASCII letters too, and finds other scripts', async () => {
    assert.deepEqual(await found('zoë'), newestFirst('Zoë Quinn', 'ZOË BERG'));
    assert.deepEqual(await found('ZOË'), newestFirst('Zoë Quinn', 'ZOË BERG'));
    assert.deepEqual(await found('søren'), ['Søren Kierkegaard']);
    assert.deepEqual(await found('小龙'), ['李小龙']);
    assert.deepEqual(
      await found('zoe'),
      ['Zoë Quinn'],
      'an unaccented letter is another letter (only the e-mail has "zoe")',
    );
  });

  it('takes quotes literally', async () => {
    assert.deepEqual(await found("O'Brien"), ["Pat O'Brien"]);
    assert.deepEqual(await found("o'b"), ["Pat O'Brien"]);
    assert.deepEqual(await found('"JJ"'), ['Jane "JJ" Doe']);
    assert.deepEqual(await found("'; DROP TABLE submissions; --"), []);
  });

  it('takes % and _ literally, not as wildcards', async () => {
    assert.deepEqual(await found('100%_done'), ['Team 100%_done']);
    assert.deepEqual(await found('%'), newestFirst('Team 100%_done', 'Team 100%Xdone'));
    assert.deepEqual(await found('_'), newestFirst('Team 100%_done', 'Under Score'));
    assert.deepEqual(await found('under_score'), ['Under Score']);
    assert.deepEqual(await found('100%'), newestFirst('Team 100%_done', 'Team 100%Xdone'));
  });

  it('takes a backslash literally', async () => {
    assert.deepEqual(await found('back\\slash'), ['Back Slash']);
    assert.deepEqual(await found('\\'), ['Back Slash']);
    assert.deepEqual(await found('\\%'), []);
  });

  it('ignores spaces around the term, and finds nothing for a term no one has', async () => {
    assert.deepEqual(await found('  quinn  '), ['Zoë Quinn']);
    assert.deepEqual(await found('nobody-has-this'), []);
  });

  it('sorts and pages the matches like the whole list, and counts only the matches', async () => {
    const matches = Object.values(byName).filter((s) => /example\.net/.test(s.email));
    for (const [sort, order] of [
      ['email', 'asc'],
      ['created_at', 'asc'],
      ['status', 'desc'],
    ] as const) {
      assert.deepEqual(
        await allPages(stack, token, `search=example.net&sort=${sort}&order=${order}&per_page=3`),
        expectedOrder(matches, sort, order),
      );
    }
    // A rarer term: its few matches are gathered first, then sorted (also read from the end).
    const teams = Object.values(byName).filter((s) => s.name.startsWith('Team'));
    for (const order of ['asc', 'desc'] as const) {
      assert.deepEqual(
        await allPages(stack, token, `search=team&sort=email&order=${order}&per_page=2`),
        expectedOrder(teams, 'email', order),
      );
    }
    const second = await getPlayback(stack, token, 'search=example.net&per_page=3&page=2');
    assert.deepEqual(second.meta.page, {
      'current-page': 2,
      'per-page': 3,
      from: 4,
      to: 6,
      total: matches.length,
      'last-page': 3,
    });
    assert.equal(
      second.links.next,
      'http://assessments.test/v1/playback?search=example.net&sort=created_at&order=desc&page=3&per_page=3',
    );
  });

  it('says whether the total is exact: with more matches than it counts, a lower bound, and the pages go on', async () => {
    const company = await newCompany(stack);
    const bulkToken = (await login(stack, company)).access_token;
    const size = SEARCH_LIMITS.countCap + 30;
    const { rows } = await stack.db.pool.query<{ id: string }>(
      `INSERT INTO submissions (id, company_id, sheet_id, email, name, holes, variations, attempt, status, test, created_at)
       SELECT substr(md5($1 || g), 1, 24), $1, 1, 'bulk' || g || '@example.test', 'Bulk Candidate ' || g,
              '{12,47,93}', '{B,D,A}', 1, 'draft', 0, $2::timestamptz + g * interval '1 minute'
         FROM generate_series(1, $3::int) g
       RETURNING id`,
      [company.id, new Date(T0), size],
    );
    const newestFirst = rows.map((r) => r.id).reverse();
    const page = (n: number, search = 'BULK') =>
      getPlayback(stack, bulkToken, `search=${search}&per_page=20&page=${n}`);

    const first = await page(1);
    assert.equal(first.meta['total-capped'], true);
    assert.deepEqual(first.meta.page, {
      'current-page': 1,
      'per-page': 20,
      from: 1,
      to: 20,
      total: SEARCH_LIMITS.countCap,
      'last-page': SEARCH_LIMITS.countCap / 20,
    });
    assert.ok(first.links.next);
    // On the page the cap falls on, counting goes one further: there is a next page.
    const atCap = await page(SEARCH_LIMITS.countCap / 20);
    assert.equal(atCap.meta['total-capped'], true);
    assert.equal(atCap.meta.page.total, SEARCH_LIMITS.countCap + 1);
    assert.equal(atCap.meta.page['last-page'], SEARCH_LIMITS.countCap / 20 + 1);
    assert.ok(atCap.links.next);
    // The last page of the matches counts them all.
    const last = await page(Math.ceil(size / 20));
    assert.equal(last.meta['total-capped'], false);
    assert.deepEqual([last.meta.page.total, last.meta.page.to, last.links.next], [size, size, undefined]);
    assert.deepEqual(await allPages(stack, bulkToken, 'search=bulk&per_page=100'), newestFirst);

    for (const query of ['', 'search=candidate+1', 'search=nobody']) {
      const body = await getPlayback(stack, bulkToken, query);
      assert.equal(body.meta['total-capped'], false, query);
    }
    assert.equal((await getPlayback(stack, bulkToken, '')).meta.page.total, size);
  });

  it('answers a page past the end of the matches with their total', async () => {
    const past = await getPlayback(stack, token, 'search=zo%C3%AB&per_page=1&page=5');
    assert.deepEqual(past.data, []);
    assert.deepEqual(past.meta.page, { 'current-page': 5, 'per-page': 1, from: 0, to: 0, total: 2, 'last-page': 2 });
  });
});
