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
import { updateSignIn, type Role } from '../../db/members';
import type { z } from 'zod';
import { notificationContent, type Actor } from '../../email/notifications';
import { actorOf, recordAuditLogEntry } from '../company/audit-log';
import { changeCompany } from '../company/company-change';
import { hashPassword } from '../../lib/crypto';
import type { AppDeps } from '../app';
import { currentPasswordCheck } from '../auth/login-lockout';
import { companyGuard } from '../middleware/auth';
import { toOwners, type PendingNotification } from '../company/notifications';
import { registry } from '../http/openapi';
import { documentedAccess, forbidden, forbiddenResponse, MANAGERS, OWNERS } from '../auth/roles';
import {
  Company,
  companyView,
  DEFAULT_WEBHOOK_SECRET_GRACE_HOURS,
  PauseState,
  Settings,
  SettingsPatch,
  settingsView,
} from '../schemas/company';
import {
  companyEndpointErrors,
  errorResponse,
  jsonRequest,
  jsonResponse,
  jsonResponseWithLinks,
  withStandardErrors,
} from '../schemas/error';
import { parse, validationFailed } from '../http/validation';
import { IdempotencyHeaders, withIdempotencyErrors } from '../schemas/idempotency';
import { idempotent } from '../middleware/idempotency';

const secured = { security: [{ bearer: [] }], tags: ['Company'] };

/** Settings only an owner changes: where the company is written to, what it pays for. */
const OWNER_FIELDS = ['email', 'live_code', 'per_candidate'] as const;

registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'get',
  path: '/v1/me',
  summary: 'Company profile and statistics',
  responses: withStandardErrors({
    200: jsonResponse(Company, 'The company'),
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
  }),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
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
    ...forbiddenResponse(MANAGERS),
  }),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'patch',
  path: '/v1/settings',
  summary: 'Change the configuration',
  description:
    'Only the fields sent change. Sensitive changes send notification e-mails to every owner. `email` is the ' +
    "company's address (the member who signs in with it follows it); `password` is the caller's own. Changing " +
    '`email`, `live_code` or `per_candidate` needs the role owner. A new `webhook_secret` leaves the one it replaces ' +
    'valid beside it for `webhook_secret_grace_hours` (24 unless sent): deliveries carry both signatures until ' +
    '`webhook_previous_secret_expires_at`.',
  request: { body: jsonRequest(SettingsPatch, { required: false }) },
  responses: withStandardErrors(
    {
      200: jsonResponse(Settings, 'The settings after the change'),
      ...companyEndpointErrors,
      403: errorResponse(
        'invalid_credentials: current_password is wrong; forbidden: the caller is a reviewer, or an admin changing ' +
          'email, live_code or per_candidate',
      ),
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
  ...documentedAccess(MANAGERS),
  method: 'post',
  path: '/v1/pause',
  summary: 'Stop accepting new submissions',
  description: 'Idempotent: when already paused, answers the same paused_at and sends no second e-mail.',
  request: { headers: IdempotencyHeaders },
  responses: withIdempotencyErrors(
    withStandardErrors(
      { 200: jsonResponse(PauseState, 'Paused'), ...companyEndpointErrors, ...forbiddenResponse(MANAGERS) },
      { parsed: true },
    ),
  ),
});
registry.registerPath({
  ...secured,
  ...documentedAccess(MANAGERS),
  method: 'delete',
  path: '/v1/pause',
  summary: 'Accept new submissions again',
  description: 'Idempotent: 204 whether or not the company was paused; only a real change sends the e-mail.',
  responses: withStandardErrors({
    204: { description: 'Active' },
    ...companyEndpointErrors,
    ...forbiddenResponse(MANAGERS),
  }),
});

const HOUR_MS = 3_600_000;
const PERSONALITY_FIELDS = ['personality_first', 'personality_second', 'personality_third'] as const;

