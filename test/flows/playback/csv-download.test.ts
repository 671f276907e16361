import assert from 'node:assert/strict';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { bearer, login, newCompany } from '../../support/companies';
import { csvRecords, parseCsv } from '../../support/csv';
import { eventually, pause } from '../../support/eventually';
import { startTestStack, type TestStack } from '../../support/stack';
import { SAMPLE_CASE_COUNTS, SAMPLE_ROUND, seedSubmission, type SeedSubmission } from '../../support/submissions';
import { allPages } from '../../support/playback';

const T0 = new Date('2026-04-01T08:00:00.000Z').getTime();
const MINUTE = 60_000;
const MIB = 1024 * 1024;

/** Names a spreadsheet would run as formulas, and names that need quoting. */
const FORMULAS = ['=HYPERLINK("http://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1:A9)', '\tTabbed', '\rReturned'];
const QUOTED = ['Smith, John', 'Dwayne "The Rock" Johnson', 'Two\r\nLines', 'One\nLine', 'Zoë 李小龙', 'Ada = 1'];

async function getCsv(stack: TestStack, token: string, query = '') {
  const res = await stack.http.get(`/v1/playback.csv${query ? `?${query}` : ''}`).set(bearer(token));
  assert.equal(res.status, 200, res.text);
  return res;
}

