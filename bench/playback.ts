import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Scorecard } from '../scoring/scorecard/scorecard-schema';
import { migrate } from '../db/migrate';
import { listPlayback, PLAYBACK_SORTS, type PlaybackListOptions } from '../db/playback';
import { createPool, type Pool } from '../db/pool';
import { systemClock } from '../lib/clock';
import { createCompany } from '../scripts/operator/companies';
import { startEmbeddedPostgres } from '../scripts/services/postgres';
import { SAMPLE_ROUND, sampleScorecard, sampleShots } from '../test/support/submissions';
import { csvExportRow } from './playback-export';
import type { BenchRow } from './table';

const SMALL = 1_000;
const LARGE = 1_000_000;
const OTHER_COMPANIES = 2;
const OTHER_ROWS = 5_000;
const BATCH = 100_000;
const RUNS = 20;
const PER_PAGE = 20;

/** A surname of the generated population (3 syllables of 24: about 1 candidate in 14,000 has it). */
const SURNAME_SEARCH = 'dorvisan';
/** A fragment a quarter of all e-mails contain: more matches than a search counts. */
const BROAD_SEARCH = 'example.com';
/** Two letters, too short for a trigram, that no one has: found through the pairs' index. */
const RARE_PAIR_SEARCH = 'xq';
/** Two letters a sixth of the candidates have (a syllable): found by walking the sort index. */
const COMMON_PAIR_SEARCH = 'ka';

/**
 * Rows g = lo..hi of one company, generated in the server: realistic names (a first name and a
 * surname of three syllables, a few with apostrophes and accents), e-mails, a lifecycle mix
 * (3% draft, 2% submitted, 1% processing, 94% analyzed) with the timestamps of each step,
 * created a minute apart. Every row has the sample round's shots; analyzed rows the engine's full
 * scorecard one time in 20, and otherwise a compact one (the same card, scoring one dimension
 * per evaluator), which keeps the 1M-row table near 2 GB instead of 6.
 */
const SEED_SQL = `
INSERT INTO submissions (id, company_id, sheet_id, email, name, holes, variations, attempt, status, test, message,
  shots, scorecard, created_at, submitted_at, processing_started_at, processing_finished_at,
  candidate_emailed_at, company_emailed_at, webhook_completed_at)
SELECT substr(md5($1 || ':' || g), 1, 24), $1, $7,
       translate(lower(first), 'ëøéłáí''', 'eoelai') || '.' || translate(lower(last), 'ëøéłáí''', 'eoelai') || (h >> 20) % 100
         || '@' || (ARRAY['example.com', 'mail.example.net', 'corp.example', 'uni.example.edu'])[1 + (h >> 12) % 4],
       first || ' ' || last, $8, $9, 1 + (h >> 7) % 4 / 3, status, (g % 10 = 0)::int,
       CASE WHEN status <> 'draft' AND h % 3 <> 0 THEN 'Thanks for having me; the second one was fun.' END,
       $6::jsonb,
       CASE WHEN status = 'analyzed' THEN CASE WHEN g % 20 = 0 THEN $4::jsonb ELSE $5::jsonb END END,
       created, submitted, started, finished, finished + interval '1 minute', finished + interval '1 minute',
       finished + interval '2 minutes'
  FROM generate_series($2::int, $3::int) g
 CROSS JOIN LATERAL (SELECT hashint4(g) & 2147483647 AS h) hashed
 CROSS JOIN LATERAL (SELECT
         (ARRAY['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Ken', 'Frances', 'John',
                'Zoë', 'Søren', 'Amélie', 'Łukasz', 'Nadia', 'Ravi', 'Mei', 'Olu', 'Siobhan', 'Tomás'])[1 + (h >> 15) % 20] AS first,
         CASE WHEN h % 50 = 0
              THEN (ARRAY['O''Brien', 'García', 'Nguyen', 'Kowalski', 'Okafor'])[1 + (h >> 6) % 5]
              ELSE initcap(s[1 + h % 24] || s[1 + (h >> 5) % 24] || s[1 + (h >> 10) % 24]) END AS last,
         CASE WHEN h % 100 < 3 THEN 'draft' WHEN h % 100 < 5 THEN 'submitted' WHEN h % 100 < 6 THEN 'processing'
              ELSE 'analyzed' END AS status,
         timestamptz '2024-01-01' + g * interval '1 minute' AS created
       FROM (SELECT ARRAY['ka', 'ro', 'mi', 'len', 'dor', 'ta', 'vi', 'san', 'bel', 'ko', 'ra', 'nu',
                          'fer', 'li', 'mo', 'gan', 'se', 'tor', 'wa', 'chi', 'pe', 'dal', 'ru', 'hen'] AS s) syllables) person
 CROSS JOIN LATERAL (SELECT
         CASE WHEN status <> 'draft' THEN created + (20 + h % 40) * interval '1 minute' END AS submitted,
         CASE WHEN status IN ('processing', 'analyzed') \
THEN created + (20 + h % 40) * interval '1 minute' + interval '4 seconds' END AS started,
         CASE WHEN status = 'analyzed' THEN created + (20 + h % 40) * interval '1 minute' + interval '50 seconds' END AS finished) steps`;

