import {
  courseEntries,
  CURRENT_SHEET_ID,
  holeSummaries,
  questionSummary,
  type CourseEntry,
  type HoleSummary,
  type PlayedQuestions,
} from '@hiring/course';
import { findCompanySheet, findSheetOfHoles, isCompanySheet } from '../../db/company-sheets';
import type { CompanyRecord, QuestionsOffered } from '../../db/companies';
import type { Queryable } from '../../db/pool';
import type { SubmissionRecord } from '../../db/submissions';
import { HOLES_PER_ROUND } from '../schemas/round';

/** What a round started now may be picked from, and the sheet it is played on. */
export interface HoleOffer {
  /** The company's latest sheet where it offers questions of its own; else the course's. */
  sheetId: number;
  /** The course sheet of its course holes. */
  courseSheetId: number;
  holes: HoleSummary[];
  /** The company's questions offered, by id: how many variations each has (a round draws one). */
  variationCounts: ReadonlyMap<number, number>;
}

/** What an assessment narrows a round to: the course's holes it offers, and what it offers in place of the company's setting. */
export interface Narrowing {
  courseHoles: readonly number[] | null;
  questions: QuestionsOffered | null;
}

/**
 * The holes the company's rounds offer as its settings stand, or as an assessment narrows them:
 * the course's (narrowed to `courseHoles` where given), its published questions, or both
 * (`questions`); its own alone only once three are published, so that a round can always start.
 * Their titles only: a round's statements are read once it starts (courseOf).
 */
export async function offeredHoles(
  db: Queryable,
  company: Pick<CompanyRecord, 'id' | 'questions' | 'sheet_id'>,
  { courseHoles, questions: offered }: Narrowing = { courseHoles: null, questions: null },
): Promise<HoleOffer> {
  const questions = offered ?? company.questions;
  const sheet =
    questions !== 'course' && company.sheet_id !== null
      ? await findCompanySheet(db, company.sheet_id, { companyId: company.id })
      : undefined;
  const courseSheetId = sheet?.course_sheet_id ?? CURRENT_SHEET_ID;
  const own = [...(sheet?.questions.values() ?? [])];
  const course = holeSummaries(courseSheetId).filter((h) => !courseHoles || courseHoles.includes(h.id));
  const ownAlone = questions === 'own' && own.length >= HOLES_PER_ROUND;
  return {
    sheetId: sheet && own.length ? sheet.id : courseSheetId,
    courseSheetId,
    holes: ownAlone ? own.map(questionSummary) : [...course, ...own.map(questionSummary)],
    variationCounts: new Map(own.map((q) => [q.id, q.variation_count])),
  };
}

/** A round's or submission's holes by id, as anyone may see them before playing: title, category, difficulty. */
export async function holesOf(
  db: Queryable,
  r: Pick<SubmissionRecord, 'sheet_id' | 'holes'>,
): Promise<Record<string, HoleSummary>> {
  const sheet = isCompanySheet(r.sheet_id) ? await findCompanySheet(db, r.sheet_id, { ids: r.holes }) : undefined;
  const course = new Map(holeSummaries(sheet?.course_sheet_id ?? r.sheet_id).map((h) => [h.id, h]));
  return Object.fromEntries(
    r.holes.map((id) => {
      const question = sheet?.questions.get(id);
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
  if (!isCompanySheet(r.sheet_id)) return courseEntries(r.sheet_id, r.holes, r.variations);
  const sheet = await findSheetOfHoles(db, r.sheet_id, r.holes);
  if (!sheet) throw new Error(`sheet ${r.sheet_id} does not exist`);
  // Stored as the API validated them: the course's format.
  return courseEntries(sheet.courseSheetId, r.holes, r.variations, sheet.questions as unknown as PlayedQuestions);
}