/** V8's gc(), for measuring what the process holds rather than what it has not collected yet. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe('GET /v1/playback.csv: the list as a file for a spreadsheet', function () {
  this.timeout(600_000);
  let stack: TestStack;
  let token: string;
  let rows: SeedSubmission[];

  before(async () => {
    stack = await startTestStack();
    const company = await newCompany(stack);
    token = (await login(stack, company)).access_token;
    rows = [];
    const names = [...FORMULAS, ...QUOTED, 'Grace Hopper', 'grace hopper', 'Alan Turing'];
    for (const [i, name] of names.entries()) {
      rows.push(
        await seedSubmission(stack.db.pool, company.id, {
          name,
          status: (['analyzed', 'draft', 'submitted', 'processing'] as const)[i % 4],
          test: i % 3 === 0 ? 1 : 0,
          createdAt: new Date(T0 + Math.floor(i / 2) * MINUTE),
        }),
      );
    }
    await stack.db.pool.query('UPDATE submissions SET case_counts = $2 WHERE id = $1', [
      rows[0].id,
      JSON.stringify(SAMPLE_CASE_COUNTS),
    ]);
    // Another company's submissions are never in the file.
    const other = await newCompany(stack);
    await seedSubmission(stack.db.pool, other.id, { name: 'Grace Hopper', createdAt: new Date(T0) });
  });
  after(() => stack.close());

  it('is a file to save: CSV in UTF-8 with a byte order mark, every cell quoted, no formula left to run', async () => {
    const res = await getCsv(stack, token);
    assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(res.headers['content-disposition'], /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    assert.equal(res.headers['cache-control'], 'no-store');
    const records = csvRecords(res.text);
    assert.equal(records.length, rows.length);
    const byId = new Map(records.map((r) => [r.id, r]));
    for (const row of rows) {
      const expected = FORMULAS.includes(row.name) ? `'${row.name}` : row.name;
      assert.equal(byId.get(row.id)?.name, expected, JSON.stringify(row.name));
    }
    // The raw text: a formula's cell opens with the quote, and a quote inside a cell is doubled.
    assert.ok(res.text.includes(`"'=HYPERLINK(""http://evil.example"",""Click"")"`));
    assert.ok(!/(^|,|\n)"[=+\-@\t\r]/.test(res.text), 'no cell starts with a formula character');
  });

  it('writes what a hiring manager reads in the list: who, status, times in UTC, overall, holes, similarity', async () => {
    const [header] = parseCsv((await getCsv(stack, token)).text);
    assert.deepEqual(header, [
      'id',
      'name',
      'email',
      'status',
      'test',
      'attempt',
      'created_at',
      'submitted_at',
      'processing_finished_at',
      'overall',
      'overall_max',
      'hole_1',
      'hole_1_correct',
      'hole_2',
      'hole_2_correct',
      'hole_3',
      'hole_3_correct',
      'similarity_highest',
    ]);
    const records = csvRecords((await getCsv(stack, token)).text);
    const analyzed = records.find((r) => r.id === rows[0].id)!;
    const listed = (await stack.http.get(`/v1/playback/${rows[0].id}`).set(bearer(token)).expect(200)).body;
    const [overall, max] = /Overall:\s*(\d+)\s*\/\s*(\d+)/.exec(listed.scorecard.summary)!.slice(1);
    assert.deepEqual(analyzed, {
      id: rows[0].id,
      name: `'${rows[0].name}`,
      email: rows[0].email,
      status: 'analyzed',
      test: '1',
      attempt: '1',
      created_at: listed.created_at,
      submitted_at: listed.submitted_at,
      processing_finished_at: listed.processing_finished_at,
      overall,
      overall_max: max,
      hole_1: String(SAMPLE_ROUND.holes[0]),
      hole_1_correct: 'false',
      hole_2: String(SAMPLE_ROUND.holes[1]),
      hole_2_correct: 'true',
      hole_3: String(SAMPLE_ROUND.holes[2]),
      // A prose answer: no program ran.
      hole_3_correct: '',
      similarity_highest: '',
    });
    const draft = records.find((r) => r.id === rows[1].id)!;
    assert.deepEqual(
      [draft.status, draft.submitted_at, draft.processing_finished_at, draft.overall, draft.hole_1_correct],
      ['draft', '', '', '', ''],
    );
    assert.match(draft.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("keeps the list's search, filters, sort and order; page and per_page do not narrow it", async () => {
    const queries = [
      'sort=created_at&order=desc',
      'sort=name&order=asc',
      'sort=submitted_at&order=asc',
      'sort=overall&order=desc&status=analyzed,draft',
      'search=grace&sort=email&order=asc',
      'search=%22&sort=status&order=desc',
      `test=false&from=${new Date(T0 + 2 * MINUTE).toISOString()}&to=${new Date(T0 + 6 * MINUTE).toISOString()}`,
    ];
    for (const query of queries) {
      const listed = await allPages(stack, token, `${query}&per_page=100`);
      const exported = csvRecords((await getCsv(stack, token, query)).text).map((r) => r.id);
      assert.deepEqual(exported, listed, query);
      const paged = csvRecords((await getCsv(stack, token, `${query}&page=2&per_page=3`)).text).map((r) => r.id);
      assert.deepEqual(paged, listed, `${query}, page 2 of 3`);
    }
  });

  it('answers a bad query or a missing token as the list does, with the JSON error body', async () => {
    const bad = await stack.http.get('/v1/playback.csv?sort=salary').set(bearer(token));
    assert.equal(bad.status, 422);
    assert.equal(bad.body.error, 'validation_failed');
    assert.deepEqual(
      bad.body.details.map((d: { path: string }) => d.path),
      ['sort'],
    );
    const anonymous = await stack.http.get('/v1/playback.csv');
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.error, 'token_expired');
  });

  it('streams 50,000 submissions in the memory of one batch, which does not grow with the rows', async () => {
    const gc = collector();
    const server: Server = createServer(stack.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const small = await bulkCompany(stack, 1_000);
      const large = await bulkCompany(stack, 50_000);
      const measured = [];
      for (const { token: bulkToken, size } of [small, large]) {
        const run = await measureExport(port, bulkToken, Math.max(250, size / 10), gc);
        assert.equal(run.rows, size);
        measured.push(run);
        const mib = (bytes: number) => (bytes / MIB).toFixed(1);
        console.log(
          `      ${size.toLocaleString('en-US')} rows: ${mib(run.bytes)} MiB in ${run.seconds.toFixed(1)} s ` +
            `(${Math.round(size / run.seconds).toLocaleString('en-US')} rows/s, ${run.rssGrowth.length} garbage ` +
            `collections on the way); heap held at most ${mib(Math.max(...run.heapGrowth))} MiB over the start; ` +
            `RSS over the start at each tenth: ${run.rssGrowth.map(mib).join(', ')} MiB`,
        );
      }
      const [, many] = measured;
      const mostHeld = (samples: number[]) => Math.max(...samples);
      // Holding the rows would hold at least the file's text (10 MiB), and each row as an object several times that.
      assert.ok(many.bytes > 8 * MIB, `the large file is ${many.bytes} bytes`);
      assert.ok(mostHeld(many.heapGrowth) < 6 * MIB, `50,000 rows held ${many.heapGrowth} bytes at the tenths`);
      // Nor does what it holds grow as the rows go by: the second half holds what the first did.
      const [firstHalf, secondHalf] = [many.heapGrowth.slice(0, 5), many.heapGrowth.slice(5)];
      assert.ok(
        mostHeld(secondHalf) < mostHeld(firstHalf) + 2 * MIB,
        `the heap held ${firstHalf} bytes over the first half, ${secondHalf} over the second`,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('stops reading when the client goes away mid-file, every pooled connection given back', async () => {
    const server: Server = createServer(stack.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const pool = stack.db.pool;
    const exportQueries: string[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    // Counts the walk's batch queries (the only ones naming cursor_key) while the rest pass through.
    pool.query = ((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('cursor_key')) exportQueries.push(args[0]);
      return query(...args);
    }) as typeof pool.query;
    try {
      const { token: bulkToken, size } = await bulkCompany(stack, 20_000);
      const res = await new Promise<IncomingMessage>((resolve, reject) =>
        get({ host: '127.0.0.1', port, path: '/v1/playback.csv', headers: bearer(bulkToken) }, resolve).on(
          'error',
          reject,
        ),
      );
      assert.equal(res.statusCode, 200);
      await new Promise((resolve) => res.once('data', resolve));
      const closed = new Promise((resolve) => res.socket.once('close', resolve));
      res.destroy();
      await closed;
      await eventually('every pooled connection idle again', async () => pool.idleCount === pool.totalCount);
      const readByThen = exportQueries.length;
      // A walk that went on would read a batch per 1,000 rows; give it the time of a few.
      await pause(1_000);
      assert.equal(exportQueries.length, readByThen, 'no batch read after the connection closed');
      assert.ok(readByThen < size / 1_000, `read ${readByThen} batches of ${size / 1_000} before stopping`);
      assert.equal(pool.waitingCount, 0);
    } finally {
      pool.query = query as typeof pool.query;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** A company of `size` analyzed submissions, inserted in one statement; its token. */
