import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '../db/migrate';
import { ROOT } from './local-state';
import { startAppProcess, type AppProcess } from './services/app-process';
import { startBalancer, type Balancer } from './services/balancer';
import { composeAppEnvironment, composePostgresFlags, type AppKind } from './services/compose-settings';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './services/postgres';
import { startTemporalDevServer } from './services/temporal';
import { startTemporalServer, type TemporalServer } from './services/temporal-cluster';

export interface ClusterStack {
  /** The balancer in front of the APIs: http://127.0.0.1:<port>. */
  apiUrl: string;
  /** The service's own database (Temporal's two are beside it on the same Postgres). */
  databaseUrl: string;
  temporal: TemporalServer;
  /** Every API and worker process started, killed ones included, in start order. */
  processes: AppProcess[];
  /** The processes of one kind that still run. */
  running(kind: AppKind): AppProcess[];
  stop(): Promise<void>;
}

/** Two of each kind: one may die and its kind still runs. */
const COUNTS: Record<AppKind, number> = { api: 2, lifecycle: 2, scoring: 2 };

/**
 * The compose file's topology on one machine: Postgres (embedded) holding the service's database
 * and Temporal's two, the Temporal server built at the pinned version, and each API and worker its
 * own process with the compose file's settings, the APIs behind a local balancer. State lives
 * under dataDir; the server's log is dataDir/temporal.log.
 */
export async function startClusterStack(options: {
  dataDir: string;
  toolsDir: string;
  smtpUrl: string;
  publicBaseUrl?: string;
  /** Settings every API and worker process gets on top of the compose file's. */
  env?: Record<string, string>;
  balancerPort?: number;
  /** The Temporal server on Postgres (the default), or the CLI's dev server (SQLite): the bench compares them. */
  temporal?: 'postgres' | 'dev-server';
}): Promise<ClusterStack> {
  mkdirSync(options.dataDir, { recursive: true });
  const stops: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    const postgres: EmbeddedDatabase = await startEmbeddedPostgres({
      dataDir: path.join(options.dataDir, 'postgres'),
      postgresFlags: composePostgresFlags(ROOT),
    });
    stops.push(() => postgres.stop());
    const login = new URL(postgres.url);
    const temporal =
      options.temporal === 'dev-server'
        ? await startDevServer(options)
        : await startTemporalServer({
            root: ROOT,
            toolsDir: options.toolsDir,
            postgres: { host: login.hostname, port: postgres.port, user: login.username, password: login.password },
            logFile: path.join(options.dataDir, 'temporal.log'),
          });
    stops.push(() => temporal.stop());
    // Once, before the processes start: each migrates at start, as a container does, and finds
    // nothing to do.
    await migrate(postgres.url);

    const shared = {
      DATABASE_URL: postgres.url,
      TEMPORAL_ADDRESS: temporal.address,
      SMTP_URL: options.smtpUrl,
      // One secret for every API: a token one signs, the other accepts.
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_BASE_URL: options.publicBaseUrl ?? 'http://localhost:3000',
      LOG_LEVEL: 'info',
      // Behind the balancer only: with TRUST_PROXY, an API another machine reached directly would
      // take its X-Forwarded-For at its word.
      HOST: '127.0.0.1',
      PORT: '0',
      METRICS_PORT: '0',
      METRICS_HOST: '127.0.0.1',
    };
    const processes: AppProcess[] = [];
    const started: Record<AppKind, number> = { api: 0, lifecycle: 0, scoring: 0 };
    const startProcess = async (kind: AppKind) => {
      const { WORKER_HEALTH_FILE: _oneFilePerContainer, ...compose } = composeAppEnvironment(ROOT, kind);
      const name = `${kind}-${++started[kind]}`;
      const child = await startAppProcess({
        root: ROOT,
        kind,
        name,
        env: { ...compose, ...shared, ...options.env },
      });
      processes.push(child);
      stops.push(() => child.stop());
      return child;
    };
    const kinds = (Object.keys(COUNTS) as AppKind[]).flatMap((kind) =>
      Array.from({ length: COUNTS[kind] }, () => kind),
    );
    // Every start settles before a failure is thrown, so that stopAll finds every process started.
    const failed = (await Promise.allSettled(kinds.map(startProcess))).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const running = (kind: AppKind) => processes.filter((p) => p.kind === kind && p.running());
    const balancer: Balancer = await startBalancer(() => running('api').map((p) => p.url!), {
      port: options.balancerPort,
    });
    stops.push(() => balancer.close());
    return {
      apiUrl: balancer.url,
      databaseUrl: postgres.url,
      temporal,
      processes,
      running,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/** The CLI's dev server (SQLite in a file under dataDir) in the place of the Temporal server. */
async function startDevServer(options: { dataDir: string; toolsDir: string }): Promise<TemporalServer> {
  const server = await startTemporalDevServer({
    cliPath: process.env.TEMPORAL_CLI_PATH,
    toolsDir: options.toolsDir,
    dbFilename: path.join(options.dataDir, 'temporal-dev.db'),
  });
  return {
    address: server.address,
    metricsUrl: undefined,
    restart: () => Promise.reject(new Error('the dev server is not restarted here')),
    stop: () => server.stop(),
  };
}
