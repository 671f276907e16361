import Router from '@koa/router';
import { listAssessments } from '../../db/assessments';
import {
  countGreenhouseKeys,
  insertGreenhouseKey,
  listGreenhouseKeys,
  revokeGreenhouseKey,
} from '../../db/greenhouse-keys';
import { GREENHOUSE_KEY_SEAL, greenhouseKeyHash, seal } from '../../lib/crypto';
import { ID_PATTERN, newGreenhouseKey, newId } from '../../lib/ids';
import { recordAuditLogEntry } from '../company/audit-log';
import { changeCompany } from '../company/company-change';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { parse } from '../http/validation';
import { MANAGERS } from '../auth/roles';
import { companyGuard } from '../middleware/auth';
import { greenhouseGuard } from '../middleware/greenhouse-auth';
import {
  GreenhouseReportList,
  greenhouseReportView,
  GreenhouseResponseError,
  GreenhouseResponseErrorReceived,
  GreenhouseSendTest,
  GreenhouseSentTestList,
  greenhouseSentTestView,
  GreenhouseTestSent,
  GreenhouseTestStatus,
  GreenhouseTestStatusQuery,
  GreenhouseKeyCreate,
  GreenhouseKeyCreated,
  GreenhouseKeyList,
  greenhouseKeyView,
  GreenhouseTestList,
  greenhouseTestView,
  MAX_GREENHOUSE_KEYS,
} from '../schemas/greenhouse';
import {
  cancelGreenhouseTest,
  findGreenhouseTestProgress,
  insertGreenhouseReport,
  listGreenhouseReports,
  listGreenhouseTests,
} from '../../db/greenhouse-tests';
import { REPORT_LINK_LIFETIME_SECONDS, reportLinkUrl, signReportLink } from '../../lib/report-links';
import { sendGreenhouseTest } from '../greenhouse/send';
import { greenhouseStatus, testStatusAnswer } from '../greenhouse/status';
import { PageQuery, pageEnvelope, pageWindow } from '../http/pagination';
import { takeSlot } from '../../db/rate-limits';
import { applySlot, HOUR_SECONDS } from '../middleware/rate-limit';
import { startInvitationsWorkflow } from '../temporal/workflow-starts';
import './greenhouse-document';

/** response_error reports a company's keys may make in an hour: Greenhouse reports answers it could not read, rarely. */
export const GREENHOUSE_REPORTS_PER_HOUR = 100;

const interviewNotFound = () =>
  new ApiError(
    404,
    'greenhouse_interview_not_found',
    'No test sent to this company has this partner_interview_id (the id send_test answered).',
  );
const keyNotFound = () =>
  new ApiError(404, 'greenhouse_key_not_found', 'No Greenhouse key of your company in force has this id.');
const tooManyKeys = () =>
  new ApiError(
    409,
    'too_many_greenhouse_keys',
    `A company holds at most ${MAX_GREENHOUSE_KEYS} Greenhouse keys: revoke one it no longer uses first.`,
  );

/**
 * Greenhouse's Assessment Partner API (/v1/integrations/greenhouse/): the company's keys, managed with
 * a company token, and the partner paths Greenhouse calls with one of those keys (HTTP Basic).
 */
