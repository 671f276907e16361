import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Client } from '@temporalio/client';
import type Koa from 'koa';
import { createApp } from '../../api/app';
import { createApiMetrics } from '../../api/metrics';
import type { AppDeps } from '../../api/app';
import { createTemporalClient } from '../../api/temporal/temporal';
import { systemClock, type Clock } from '../../lib/clock';
import { loadConfig, type Config } from '../../lib/config';
import { createLogger } from '../../lib/logger';
import { startWorker, type RunningWorker } from '../../worker/start-worker';
import { createTestDatabase, type TestDatabase } from './database';
import { httpClient, type HttpClient } from './http';
import { testServices } from './services';

export interface TestStack {
  config: Config;
  db: TestDatabase;
  temporal: Client;
  deps: AppDeps;
  app: Koa;
  http: HttpClient;
  /**
   * Starts a worker on this suite's task queues (stopped by close()); `config` overrides the
   * suite's. `withClock` gives it the suite's clock (else the system's).
   */
  startWorker(config?: Partial<Config>, options?: { withClock?: boolean }): Promise<RunningWorker>;
  close(): Promise<void>;
}

/**
 * One suite's slice of the real stack: its own database and task queue on the run's shared
 * Postgres, Temporal and SMTP sink, and an app built over them.
 */
export async function startTestStack(
  options: { env?: Record<string, string>; clock?: Clock; extraAreas?: Router[] } = {},
): Promise<TestStack> {
  const services = testServices();
  const db = await createTestDatabase();
  const taskQueue = `test-${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    TEMPORAL_ADDRESS: services.temporal.address,
    TEMPORAL_TASK_QUEUE: taskQueue,
    TEMPORAL_SCORING_TASK_QUEUE: `${taskQueue}-scoring`,
    SMTP_URL: services.smtp.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_BASE_URL: 'http://assessments.test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    // A suite plays many rounds as one company; a suite about the limit sets its own.
    RATE_LIMIT_PER_HOUR: '100000',
    ...options.env,
  });
  const logger = createLogger(config.logLevel);
  const temporal = createTemporalClient(services.temporal.address, config.temporal.namespace);
  const deps: AppDeps = {
    config,
    pool: db.pool,
    temporal,
    logger,
    clock: options.clock ?? systemClock,
    metrics: createApiMetrics(),
  };
  const app = createApp(deps, options.extraAreas);
  const workers: RunningWorker[] = [];

  return {
    config,
    db,
    temporal,
    deps,
    app,
    http: httpClient(app),
    async startWorker(overrides = {}, { withClock = false } = {}) {
      const worker = await startWorker({
        ...(withClock ? { clock: deps.clock } : {}),
        config: { ...config, ...overrides },
        databaseUrl: db.url,
        temporalAddress: services.temporal.address,
        smtpUrl: services.smtp.url,
        logger,
        workflowBundle: services.workflowBundle,
      });
      workers.push(worker);
      return worker;
    },
    async close() {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await temporal.connection.close();
      await db.drop();
    },
  };
}
