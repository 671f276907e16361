import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isExecutable, onPath } from './executable';

/**
 * The Temporal server this project runs on Postgres (`npm run cluster`, the cluster test and
 * bench), built from its Go module: Temporal publishes no binary of the server alone, and its
 * images cannot be pulled here.
 */
export const TEMPORAL_SERVER_VERSION = '1.32.2';
/**
 * The server's go.mod asks for a newer Go than many machines have; the go command fetches this
 * release from the module proxy (GOTOOLCHAIN) and keeps it in the module cache.
 */
export const GO_TOOLCHAIN = 'go1.27.3';
const MODULE = 'go.temporal.io/server';

export interface TemporalServerInstall {
  dir: string;
  server: string;
  sqlTool: string;
  /** schema/postgresql/v12 of the module: `temporal/versioned` and `visibility/versioned`. */
  postgresSchema: string;
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

const installed = (install: TemporalServerInstall) =>
  isExecutable(install.server) && isExecutable(install.sqlTool) && existsSync(install.postgresSchema);

/**
 * Builds the pinned server and its SQL tool into toolsDir, with the module's Postgres schemas
 * beside them; does nothing when they are there. The Go module and build caches are the go
 * command's own (outside the clone), so another clone on the same machine builds from them in
 * seconds. The build runs at nice 10: it takes minutes of both cores the first time.
 */
export function installTemporalServer(toolsDir: string, say: (line: string) => void = () => undefined) {
  const install = temporalServerInstall(toolsDir);
  if (installed(install)) return install;
  const go = onPath('go');
  if (!go) {
    throw new Error(
      `building the Temporal server ${TEMPORAL_SERVER_VERSION} needs the go command (Go 1.21 or newer, which ` +
        `fetches ${GO_TOOLCHAIN} itself): install Go from https://go.dev/dl/ and run npm run setup:cluster again`,
    );
  }
  const partial = `${install.dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.join(partial, 'bin'), { recursive: true });
  const env = { ...process.env, GOTOOLCHAIN: GO_TOOLCHAIN, GOBIN: path.join(partial, 'bin') };
  try {
    const started = Date.now();
    say(`building ${MODULE} ${TEMPORAL_SERVER_VERSION} with ${GO_TOOLCHAIN} (minutes the first time on this machine)`);
    const built = spawnSync(
      'nice',
      [
        '-n',
        '10',
        go,
        'install',
        `${MODULE}/cmd/server@v${TEMPORAL_SERVER_VERSION}`,
        `${MODULE}/cmd/tools/sql@v${TEMPORAL_SERVER_VERSION}`,
      ],
      { env, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (built.status !== 0) throw new Error(`go install failed (exit ${built.status ?? built.signal})`);
    renameSync(path.join(partial, 'bin', 'server'), path.join(partial, 'bin', 'temporal-server'));
    renameSync(path.join(partial, 'bin', 'sql'), path.join(partial, 'bin', 'temporal-sql-tool'));
    // The module's own copy of its schemas: the SQL tool at this version sets them up.
    const moduleDir = JSON.parse(
      execFileSync(go, ['mod', 'download', '-json', `${MODULE}@v${TEMPORAL_SERVER_VERSION}`], {
        env,
        encoding: 'utf8',
      }),
    ).Dir as string;
    cpSync(path.join(moduleDir, 'schema', 'postgresql', 'v12'), install.postgresSchema.replace(install.dir, partial), {
      recursive: true,
    });
    // The module cache's files are read-only; these are ours to delete.
    execFileSync('chmod', ['-R', 'u+w', partial]);
    renameSync(partial, install.dir);
    say(`built in ${((Date.now() - started) / 1000).toFixed(0)} s: ${install.dir}`);
    return install;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}
