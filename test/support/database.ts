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

/** A fresh, migrated database of the suite's own: a copy of the run's template database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { postgres, templateDatabase } = testServices();
  const name = `suite_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`));
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