async function bulkCompany(stack: TestStack, size: number) {
  const company = await newCompany(stack);
  await stack.db.pool.query(
    `INSERT INTO submissions (id, company_id, sheet_id, email, name, holes, variations, attempt, status, test,
       scorecard, case_counts, created_at, submitted_at, processing_started_at, processing_finished_at)
     SELECT substr(md5($1 || g), 1, 24), $1, 1, 'bulk' || g || '@example.test', 'Bulk Candidate ' || g,
            '{12,47,93}', '{B,D,A}', 1, 'analyzed', 0, $3::jsonb, $4::jsonb,
            t, t + interval '30 minutes', t + interval '31 minutes', t + interval '33 minutes'
       FROM generate_series(1, $2::int) g
      CROSS JOIN LATERAL (SELECT $5::timestamptz + g * interval '1 second' AS t) at`,
    [
      company.id,
      size,
      JSON.stringify({ summary: 'Solid work on the first two; the prose answer is thin.\nOverall: 27/40' }),
      JSON.stringify(SAMPLE_CASE_COUNTS),
      new Date(T0),
    ],
  );
  // The statistics autovacuum keeps of a table grown this large: without them the planner sorts every batch.
  await stack.db.pool.query('ANALYZE submissions');
  return { size, token: (await login(stack, company)).access_token };
}

/**
 * Downloads the export over HTTP, reading it as it comes without keeping it; every `every` rows it
 * collects garbage and notes what the process holds (the API serves it from this process).
 */
async function measureExport(port: number, token: string, every: number, gc: () => void) {
  gc();
  const heapAtStart = process.memoryUsage().heapUsed;
  const rssAtStart = process.memoryUsage().rss;
  const started = performance.now();
  const res = await new Promise<IncomingMessage>((resolve, reject) =>
    get({ host: '127.0.0.1', port, path: '/v1/playback.csv', headers: bearer(token) }, resolve).on('error', reject),
  );
  assert.equal(res.statusCode, 200);
  let lines = 0;
  let bytes = 0;
  const heapGrowth: number[] = [];
  const rssGrowth: number[] = [];
  let nextLook = every;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    if (lines >= nextLook) {
      nextLook += every;
      gc();
      const { heapUsed, rss } = process.memoryUsage();
      heapGrowth.push(heapUsed - heapAtStart);
      rssGrowth.push(rss - rssAtStart);
    }
  }
  return { rows: lines - 1, bytes, seconds: (performance.now() - started) / 1000, heapGrowth, rssGrowth };
}
