import { isDeepStrictEqual } from 'node:util';
import Router from '@koa/router';
import type { Context } from 'koa';
import { CURRENT_SHEET_ID, QUESTION_LIMITS, questionFromHole, type QuestionSpec } from '@hiring/course';
import {
  findQuestion,
  insertQuestion,
  listQuestions,
  listQuestionsInUse,
  questionCounts,
  QuestionTitleInUseError,
  retireQuestion,
  updateQuestion,
  type QuestionRecord,
} from '../../db/questions';
import type { Queryable } from '../../db/pool';
import { publishQuestion, renewCompanySheet } from '../../db/company-sheets';
import { recordAuditLogEntry } from '../company/audit-log';
import { startQuestionCheckWorkflow } from '../temporal/workflow-starts';
import { changeCompany } from '../company/company-change';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { parse, validationFailed } from '../http/validation';
import { EVERY_ROLE, MANAGERS } from '../auth/roles';
import { companyGuard } from '../middleware/auth';
import { idempotent } from '../middleware/idempotency';
import { IMPORT_BODY, jsonBodyUpTo } from '../middleware/json-body';
import { storableText } from '../middleware/storable-text';
import { iso } from '../schemas/common';
import './questions-document';
import {
  MAX_QUESTIONS,
  MAX_QUESTIONS_EVER,
  QuestionChange,
  QuestionCreate,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  ImportedQuestions,
  QuestionExport,
  QuestionFromCourse,
  QuestionImport,
  QuestionList,
  questionSummaryView,
  questionView,
} from '../schemas/question';

export const questionNotFound = () =>
  new ApiError(404, 'question_not_found', 'No question of your company has this id: GET /v1/questions lists them.');
const questionRetired = () =>
  new ApiError(409, 'question_retired', 'This question is retired and cannot change: create a new one instead.');
const notPassed = (status: string) =>
  new ApiError(
    409,
    'question_not_checked',
    status === 'running'
      ? 'Its latest change is still being checked: publish it once `check.status` is passed.'
      : 'Its latest change failed its check: fix what `check.problems` names, then publish it.',
  );
const titleInUse = (title: string, path = 'title') =>
  validationFailed([
    {
      path,
      message: `another question of your company is titled "${title}" already: choose another title, or change that one`,
    },
  ]);
/** `room`: how many more an import could add, where one is refused. */
const tooMany = (room?: number) =>
  new ApiError(
    409,
    'too_many_questions',
    `A company holds at most ${MAX_QUESTIONS} questions in use: retire one it no longer offers first` +
      (room === undefined ? '.' : `; ${room} more fit.`),
  );
const tooManyEver = (room?: number) =>
  new ApiError(
    409,
    'too_many_questions',
    `A company holds at most ${MAX_QUESTIONS_EVER} questions, retired ones included: change one of yours instead` +
      (room === undefined ? '.' : `; ${room} more fit.`),
  );

/** What the audit log records of a question: its id and title, never its statement or programs. */
const recorded = (q: QuestionRecord) => ({ question: { id: q.id, title: q.title } });

const FIELDS = ['title', 'category', 'difficulty', 'private', 'variations'] as const;
/** Check workflows an import starts at once. */
const CHECK_STARTS_AT_ONCE = 4;
/** The largest id a path may name: the column is a 4-byte integer. */
const MAX_ID = 2 ** 31 - 1;

