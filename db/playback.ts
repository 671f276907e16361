import { inTransaction, type Pool, type Queryable } from './pool';
import type { SubmissionRecord } from './submissions';

export const PLAYBACK_SORTS = [
  'created_at',
  'submitted_at',
  'processing_started_at',
  'processing_finished_at',
  'email',
  'name',
  'status',
  'overall',
] as const;
export type PlaybackSort = (typeof PLAYBACK_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/**
 * The SQL key of each sort, exactly as its (company_id, key, id) index spells it (migrations
 * 1763800000005 and 1763800000024). Plain ASC/DESC: a missing timestamp sorts after every time, so
 * it comes last ascending and first descending, and a backward index scan serves the other direction.
 */
export const SORT_KEYS: Record<PlaybackSort, string> = {
  created_at: 'created_at',
  submitted_at: 'submitted_at',
  processing_started_at: 'processing_started_at',
  processing_finished_at: 'processing_finished_at',
  email: 'lower(email) COLLATE "C"',
  name: 'lower(name) COLLATE "C"',
  status: 'submission_status_rank(status)',
  // The fraction of the maximum the scorecard's "Overall: X/Y" gives; -1 unscored (migration 1763800000024).
  overall: 'overall_fraction',
};

/** A submission as playback shows it in the list. */
export type SubmissionListRecord = Omit<
  SubmissionRecord,
  'company_id' | 'variations' | 'personalities' | 'case_seed' | 'deadline_at' | 'clock_started_at'
> & {
  /** The highest score of its shots' matches (db/similarity.ts); null without one. */
  similarity_highest: number | null;
};

/** The detail also reads the variation letters, only to pick the course entries; they are never shown. */
export interface SubmissionDetailRecord extends SubmissionListRecord {
  variations: string[];
}

/** The columns of a SubmissionListRecord, `s` the submission's row. */
export const SUBMISSION_LIST_COLUMNS = `s.id, s.sheet_id, s.email, s.name, s.holes, s.attempt, s.status, s.test, s.message, s.shots,
  s.scorecard, s.case_counts,
  s.created_at, s.submitted_at, s.processing_started_at, s.processing_finished_at,
  s.candidate_emailed_at, s.company_emailed_at, s.webhook_completed_at, s.failure, s.time_limit_reached,
  (SELECT max(m.score) FROM similarity_matches m WHERE m.submission_id = s.id) AS similarity_highest`;

export interface PlaybackListOptions {
  sort: PlaybackSort;
  order: SortOrder;
  /** A case-insensitive substring of the e-mail or the name; every character is literal. */
  search?: string;
  /** Conditions a submission must meet too; none given, every submission. */
  filters?: PlaybackFilters;
  offset: number;
  limit: number;
}

/** The list's filters: each one given narrows the list, and they combine (with the search too). */
export interface PlaybackFilters {
  /** One of these statuses. */
  statuses?: readonly string[];
  /** Test rounds only (true) or live rounds only (false). */
  test?: boolean;
  /** Created at or after this instant. */
  from?: Date;
  /** Created before this instant. */
  to?: Date;
}

export interface PlaybackPage {
  /** How many submissions there are (that match the search); with `capped`, at least this many. */
  total: number;
  /** A search that matches more than it counted: `total` is where counting stopped. */
  capped: boolean;
  rows: SubmissionListRecord[];
}

/** How far a search goes before it settles (see narrowedPage); tests lower them to reach each path with a few rows. */
export interface SearchLimits {
  /**
   * Matches counted at most, or up to one past the page where that is further: the exact count of a
   * term many rows contain would read every one of them. Past it, `total` is a lower bound.
   */
  countCap: number;
  /** Rows a probe for a pair of characters reads for each match it looks for. */
  probeRowsPerMatch: number;
  /** Rows the walk of a capped search reads for each match counted before it gathers them all instead. */
  walkRowsPerMatch: number;
}

export const SEARCH_LIMITS: SearchLimits = { countCap: 1000, probeRowsPerMatch: 10, walkRowsPerMatch: 10 };

/**
 * One page of a company's submissions, and how many there are (that match the search) in all. The
 * total and the page are read in one snapshot, so they agree under concurrent writes.
 */
export async function listPlayback(
  pool: Pool,
  companyId: string,
  options: PlaybackListOptions,
  limits = SEARCH_LIMITS,
): Promise<PlaybackPage> {
  return inTransaction(
    pool,
    async (tx) => {
      const size = await companySize(tx, companyId);
      // A parallel plan would hand every row a deep page skips from process to process.
      await tx.query('SET LOCAL max_parallel_workers_per_gather = 0');
      if (!options.search && !isFiltered(options.filters)) {
        return { total: size, capped: false, rows: await readPage(tx, companyId, options, size) };
      }
      return narrowedPage(tx, companyId, options, size, limits);
    },
    SNAPSHOT,
  );
}

const isFiltered = (filters: PlaybackFilters = {}) => Object.values(filters).some((value) => value !== undefined);

const SNAPSHOT = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';

async function companySize(db: Queryable, companyId: string): Promise<number> {
  const { rows } = await db.query<{ total: string }>(
    'SELECT all_submissions AS total FROM company_counts WHERE company_id = $1',
    [companyId],
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * A search's or a filter's page and its total. Up to `bound` matches (the count cap, or one past
 * the page) are gathered, through an index where the term is rare; fewer than that are all of them,
 * sorted for the page, and the total is exact. A term or filter that reaches the bound is common:
 * walking the sort index and testing each row meets the page's matches soon, and they are not
 * counted further (`capped`). Should the walk read its budget of rows without filling the page (the
 * matches lie far along the list), every match is gathered after all.
 */
async function narrowedPage(
  tx: Queryable,
  companyId: string,
  options: PlaybackListOptions,
  size: number,
  limits: SearchLimits,
): Promise<PlaybackPage> {
  const { search, filters } = options;
  const within = (filter: Filter) => narrowed(filter, filters);
  const bound = Math.max(limits.countCap, options.offset + options.limit + 1);
  const gather = search
    ? await gatherFilter(tx, companyId, search, filters, bound, limits.probeRowsPerMatch * bound, size)
    : EVERY;
  if (gather) {
    const gathered = await gatherPage(tx, companyId, options, within(gather), bound);
    if (gathered.total < bound) return { ...gathered, capped: false };
  }
  const walk = { filter: within(search ? scanning(search) : EVERY), budget: limits.walkRowsPerMatch * bound };
  const rows = await readPage(tx, companyId, options, undefined, walk);
  if (rows.length === options.limit) return { total: bound, capped: true, rows };
  const every = within(search ? (throughIndex(search) ?? scanning(search)) : EVERY);
  return { ...(await gatherPage(tx, companyId, options, every)), capped: false };
}

/** A condition on a submission in SQL, its parameters `$2`, `$3`, … in the order of `params`. */
interface Filter {
  sql: string;
  params: unknown[];
}

/** No condition: a list narrowed by its filters alone. */
export const EVERY: Filter = { sql: 'TRUE', params: [] };

/** `filter` and the list's filters, their parameters numbered on after its own. */
export function narrowed(filter: Filter, filters: PlaybackFilters = {}): Filter {
  const params = [...filter.params];
  const conditions = [filter.sql];
  const where = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length + 1}`));
  };
  if (filters.statuses) where((p) => `status = ANY(${p}::text[])`, filters.statuses);
  if (filters.test !== undefined) where((p) => `test = ${p}`, filters.test ? 1 : 0);
  if (filters.from) where((p) => `created_at >= ${p}`, filters.from);
  if (filters.to) where((p) => `created_at < ${p}`, filters.to);
  return { sql: conditions.join(' AND '), params };
}

/** The placeholder of the `n`th parameter (from 0) after `$1` (the company) and the filter's. */
const placeholderAfter = (filter: Filter, n: number) => `$${filter.params.length + 2 + n}`;

/** $2 as a case-insensitive literal substring of the e-mail or the name. No index serves it. */
const CONTAINS = '(strpos(lower(email), lower($2)) > 0 OR strpos(lower(name), lower($2)) > 0)';

/** The term tested on each row as it is read: along the sort index, in a probe, or for a single character. */
export const scanning = (term: string): Filter => ({ sql: CONTAINS, params: [term] });

/** The same rows, which the planner can find through pg_trgm's index: a term of three characters or more. */
const trigrams = (term: string): Filter => ({
  sql: `(lower(email) LIKE lower($2) ESCAPE '\\' OR lower(name) LIKE lower($2) ESCAPE '\\')`,
  params: [`%${escapeLike(term)}%`],
});

/** The same rows through the index of pairs of characters (migration 1763800000020): a term of two. */
const pairs = (term: string): Filter => ({
  sql: `search_bigrams(email, name) @> ARRAY[lower($2)] AND ${CONTAINS}`,
  params: [term],
});

/** The term's matches through an index, where its length has one. */
export function throughIndex(term: string): Filter | undefined {
  const characters = [...term].length;
  return characters > 2 ? trigrams(term) : characters === 2 ? pairs(term) : undefined;
}

/**
 * How to gather up to `bound` matches of the term (within the filters), or undefined where they are
 * known to be common.
 * From three characters the planner chooses between reading rows until `bound` match (a common
 * term) and the trigram index (a rare one). It would read the pairs' index even for a common pair,
 * and that index whole, so a pair is first looked for in the first `probeRows` rows, and gathered
 * through its index only where it is rare there. A single character has no index: a rare one reads
 * every row of the company.
 */
async function gatherFilter(
  db: Queryable,
  companyId: string,
  term: string,
  filters: PlaybackFilters | undefined,
  bound: number,
  probeRows: number,
  size: number,
): Promise<Filter | undefined> {
  const characters = [...term].length;
  if (characters > 2) return trigrams(term);
  if (characters === 1 || size <= probeRows) return scanning(term);
  // Common only where the term and the filters together match `bound` rows: then there are that many.
  const probe = narrowed(scanning(term), filters);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT FROM (
         SELECT email, name, status, test, created_at FROM submissions WHERE company_id = $1 LIMIT ${placeholderAfter(probe, 1)}
       ) s WHERE ${probe.sql} LIMIT ${placeholderAfter(probe, 0)}
     ) probed`,
    [companyId, ...probe.params, bound, probeRows],
  );
  return rows[0].n < bound ? pairs(term) : undefined;
}

/**
 * The page of the company's rows that pass `filter`, and how many do, up to `bound` (none: all of
 * them). The matches' ids and sort keys are gathered once, counted, and the page's ids taken from
 * them; only the page's rows are then read in full.
 */
async function gatherPage(
  tx: Queryable,
  companyId: string,
  options: Pick<PlaybackListOptions, 'sort' | 'order' | 'offset' | 'limit'>,
  filter: Filter,
  bound?: number,
): Promise<{ total: number; rows: SubmissionListRecord[] }> {
  const dir = options.order === 'asc' ? 'ASC' : 'DESC';
  // MATERIALIZED: gathered once, whatever reads it, and never by walking the sort index in search
  // of a few rare matches.
  const { rows } = await tx.query<{ total: number; ids: string[] }>(
    `WITH matches AS MATERIALIZED (
       SELECT id, ${SORT_KEYS[options.sort]} AS k FROM submissions WHERE company_id = $1 AND ${filter.sql}
        LIMIT ${placeholderAfter(filter, 0)}
     )
     SELECT (SELECT count(*)::int FROM matches) AS total,
            ARRAY(SELECT id FROM matches ORDER BY k ${dir}, id ${dir}
                   LIMIT ${placeholderAfter(filter, 1)} OFFSET ${placeholderAfter(filter, 2)}) AS ids`,
    [companyId, ...filter.params, bound ?? null, options.limit, options.offset],
  );
  return { total: rows[0].total, rows: await readRows(tx, companyId, rows[0].ids) };
}

/** The company's rows of these ids, in their order. */
async function readRows(tx: Queryable, companyId: string, ids: string[]): Promise<SubmissionListRecord[]> {
  if (!ids.length) return [];
  const { rows } = await tx.query<SubmissionListRecord>(
    `SELECT ${SUBMISSION_LIST_COLUMNS} FROM unnest($2::char(24)[]) WITH ORDINALITY AS page (id, n)
       JOIN submissions s ON s.id = page.id AND s.company_id = $1 ORDER BY page.n`,
    [companyId, ids],
  );
  return rows;
}

/** A search's page read along the sort index: see pageKeys. */
interface SearchWalk {
  filter: Filter;
  budget: number;
}

/**
 * The page at `offset` of a list of `total` (unknown: a capped search), read from whichever end is
 * nearer (reversed when read from the end): the last page costs what the first does. Only the rows
 * shown are read in full.
 */
async function readPage(
  tx: Queryable,
  companyId: string,
  options: Pick<PlaybackListOptions, 'sort' | 'order' | 'offset' | 'limit'>,
  total: number | undefined,
  search?: SearchWalk,
): Promise<SubmissionListRecord[]> {
  const count = Math.min(options.limit, (total ?? Infinity) - options.offset);
  if (count <= 0) return [];
  const after = (total ?? Infinity) - options.offset - count;
  const fromEnd = after < options.offset;
  const dir = (options.order === 'asc') !== fromEnd ? 'ASC' : 'DESC';

  const params: unknown[] = [companyId];
  if (search) params.push(...search.filter.params, search.budget);
  params.push(count, fromEnd ? after : options.offset);
  const order = `ORDER BY k ${dir}, id ${dir}`;
  const window = `${order} LIMIT $${params.length - 1} OFFSET $${params.length}`;
  const { rows } = await tx.query<SubmissionListRecord>(
    `SELECT ${SUBMISSION_LIST_COLUMNS} FROM (${pageKeys(SORT_KEYS[options.sort], order, window, search)}) page
       JOIN submissions s ON s.id = page.id ORDER BY page.k ${dir}, page.id ${dir}`,
    params,
  );
  return fromEnd ? rows.reverse() : rows;
}

/**
 * The ids and sort keys of a page ($1 the company, then the filter's parameters and its budget). They
 * are found along the sort index, which skips the rows before the page without reading them
 * (index-only). A search's filter is tested on the way, on `budget` rows at most (the page comes
 * short when they hold too few matches).
 */
function pageKeys(key: string, order: string, window: string, search?: SearchWalk): string {
  if (!search) return `SELECT id, ${key} AS k FROM submissions WHERE company_id = $1 ${window}`;
  return `SELECT id, k FROM (
            SELECT id, ${key} AS k, email, name, status, test, created_at FROM submissions WHERE company_id = $1
             ${order} LIMIT ${placeholderAfter(search.filter, 0)}
          ) walked WHERE ${search.filter.sql} ${window}`;
}

/** The text as a LIKE pattern that matches only itself: `%`, `_` and `\` lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One submission of the company, or undefined when it has none of that id. */
export async function findSubmissionDetail(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<SubmissionDetailRecord | undefined> {
  const { rows } = await db.query<SubmissionDetailRecord>(
    `SELECT ${SUBMISSION_LIST_COLUMNS}, s.variations FROM submissions s WHERE s.company_id = $1 AND s.id = $2`,
    [companyId, id],
  );
  return rows[0];
}
