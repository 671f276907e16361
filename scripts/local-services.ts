import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import { clearRuntimeInfo, paths, writeRuntimeInfo } from './local-state';
import { startEmbeddedPostgres } from './services/postgres';
import { startSmtpSink } from './services/smtp-sink';
import { startTemporalDevServer } from './services/temporal';

export const TEMPORAL_PORT = 7233;
export const TEMPORAL_UI_PORT = 8233;
export const SMTP_SINK_PORT = 2525;

export interface LocalServices {
  databaseUrl: string;
  temporalAddress: string;
  smtpUrl: string;
  /** Stops every service started here. */
  stop(): Promise<void>;
}

export interface Started {
  url: string;
  stop(): Promise<void>;
}

async function embeddedPostgres(logger: Logger, launched: () => void): Promise<Started> {
  // Its first line of output (initdb's, or the server's) says it runs as a process of its own.
  const db = await startEmbeddedPostgres({ dataDir: paths.postgres, onLog: launched }).finally(launched);
  writeRuntimeInfo({ pid: process.pid, databaseUrl: db.url });
  logger.info({ dataDir: paths.postgres }, 'embedded Postgres started');
  return {
    url: db.url,
    stop: async () => {
      clearRuntimeInfo();
      await db.stop();
    },
  };
}

async function temporalDevServer(config: Config, logger: Logger): Promise<Started> {
  const server = await startTemporalDevServer({
    cliPath: config.temporal.cliPath,
    toolsDir: paths.tools,
    namespace: config.temporal.namespace,
    port: TEMPORAL_PORT,
    uiPort: TEMPORAL_UI_PORT,
    dbFilename: paths.temporalDb,
  });
  logger.info({ address: server.address }, 'Temporal dev server started');
  return { url: server.address, stop: () => server.stop() };
}

async function smtpSink(logger: Logger): Promise<Started> {
  const sink = await startSmtpSink({
    port: SMTP_SINK_PORT,
    dir: paths.mail,
    // The file holds the message; its recipients and subject (a candidate's address and name) stay out of the log.
    onMessage: (m) => logger.info({ file: m.file }, 'mail received'),
  });
  return { url: sink.url, stop: () => sink.stop() };
}

const configured = (url: string): Started => ({ url, stop: async () => undefined });

export interface StartingServices {
  /**
   * Resolves once each local service runs as a process of its own (or has failed): from then on
   * it gets ready without this process's event loop, which may be busy loading modules.
   */
  launched: Promise<void>;
  ready: Promise<LocalServices>;
}

/**
 * The services `npm start` needs, each the configured one (DATABASE_URL, TEMPORAL_ADDRESS,
 * SMTP_URL) or else started locally with its state under .var/. The local ones start side by side;
 * if one fails, the others are stopped before `ready` rejects.
 */
export function startLocalServices(config: Config, logger: Logger): StartingServices {
  let postgresLaunched!: () => void;
  const postgresRuns = new Promise<void>((resolve) => (postgresLaunched = resolve));
  const starting = [
    config.databaseUrl ? configured(config.databaseUrl) : embeddedPostgres(logger, postgresLaunched),
    // The SDK hands the dev server to its native core once its pending promise callbacks have run.
    config.temporal.address ? configured(config.temporal.address) : temporalDevServer(config, logger),
    config.smtpUrl ? configured(config.smtpUrl) : smtpSink(logger),
  ];
  if (config.databaseUrl) postgresLaunched();
  const launched = Promise.all([postgresRuns, new Promise((resolve) => setImmediate(resolve))]).then(() => undefined);
  return { launched, ready: allStartedOrNone(starting) };
}

/** Database, Temporal and SMTP, once all three have started; if one fails, the others are stopped. */
export async function allStartedOrNone(starting: Array<Started | Promise<Started>>): Promise<LocalServices> {
  const settled = await Promise.allSettled(starting);
  const started = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.allSettled(started.map((s) => s.stop()));
  };
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [database, temporal, smtp] = started;
  return { databaseUrl: database.url, temporalAddress: temporal.url, smtpUrl: smtp.url, stop };
}
