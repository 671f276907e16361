import { isDeepStrictEqual } from 'node:util';
import Router from '@koa/router';
import { cancelUnstartedTests } from '../../db/greenhouse-tests';
import type { Context } from 'koa';
import type { PoolClient } from 'pg';
import {
  AssessmentNameInUseError,
  countAssessments,
  deleteAssessment,
  findAssessment,
  insertAssessment,
  listAssessments,
  updateAssessment,
  type AssessmentRecord,
} from '../../db/assessments';
import { ID_PATTERN, newId } from '../../lib/ids';
import { recordAuditLogEntry } from '../company/audit-log';
import { changeCompany } from '../company/company-change';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { parse, validationFailed } from '../http/validation';
import { EVERY_ROLE, MANAGERS } from '../auth/roles';
import { companyGuard } from '../middleware/auth';
import './assessments-document';
import { idempotent } from '../middleware/idempotency';
import {
  AssessmentChange,
  AssessmentCreate,
  AssessmentList,
  assessmentView,
  MAX_ASSESSMENTS,
} from '../schemas/assessment';
import { ASSESSMENT_SETTING_NAMES } from '../schemas/assessment-settings';

export const assessmentNotFound = () =>
  new ApiError(404, 'assessment_not_found', 'No assessment of your company has this id.');
const nameInUse = (name: string) =>
  validationFailed([
    {
      path: 'name',
      message: `another assessment of your company is named "${name}" already: choose another name, or change that one`,
    },
  ]);
const tooMany = () =>
  new ApiError(
    409,
    'too_many_assessments',
    `A company holds at most ${MAX_ASSESSMENTS} assessments: delete one it no longer uses first.`,
  );

/** What the audit log records of an assessment: never more than the resource shows; its settings by name only. */
const recorded = (a: AssessmentRecord) => ({ assessment: { id: a.id, name: a.name, test: a.test } });

const FIELDS = ['name', 'test', ...ASSESSMENT_SETTING_NAMES] as const;

/** A company's assessments (/v1/assessments): what its Greenhouse integration offers. */
export function assessmentsRouter(deps: AppDeps): Router {
  const { pool, clock } = deps;
  const router = new Router();

  /** The live assessment of the path, locked; 404 for a malformed id, a deleted one or another company's. */
  async function assessmentOfPath(tx: PoolClient, ctx: Context): Promise<AssessmentRecord> {
    const id = ctx.params.id.toLowerCase();
    const found = ID_PATTERN.test(id)
      ? await findAssessment(tx, ctx.state.company.id, id, { forUpdate: true })
      : undefined;
    if (!found) throw assessmentNotFound();
    return found;
  }

  router.get('/assessments', companyGuard(deps, EVERY_ROLE), async (ctx) => {
    ctx.body = AssessmentList.parse({ data: (await listAssessments(pool, ctx.state.company.id)).map(assessmentView) });
  });

  router.post('/assessments', companyGuard(deps, MANAGERS), idempotent(deps), async (ctx) => {
    const fields = parse(AssessmentCreate, ctx.request.body);
    const created = await changeCompany(deps, ctx, MANAGERS, async (tx, company) => {
      if ((await countAssessments(tx, company.id)) >= MAX_ASSESSMENTS) throw tooMany();
      const now = clock.now();
      let assessment: AssessmentRecord;
      try {
        assessment = await insertAssessment(tx, { ...fields, id: newId(), companyId: company.id, at: now });
      } catch (err) {
        if (err instanceof AssessmentNameInUseError) throw nameInUse(fields.name);
        throw err;
      }
      await recordAuditLogEntry(tx, ctx, now, 'assessment_created', recorded(assessment));
      return { result: assessment, notify: [] };
    });
    ctx.status = 201;
    ctx.body = assessmentView(created);
  });

  router.patch('/assessments/:id', companyGuard(deps, MANAGERS), async (ctx) => {
    const change = parse(AssessmentChange, ctx.request.body);
    const changed = await changeCompany(deps, ctx, MANAGERS, async (tx) => {
      const before = await assessmentOfPath(tx, ctx);
      // What the change leaves out keeps its value (zod omits it); a null it sends resets a setting.
      const after = { ...before, ...change };
      const fields = FIELDS.filter((f) => !isDeepStrictEqual(after[f], before[f]));
      if (!fields.length) return { result: before, notify: [] };
      let assessment: AssessmentRecord;
      try {
        assessment = await updateAssessment(tx, before.id, after);
      } catch (err) {
        if (err instanceof AssessmentNameInUseError) throw nameInUse(after.name);
        throw err;
      }
      await recordAuditLogEntry(tx, ctx, clock.now(), 'assessment_changed', { ...recorded(assessment), fields });
      return { result: assessment, notify: [] };
    });
    ctx.body = assessmentView(changed);
  });

  router.delete('/assessments/:id', companyGuard(deps, MANAGERS), async (ctx) => {
    await changeCompany(deps, ctx, MANAGERS, async (tx) => {
      const assessment = await assessmentOfPath(tx, ctx);
      const now = clock.now();
      await deleteAssessment(tx, assessment.id, now);
      // No longer offered: the tests sent for it that no round has started are withdrawn with it.
      await cancelUnstartedTests(tx, assessment.id, now);
      await recordAuditLogEntry(tx, ctx, now, 'assessment_deleted', recorded(assessment));
      return { result: undefined, notify: [] };
    });
    ctx.status = 204;
  });

  return router;
}
