import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool, type Pool } from '../../db/pool';
import { testServices } from './services';

export interface TestDatabase {
  url: string;
  pool: Pool;
  drop(): Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(testServices().postgres.url);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database of the suite's own: a copy of the run's migrated template database, or with
 * `{ migrated: false }` an empty one.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const { postgres, templateDatabase } = testServices();
  const name = `suite_${randomBytes(6).toString('hex')}`;
  const template = options.migrated === false ? 'template0' : templateDatabase;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString());
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
