import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../lib/logger';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const MIGRATIONS_TABLE = 'pgmigrations';

/** The migrations in the folder, named as node-pg-migrate records them (the file name without its extension). */
function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => !file.startsWith('.'))
    .map((file) => path.parse(file).name)
    .sort();
}

/**
 * Whether the database has run exactly the migrations in the folder, in their order: then there is
 * nothing to do. Any other state (no table yet, one pending, an order node-pg-migrate would refuse)
 * is left to node-pg-migrate itself.
 */
export async function migrationsApplied(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY run_on, id`);
    const applied = rows.map((r) => r.name);
    const expected = migrationNames();
    return applied.length === expected.length && applied.every((name, i) => name === expected[i]);
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

/**
 * Brings the schema up to date. Safe to run from several processes at once (an API and workers
 * released together): each waits for node-pg-migrate's lock, then finds what the first applied.
 * An up-to-date database costs one query, without loading node-pg-migrate.
 */
export async function migrate(databaseUrl: string, logger?: Logger): Promise<void> {
  if (await migrationsApplied(databaseUrl)) return;
  const { runner } = await import('node-pg-migrate');
  // Our own client, ended and awaited here: node-pg-migrate does not wait for the end of the one it
  // would open, which can then outlive migrate() (and see its database dropped under it).
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await runner({
      dbClient: client,
      dir: MIGRATIONS_DIR,
      direction: 'up',
      migrationsTable: MIGRATIONS_TABLE,
      checkOrder: true,
      advisoryLockMode: 'wait',
      log: (msg: string) => logger?.debug({ migration: msg }, 'migration'),
    });
  } finally {
    await client.end();
  }
}