interface Payload {
  full: string;
  compact: string;
  shots: string;
}

/** The sample scorecard with each evaluator keeping correctness only, and one sentence of each text. */
function compactScorecard(card: Scorecard): Scorecard {
  const sentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  const holes = Object.fromEntries(
    Object.entries(card.holes).map(([id, hole]) => [
      id,
      Object.fromEntries(
        (['first', 'second', 'third'] as const).map((slot) => {
          const r = hole[slot];
          return [
            slot,
            {
              personality: r.personality,
              correctness: { score: r.correctness!.score, commentary: sentence(r.correctness!.commentary) },
              feedback: sentence(r.feedback),
            },
          ];
        }),
      ),
    ]),
  );
  return Scorecard.parse({ ...card, holes, summary: card.summary.split('\n').at(-1) });
}

/** Inserts rows from..to in batches, two at a time (one per core). */
async function seed(pool: Pool, companyId: string, from: number, to: number, payload: Payload): Promise<void> {
  let next = from;
  const worker = async () => {
    while (next <= to) {
      const lo = next;
      next += BATCH;
      await pool.query(SEED_SQL, [
        companyId,
        lo,
        Math.min(to, lo + BATCH - 1),
        payload.full,
        payload.compact,
        payload.shots,
        SAMPLE_ROUND.sheetId,
        SAMPLE_ROUND.holes,
        SAMPLE_ROUND.variations,
      ]);
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * A bulk load as an operator would run it: the secondary indexes of submissions dropped, the rows
 * inserted, the same indexes (read back from the catalog) built again, then VACUUM ANALYZE.
 */
async function bulkSeed(pool: Pool, companyId: string, from: number, to: number, payload: Payload): Promise<void> {
  const { rows: indexes } = await pool.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE tablename = 'submissions' AND indexname <> 'submissions_pkey'`,
  );
  for (const index of indexes) await pool.query(`DROP INDEX ${index.name}`);
  await seed(pool, companyId, from, to, payload);
  const client = await pool.connect();
  try {
    await client.query(`SET maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(index.definition);
  } finally {
    client.release();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The p50 wall time of `runs` calls, after 3 warm-up calls. */
async function p50(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** What a case's list options depend on: the company's size, and a term only its first row matches. */
interface Context {
  size: number;
  oneRow: string;
}

interface Case {
  label: string;
  options: (context: Context) => PlaybackListOptions;
  /** Held to GOAL_MS at 1M; FIRST_PAGE and SURNAME keep goals of their own. */
  everyCase?: boolean;
}

const GOAL_MS = 100;
const lastOffset = (size: number) => (Math.ceil(size / PER_PAGE) - 1) * PER_PAGE;
const middleOffset = (size: number) => Math.floor(size / 2 / PER_PAGE) * PER_PAGE;
const newestFirst = { sort: 'created_at', order: 'desc', limit: PER_PAGE } as const;

const PAGES = [
  ['first', () => 0],
  ['middle', middleOffset],
  ['last', lastOffset],
] as const;

/** The first, middle and last page in every sort and order. */
const PAGE_CASES: Case[] = PLAYBACK_SORTS.flatMap((sort) =>
  (['asc', 'desc'] as const).flatMap((order) =>
    PAGES.map(([where, offset]) => ({
      label: `${where} page, ${sort} ${order}`,
      options: ({ size }: Context) => ({ sort, order, limit: PER_PAGE, offset: offset(size) }),
      everyCase: true,
    })),
  ),
);

const searchCase = (label: string, search: (context: Context) => string): Case => ({
  label: `search ${label}, page 1`,
  options: (context) => ({ ...newestFirst, offset: 0, search: search(context) }),
  everyCase: true,
});

const SEARCH_CASES: Case[] = [
  searchCase('for one row (its e-mail)', ({ oneRow }) => oneRow),
  searchCase(`"${BROAD_SEARCH}" (1 in 4)`, () => BROAD_SEARCH),
  searchCase(`"${COMMON_PAIR_SEARCH}" (two letters, 1 in 6)`, () => COMMON_PAIR_SEARCH),
  searchCase(`"${RARE_PAIR_SEARCH}" (two letters, none)`, () => RARE_PAIR_SEARCH),
];

const FIRST_PAGE: Case = { label: 'page 1 (created_at desc)', options: () => ({ ...newestFirst, offset: 0 }) };
const SURNAME: Case = {
  label: `search "${SURNAME_SEARCH}", page 1`,
  options: () => ({ ...newestFirst, offset: 0, search: SURNAME_SEARCH }),
};

const filterCase = (label: string, options: Partial<PlaybackListOptions>): Case => ({
  label: `${label}, page 1`,
  options: () => ({ ...newestFirst, offset: 0, ...options }),
  everyCase: true,
});

/** The list's filters: common and rare statuses, the test rounds, one day, and a filter with a search. */
const FILTER_CASES: Case[] = [
  filterCase('status analyzed (94%)', { filters: { statuses: ['analyzed'] } }),
  filterCase('status processing (1%)', { filters: { statuses: ['processing'] } }),
  filterCase('test rounds (1 in 10)', { filters: { test: true } }),
  filterCase('one day started (1,440)', {
    filters: { from: new Date('2024-03-01T00:00:00Z'), to: new Date('2024-03-02T00:00:00Z') },
  }),
  filterCase(`analyzed, search "${SURNAME_SEARCH}"`, { filters: { statuses: ['analyzed'] }, search: SURNAME_SEARCH }),
];

const CASES: Case[] = [FIRST_PAGE, SURNAME, ...PAGE_CASES, ...SEARCH_CASES, ...FILTER_CASES];

interface Measured {
  ms: number;
  total: number;
  capped: boolean;
}

/** The e-mail of the company's first submission, which no other of its 1M has (the bench checks). */
async function firstEmail(pool: Pool, companyId: string): Promise<string> {
  const { rows } = await pool.query<{ email: string }>(
    'SELECT email FROM submissions WHERE company_id = $1 ORDER BY created_at LIMIT 1',
    [companyId],
  );
  return rows[0].email;
}

/** Each case's p50 on the company's `size` rows, after checking its first answer. */
async function measure(pool: Pool, companyId: string, context: Context): Promise<Map<Case, Measured>> {
  // Sets the visibility map, so that the sort indexes skip rows without reading the table.
  await pool.query('VACUUM ANALYZE submissions');
  const results = new Map<Case, Measured>();
  for (const c of CASES) {
    const options = c.options(context);
    const page = await listPlayback(pool, companyId, options);
    const full = Math.min(PER_PAGE, context.size - options.offset);
    if (!options.search && !options.filters && (page.total !== context.size || page.rows.length !== full)) {
      throw new Error(`${c.label}: got ${page.rows.length} rows of ${page.total}, expected ${full} of ${context.size}`);
    }
    if (options.search === context.oneRow && (page.total !== 1 || page.capped)) {
      throw new Error(`${c.label}: "${context.oneRow}" matches ${page.total} rows, not one`);
    }
    const ms = await p50(() => listPlayback(pool, companyId, options));
    results.set(c, { ms, total: page.total, capped: page.capped });
  }
  return results;
}

const isSearch = (c: Case) => c === SURNAME || SEARCH_CASES.includes(c) || FILTER_CASES.includes(c);
const matches = (m: Measured) => `${m.capped ? 'at least ' : ''}${m.total} match${m.total === 1 ? '' : 'es'}`;

/** The rows: every case at 1M against the same case at 1k, held to GOAL_MS. */
function everyCaseRows(small: Map<Case, Measured>, large: Map<Case, Measured>): BenchRow[] {
  return CASES.filter((c) => c.everyCase).map((c) => {
    const [a, b] = [small.get(c)!, large.get(c)!];
    return {
      bench: 'playback',
      name: `${c.label} at 1M`,
      value: b.ms,
      unit: 'ms',
      anchor: { name: 'the same at 1k', value: a.ms, unit: 'ms' },
      ratio: b.ms / a.ms,
      goal: `< ${GOAL_MS} ms`,
      met: b.ms < GOAL_MS,
      ...(isSearch(c) ? { detail: matches(b) } : {}),
    };
  });
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/**
 * `npm run bench -- playback`: the playback list through db/playback.ts at 1k and at 1M
 * submissions of one company (beside 2 × 5k of other companies), on a throwaway embedded Postgres.
 * Rows are generated by INSERT ... SELECT generate_series inside the server.
 */
export async function run(): Promise<BenchRow[]> {
  const started = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'playback-bench-'));
  chmodSync(dir, 0o755); // as root, Postgres runs as its own user and must reach its data
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), database: 'bench' });
  const pool = createPool(db.url, 2);
  try {
    await migrate(db.url);
    const card = await sampleScorecard();
    const payload: Payload = {
      full: JSON.stringify(card),
      compact: JSON.stringify(compactScorecard(card)),
      shots: JSON.stringify(sampleShots()),
    };
    const company = async (n: number) =>
      (
        await createCompany(pool, systemClock, {
          name: `Bench ${n}`,
          email: `bench-${n}@example.test`,
          password: 'bench-password',
        })
      ).id;

    for (let n = 1; n <= OTHER_COMPANIES; n++) await seed(pool, await company(n), 1, OTHER_ROWS, payload);
    const main = await company(0);
    await seed(pool, main, 1, SMALL, payload);
    const oneRow = await firstEmail(pool, main);
    const small = await measure(pool, main, { size: SMALL, oneRow });

    console.log(`measured at ${SMALL}; seeding ${LARGE - SMALL} more rows (a few minutes)`);
    let t = performance.now();
    await bulkSeed(pool, main, SMALL + 1, LARGE, payload);
    const seeded = seconds(t);
    t = performance.now();
    const large = await measure(pool, main, { size: LARGE, oneRow });
    const exportRow = await csvExportRow(pool, main);
    const { rows } = await pool.query<{ size: string }>(
      'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
    );

    console.log(
      `one company at ${SMALL} and at ${LARGE} submissions (+${OTHER_COMPANIES} × ${OTHER_ROWS} of others); ` +
        `p50 of ${RUNS} runs, per_page ${PER_PAGE}; the one row: "${oneRow}"`,
    );
    console.log(`${'case'.padEnd(56)}${'1k'.padStart(11)}${'1M'.padStart(11)}${'ratio'.padStart(8)}   at 1M`);
    for (const c of CASES) {
      const [a, b] = [small.get(c)!, large.get(c)!];
      const ms = (x: number) => `${x.toFixed(2)} ms`.padStart(11);
      const found = isSearch(c) ? matches(b) : '';
      console.log(`${c.label.padEnd(56)}${ms(a.ms)}${ms(b.ms)}${(b.ms / a.ms).toFixed(2).padStart(8)}   ${found}`);
    }
    console.log(
      `seeding ${LARGE - SMALL} rows and rebuilding the indexes: ${seeded}; measuring at 1M: ${seconds(t)}; ` +
        `database: ${rows[0].size}; whole run: ${seconds(started)}`,
    );
    const [firstPage, surname] = [FIRST_PAGE, SURNAME].map((c) => ({
      label: c.label,
      a: small.get(c)!,
      b: large.get(c)!,
    }));
    return [
      {
        bench: 'playback',
        name: `${firstPage.label} at 1M`,
        value: firstPage.b.ms,
        unit: 'ms',
        anchor: { name: `${firstPage.label} at 1k`, value: firstPage.a.ms, unit: 'ms' },
        ratio: firstPage.b.ms / firstPage.a.ms,
        goal: '<= 2',
        met: firstPage.b.ms / firstPage.a.ms <= 2,
        detail: `p50 of ${RUNS} runs, per_page ${PER_PAGE}`,
      },
      {
        bench: 'playback',
        name: `${surname.label} at 1M`,
        value: surname.b.ms,
        unit: 'ms',
        goal: '< 50 ms',
        met: surname.b.ms < 50,
        detail: `${matches(surname.b)}; ${surname.a.ms.toFixed(2)} ms at 1k`,
      },
      exportRow,
      ...everyCaseRows(small, large),
    ];
  } finally {
    await pool.end();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
