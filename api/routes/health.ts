import Router from '@koa/router';
import { pingDatabase } from '../../db/pool';
import type { AppDeps } from '../app';
import { registry } from '../http/openapi';
import { documentedAccess } from '../auth/roles';
import { withStandardErrors } from '../schemas/error';
import { Health, HealthFailure } from '../schemas/health';
import { pingTemporal } from '../temporal/temporal';

registry.registerPath({
  method: 'get',
  path: '/v1/health',
  ...documentedAccess('public'),
  tags: ['Health'],
  summary: 'Liveness and dependency checks',
  responses: withStandardErrors({
    200: { description: 'Database and Temporal reachable', content: { 'application/json': { schema: Health } } },
    503: { description: 'A dependency is down', content: { 'application/json': { schema: HealthFailure } } },
  }),
});

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok' as const,
    () => 'fail' as const,
  );

export function healthRouter(deps: AppDeps): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    const [database, temporal] = await Promise.all([
      outcome(pingDatabase(deps.pool)),
      outcome(pingTemporal(deps.temporal)),
    ]);
    const checks = { database, temporal };
    const failing = Object.entries(checks)
      .filter(([, v]) => v === 'fail')
      .map(([k]) => k);
    if (failing.length) {
      ctx.status = 503;
      ctx.body = HealthFailure.parse({
        error: 'service_unavailable',
        message: `Unavailable: ${failing.join(' and ')} cannot be reached.`,
        checks,
      });
      return;
    }
    ctx.body = Health.parse({ status: 'ok', checks });
  });
  return router;
}
