import Router from '@koa/router';
import { listAssessments } from '../../db/assessments';
import {
  countGreenhouseKeys,
  insertGreenhouseKey,
  listGreenhouseKeys,
  revokeGreenhouseKey,
} from '../../db/greenhouse-keys';
import { greenhouseKeyHash } from '../../lib/crypto';
import { ID_PATTERN, newGreenhouseKey, newId } from '../../lib/ids';
import { recordAuditLogEntry } from '../company/audit-log';
import { changeCompany } from '../company/company-change';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { parse } from '../http/validation';
import { MANAGERS } from '../auth/roles';
import { companyGuard } from '../middleware/auth';
import { greenhouseGuard } from '../middleware/greenhouse-auth';
import {
  GreenhouseKeyCreate,
  GreenhouseKeyCreated,
  GreenhouseKeyList,
  greenhouseKeyView,
  GreenhouseTestList,
  greenhouseTestView,
  MAX_GREENHOUSE_KEYS,
} from '../schemas/greenhouse';
import './greenhouse-document';

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
      const row = await insertGreenhouseKey(tx, {
        id: newId(),
        companyId: company.id,
        name,
        keyHash: greenhouseKeyHash(key),
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

  return router;
}