export function greenhouseRouter(deps: AppDeps): Router {
  const { pool, clock } = deps;
  const router = new Router({ prefix: '/integrations/greenhouse' });

  router.get('/keys', companyGuard(deps, MANAGERS), async (ctx) => {
    ctx.body = GreenhouseKeyList.parse({
      data: (await listGreenhouseKeys(pool, ctx.state.company.id)).map(greenhouseKeyView),
    });
  });

  // No Idempotency-Key: its answer carries a credential, which no stored answer may hold (CONTRACT 14).
  router.post('/keys', companyGuard(deps, MANAGERS), async (ctx) => {
    const { name } = parse(GreenhouseKeyCreate, ctx.request.body);
    const key = newGreenhouseKey();
    const created = await changeCompany(deps, ctx, MANAGERS, async (tx, company) => {
      if ((await countGreenhouseKeys(tx, company.id)) >= MAX_GREENHOUSE_KEYS) throw tooManyKeys();
      const now = clock.now();
      const id = newId();
      const row = await insertGreenhouseKey(tx, {
        id,
        companyId: company.id,
        name,
        keyHash: greenhouseKeyHash(key),
        sealedKey: seal(deps.config.jwtSecret, GREENHOUSE_KEY_SEAL, id, key),
        at: now,
      });
      await recordAuditLogEntry(tx, ctx, now, 'greenhouse_key_created', {
        greenhouse_key: { id: row.id, name: row.name },
      });
      return { result: row, notify: [] };
    });
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    const { id, created_at } = greenhouseKeyView(created);
    ctx.body = GreenhouseKeyCreated.parse({ id, name: created.name, key, created_at });
  });

  router.delete('/keys/:id', companyGuard(deps, MANAGERS), async (ctx) => {
    const id = ctx.params.id.toLowerCase();
    await changeCompany(deps, ctx, MANAGERS, async (tx, company) => {
      const revoked = ID_PATTERN.test(id) ? await revokeGreenhouseKey(tx, company.id, id, clock.now()) : undefined;
      if (!revoked) throw keyNotFound();
      await recordAuditLogEntry(tx, ctx, clock.now(), 'greenhouse_key_revoked', {
        greenhouse_key: { id: revoked.id, name: revoked.name },
      });
      return { result: undefined, notify: [] };
    });
    ctx.status = 204;
  });

  // The partner paths: Greenhouse's key, never a company token.
  router.get('/list_tests', greenhouseGuard(deps), async (ctx) => {
    ctx.body = GreenhouseTestList.parse(
      (await listAssessments(pool, ctx.state.greenhouse.companyId)).map(greenhouseTestView),
    );
  });

  router.post('/send_test', greenhouseGuard(deps), async (ctx) => {
    const body = parse(GreenhouseSendTest, ctx.request.body);
    const { companyId, keyId } = ctx.state.greenhouse;
    const sent = await sendGreenhouseTest(deps, { companyId, keyId, ip: ctx.ip }, body);
    // Committed. If Temporal cannot take the start now, the invitation sweep will.
    if (sent.invitation) {
      const batch = sent.invitation;
      await startInvitationsWorkflow(deps, batch).catch((err) =>
        ctx.state.log.warn({ err, batchId: batch.batchId }, 'could not start the invitation; the sweep will retry'),
      );
    }
    ctx.body = GreenhouseTestSent.parse({ partner_interview_id: sent.partnerInterviewId });
  });

  router.get('/test_status', greenhouseGuard(deps), async (ctx) => {
    const { partner_interview_id } = parse(GreenhouseTestStatusQuery, ctx.query);
    const id = partner_interview_id.trim().toLowerCase();
    const { companyId } = ctx.state.greenhouse;
    const test = ID_PATTERN.test(id) ? await findGreenhouseTestProgress(pool, companyId, id) : undefined;
    if (!test) throw interviewNotFound();
    const now = clock.now();
    const reportUrl = (submissionId: string) =>
      reportLinkUrl(
        deps.config.publicBaseUrl,
        signReportLink(
          deps.config.jwtSecret,
          { companyId, submissionId },
          new Date(now.getTime() + REPORT_LINK_LIFETIME_SECONDS * 1000),
        ),
      );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = GreenhouseTestStatus.parse(testStatusAnswer(test, now, reportUrl));
  });

  router.post('/response_error', greenhouseGuard(deps), async (ctx) => {
    const report = parse(GreenhouseResponseError, ctx.request.body);
    // Reports are kept for people to read: a budget of their own, so that a key cannot fill the table.
    applySlot(
      ctx,
      await takeSlot(pool, {
        key: `greenhouse-report:${ctx.state.greenhouse.companyId}`,
        limit: GREENHOUSE_REPORTS_PER_HOUR,
        windowSeconds: HOUR_SECONDS,
        now: clock.now(),
      }),
    );
    await insertGreenhouseReport(pool, {
      id: newId(),
      company_id: ctx.state.greenhouse.companyId,
      api_call: report.api_call,
      errors: report.errors,
      partner_test_id: report.partner_test_id || null,
      partner_test_name: report.partner_test_name || null,
      partner_interview_id: report.partner_interview_id || null,
      received_at: clock.now(),
    });
    ctx.body = GreenhouseResponseErrorReceived.parse({ status: 200 });
  });

  // The company's own view of what Greenhouse sent and said.
  router.get('/tests', companyGuard(deps, MANAGERS), async (ctx) => {
    const query = parse(PageQuery, ctx.query);
    const { rows, total } = await listGreenhouseTests(
      pool,
      ctx.state.company.id,
      pageWindow(query.page, query.per_page),
    );
    const now = clock.now();
    ctx.body = GreenhouseSentTestList.parse({
      data: rows.map((t) => greenhouseSentTestView(t, greenhouseStatus(t, now))),
      ...pageEnvelope({
        publicBaseUrl: deps.config.publicBaseUrl,
        path: '/v1/integrations/greenhouse/tests',
        page: query.page,
        perPage: query.per_page,
        total,
        count: rows.length,
      }),
    });
  });

  router.delete('/tests/:id', companyGuard(deps, MANAGERS), async (ctx) => {
    const id = ctx.params.id.toLowerCase();
    await changeCompany(deps, ctx, MANAGERS, async (tx, company) => {
      const now = clock.now();
      const cancelled = ID_PATTERN.test(id) ? await cancelGreenhouseTest(tx, company.id, id, now) : undefined;
      if (!cancelled) throw interviewNotFound();
      await recordAuditLogEntry(tx, ctx, now, 'greenhouse_test_cancelled', {
        greenhouse_test: { id: cancelled.id, assessment_id: cancelled.assessment_id },
      });
      return { result: undefined, notify: [] };
    });
    ctx.status = 204;
  });

  router.get('/errors', companyGuard(deps, MANAGERS), async (ctx) => {
    const query = parse(PageQuery, ctx.query);
    const { rows, total } = await listGreenhouseReports(
      pool,
      ctx.state.company.id,
      pageWindow(query.page, query.per_page),
    );
    ctx.body = GreenhouseReportList.parse({
      data: rows.map(greenhouseReportView),
      ...pageEnvelope({
        publicBaseUrl: deps.config.publicBaseUrl,
        path: '/v1/integrations/greenhouse/errors',
        page: query.page,
        perPage: query.per_page,
        total,
        count: rows.length,
      }),
    });
  });

  return router;
}
