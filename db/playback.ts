import { inTransaction, type Pool, type Queryable } from './pool';
import type { SubmissionRecord } from './submissions';

export const PLAYBACK_SORTS = [
  'created_at',
  'submitted_at',
  'processing_started_at',
  'processing_finished_at',
  'email',
  'status',
] as const;
export type PlaybackSort = (typeof PLAYBACK_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/**
 * The SQL key of each sort, exactly as its (company_id, key, id) index spells it (migration
 * 1763800000005). Plain ASC/DESC: a missing timestamp sorts after every time, so it comes last
 * ascending and first descending, and a backward index scan serves the other direction.
 */
const SORT_KEYS: Record<PlaybackSort, string> = {
  created_at: 'created_at',
  submitted_at: 'submitted_at',
  processing_started_at: 'processing_started_at',
  processing_finished_at: 'processing_finished_at',
  email: 'lower(email) COLLATE "C"',
  status: 'submission_status_rank(status)',
};

/** A submission as playback shows it in the list. */
export type PlaybackRecord = Omit<SubmissionRecord, 'company_id' | 'variations' | 'personalities' | 'case_seed'> & {
  /** The highest score of its shots' matches (db/similarity.ts); null without one. */
  similarity_highest: number | null;
};

/** The detail also reads the variation letters, only to pick the course entries; they are never shown. */
export interface PlaybackDetailRecord extends PlaybackRecord {
  variations: string[];
}

const COLUMNS = `s.id, s.sheet_id, s.email, s.name, s.holes, s.attempt, s.status, s.test, s.message, s.shots, s.scorecard,
  s.created_at, s.submitted_at, s.processing_started_at, s.processing_finished_at,
  s.candidate_emailed_at, s.company_emailed_at, s.webhook_completed_at, s.failure,
  (SELECT max(m.score) FROM similarity_matches m WHERE m.submission_id = s.id) AS similarity_highest`;

export interface PlaybackListOptions {
  sort: PlaybackSort;
  order: SortOrder;
  /** A case-insensitive substring of the e-mail or the name; every character is literal. */
  search?: string;
  offset: number;
  limit: number;
}

export interface PlaybackPage {
  total: number;
  rows: PlaybackRecord[];
}

/**
 * One page of a company's submissions, and how many there are (that match the search) in all. The
 * total and the page are read in one snapshot, so they agree under concurrent writes.
 */
export async function listPlayback(pool: Pool, companyId: string, options: PlaybackListOptions): Promise<PlaybackPage> {
  // One read-only snapshot, so that the total and its page agree under concurrent writes.
  return inTransaction(
    pool,
    async (tx) => {
      const size = await companySize(tx, companyId);
      if (!options.search) return { total: size, rows: await readPage(tx, companyId, options, size) };
      const pattern = `%${escapeLike(options.search)}%`;
      const total = await countMatches(tx, companyId, pattern);
      // Matches spread over the list are met soon when walking the sort index and skipping the
      // others: about (position × size / total) rows in. When that would pass more rows than there
      // are matches, collecting the matches through the trigram index and sorting them is cheaper.
      const position = Math.min(options.offset, Math.max(0, total - options.offset - options.limit)) + options.limit;
      const walk = position * size <= total * total;
      return { total, rows: await readPage(tx, companyId, options, total, { pattern, collect: !walk }) };
    },
    SNAPSHOT,
  );
}

const SNAPSHOT = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';

async function companySize(db: Queryable, companyId: string): Promise<number> {
  const { rows } = await db.query<{ total: string }>(
    'SELECT all_submissions AS total FROM company_counts WHERE company_id = $1',
    [companyId],
  );
  return Number(rows[0]?.total ?? 0);
}

async function countMatches(db: Queryable, companyId: string, pattern: string): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM submissions WHERE company_id = $1 AND ${MATCHES}`,
    [companyId, pattern],
  );
  return rows[0].total;
}

/**
 * The page at `offset` of a list of `total`, read from whichever end is nearer (reversed when read
 * from the end): the last page costs what the first does. The page's ids are found along the sort
 * index, which skips the rows before it without reading them (index-only); only the rows shown are
 * read in full. With a search, `collect` first gathers every match instead (see listPlayback).
 */
async function readPage(
  tx: Queryable,
  companyId: string,
  options: Pick<PlaybackListOptions, 'sort' | 'order' | 'offset' | 'limit'>,
  total: number,
  search?: { pattern: string; collect: boolean },
): Promise<PlaybackRecord[]> {
  const count = Math.min(options.limit, total - options.offset);
  if (count <= 0) return [];
  const after = total - options.offset - count;
  const fromEnd = after < options.offset;
  const dir = (options.order === 'asc') !== fromEnd ? 'ASC' : 'DESC';

  const params: unknown[] = [companyId];
  if (search) params.push(search.pattern);
  params.push(count, fromEnd ? after : options.offset);
  const window = `ORDER BY k ${dir}, id ${dir} LIMIT $${params.length - 1} OFFSET $${params.length}`;
  const filter = search ? `company_id = $1 AND ${MATCHES}` : 'company_id = $1';
  const selectKeys = `SELECT id, ${SORT_KEYS[options.sort]} AS k FROM submissions WHERE ${filter}`;
  // MATERIALIZED keeps the planner from walking the sort index in search of a few rare matches.
  const page = search?.collect
    ? `(WITH matches AS MATERIALIZED (${selectKeys}) SELECT id, k FROM matches ${window})`
    : `(${selectKeys} ${window})`;
  const { rows } = await tx.query<PlaybackRecord>(
    `SELECT ${COLUMNS} FROM ${page} page JOIN submissions s ON s.id = page.id ORDER BY page.k ${dir}, page.id ${dir}`,
    params,
  );
  return fromEnd ? rows.reverse() : rows;
}

/** $2 is the LIKE pattern; both sides are lower-cased, so the match ignores case (Unicode too). */
const MATCHES = `(lower(email) LIKE lower($2) ESCAPE '\\' OR lower(name) LIKE lower($2) ESCAPE '\\')`;

/** The text as a LIKE pattern that matches only itself: `%`, `_` and `\` lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One submission of the company, or undefined when it has none of that id. */
export async function findPlayback(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<PlaybackDetailRecord | undefined> {
  const { rows } = await db.query<PlaybackDetailRecord>(
    `SELECT ${COLUMNS}, s.variations FROM submissions s WHERE s.company_id = $1 AND s.id = $2`,
    [companyId, id],
  );
  return rows[0];
}
