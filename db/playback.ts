import type { Pool, PoolClient } from 'pg';
import type { Queryable } from './pool';

export const PLAYBACK_SORTS = ['created_at', 'submitted_at', 'processing_started_at', 'processing_finished_at', 'email', 'status'] as const;
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
export interface PlaybackRecord {
  id: string;
  sheet_id: number;
  email: string;
  name: string;
  holes: number[];
  attempt: number;
  status: 'draft' | 'submitted' | 'processing' | 'analyzed';
  test: number;
  message: string | null;
  shots: Record<string, { language: string; code: string }>;
  scorecard: unknown;
  created_at: Date;
  submitted_at: Date | null;
  processing_started_at: Date | null;
  processing_finished_at: Date | null;
  candidate_emailed_at: Date | null;
  company_emailed_at: Date | null;
  webhook_completed_at: Date | null;
}

/** The detail also reads the variation letters, only to pick the course entries; they are never shown. */
export interface PlaybackDetailRecord extends PlaybackRecord {
  variations: string[];
}

const COLUMNS = `s.id, s.sheet_id, s.email, s.name, s.holes, s.attempt, s.status, s.test, s.message, s.shots, s.scorecard,
  s.created_at, s.submitted_at, s.processing_started_at, s.processing_finished_at,
  s.candidate_emailed_at, s.company_emailed_at, s.webhook_completed_at`;

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

/** One page of a company's submissions, and how many there are (that match the search) in all. */
export async function listPlayback(pool: Pool, companyId: string, options: PlaybackListOptions): Promise<PlaybackPage> {
  return options.search === undefined || options.search === ''
    ? inSnapshot(pool, (tx) => listAll(tx, companyId, options))
    : listMatches(pool, companyId, { ...options, search: options.search });
}

/**
 * Without a search, the total is the company's counter and the page is read along its sort
 * index, from whichever end of the list is nearer: the last page costs what the first does.
 * Only pages deep in the middle skip many index entries (without reading their rows).
 */
async function listAll(tx: PoolClient, companyId: string, options: PlaybackListOptions): Promise<PlaybackPage> {
  const { rows: counted } = await tx.query<{ total: string }>('SELECT total FROM submission_counts WHERE company_id = $1', [companyId]);
  const total = Number(counted[0]?.total ?? 0);
  const count = Math.min(options.limit, total - options.offset);
  if (count <= 0) return { total, rows: [] };
  const after = total - options.offset - count;
  if (after >= options.offset) return { total, rows: await readPage(tx, companyId, options.sort, options.order, options.offset, count) };
  const reversed = await readPage(tx, companyId, options.sort, options.order === 'asc' ? 'desc' : 'asc', after, count);
  return { total, rows: reversed.reverse() };
}

/** The ids of the page are found in the sort index alone; only the rows shown are read. */
async function readPage(tx: Queryable, companyId: string, sort: PlaybackSort, order: SortOrder, offset: number, limit: number) {
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  const { rows } = await tx.query<PlaybackRecord>(
    `SELECT ${COLUMNS}
       FROM (SELECT id, ${SORT_KEYS[sort]} AS k FROM submissions WHERE company_id = $1
             ORDER BY k ${dir}, id ${dir} LIMIT $2 OFFSET $3) page
       JOIN submissions s ON s.id = page.id
      ORDER BY page.k ${dir}, page.id ${dir}`,
    [companyId, limit, offset],
  );
  return rows;
}

/**
 * With a search, the matches are found through the trigram index and counted in the same pass that
 * sorts them; a page past the end needs a count of its own.
 */
async function listMatches(pool: Pool, companyId: string, options: PlaybackListOptions & { search: string }): Promise<PlaybackPage> {
  const dir = options.order === 'asc' ? 'ASC' : 'DESC';
  const pattern = `%${escapeLike(options.search)}%`;
  const { rows } = await pool.query<PlaybackRecord & { total: string }>(
    `SELECT ${COLUMNS}, page.total
       FROM (SELECT id, k, count(*) OVER () AS total
               FROM (SELECT id, ${SORT_KEYS[options.sort]} AS k FROM submissions
                      WHERE company_id = $1 AND ${MATCHES}) matches
              ORDER BY k ${dir}, id ${dir} LIMIT $3 OFFSET $4) page
       JOIN submissions s ON s.id = page.id
      ORDER BY page.k ${dir}, page.id ${dir}`,
    [companyId, pattern, options.limit, options.offset],
  );
  if (rows.length) return { total: Number(rows[0].total), rows: rows.map(({ total: _, ...row }) => row) };
  if (options.offset === 0) return { total: 0, rows: [] };
  const { rows: counted } = await pool.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM submissions WHERE company_id = $1 AND ${MATCHES}`,
    [companyId, pattern],
  );
  return { total: counted[0].total, rows: [] };
}

/** $2 is the LIKE pattern; both sides are lower-cased, so the match ignores case (Unicode too). */
const MATCHES = `(lower(email) LIKE lower($2) ESCAPE '\\' OR lower(name) LIKE lower($2) ESCAPE '\\')`;

/** The text as a LIKE pattern that matches only itself: `%`, `_` and `\` lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One submission of the company, or undefined when it has none of that id. */
export async function findPlayback(db: Queryable, companyId: string, id: string): Promise<PlaybackDetailRecord | undefined> {
  const { rows } = await db.query<PlaybackDetailRecord>(
    `SELECT ${COLUMNS}, s.variations FROM submissions s WHERE s.company_id = $1 AND s.id = $2`,
    [companyId, id],
  );
  return rows[0];
}

/** A read-only transaction whose reads all see one snapshot, so that a total and its page agree. */
async function inSnapshot<T>(pool: Pool, fn: (tx: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
