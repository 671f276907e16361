import type { Queryable } from './pool';

/** A hash held by this many stored fingerprints of its variation is common code, left out of comparisons. */
export const COMMON_FROM = 50;
/** Matches scoring below this are not kept: the measured noise between unrelated programs lies under it. */
export const KEPT_FROM = 30;
/** Distinctive (not common) hashes each side of a pair must keep to be compared at all. */
export const MIN_DISTINCTIVE = 8;
/** The stored shots sharing the most distinctive hashes with a new one that are scored exactly. */
const CANDIDATES = 20;
/** Matches kept per hole of a submission, closest first. */
export const MATCHES_KEPT = 10;
/** The first key of the advisory lock that serialises recording per hole (the second is the hole id). */
const LOCK_CLASS = 340_034;

export type FingerprintStatus = 'compared' | 'no_program' | 'too_short';

export interface HoleFingerprint {
  holeId: number;
  status: FingerprintStatus;
  /** Ascending, empty unless compared. */
  hashes: number[];
}

/** A program this many times longer than the other is scored as if it were only this many times longer. */
const SIZE_RATIO = 4;

/** The submission whose shot is compared: who may be matched with it follows from these. */
export interface ComparedSubmission {
  id: string;
  companyId: string;
  /** Its candidate's other rounds are not matches: a second attempt repeats the first. */
  email: string;
  /** A test round is compared with its own company's submissions only. */
  test: boolean;
}

export interface ClosestShot {
  submissionId: string;
  /**
   * 0–100: distinctive hashes shared over the smaller side's distinctive hashes, or over a quarter
   * of the larger side's where that is more, so that a program holding many others is no copy of each.
   */
  score: number;
}

/** A company's own questions are numbered from here (migration 1763800000038): compared within the company only. */
const FIRST_QUESTION_ID = 1001;

/**
 * The stored shots of the same hole (and, since hashes are scoped, variation) most like `hashes`,
 * closest first, at least KEPT_FROM: of the same company's submissions, and of other companies'
 * live ones when this one is live (on the course's holes: a company's own questions, within the
 * company only); never the same candidate's. Only hashes fewer than COMMON_FROM
 * live fingerprints hold count, on either side; candidates come from the postings of those hashes
 * alone, so the cost follows the rare hashes, not how many shots are stored.
 */
export async function closestShots(
  db: Queryable,
  submission: ComparedSubmission,
  holeId: number,
  hashes: readonly number[],
): Promise<ClosestShot[]> {
  const { rows } = await db.query<{ submission_id: string; shared: number; mine: number; theirs: number }>(
    `WITH rare AS (
       SELECT m.hash FROM unnest($1::int[]) AS m (hash)
       LEFT JOIN fingerprint_hash_counts c ON c.hash = m.hash
       WHERE coalesce(c.fingerprints, 0) < $3
     ),
     shared AS (
       SELECT p.submission_id, count(*)::int AS shared
       FROM fingerprint_postings p JOIN rare r ON r.hash = p.hash
       WHERE p.hole_id = $2 AND p.submission_id <> $4
       GROUP BY p.submission_id
     ),
     candidates AS (
       SELECT s.submission_id, s.shared, f.hashes
       FROM shared s
       -- Each candidate's rows looked up by key (LIMIT 1 keeps the planner from flattening these):
       -- expecting thousands of candidates, it would otherwise read every fingerprint and submission.
       CROSS JOIN LATERAL (
         SELECT f.hashes, f.company_id, f.test FROM shot_fingerprints f
         WHERE f.submission_id = s.submission_id AND f.hole_id = $2 LIMIT 1
       ) f
       CROSS JOIN LATERAL (SELECT o.email FROM submissions o WHERE o.id = s.submission_id LIMIT 1) o
       WHERE lower(o.email) <> lower($6) AND (f.company_id = $7 OR NOT (f.test OR $8 OR $2 >= $9))
       ORDER BY s.shared DESC, s.submission_id
       LIMIT $5
     )
     SELECT c.submission_id, c.shared,
       (SELECT count(*)::int FROM rare) AS mine,
       (SELECT count(*)::int FROM unnest(c.hashes) AS h (hash)
          LEFT JOIN fingerprint_hash_counts k ON k.hash = h.hash
          WHERE coalesce(k.fingerprints, 0) < $3) AS theirs
     FROM candidates c`,
    [
      hashes,
      holeId,
      COMMON_FROM,
      submission.id,
      CANDIDATES,
      submission.email,
      submission.companyId,
      submission.test,
      FIRST_QUESTION_ID,
    ],
  );
  return rows
    .filter((r) => Math.min(r.mine, r.theirs) >= MIN_DISTINCTIVE)
    .map((r) => {
      const [smaller, larger] = [Math.min(r.mine, r.theirs), Math.max(r.mine, r.theirs)];
      return {
        submissionId: r.submission_id,
        score: Math.min(100, Math.round((100 * r.shared) / Math.max(smaller, larger / SIZE_RATIO))),
      };
    })
    .filter((m) => m.score >= KEPT_FROM)
    .sort((a, b) => b.score - a.score || a.submissionId.localeCompare(b.submissionId))
    .slice(0, MATCHES_KEPT);
}

