import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Connection } from '@temporalio/client';
import { SEARCH_ATTRIBUTES } from '../../workflow-contract/search-attributes';
import { composeTemporalSettings } from './compose-settings';
import { freePort, isPortOpen } from './ports';
import { findTemporalCli } from './temporal';
import { installTemporalServer, installTemporalUi } from './temporal-server';

export interface PostgresLogin {
  host: string;
  port: number;
  user: string;
  password: string;
}

export interface TemporalServer {
  /** host:port of the frontend's gRPC. */
  address: string;
  /** http://127.0.0.1:<port>/metrics: the server's Prometheus metrics. */
  metricsUrl?: string;
  /** SIGKILL, then a start on the same ports and database: a crash and its recovery. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const PORTS = [
  'FRONTEND_GRPC_PORT',
  'FRONTEND_HTTP_PORT',
  'FRONTEND_MEMBERSHIP_PORT',
  'MATCHING_GRPC_PORT',
  'MATCHING_MEMBERSHIP_PORT',
  'HISTORY_GRPC_PORT',
  'HISTORY_MEMBERSHIP_PORT',
  'WORKER_GRPC_PORT',
  'WORKER_MEMBERSHIP_PORT',
  'PROMETHEUS_PORT',
] as const;

/**
 * A free port below 32768: the server records its membership port in a smallint column, and the
 * kernel's own free ports lie above it.
 */
async function freeSmallPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

async function missingSearchAttributes(address: string, namespace: string): Promise<string[]> {
  const connection = await Connection.connect({ address });
  try {
    const { customAttributes } = await connection.operatorService.listSearchAttributes({ namespace });
    return SEARCH_ATTRIBUTES.map((a) => a.name).filter((name) => !customAttributes?.[name]);
  } finally {
    await connection.close();
  }
}

function runScript(root: string, script: string, env: Record<string, string>): void {
  const result = spawnSync('sh', [path.join(root, 'docker', script)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`docker/${script} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`.trim());
}

/**
 * The Temporal server on Postgres as docker-compose.yml runs it, on this machine: its two
 * databases created and migrated by the SQL tool of the built version (docker/temporal-schema.sh),
 * the server from docker/temporal-server.yaml with the compose file's settings, then the namespace
 * and the search attributes the service sets (docker/temporal-namespace.sh, through the Temporal
 * CLI). Its log goes to logFile.
 */
export async function startTemporalServer(options: {
  root: string;
  toolsDir: string;
  postgres: PostgresLogin;
  logFile: string;
  namespace?: string;
}): Promise<TemporalServer> {
  const install = await installTemporalServer(options.toolsDir);
  const { postgres } = options;
  const login = {
    POSTGRES_SEEDS: postgres.host,
    DB_PORT: String(postgres.port),
    POSTGRES_USER: postgres.user,
    POSTGRES_PWD: postgres.password,
  };
  runScript(options.root, 'temporal-schema.sh', {
    ...login,
    TEMPORAL_SQL_TOOL: install.sqlTool,
    TEMPORAL_SCHEMA_DIR: install.postgresSchema,
  });

  const ports: Record<string, string> = {};
  for (const name of PORTS)
    ports[name] = String(await (name.endsWith('_MEMBERSHIP_PORT') ? freeSmallPort() : freePort()));
  const env = {
    ...composeTemporalSettings(options.root),
    ...login,
    ...ports,
    BIND_ON_IP: '127.0.0.1',
  };
  const address = `127.0.0.1:${ports.FRONTEND_GRPC_PORT}`;
  const log = createWriteStream(options.logFile, { flags: 'a' });
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();

  const start = async () => {
    child = spawn(
      install.server,
      ['--config-file', path.join(options.root, 'docker', 'temporal-server.yaml'), '--allow-no-auth', 'start'],
      {
        cwd: options.root,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
    exited = once(child, 'exit');
    const started = child;
    const deadline = Date.now() + 120_000;
    while (!(await isPortOpen(Number(ports.FRONTEND_GRPC_PORT)))) {
      if (started.exitCode !== null || started.signalCode !== null)
        throw new Error(
          `the Temporal server exited at start (${started.exitCode ?? started.signalCode}): see ${options.logFile}`,
        );
      if (Date.now() > deadline)
        throw new Error(`the Temporal server did not listen within 2 minutes: see ${options.logFile}`);
      await sleep(200);
    }
  };
  const kill = async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };

  await start();
  try {
    const cli = findTemporalCli({ cliPath: process.env.TEMPORAL_CLI_PATH, toolsDir: options.toolsDir });
    if (!cli) throw new Error('the Temporal CLI is needed to create the namespace: run npm run setup');
    const namespace = options.namespace ?? 'default';
    // The script lets a search attribute's creation fail (it exists already, or the namespace
    // just made is not yet in the frontend's cache): run it until every one is registered.
    for (let attempt = 1; ; attempt++) {
      runScript(options.root, 'temporal-namespace.sh', {
        PATH: `${path.dirname(cli)}${path.delimiter}${process.env.PATH ?? ''}`,
        TEMPORAL_ADDRESS: address,
        TEMPORAL_NAMESPACE: namespace,
      });
      const missing = await missingSearchAttributes(address, namespace).catch((err: Error) => [err.message]);
      if (missing.length === 0) break;
      if (attempt === 20) throw new Error(`search attributes not registered: ${missing.join(', ')}`);
      await sleep(1000);
    }
  } catch (err) {
    await kill();
    throw err;
  }
  return {
    address,
    metricsUrl: `http://127.0.0.1:${ports.PROMETHEUS_PORT}/metrics`,
    async restart() {
      await kill();
      await start();
    },
    async stop() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child?.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
      log.end();
    },
  };
}

/**
 * The Temporal UI's server (built at compose's temporalio/ui version) on loopback `port`, pointed at
 * `address`, from docker/temporal-ui.yaml. Resolves once it listens.
 */
export async function startTemporalUi(options: {
  root: string;
  toolsDir: string;
  address: string;
  port: number;
  logFile: string;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const { server } = await installTemporalUi(options.toolsDir);
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(server, ['--root', options.root, '--config', 'docker', '--env', 'temporal-ui', 'start'], {
    env: { PATH: process.env.PATH, TEMPORAL_ADDRESS: options.address, TEMPORAL_UI_PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = once(child, 'exit');
  const deadline = Date.now() + 30_000;
  while (!(await isPortOpen(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the Temporal UI did not start: see ${options.logFile}`);
    }
    await sleep(200);
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
