import {
  courseEntries,
  CURRENT_SHEET_ID,
  holeSummaries,
  questionSummary,
  type CourseEntry,
  type HoleSummary,
  type PlayedQuestions,
} from '@hiring/course';
import { findCompanySheet, isCompanySheet, type CompanySheetRecord } from '../../db/company-sheets';
import type { SubmissionRecord } from '../../db/submissions';
import type { CompanyRecord } from '../../db/companies';
import type { Queryable } from '../../db/pool';

/** A round needs three holes to pick from; an offer of fewer of the company's own has the course beside it. */
const HOLES_PER_ROUND = 3;

/** What a round started now may be picked from, and the sheet it is played on. */
export interface HoleOffer {
  /** The round's sheet_id: the course's, or the company's latest sheet where it offers its questions. */
  sheetId: number;
  /** The course sheet of its course holes. */
  courseSheetId: number;
  holes: HoleSummary[];
  /** The company's questions of the sheet, by id. */
  questions: PlayedQuestions;
}

/** The questions of a company's sheet as rounds play them: stored as the API validated them. */
export const playedQuestions = (sheet: CompanySheetRecord | undefined): PlayedQuestions =>
  (sheet?.questions ?? new Map()) as unknown as PlayedQuestions;

/** A round's or submission's holes by id, as anyone may see them before playing: title, category, difficulty. */
export async function holesOf(
  db: Queryable,
  r: Pick<SubmissionRecord, 'sheet_id' | 'holes'>,
): Promise<Record<string, HoleSummary>> {
  const sheet = isCompanySheet(r.sheet_id) ? await findCompanySheet(db, r.sheet_id) : undefined;
  const questions = playedQuestions(sheet);
  const course = new Map(holeSummaries(sheet?.course_sheet_id ?? r.sheet_id).map((h) => [h.id, h]));
  return Object.fromEntries(
    r.holes.map((id) => {
      const question = questions.get(id);
      const summary = question ? questionSummary(question) : course.get(id);
      if (!summary) throw new Error(`hole ${id} is not on sheet ${r.sheet_id}`);
      return [String(id), summary];
    }),
  );
}

/** The course of a round or submission: its holes' entries, its company's questions read from its sheet. */
export async function courseOf(
  db: Queryable,
  r: Pick<SubmissionRecord, 'sheet_id' | 'holes' | 'variations'>,
): Promise<Record<string, CourseEntry>> {
  const sheet = isCompanySheet(r.sheet_id) ? await findCompanySheet(db, r.sheet_id) : undefined;
  return courseEntries(sheet?.course_sheet_id ?? r.sheet_id, r.holes, r.variations, playedQuestions(sheet));
}

/**
 * The holes the company's rounds offer as its settings stand: the course's (narrowed to
 * `courseHoles` where given), its published questions, or both (`questions`); its own alone only
 * once three are published, so that a round can always start.
 */
export async function offeredHoles(
  db: Queryable,
  company: Pick<CompanyRecord, 'id' | 'questions' | 'sheet_id'>,
  courseHoles: readonly number[] | null = null,
): Promise<HoleOffer> {
  const sheet =
    company.questions !== 'course' && company.sheet_id !== null
      ? await findCompanySheet(db, company.sheet_id, company.id)
      : undefined;
  const courseSheetId = sheet?.course_sheet_id ?? CURRENT_SHEET_ID;
  const questions = playedQuestions(sheet);
  const own = [...questions.values()].map(questionSummary);
  const course = holeSummaries(courseSheetId).filter((h) => !courseHoles || courseHoles.includes(h.id));
  const ownAlone = company.questions === 'own' && own.length >= HOLES_PER_ROUND;
  return {
    sheetId: sheet && own.length ? sheet.id : courseSheetId,
    courseSheetId,
    holes: ownAlone ? own : [...course, ...own],
    questions,
  };
}
