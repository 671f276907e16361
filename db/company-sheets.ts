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
  version: number;
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
  'v.company_id, v.question_id AS id, v.version, v.title, v.category, v.difficulty, v.private OR c.private AS private, ' +
  'v.variations, v.published_at';

/**
 * Stores the question as it stands as its next version, and marks it published at that version.
 * The caller holds the question's row lock.
 */
export async function publishQuestion(tx: Queryable, question: QuestionRecord, at: Date): Promise<QuestionRecord> {
  const version = (question.published_version ?? 0) + 1;
  await tx.query(
    `INSERT INTO question_versions (company_id, question_id, version, revision, title, category, difficulty, private,
       variations, published_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
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

/** One of the company's sheets (another company's: undefined), its questions as summaries, by id. */
export async function findCompanySheet(
  db: Queryable,
  sheetId: number,
  companyId?: string,
): Promise<CompanySheetRecord | undefined> {
  const { rows: sheets } = await db.query<{ id: number; company_id: string; course_sheet_id: number }>(
    `SELECT id, company_id, course_sheet_id FROM company_sheets WHERE id = $1 AND ($2::text IS NULL OR company_id = $2)`,
    [sheetId, companyId ?? null],
  );
  if (!sheets[0]) return undefined;
  const { rows } = await db.query<QuestionVersionSummary>(
    `SELECT v.question_id AS id, v.version, v.title, v.category, v.difficulty,
       jsonb_array_length(v.variations) AS variation_count
     FROM company_sheets s, jsonb_each_text(s.questions) q(id, version)
     JOIN question_versions v ON v.question_id = q.id::int AND v.version = q.version::int
     WHERE s.id = $1 AND v.company_id = s.company_id
     ORDER BY v.question_id`,
    [sheetId],
  );
  return { ...sheets[0], questions: new Map(rows.map((v) => [v.id, v])) };
}

/**
 * The sheet's versions of the questions `ids` (those it has), whole. A question is private when its
 * version says so or the question says so now: a company that marks a question private after
 * publishing it keeps it from a language model at once.
 */
export async function findSheetQuestions(
  db: Queryable,
  sheetId: number,
  ids: readonly number[],
): Promise<Map<number, QuestionVersionRecord>> {
  const { rows } = await db.query<QuestionVersionRecord>(
    `SELECT ${VERSION_COLUMNS}
     FROM company_sheets s, jsonb_each_text(s.questions) q(id, version)
     JOIN question_versions v ON v.question_id = q.id::int AND v.version = q.version::int
     JOIN company_questions c ON c.company_id = v.company_id AND c.id = v.question_id
     WHERE s.id = $1 AND v.company_id = s.company_id AND q.id::int = ANY($2::int[])`,
    [sheetId, ids],
  );
  return new Map(rows.map((v) => [v.id, v]));
}

/** The course sheet a company's sheet holds. */
export async function courseSheetOf(db: Queryable, sheetId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ course_sheet_id: number }>(
    'SELECT course_sheet_id FROM company_sheets WHERE id = $1',
    [sheetId],
  );
  return rows[0]?.course_sheet_id;
}