/** A company's own questions (/v1/questions): written by its owners and admins, read by every member. */
export function questionsRouter(deps: AppDeps): Router {
  const { pool, clock } = deps;
  const router = new Router();

  /** The question of the path's id: 404 for a malformed id or another company's. */
  async function questionOfPath(db: Queryable, ctx: Context, forUpdate = false) {
    // One spelling per id: no leading zero.
    const id = /^[1-9][0-9]{0,9}$/.test(ctx.params.id) ? Number(ctx.params.id) : NaN;
    const found =
      id >= QUESTION_LIMITS.firstId && id <= MAX_ID
        ? await findQuestion(db, ctx.state.company.id, id, { forUpdate })
        : undefined;
    if (!found) throw questionNotFound();
    return found;
  }

  /** Starts the check of a revision once it is committed; the reconciler starts one that could not be. */
  async function check(question: QuestionRecord): Promise<void> {
    await startQuestionCheckWorkflow(deps, question).catch((err: unknown) =>
      deps.logger.warn({ err }, "could not start a question's check; the reconciler will"),
    );
  }

  /**
   * Starts the checks of many questions saved at once, a few at a time, while the import answers
   * without waiting for them; the reconciler starts any that could not be.
   */
  async function checkAll(questions: readonly QuestionRecord[]): Promise<void> {
    for (let i = 0; i < questions.length; i += CHECK_STARTS_AT_ONCE)
      await Promise.all(questions.slice(i, i + CHECK_STARTS_AT_ONCE).map(check));
  }

  /** Runs `write`, answering a title another question holds as the 422 of the field at `path`. */
  async function withTitle<T>(title: string, write: () => Promise<T>, path = 'title'): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (err instanceof QuestionTitleInUseError) throw titleInUse(title, path);
      throw err;
    }
  }

  router.get('/questions', companyGuard(deps, EVERY_ROLE), async (ctx) => {
    ctx.body = QuestionList.parse({
      data: (await listQuestions(pool, ctx.state.company.id)).map(questionSummaryView),
    });
  });

  // Before /questions/:id, which would take `export` for an id.
  router.get('/questions/export', companyGuard(deps, EVERY_ROLE), async (ctx) => {
    const questions = await listQuestionsInUse(pool, ctx.state.company.id);
    ctx.body = QuestionExport.parse({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exported_at: iso(clock.now()),
      questions: questions.map(({ title, category, difficulty, private: isPrivate, variations }) => ({
        title,
        category,
        difficulty,
        private: isPrivate,
        variations,
      })),
    });
  });

  router.get('/questions/:id', companyGuard(deps, EVERY_ROLE), async (ctx) => {
    ctx.body = questionView(await questionOfPath(pool, ctx));
  });

  /** Saves `fields` as the company's next question, a draft. */
  async function create(ctx: Context, fields: QuestionSpec) {
    const created = await changeCompany(deps, ctx, MANAGERS, async (tx, company) => {
      const { inUse, all, nextId } = await questionCounts(tx, company.id, QUESTION_LIMITS.firstId);
      if (all >= MAX_QUESTIONS_EVER) throw tooManyEver();
      if (inUse >= MAX_QUESTIONS) throw tooMany();
      const now = clock.now();
      const question = await withTitle(fields.title, () =>
        insertQuestion(tx, { ...fields, id: nextId, companyId: company.id, at: now }),
      );
      await recordAuditLogEntry(tx, ctx, now, 'question_created', recorded(question));
      return { result: question, notify: [] };
    });
    await check(created);
    ctx.status = 201;
    ctx.body = questionView(created);
  }

  router.post('/questions', companyGuard(deps, MANAGERS), idempotent(deps), async (ctx) => {
    // The course's format, as the API takes it.
    await create(ctx, parse(QuestionCreate, ctx.request.body));
  });

  router.post('/questions/from-course', companyGuard(deps, MANAGERS), idempotent(deps), async (ctx) => {
    const { hole, title } = parse(QuestionFromCourse, ctx.request.body);
    const copy = questionFromHole(CURRENT_SHEET_ID, hole)!;
    // Held to the rules of a question written by hand (every course hole keeps them: its flow test).
    await create(ctx, parse(QuestionCreate, { ...copy, title: title ?? copy.title }));
  });

  // Its larger body is read only once the caller is known (api/middleware/json-body.ts), and checked as every body is.
  const importBody = [jsonBodyUpTo(IMPORT_BODY), storableText()];
  router.post('/questions/import', companyGuard(deps, MANAGERS), ...importBody, idempotent(deps), async (ctx) => {
    const { questions } = parse(QuestionImport, ctx.request.body);
    const firstOfTitle = new Map<string, number>();
    for (const [i, { title }] of questions.entries()) {
      if (firstOfTitle.has(title.toLowerCase())) throw titleInUse(title, `questions.${i}.title`);
      firstOfTitle.set(title.toLowerCase(), i);
    }
    const created = await changeCompany(deps, ctx, MANAGERS, async (tx, company) => {
      const { inUse, all, nextId } = await questionCounts(tx, company.id, QUESTION_LIMITS.firstId);
      if (all + questions.length > MAX_QUESTIONS_EVER) throw tooManyEver(MAX_QUESTIONS_EVER - all);
      if (inUse + questions.length > MAX_QUESTIONS) throw tooMany(MAX_QUESTIONS - inUse);
      const now = clock.now();
      const saved: QuestionRecord[] = [];
      for (const [i, fields] of questions.entries()) {
        const question = await withTitle(
          fields.title,
          () => insertQuestion(tx, { ...fields, id: nextId + i, companyId: company.id, at: now }),
          `questions.${i}.title`,
        );
        await recordAuditLogEntry(tx, ctx, now, 'question_created', recorded(question));
        saved.push(question);
      }
      return { result: saved, notify: [] };
    });
    void checkAll(created);
    ctx.status = 201;
    ctx.body = ImportedQuestions.parse({ data: created.map(questionSummaryView) });
  });

  router.patch('/questions/:id', companyGuard(deps, MANAGERS), async (ctx) => {
    const change = parse(QuestionChange, ctx.request.body);
    const changed = await changeCompany(deps, ctx, MANAGERS, async (tx) => {
      const before = await questionOfPath(tx, ctx, true);
      if (before.status === 'retired') throw questionRetired();
      // What the change leaves out keeps its value (zod omits it).
      const after = { ...before, ...change };
      const fields = FIELDS.filter((f) => !isDeepStrictEqual(after[f], before[f]));
      if (!fields.length) return { result: { question: before, recheck: false }, notify: [] };
      const now = clock.now();
      // What the check runs is the variations: a new title or difficulty keeps the check it has.
      const recheck = fields.includes('variations');
      const question = await withTitle(after.title, () =>
        updateQuestion(tx, { companyId: before.company_id, id: before.id }, after, now, recheck),
      );
      await recordAuditLogEntry(tx, ctx, now, 'question_changed', { ...recorded(question), fields });
      return { result: { question, recheck }, notify: [] };
    });
    if (changed.recheck) await check(changed.question);
    ctx.body = questionView(changed.question);
  });

  router.post('/questions/:id/publish', companyGuard(deps, MANAGERS), idempotent(deps), async (ctx) => {
    const published = await changeCompany(deps, ctx, MANAGERS, async (tx, company) => {
      const question = await questionOfPath(tx, ctx, true);
      if (question.status === 'retired') throw questionRetired();
      if (question.check_status !== 'passed') throw notPassed(question.check_status);
      // Published as it stands already: no new version.
      if (question.published_at && question.updated_at <= question.published_at)
        return { result: question, notify: [] };
      const now = clock.now();
      const after = await publishQuestion(tx, question, now);
      await renewCompanySheet(tx, company.id, CURRENT_SHEET_ID, now);
      await recordAuditLogEntry(tx, ctx, now, 'question_published', {
        question: { ...recorded(after).question, version: after.published_version! },
      });
      return { result: after, notify: [] };
    });
    ctx.body = questionView(published);
  });

  router.delete('/questions/:id', companyGuard(deps, MANAGERS), async (ctx) => {
    const retired = await changeCompany(deps, ctx, MANAGERS, async (tx, company) => {
      const question = await questionOfPath(tx, ctx, true);
      if (question.status === 'retired') return { result: question, notify: [] };
      const now = clock.now();
      const after = await retireQuestion(tx, { companyId: question.company_id, id: question.id }, now);
      // Rounds started from now on no longer offer it; those started before keep their sheet.
      if (question.status === 'published') await renewCompanySheet(tx, company.id, CURRENT_SHEET_ID, now);
      await recordAuditLogEntry(tx, ctx, now, 'question_retired', recorded(after));
      return { result: after, notify: [] };
    });
    ctx.body = questionView(retired);
  });

  return router;
}
