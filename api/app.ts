import Router from '@koa/router';
import Koa from 'koa';
import type { Client } from '@temporalio/client';
import { oneConnectionAtATime, type Pool } from '../db/pool';
import type { Clock } from '../lib/clock';
import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import type { ApiMetrics } from './metrics';
import { documentedMethods } from './middleware/documented-methods';
import { errorBody } from './middleware/errors';
import { jsonBody } from './middleware/json-body';
import { storableText } from './middleware/storable-text';
import { requestMetrics } from './middleware/metrics';
import { requestLog } from './middleware/request-log';
import { auditLogRouter } from './routes/activity';
import { assessmentsRouter } from './routes/assessments';
import { authRouter } from './routes/auth';
import { candidatesRouter } from './routes/candidates';
import { candidateErasureRouter } from './routes/candidate-erasure';
import { companyRouter } from './routes/company';
import { courseRouter } from './routes/course';
import { languagesRouter } from './routes/languages';
import { roundsRouter } from './routes/rounds';
import { sharedReportRouter } from './routes/shared-report';
import { docsRouter } from './routes/docs';
import { greenhouseRouter } from './routes/greenhouse';
import { healthRouter } from './routes/health';
import { invitationsRouter } from './routes/invitations';
import { membersRouter } from './routes/members';
import { playbackRouter } from './routes/playback';
import { questionsRouter } from './routes/questions';
import { webhookRouter } from './routes/webhook';
import { buildOpenApiDocument } from './http/openapi';
import { webPages } from './http/web-pages';

/** Everything the HTTP layer needs, injected so tests can build an app on their own services. */
export interface AppDeps {
  config: Config;
  pool: Pool;
  temporal: Client;
  logger: Logger;
  clock: Clock;
  metrics: ApiMetrics;
}

/**
 * Builds the HTTP application: one router per area under /v1. Bodies are parsed only once a
 * route has matched, so an unknown path is a 404 and a wrong method a 405 whatever the body.
 */
export function createApp(deps: AppDeps, extraAreas: Router[] = []): Koa {
  // Behind a load balancer (TRUST_PROXY=true) the client IP comes from X-Forwarded-For: the entry
  // our own proxy appended (the last one), never the ones the client may have sent before it.
  const app = new Koa({ proxy: deps.config.trustProxy, maxIpsCount: 1 });
  app.silent = true; // errorBody logs what matters; Koa's default printer would dump stacks to stderr

  const v1 = new Router({ prefix: '/v1' });
  v1.use(jsonBody());
  v1.use(storableText());
  const areas = [
    healthRouter(deps),
    docsRouter(deps),
    authRouter(deps),
    companyRouter(deps),
    courseRouter(deps),
    languagesRouter(deps),
    roundsRouter(deps),
    invitationsRouter(deps),
    webhookRouter(deps),
    playbackRouter(deps),
    membersRouter(deps),
    auditLogRouter(deps),
    candidatesRouter(deps),
    candidateErasureRouter(deps),
    assessmentsRouter(deps),
    questionsRouter(deps),
    greenhouseRouter(deps),
    sharedReportRouter(deps),
    ...extraAreas,
  ];
  // The areas' routes are copied into v1, so v1.allowedMethods() below answers 405/501/OPTIONS for
  // all of them. An area's own allowedMethods() would be one more layer every request runs through,
  // and it could never act: it runs only once a route has matched both path and method.
  for (const area of areas) {
    v1.use(area.routes());
  }

  // A request holds at most one database connection at a time (db/pool.ts says why).
  app.use((_ctx, next) => oneConnectionAtATime(next));
  app.use(requestLog(deps.logger));
  app.use(requestMetrics(deps.metrics));
  app.use(errorBody());
  app.use(webPages());
  app.use(documentedMethods(buildOpenApiDocument(deps.config.publicBaseUrl).paths ?? {}));
  app.use(v1.routes());
  app.use(v1.allowedMethods());
  return app;
}
