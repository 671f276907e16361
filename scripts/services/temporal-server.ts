import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isExecutable, onPath } from './executable';
import { withInstallLock } from './install-lock';

/**
 * The Temporal server this project runs on Postgres (`npm run cluster`, the cluster test and
 * bench), built from its Go module: Temporal publishes no binary of the server alone, and its
 * images cannot be pulled here. docker-compose.yml runs the same version.
 */
export const TEMPORAL_SERVER_VERSION = '1.32.2';
/** The Temporal UI's server (github.com/temporalio/ui-server, the pages built into its module), as compose runs it. */
export const TEMPORAL_UI_VERSION = '2.49.1';
/**
 * The server's go.mod asks for a newer Go than many machines have; the go command fetches this
 * release from the module proxy (GOTOOLCHAIN) and keeps it in the module cache.
 */
export const GO_TOOLCHAIN = 'go1.27.3';

export interface TemporalServerInstall {
  dir: string;
  server: string;
  sqlTool: string;
  /** schema/postgresql/v12 of the module: `temporal/versioned` and `visibility/versioned`. */
  postgresSchema: string;
}

export interface TemporalUiInstall {
  dir: string;
  server: string;
}

export function temporalServerInstall(toolsDir: string): TemporalServerInstall {
  const dir = path.join(toolsDir, `temporal-server-${TEMPORAL_SERVER_VERSION}`);
  return {
    dir,
    server: path.join(dir, 'bin', 'temporal-server'),
    sqlTool: path.join(dir, 'bin', 'temporal-sql-tool'),
    postgresSchema: path.join(dir, 'schema', 'postgresql', 'v12'),
  };
}

export function temporalUiInstall(toolsDir: string): TemporalUiInstall {
  const dir = path.join(toolsDir, `temporal-ui-${TEMPORAL_UI_VERSION}`);
  return { dir, server: path.join(dir, 'bin', 'temporal-ui') };
}

/**
 * Builds the pinned server and its SQL tool into toolsDir, with the module's Postgres schemas
 * beside them; does nothing when they are there, and waits for another process building them.
 */
export async function installTemporalServer(toolsDir: string, say: (line: string) => void = () => undefined) {
  const install = temporalServerInstall(toolsDir);
  const installed = () =>
    isExecutable(install.server) && isExecutable(install.sqlTool) && existsSync(install.postgresSchema);
  if (installed()) return install;
  await withInstallLock(install.dir, () => {
    if (installed()) return;
    goInstall(
      {
        dir: install.dir,
        module: 'go.temporal.io/server',
        version: TEMPORAL_SERVER_VERSION,
        commands: { 'cmd/server': 'temporal-server', 'cmd/tools/sql': 'temporal-sql-tool' },
        // The module's own copy of its schemas: the SQL tool at this version sets them up.
        copy: { 'schema/postgresql/v12': path.relative(install.dir, install.postgresSchema) },
      },
      say,
    );
  });
  return install;
}

/** Builds the pinned Temporal UI server into toolsDir; nothing when it is there (waits as above). */
export async function installTemporalUi(toolsDir: string, say: (line: string) => void = () => undefined) {
  const install = temporalUiInstall(toolsDir);
  if (isExecutable(install.server)) return install;
  await withInstallLock(install.dir, () => {
    if (isExecutable(install.server)) return;
    goInstall(
      {
        dir: install.dir,
        module: 'github.com/temporalio/ui-server/v2',
        version: TEMPORAL_UI_VERSION,
        commands: { 'cmd/server': 'temporal-ui' },
        copy: {},
      },
      say,
    );
  });
  return install;
}

/**
 * `go install` of a module's commands at a version into dir/bin (renamed), with folders of the
 * module copied beside them. The go command's module and build caches are outside the clone, so
 * another clone on the same machine only links. At nice 10: the first build takes minutes of both
 * cores. dir appears only once complete.
 */
function goInstall(
  what: {
    dir: string;
    module: string;
    version: string;
    commands: Record<string, string>;
    copy: Record<string, string>;
  },
  say: (line: string) => void,
): void {
  const go = onPath('go');
  if (!go) {
    throw new Error(
      `building ${what.module} ${what.version} needs the go command (Go 1.21 or newer, which fetches ` +
        `${GO_TOOLCHAIN} itself): install Go from https://go.dev/dl/ and run npm run setup:cluster again`,
    );
  }
  const partial = `${what.dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.join(partial, 'bin'), { recursive: true });
  const env = { ...process.env, GOTOOLCHAIN: GO_TOOLCHAIN, GOBIN: path.join(partial, 'bin') };
  try {
    const started = Date.now();
    say(`building ${what.module} ${what.version} with ${GO_TOOLCHAIN} (minutes the first time on this machine)`);
    const packages = Object.keys(what.commands).map((command) => `${what.module}/${command}@v${what.version}`);
    const built = spawnSync('nice', ['-n', '10', go, 'install', ...packages], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (built.status !== 0) throw new Error(`go install failed (exit ${built.status ?? built.signal})`);
    for (const [command, name] of Object.entries(what.commands))
      renameSync(path.join(partial, 'bin', path.basename(command)), path.join(partial, 'bin', name));
    const moduleDir = JSON.parse(
      execFileSync(go, ['mod', 'download', '-json', `${what.module}@v${what.version}`], { env, encoding: 'utf8' }),
    ).Dir as string;
    for (const [from, to] of Object.entries(what.copy))
      cpSync(path.join(moduleDir, from), path.join(partial, to), { recursive: true });
    // The module cache's files are read-only; these are ours to delete.
    execFileSync('chmod', ['-R', 'u+w', partial]);
    renameSync(partial, what.dir);
    say(`built in ${((Date.now() - started) / 1000).toFixed(0)} s: ${what.dir}`);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}
