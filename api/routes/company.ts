import Router from '@koa/router';
import {
  CodeTakenError,
  EmailTakenError,
  findCompanyById,
  pauseCompany,
  resumeCompany,
  updateCompanySettings,
  updateLiveCode,
  type CompanyRecord,
} from '../../db/companies';
import type { PoolClient } from 'pg';
import type { z } from 'zod';
import { inTransaction } from '../../db/pool';
import { notificationContent } from '../../email/notifications';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { loginLockout } from '../login-lockout';
import { companyNotFound, companyGuard } from '../middleware/auth';
import { recordNotifications, type PendingNotification } from '../notifications';
import { registry } from '../openapi';
import { Company, companyView, PauseState, Settings, SettingsPatch, settingsView } from '../schemas/company';
import {
  companyEndpointErrors,
  errorResponse,
  jsonRequest,
  jsonResponse,
  jsonResponseWithLinks,
  withStandardErrors,
} from '../schemas/error';
import { parse, validationFailed } from '../validation';

const secured = { security: [{ bearer: [] }], tags: ['Company'] };

registry.registerPath({
  ...secured,
  method: 'get',
  path: '/v1/me',
  summary: 'Company profile and statistics',
  responses: withStandardErrors({ 200: jsonResponse(Company, 'The company'), ...companyEndpointErrors }),
});
registry.registerPath({
  ...secured,
  method: 'get',
  path: '/v1/settings',
  summary: 'Read the configuration',
  responses: withStandardErrors({
    200: jsonResponseWithLinks(Settings, 'The settings', {
      StartTestRound: {
        operationId: 'startRound',
        requestBody: { code: '$response.body#/test_code' },
        description: 'A free round with the test code',
      },
    }),
    ...companyEndpointErrors,
  }),
});
registry.registerPath({
  ...secured,
  method: 'patch',
  path: '/v1/settings',
  summary: 'Change the configuration',
  description: 'Only the fields sent change. Sensitive changes send notification e-mails.',
  request: { body: jsonRequest(SettingsPatch, { required: false }) },
  responses: withStandardErrors(
    {
      200: jsonResponse(Settings, 'The settings after the change'),
      403: errorResponse('invalid_credentials: current_password is wrong'),
      ...companyEndpointErrors,
      429: errorResponse(
        'rate_limit_exceeded: the hourly request limit is spent; too_many_login_attempts: the account is locked ' +
          'after wrong passwords, current_password included (Retry-After set)',
      ),
    },
    { body: true },
  ),
});
registry.registerPath({
  ...secured,
  method: 'post',
  path: '/v1/pause',
  summary: 'Stop accepting new submissions',
  description: 'Idempotent: when already paused, answers the same paused_at and sends no second e-mail.',
  responses: withStandardErrors(
    { 200: jsonResponse(PauseState, 'Paused'), ...companyEndpointErrors },
    { parsed: true },
  ),
});
registry.registerPath({
  ...secured,
  method: 'delete',
  path: '/v1/pause',
  summary: 'Accept new submissions again',
  description: 'Idempotent: 204 whether or not the company was paused; only a real change sends the e-mail.',
  responses: withStandardErrors({ 204: { description: 'Active' }, ...companyEndpointErrors }),
});

const PERSONALITY_FIELDS = ['personality_first', 'personality_second', 'personality_third'] as const;

