/**
 * The process `npm run bench -- api` loads: the real app (api/app.ts, logging at info to a stdout
 * the bench discards) and a bare Koa route doing one Postgres query, each with its own pool of 10,
 * both on loopback. Reports their ports over IPC; exits when the bench disconnects.
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { createApp } from '../api/app';
import { createApiMetrics } from '../api/metrics';
import { createTemporalClient } from '../api/temporal/temporal';
import { findCompanyById } from '../db/companies';
import { createPool } from '../db/pool';
import { systemClock } from '../lib/clock';
import { loadConfig } from '../lib/config';
import { createLogger } from '../lib/logger';

export interface ServerPorts {
  app: number;
  bare: number;
}

const listen = (app: Koa) =>
  new Promise<number>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

async function main() {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  // Never reached: GET /v1/me does not use Temporal, and the client connects on first use.
  const temporal = createTemporalClient(config.temporal.address ?? '127.0.0.1:7233', config.temporal.namespace);
  const app = createApp({
    config,
    pool: createPool(config.databaseUrl!),
    temporal,
    logger,
    clock: systemClock,
    metrics: createApiMetrics(),
  });

  const bare = new Koa();
  const barePool = createPool(config.databaseUrl!);
  const companyId = process.env.BENCH_COMPANY_ID!;
  bare.use(async (ctx) => {
    const company = await findCompanyById(barePool, companyId);
    ctx.body = { id: company?.id, name: company?.name };
  });

  const ports: ServerPorts = { app: await listen(app), bare: await listen(bare) };
  process.send!(ports);
  process.on('disconnect', () => process.exit(0));
}

main().catch((err) => {
  process.stderr.write(`bench api server failed: ${(err as Error).stack}\n`);
  process.exit(1);
});
