import path from 'node:path';
import { runner } from 'node-pg-migrate';
import type { Logger } from '../lib/logger';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Brings the schema up to date. Safe to run from several processes at once (an API and workers
 * released together): each waits for node-pg-migrate's lock, then finds what the first applied.
 */
export async function migrate(databaseUrl: string, logger?: Logger): Promise<void> {
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    checkOrder: true,
    advisoryLockMode: 'wait',
    log: (msg: string) => logger?.debug({ migration: msg }, 'migration'),
  });
}
