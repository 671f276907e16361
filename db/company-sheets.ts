import type { Queryable } from './pool';
import { QUESTION_COLUMNS, type QuestionFields, type QuestionRecord } from './questions';

/** A company's sheets are numbered from here (migration 1763800000040); the course's run from 1. */
export const FIRST_COMPANY_SHEET_ID = 100_001;

export const isCompanySheet = (sheetId: number): boolean => sheetId >= FIRST_COMPANY_SHEET_ID;

/** One published version of a company's question: what rounds on a sheet naming it are played and scored on. */
export interface QuestionVersionRecord extends QuestionFields {
  company_id: string;
  /** The question's id. */
  id: number;
  version: number;
  published_at: Date;
}

/** What anyone may see of a sheet's question before playing it, and how many variations it has. */
export interface QuestionVersionSummary {
  id: number;
  title: string;
  category: string;
  difficulty: number;
  variation_count: number;
}

/** A company's sheet: the course sheet, and the version of each question a round started on it offers. */
export interface CompanySheetRecord {
  id: number;
  company_id: string;
  course_sheet_id: number;
  /** By question id. */
  questions: ReadonlyMap<number, QuestionVersionSummary>;
}

const VERSION_COLUMNS =
  'v.company_id, v.question_id AS id, v.version, v.title, v.category, v.difficulty, ' +
  'v.private OR v.private_now AS private, v.variations, v.published_at';

/**
 * Stores the question as it stands as its next version, and marks it published at that version.
 * The caller holds the question's row lock.
 */
export async function publishQuestion(tx: Queryable, question: QuestionRecord, at: Date): Promise<QuestionRecord> {
  const version = (question.published_version ?? 0) + 1;
  await tx.query(
    `INSERT INTO question_versions (company_id, question_id, version, revision, title, category, difficulty, private,
       variations, variation_count, published_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      question.company_id,
      question.id,
      version,
      question.revision,
      question.title,
      question.category,
      question.difficulty,
      question.private,
      JSON.stringify(question.variations),
      question.variations.length,
      at,
    ],
  );
  const { rows } = await tx.query<QuestionRecord>(
    `UPDATE company_questions SET status = 'published', published_version = $3, published_at = $4
     WHERE company_id = $1 AND id = $2 RETURNING ${QUESTION_COLUMNS}`,
    [question.company_id, question.id, version, at],
  );
  return rows[0];
}

/**
 * The company's next sheet: the course sheet and the published version of each of its questions in
 * use, made the company's own for rounds started from now on. The caller holds the company's row lock.
 */
export async function renewCompanySheet(
  tx: Queryable,
  companyId: string,
  courseSheetId: number,
  at: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `WITH sheet AS (
       INSERT INTO company_sheets (company_id, course_sheet_id, questions, created_at)
       SELECT $1, $2, coalesce(jsonb_object_agg(id::text, published_version), '{}'), $3
       FROM company_questions WHERE company_id = $1 AND status = 'published'
       RETURNING id
     )
     UPDATE companies SET sheet_id = (SELECT id FROM sheet) WHERE id = $1 RETURNING sheet_id AS id`,
    [companyId, courseSheetId, at],
  );
  return rows[0].id;
}

/**
 * One of the company's sheets (another company's: undefined), its questions as summaries by id:
 * all of them, or those of `ids`.
 */
export async function findCompanySheet(
  db: Queryable,
  sheetId: number,
  options: { companyId?: string; ids?: readonly number[] } = {},
): Promise<CompanySheetRecord | undefined> {
  const { companyId, ids } = options;
  const { rows: sheets } = await db.query<{ id: number; company_id: string; course_sheet_id: number }>(
    `SELECT id, company_id, course_sheet_id FROM company_sheets WHERE id = $1 AND ($2::text IS NULL OR company_id = $2)`,
    [sheetId, companyId ?? null],
  );
  if (!sheets[0]) return undefined;
  const { rows } = await db.query<QuestionVersionSummary>(
    `SELECT v.question_id AS id, v.title, v.category, v.difficulty, v.variation_count
     FROM company_sheets s, jsonb_each_text(s.questions) q(id, version)
     JOIN question_versions v ON v.question_id = q.id::int AND v.version = q.version::int
     WHERE s.id = $1 AND v.company_id = s.company_id AND ($2::int[] IS NULL OR q.id::int = ANY($2))
     ORDER BY v.question_id`,
    [sheetId, ids ?? null],
  );
  return { ...sheets[0], questions: new Map(rows.map((v) => [v.id, v])) };
}

/**
 * A company's sheet for the holes of one round or submission: its course sheet, and the versions
 * of those of `holes` that are its questions, whole. A question is private when its version says
 * so or the question says so now: a company that marks a question private after publishing it
 * keeps it from a language model at once. Undefined for a sheet that does not exist.
 */
export async function findSheetOfHoles(
  db: Queryable,
  sheetId: number,
  holes: readonly number[],
): Promise<{ courseSheetId: number; questions: Map<number, QuestionVersionRecord> } | undefined> {
  const { rows } = await db.query<QuestionVersionRecord & { course_sheet_id: number }>(
    `SELECT s.course_sheet_id, ${VERSION_COLUMNS}
     FROM company_sheets s
     LEFT JOIN LATERAL (
       SELECT v.*, c.private AS private_now
       FROM jsonb_each_text(s.questions) q(id, version)
       JOIN question_versions v ON v.company_id = s.company_id AND v.question_id = q.id::int AND v.version = q.version::int
       JOIN company_questions c ON c.company_id = v.company_id AND c.id = v.question_id
       WHERE q.id::int = ANY($2::int[])
     ) v ON true
     WHERE s.id = $1`,
    [sheetId, holes],
  );
  if (!rows[0]) return undefined;
  const found = rows.filter((r) => r.id !== null);
  return { courseSheetId: rows[0].course_sheet_id, questions: new Map(found.map((v) => [v.id, v])) };
}
