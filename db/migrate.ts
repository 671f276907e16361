import path from 'node:path';
import { runner } from 'node-pg-migrate';
import type { Logger } from '../lib/logger';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Brings the schema up to date. Safe to run from several processes: node-pg-migrate takes a lock. */
export async function migrate(databaseUrl: string, logger?: Logger): Promise<void> {
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    checkOrder: true,
    log: (msg: string) => logger?.debug({ migration: msg }, 'migration'),
  });
}