export function companyRouter(deps: AppDeps): Router {
  const { pool, clock, temporal, config } = deps;
  const router = new Router();
  // Per route, not router.use(): a router's own middleware would also run for other areas' routes.
  const guard = [companyGuard(deps)];
  const passwordAttempt = loginLockout(deps);

  /** Runs a change in one transaction, then starts delivery of the notifications it recorded. */
  async function changeWithNotifications<T>(
    companyId: string,
    change: (tx: PoolClient, company: CompanyRecord) => Promise<{ result: T; notify: PendingNotification[] }>,
  ): Promise<T> {
    const { result, deliver } = await inTransaction(pool, async (tx) => {
      const company = await findCompanyById(tx, companyId, { forUpdate: true });
      if (!company) throw companyNotFound();
      const { result, notify } = await change(tx, company);
      return { result, deliver: await recordNotifications(tx, companyId, notify) };
    });
    // The change is committed; if Temporal cannot take the deliveries now, the reconciler will.
    await deliver(temporal, config.temporal.taskQueue).catch((err) =>
      deps.logger.warn({ err }, 'could not start notification delivery; the reconciler will retry'),
    );
    return result;
  }

  // The statistics come with the guard's statement: one round trip for the whole request.
  router.get('/me', companyGuard(deps, undefined, { stats: true }), (ctx) => {
    ctx.body = companyView(ctx.state.company, ctx.state.companyStats!);
  });

  router.get('/settings', ...guard, (ctx) => {
    ctx.body = settingsView(ctx.state.company);
  });

  router.patch('/settings', ...guard, async (ctx) => {
    const patch = parse(SettingsPatch, ctx.request.body ?? {});
    await requireCurrentPassword(passwordAttempt, ctx.state.company, patch);
    // Compared only once the current password is proven: a wrong guess learns nothing from it.
    if (patch.password_confirmation !== patch.password) {
      throw validationFailed([{ path: 'password_confirmation', message: 'does not match password' }]);
    }
    const passwordHash = patch.password === undefined ? undefined : await hashPassword(patch.password);
    const updated = await changeWithNotifications(ctx.state.company.id, async (tx, before) => {
      const personalities = PERSONALITY_FIELDS.map((field, i) => patch[field] ?? before.personalities[i]);
      if (new Set(personalities).size !== 3) {
        throw validationFailed(
          PERSONALITY_FIELDS.filter((f) => patch[f] !== undefined).map((path) => ({
            path,
            message: 'the three personalities must be different',
          })),
        );
      }
      const now = clock.now();
      try {
        await updateCompanySettings(
          tx,
          before.id,
          {
            email: patch.email,
            passwordHash,
            webhookUrl: patch.webhook_url,
            webhookSecret: patch.webhook_secret,
            perCandidate: patch.per_candidate,
            personalities: PERSONALITY_FIELDS.some((f) => patch[f] !== undefined) ? personalities : undefined,
          },
          now,
        );
        if (patch.live_code !== undefined && patch.live_code !== before.live_code) {
          await updateLiveCode(tx, before.id, patch.live_code);
        }
      } catch (err) {
        if (err instanceof EmailTakenError) throw validationFailed([{ path: 'email', message: 'is already in use' }]);
        if (err instanceof CodeTakenError)
          throw validationFailed([{ path: 'live_code', message: 'is already in use' }]);
        throw err;
      }
      const after = (await findCompanyById(tx, before.id))!;
      return { result: after, notify: settingsNotifications(before, after, patch.password !== undefined) };
    });
    ctx.body = settingsView(updated);
  });

  router.post('/pause', ...guard, async (ctx) => {
    const pausedAt = await changeWithNotifications(ctx.state.company.id, async (tx, company) => {
      const { pausedAt, changed } = await pauseCompany(tx, company.id, clock.now());
      const notify = changed
        ? [{ recipient: company.email, kind: 'paused' as const, content: notificationContent.paused(pausedAt) }]
        : [];
      return { result: pausedAt, notify };
    });
    ctx.body = PauseState.parse({ paused_at: pausedAt.toISOString() });
  });

  router.delete('/pause', ...guard, async (ctx) => {
    await changeWithNotifications(ctx.state.company.id, async (tx, company) => {
      const now = clock.now();
      const changed = await resumeCompany(tx, company.id, now);
      const notify = changed
        ? [{ recipient: company.email, kind: 'resumed' as const, content: notificationContent.resumed(now) }]
        : [];
      return { result: undefined, notify };
    });
    ctx.status = 204;
  });

  return router;
}

/** PATCH /settings: which change notifies whom. */
/**
 * A stolen token must not be enough to take the account over: changing the e-mail or the password
 * needs the password in use now.
 */
/**
 * A change of e-mail or password needs the current password, checked under the account lockout:
 * a wrong one counts as a failed sign-in (whoever holds a token cannot guess at leisure), and the
 * failure that starts a lockout e-mails the company.
 */
async function requireCurrentPassword(
  passwordAttempt: ReturnType<typeof loginLockout>,
  company: CompanyRecord,
  patch: z.infer<typeof SettingsPatch>,
): Promise<void> {
  const changesEmail = patch.email !== undefined && patch.email !== company.email;
  if (!changesEmail && patch.password === undefined) return;
  if (patch.current_password === undefined) {
    throw validationFailed([{ path: 'current_password', message: 'is required to change the e-mail or the password' }]);
  }
  const attempt = await passwordAttempt(company.email);
  if (!(await verifyPassword(company.password_hash, patch.current_password))) {
    await attempt.failed(company);
    throw new ApiError(403, 'invalid_credentials', 'The current password is wrong.');
  }
  await attempt.succeeded();
}

function settingsNotifications(
  before: CompanyRecord,
  after: CompanyRecord,
  passwordChanged: boolean,
): PendingNotification[] {
  const notify: PendingNotification[] = [];
  if (after.email !== before.email) {
    notify.push({
      recipient: before.email,
      kind: 'emailChanged',
      content: notificationContent.emailChanged(before.email, after.email),
    });
  }
  if (passwordChanged) {
    notify.push({ recipient: after.email, kind: 'passwordChanged', content: notificationContent.passwordChanged() });
  }
  if (after.live_code !== before.live_code) {
    notify.push({
      recipient: after.email,
      kind: 'liveCodeChanged',
      content: notificationContent.liveCodeChanged(before.live_code, after.live_code),
    });
  }
  if (after.webhook_url !== before.webhook_url || after.webhook_secret !== before.webhook_secret) {
    notify.push({
      recipient: after.email,
      kind: 'webhookChanged',
      content: notificationContent.webhookChanged(after.webhook_url, after.webhook_secret),
    });
  }
  return notify;
}
