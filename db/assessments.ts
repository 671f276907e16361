import { isUniqueViolation } from './errors';
import type { QuestionsOffered } from './companies';
import type { Queryable } from './pool';

/**
 * A company's assessment: what its Greenhouse integration offers; `test` makes its rounds test rounds.
 * The rest are its settings (migration 1763800000035): a null one leaves the company's setting, or the
 * whole course, in force.
 */
export interface AssessmentRecord {
  id: string;
  company_id: string;
  name: string;
  test: boolean;
  /** null: the company's round_time_limit_minutes. */
  round_time_limit_minutes: number | null;
  /** null: the company's languages. */
  languages: string[] | null;
  /** The holes a candidate picks three from, ascending; null: the whole current sheet. */
  holes: number[] | null;
  /** How long a test sent for it can be started. */
  expires_in_days: number;
  /** true: its rounds count against their own test only, not against the company's per_candidate. */
  separate_attempts: boolean;
  /** What its rounds offer (course, own, both); null: the company's setting. */
  questions: QuestionsOffered | null;
  created_at: Date;
}

/** What a create sets and a change may change. */
export type AssessmentFields = Omit<AssessmentRecord, 'id' | 'company_id' | 'created_at'>;

/** Another live assessment of the company has this name (in any letter case). */
export class AssessmentNameInUseError extends Error {}

const COLUMNS =
  'id, company_id, name, test, round_time_limit_minutes, languages, holes, expires_in_days, separate_attempts, ' +
  'questions, created_at';
const NAME_KEY = 'assessments_company_name_key';

/** The company's live assessments, by name (letter case aside), then id. */
export async function listAssessments(db: Queryable, companyId: string): Promise<AssessmentRecord[]> {
  const { rows } = await db.query<AssessmentRecord>(
    `SELECT ${COLUMNS} FROM assessments WHERE company_id = $1 AND deleted_at IS NULL ORDER BY lower(name), id`,
    [companyId],
  );
  return rows;
}

export async function countAssessments(db: Queryable, companyId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM assessments WHERE company_id = $1 AND deleted_at IS NULL',
    [companyId],
  );
  return rows[0].n;
}

/** A live assessment of the company; `forUpdate` locks its row. */
export async function findAssessment(
  db: Queryable,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AssessmentRecord | undefined> {
  const { rows } = await db.query<AssessmentRecord>(
    `SELECT ${COLUMNS} FROM assessments WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL${
      options.forUpdate ? ' FOR UPDATE' : ''
    }`,
    [companyId, id],
  );
  return rows[0];
}

const nameInUse = (err: unknown) => (isUniqueViolation(err, NAME_KEY) ? new AssessmentNameInUseError() : err);

export async function insertAssessment(
  tx: Queryable,
  a: AssessmentFields & { id: string; companyId: string; at: Date },
): Promise<AssessmentRecord> {
  try {
    const { rows } = await tx.query<AssessmentRecord>(
      `INSERT INTO assessments (id, company_id, name, test, round_time_limit_minutes, languages, holes, expires_in_days,
         separate_attempts, questions, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       RETURNING ${COLUMNS}`,
      [
        a.id,
        a.companyId,
        a.name,
        a.test,
        a.round_time_limit_minutes,
        a.languages,
        a.holes,
        a.expires_in_days,
        a.separate_attempts,
        a.questions,
        a.at,
      ],
    );
    return rows[0];
  } catch (err) {
    throw nameInUse(err);
  }
}

/** Writes every field of `after`: the caller merges a change into the row it read. */
export async function updateAssessment(tx: Queryable, id: string, after: AssessmentFields): Promise<AssessmentRecord> {
  try {
    const { rows } = await tx.query<AssessmentRecord>(
      `UPDATE assessments SET name = $2, test = $3, round_time_limit_minutes = $4, languages = $5, holes = $6,
         expires_in_days = $7, separate_attempts = $8, questions = $9
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        id,
        after.name,
        after.test,
        after.round_time_limit_minutes,
        after.languages,
        after.holes,
        after.expires_in_days,
        after.separate_attempts,
        after.questions,
      ],
    );
    return rows[0];
  } catch (err) {
    throw nameInUse(err);
  }
}

/** Archives the assessment: gone from every list, its name free again, its row kept for what points at it. */
export async function deleteAssessment(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx.query('UPDATE assessments SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL', [id, at]);
}
