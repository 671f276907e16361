import assert from 'node:assert/strict';
import { login, newCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';
import { sampleScorecard, seedSubmission, type SeedSubmission, type SubmissionStatus } from '../../support/submissions';
import { allPages, expectedOrder, getPlayback, SORTS } from '../../support/playback';

const BASE = 'http://assessments.test/v1/playback';
const MINUTE = 60_000;
const T0 = new Date('2025-04-01T09:00:00.000Z').getTime();

describe('GET /v1/playback: pages and sorting', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(() => stack.close());

  async function companyWith(count: number) {
    const company = await newCompany(stack);
    const rows: SeedSubmission[] = [];
    for (let i = 0; i < count; i++)
      rows.push(await seedSubmission(stack.db.pool, company.id, { createdAt: new Date(T0 + i * MINUTE) }));
    return { company, rows, token: (await login(stack, company)).access_token };
  }

  describe('pagination at the boundaries', () => {
    it('answers an empty company with page 1 of 1, from and to 0, and no prev or next', async () => {
      const { token } = await companyWith(0);
      const body = await getPlayback(stack, token);
      assert.deepEqual(body.data, []);
      assert.deepEqual(body.meta.page, { 'current-page': 1, 'per-page': 20, from: 0, to: 0, total: 0, 'last-page': 1 });
      assert.deepEqual(body.links, {
        first: `${BASE}?sort=created_at&order=desc&page=1&per_page=20`,
        last: `${BASE}?sort=created_at&order=desc&page=1&per_page=20`,
      });
    });

    it('fits exactly per_page submissions on one page', async () => {
      const { token, rows } = await companyWith(5);
      const body = await getPlayback(stack, token, 'per_page=5');
      assert.deepEqual(body.meta.page, { 'current-page': 1, 'per-page': 5, from: 1, to: 5, total: 5, 'last-page': 1 });
      assert.deepEqual(
        body.data.map((s: { id: string }) => s.id),
        rows.map((r) => r.id).reverse(),
      );
      assert.equal(body.links.next, undefined);
      assert.equal(body.links.prev, undefined);
    });

    it('puts submission per_page+1 alone on page 2, and answers a page past the end with 200 and no data', async () => {
      const { token, rows } = await companyWith(6);
      const first = await getPlayback(stack, token, 'per_page=5');
      assert.deepEqual(first.meta.page, { 'current-page': 1, 'per-page': 5, from: 1, to: 5, total: 6, 'last-page': 2 });
      assert.equal(first.links.next, `${BASE}?sort=created_at&order=desc&page=2&per_page=5`);

      const second = await getPlayback(stack, token, 'page=2&per_page=5');
      assert.deepEqual(second.meta.page, {
        'current-page': 2,
        'per-page': 5,
        from: 6,
        to: 6,
        total: 6,
        'last-page': 2,
      });
      assert.deepEqual(
        second.data.map((s: { id: string }) => s.id),
        [rows[0].id],
        'the oldest comes last',
      );
      assert.equal(second.links.prev, `${BASE}?sort=created_at&order=desc&page=1&per_page=5`);
      assert.equal(second.links.next, undefined);

      const past = await getPlayback(stack, token, 'page=9&per_page=5');
      assert.deepEqual(past.data, []);
      assert.deepEqual(past.meta.page, { 'current-page': 9, 'per-page': 5, from: 0, to: 0, total: 6, 'last-page': 2 });
      assert.equal(
        past.links.prev,
        `${BASE}?sort=created_at&order=desc&page=2&per_page=5`,
        'prev leads back to the last page',
      );
      assert.equal(past.links.next, undefined);
    });
  });

  describe('defaults and the query rules', () => {
    let token: string;
    let rows: SeedSubmission[];
    before(async () => {
      ({ token, rows } = await companyWith(23));
    });

    it('defaults to page 1 of 20, newest first', async () => {
      const body = await getPlayback(stack, token);
      assert.deepEqual(body.meta.page, {
        'current-page': 1,
        'per-page': 20,
        from: 1,
        to: 20,
        total: 23,
        'last-page': 2,
      });
      assert.deepEqual(
        body.data.map((s: { id: string }) => s.id),
        rows
          .map((r) => r.id)
          .reverse()
          .slice(0, 20),
      );
      assert.equal(body.links.next, `${BASE}?sort=created_at&order=desc&page=2&per_page=20`);
    });

    it('keeps search, sort and order in every link, encoded, before page and per_page', async () => {
      const body = await getPlayback(
        stack,
        token,
        'search=%20Ada%20%26%20co%20&sort=email&order=asc&page=2&per_page=1',
      );
      assert.equal(body.meta.page.total, 0);
      const keep = 'search=Ada+%26+co&sort=email&order=asc';
      assert.equal(body.links.first, `${BASE}?${keep}&page=1&per_page=1`);
      assert.equal(body.links.prev, `${BASE}?${keep}&page=1&per_page=1`);
      assert.equal(body.links.last, `${BASE}?${keep}&page=1&per_page=1`);
    });

    const bad: Array<[string, string]> = [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['page=', 'page'],
      ['page=1&page=2', 'page'],
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['per_page=1e1', 'per_page'],
      ['sort=names', 'sort'],
      ['sort=CREATED_AT', 'sort'],
      ['sort=', 'sort'],
      ['order=up', 'order'],
      ['order=DESC', 'order'],
      ['search=a&search=b', 'search'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['search=a%00b', 'search'],
      ['q=ada', 'q'],
      ['direction=asc', 'direction'],
    ];
    for (const [query, path] of bad) {
      it(`answers 422 validation_failed naming ${path} for ?${query.slice(0, 40)}`, async () => {
        const body = await getPlayback(stack, token, query, 422);
        assert.equal(body.error, 'validation_failed');
        assert.deepEqual(
          body.details.map((d: { path: string }) => d.path),
          [path],
        );
      });
    }

    it('reports every bad parameter of one request', async () => {
      const body = await getPlayback(stack, token, 'page=0&per_page=500&sort=x&order=y&extra=1', 422);
      assert.deepEqual(body.details.map((d: { path: string }) => d.path).sort(), [
        'extra',
        'order',
        'page',
        'per_page',
        'sort',
      ]);
    });

    it('accepts the largest per_page and an empty search as no search', async () => {
      const body = await getPlayback(stack, token, 'per_page=100&search=');
      assert.equal(body.data.length, 23);
      assert.equal(body.links.first, `${BASE}?sort=created_at&order=desc&page=1&per_page=100`);
    });
  });

  describe('each sort field, in both directions', () => {
    let token: string;
    let rows: SeedSubmission[];
    before(async () => {
      const company = await newCompany(stack);
      token = (await login(stack, company)).access_token;
      const statuses: SubmissionStatus[] = ['analyzed', 'draft', 'submitted', 'processing', 'analyzed', 'analyzed'];
      // Upper and lower case, digits, punctuation and a non-ASCII letter; a pair equal but for case.
      const emails = [
        'bob@x.test',
        'Bob@x.test',
        'alice@x.test',
        'Zed@x.test',
        '_under@x.test',
        'émile@x.test',
        '1st@x.test',
        'carol@x.test',
      ];
      // Names equal but for case, and non-ASCII; overall scores with ties, and unscored rounds.
      const names = ['Bea', 'bea', 'Ángel', 'zoë', 'Ada', 'carl'];
      const scorecard = await sampleScorecard();
      const scored = (i: number) => ({ ...scorecard, summary: `Fine.\nOverall: ${(i * 37) % 5}/810` });
      rows = [];
      for (let i = 0; i < 23; i++) {
        const status = statuses[i % statuses.length];
        const at = (minutes: number) => new Date(T0 + minutes * MINUTE);
        const reached = (step: number) => ['draft', 'submitted', 'processing', 'analyzed'].indexOf(status) >= step;
        rows.push(
          await seedSubmission(stack.db.pool, company.id, {
            status,
            name: names[i % names.length],
            scorecard: status === 'analyzed' ? scored(i) : null,
            email: i % 3 === 0 ? emails[i % emails.length] : `${i}.${emails[i % emails.length]}`,
            // Created in threes at the same instant: ties broken by id.
            createdAt: at(Math.floor(i / 3)),
            submittedAt: reached(1) ? at(100 + ((i * 7) % 11)) : null,
            processingStartedAt: reached(2) ? at(200 + ((i * 5) % 3)) : null,
            processingFinishedAt: reached(3) ? at(300 + ((i * 3) % 4)) : null,
          }),
        );
      }
    });

    for (const sort of SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        it(`sorts by ${sort} ${order}, the same on one page and across pages read from either end`, async () => {
          const expected = expectedOrder(rows, sort, order);
          const whole = await getPlayback(stack, token, `sort=${sort}&order=${order}&per_page=100`);
          assert.deepEqual(
            whole.data.map((s: { id: string }) => s.id),
            expected,
          );
          assert.deepEqual(await allPages(stack, token, `sort=${sort}&order=${order}&per_page=7`), expected);
          const last = await getPlayback(stack, token, `sort=${sort}&order=${order}&per_page=7&page=4`);
          assert.deepEqual(last.meta.page, {
            'current-page': 4,
            'per-page': 7,
            from: 22,
            to: 23,
            total: 23,
            'last-page': 4,
          });
        });
      }
    }
  });

  describe('what a list item shows', () => {
    it('shows each submission with shots, message and scorecard, omits what has no value, and never shows course', async () => {
      const company = await newCompany(stack);
      const token = (await login(stack, company)).access_token;
      const analyzed = await seedSubmission(stack.db.pool, company.id, {
        createdAt: new Date(T0 + MINUTE),
        test: 1,
        attempt: 2,
      });
      const draft = await seedSubmission(stack.db.pool, company.id, {
        createdAt: new Date(T0),
        status: 'draft',
        shots: {},
      });
      const body = await getPlayback(stack, token);
      const [a, d] = body.data;

      assert.equal(a.id, analyzed.id);
      assert.equal(a.sheet_id, 1);
      assert.equal(a.email, analyzed.email);
      assert.equal(a.name, 'Ada Lovelace');
      assert.deepEqual(a.holes, analyzed.holes);
      assert.equal(a.attempt, 2);
      assert.equal(a.status, 'analyzed');
      assert.equal(a.test, 1);
      assert.equal(a.message, analyzed.message);
      assert.deepEqual(a.shots, analyzed.shots);
      assert.deepEqual(a.scorecard, analyzed.scorecard);
      for (const field of [
        'created_at',
        'submitted_at',
        'processing_started_at',
        'processing_finished_at',
        'candidate_emailed_at',
        'company_emailed_at',
        'webhook_completed_at',
      ]) {
        assert.match(a[field], /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, field);
      }
      assert.equal(a.created_at, analyzed.createdAt.toISOString());
      assert.equal('course' in a, false);
      assert.equal('variations' in a, false);

      assert.equal(d.id, draft.id);
      assert.equal(d.status, 'draft');
      assert.deepEqual(d.shots, {});
      assert.equal(d.time_limit_reached, false);
      assert.deepEqual(
        Object.keys(d).sort(),
        [
          'attempt',
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
        ],
        'a draft shows no later timestamp, message or scorecard, and nothing is null',
      );
    });
  });
});