export function companyRouter(deps: AppDeps): Router {
  const { clock } = deps;
  const router = new Router();
  // Per route, not router.use(): a router's own middleware would also run for other areas' routes.
  const managers = companyGuard(deps, MANAGERS);
  const checkPassword = currentPasswordCheck(deps);

  // The statistics come with the guard's statement: one round trip for the whole request.
  router.get('/me', companyGuard(deps, MANAGERS, { stats: true }), (ctx) => {
    ctx.body = companyView(ctx.state.company, ctx.state.companyStats!);
  });

  router.get('/settings', managers, (ctx) => {
    ctx.body = settingsView(ctx.state.company, clock.now());
  });

  router.patch('/settings', managers, async (ctx) => {
    const patch = parse(SettingsPatch, ctx.request.body ?? {});
    const { company, member } = ctx.state;
    // Checked again against the locked row below; here, so that a refusal costs no password check.
    refuseOwnerFields(patch, company, member.role);
    await requireCurrentPassword(checkPassword, { company, member }, patch);
    // Compared only once the current password is proven: a wrong guess learns nothing from it.
    if (patch.password_confirmation !== patch.password) {
      throw validationFailed([{ path: 'password_confirmation', message: 'does not match password' }]);
    }
    const passwordHash = patch.password === undefined ? undefined : await hashPassword(patch.password);
    const updated = await changeCompany(deps, ctx, MANAGERS, async (tx, before, caller) => {
      refuseOwnerFields(patch, before, caller.role);
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
      // The member who signs in with the company's address follows it to the new one.
      const signInFollows = patch.email !== undefined && caller.email.toLowerCase() === before.email.toLowerCase();
      try {
        await updateCompanySettings(
          tx,
          before.id,
          {
            email: patch.email,
            webhookUrl: patch.webhook_url,
            webhookSecret: patch.webhook_secret,
            webhookSecretGraceMs: (patch.webhook_secret_grace_hours ?? DEFAULT_WEBHOOK_SECRET_GRACE_HOURS) * HOUR_MS,
            perCandidate: patch.per_candidate,
            roundTimeLimitMinutes: patch.round_time_limit_minutes,
            candidateRetentionDays: patch.candidate_retention_days,
            languages: patch.languages,
            questions: patch.questions,
            personalities: PERSONALITY_FIELDS.some((f) => patch[f] !== undefined) ? personalities : undefined,
          },
          now,
        );
        if (passwordHash !== undefined || signInFollows) {
          await updateSignIn(tx, caller.id, { email: signInFollows ? patch.email : undefined, passwordHash });
        }
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
      const fields = changedFields(before, after, passwordHash !== undefined);
      if (fields.length) await recordAuditLogEntry(tx, ctx, now, 'settings_changed', { fields });
      const changedPasswordOf = passwordHash === undefined ? undefined : signInFollows ? after.email : caller.email;
      return { result: after, notify: await settingsNotifications(tx, before, after, actorOf(ctx), changedPasswordOf) };
    });
    ctx.body = settingsView(updated, clock.now());
  });

  router.post('/pause', managers, idempotent(deps), async (ctx) => {
    const pausedAt = await changeCompany(deps, ctx, MANAGERS, async (tx, company) => {
      const { pausedAt, changed } = await pauseCompany(tx, company.id, clock.now());
      if (!changed) return { result: pausedAt, notify: [] };
      await recordAuditLogEntry(tx, ctx, pausedAt, 'paused');
      const content = notificationContent.paused(pausedAt, actorOf(ctx));
      return { result: pausedAt, notify: await toOwners(tx, company, { kind: 'paused', content }) };
    });
    ctx.body = PauseState.parse({ paused_at: pausedAt.toISOString() });
  });

  router.delete('/pause', managers, async (ctx) => {
    await changeCompany(deps, ctx, MANAGERS, async (tx, company) => {
      const now = clock.now();
      if (!(await resumeCompany(tx, company.id, now))) return { result: undefined, notify: [] };
      await recordAuditLogEntry(tx, ctx, now, 'resumed');
      const content = notificationContent.resumed(now, actorOf(ctx));
      return { result: undefined, notify: await toOwners(tx, company, { kind: 'resumed', content }) };
    });
    ctx.status = 204;
  });

  return router;
}

/** An admin may send the owner's fields as they are (a form sends what it shows), never change them. */
function refuseOwnerFields(patch: z.infer<typeof SettingsPatch>, company: CompanyRecord, role: Role): void {
  const changed = OWNER_FIELDS.filter((field) => patch[field] !== undefined && patch[field] !== company[field]);
  if (changed.length && !OWNERS.includes(role)) throw forbidden(role, OWNERS, `Changing ${changed.join(', ')}`);
}

/**
 * A change of the company's e-mail or of the caller's password needs the caller's current
 * password, checked under their lockout: a wrong one counts as a failed sign-in (whoever holds a
 * token cannot guess at leisure), and the failure that starts a lockout e-mails the member.
 */
async function requireCurrentPassword(
  checkPassword: ReturnType<typeof currentPasswordCheck>,
  caller: { company: CompanyRecord; member: { id: string } },
  patch: z.infer<typeof SettingsPatch>,
): Promise<void> {
  const changesEmail = patch.email !== undefined && patch.email !== caller.company.email;
  if (!changesEmail && patch.password === undefined) return;
  if (patch.current_password === undefined) {
    throw validationFailed([{ path: 'current_password', message: 'is required to change the e-mail or the password' }]);
  }
  await checkPassword(caller.company.id, caller.member.id, patch.current_password);
}

/** The settings fields a change touched, by name (never their values), as PATCH /settings names them. */
function changedFields(before: CompanyRecord, after: CompanyRecord, passwordChanged: boolean): string[] {
  const fields: string[] = [];
  const compared = [
    'email',
    'live_code',
    'webhook_url',
    'webhook_secret',
    'per_candidate',
    'round_time_limit_minutes',
    'candidate_retention_days',
    'questions',
  ] as const;
  for (const field of compared) {
    if (after[field] !== before[field]) fields.push(field);
  }
  if (JSON.stringify(after.languages) !== JSON.stringify(before.languages)) fields.push('languages');
  PERSONALITY_FIELDS.forEach((field, i) => {
    if (after.personalities[i] !== before.personalities[i]) fields.push(field);
  });
  if (passwordChanged) fields.push('password');
  return fields;
}

/** PATCH /settings: which change notifies whom (every owner, and the old address of a changed e-mail). */
async function settingsNotifications(
  tx: PoolClient,
  before: CompanyRecord,
  after: CompanyRecord,
  actor: Actor,
  /** The sign-in whose password changed, if one did. */
  changedPasswordOf: string | undefined,
): Promise<PendingNotification[]> {
  const notify: PendingNotification[] = [];
  if (after.email !== before.email) {
    const content = notificationContent.emailChanged(before.email, after.email, actor);
    notify.push(...(await toOwners(tx, after, { kind: 'emailChanged', content }, [before.email])));
  }
  if (changedPasswordOf !== undefined) {
    const content = notificationContent.passwordChanged(changedPasswordOf, actor);
    notify.push(...(await toOwners(tx, after, { kind: 'passwordChanged', content }, [changedPasswordOf])));
  }
  if (after.live_code !== before.live_code) {
    const content = notificationContent.liveCodeChanged(before.live_code, after.live_code, actor);
    notify.push(...(await toOwners(tx, after, { kind: 'liveCodeChanged', content })));
  }
  if (after.candidate_retention_days !== before.candidate_retention_days) {
    const content = notificationContent.retentionChanged(
      before.candidate_retention_days,
      after.candidate_retention_days,
      actor,
    );
    notify.push(...(await toOwners(tx, after, { kind: 'retentionChanged', content })));
  }
  if (after.webhook_url !== before.webhook_url || after.webhook_secret !== before.webhook_secret) {
    // updated_at is this change's time: a previous secret past its grace, not yet cleared, goes unmentioned.
    const previousUntil = after.webhook_previous_secret_expires_at;
    const content = notificationContent.webhookChanged(
      after.webhook_url,
      after.webhook_secret,
      actor,
      previousUntil && previousUntil > after.updated_at ? previousUntil : undefined,
    );
    notify.push(...(await toOwners(tx, after, { kind: 'webhookChanged', content })));
  }
  return notify;
}