/**
 * Records an analyzed submission's fingerprints, and its matches both ways, once: a hole already
 * recorded is left as it is. Run in the transaction that marks it analyzed; recording is one hole
 * at a time per hole id (an advisory lock), so that two shots analyzed together still meet.
 */
export async function recordSimilarity(
  db: Queryable,
  submission: ComparedSubmission,
  holes: readonly HoleFingerprint[],
): Promise<void> {
  for (const hole of [...holes].sort((a, b) => a.holeId - b.holeId)) {
    await db.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_CLASS, hole.holeId]);
    const { rowCount } = await db.query(
      `INSERT INTO shot_fingerprints (submission_id, hole_id, company_id, test, status, hashes)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [submission.id, hole.holeId, submission.companyId, submission.test, hole.status, hole.hashes],
    );
    if (!rowCount || hole.status !== 'compared') continue;
    const matches = await closestShots(db, submission, hole.holeId, hole.hashes);
    await db.query(
      `INSERT INTO fingerprint_postings (hash, submission_id, hole_id)
       SELECT hash, $2, $3 FROM unnest($1::int[]) AS h (hash)`,
      [hole.hashes, submission.id, hole.holeId],
    );
    if (!submission.test) {
      await db.query(
        `INSERT INTO fingerprint_hash_counts (hash, fingerprints)
         SELECT hash, 1 FROM unnest($1::int[]) AS h (hash) ORDER BY hash
         ON CONFLICT (hash) DO UPDATE SET fingerprints = fingerprint_hash_counts.fingerprints + 1`,
        [hole.hashes],
      );
    }
    if (!matches.length) continue;
    await db.query(
      `INSERT INTO similarity_matches (submission_id, hole_id, other_id, score)
       SELECT a, $3, b, s FROM unnest($1::char(24)[], $2::char(24)[], $4::smallint[]) AS m (a, b, s)
       ON CONFLICT DO NOTHING`,
      [
        [...matches.map(() => submission.id), ...matches.map((m) => m.submissionId)],
        [...matches.map((m) => m.submissionId), ...matches.map(() => submission.id)],
        hole.holeId,
        [...matches.map((m) => m.score), ...matches.map((m) => m.score)],
      ],
    );
  }
}

export interface HoleSimilarity {
  holeId: number;
  status: FingerprintStatus;
  /** Closest first; `submissionId` only where the other submission is the same company's. */
  matches: { score: number; sameCompany: boolean; submissionId?: string }[];
}

/** A submission's recorded similarity, per hole; empty when it was never recorded (analyzed before, or not yet). */
export async function similarityOf(db: Queryable, submissionId: string, companyId: string): Promise<HoleSimilarity[]> {
  const { rows } = await db.query<{
    hole_id: number;
    status: FingerprintStatus;
    other_id: string | null;
    score: number | null;
    same_company: boolean | null;
  }>(
    `SELECT f.hole_id, f.status, m.other_id, m.score, o.company_id = $2 AS same_company
     FROM shot_fingerprints f
     LEFT JOIN similarity_matches m ON m.submission_id = f.submission_id AND m.hole_id = f.hole_id
     LEFT JOIN submissions o ON o.id = m.other_id
     WHERE f.submission_id = $1
     ORDER BY f.hole_id, m.score DESC NULLS LAST, same_company DESC, CASE WHEN o.company_id = $2 THEN m.other_id END`,
    [submissionId, companyId],
  );
  const byHole = new Map<number, HoleSimilarity>();
  for (const row of rows) {
    let hole = byHole.get(row.hole_id);
    if (!hole) byHole.set(row.hole_id, (hole = { holeId: row.hole_id, status: row.status, matches: [] }));
    if (row.other_id === null || row.score === null || hole.matches.length >= MATCHES_KEPT) continue;
    hole.matches.push(
      row.same_company
        ? { score: row.score, sameCompany: true, submissionId: row.other_id }
        : { score: row.score, sameCompany: false },
    );
  }
  return [...byHole.values()];
}

/**
 * Deletes the fingerprints of these submissions (their postings with them) and takes them out of
 * the hash counts, hole by hole under the lock recordSimilarity takes. Matches that point at them
 * stay: they hold ids and a score, nothing of the code. Returns the fingerprints deleted.
 */
export async function forgetFingerprints(db: Queryable, submissionIds: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ submission_id: string; hole_id: number }>(
    'SELECT submission_id, hole_id FROM shot_fingerprints WHERE submission_id = ANY($1) ORDER BY hole_id, submission_id',
    [submissionIds],
  );
  for (const { submission_id: submissionId, hole_id: holeId } of rows) {
    await db.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_CLASS, holeId]);
    await db.query(
      `WITH gone AS (
         DELETE FROM shot_fingerprints WHERE submission_id = $1 AND hole_id = $2 RETURNING test, status, hashes
       )
       UPDATE fingerprint_hash_counts c SET fingerprints = c.fingerprints - 1
         FROM gone, unnest(gone.hashes) AS h (hash)
        WHERE c.hash = h.hash AND NOT gone.test AND gone.status = 'compared'`,
      [submissionId, holeId],
    );
  }
  return rows.length;
}
