import pg from 'pg';

export type Pool = pg.Pool;
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export function createPool(databaseUrl: string, max = 10): Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis: 15_000 });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process;
  // the next query opens a new one, and a failing query reports its own error.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Runs fn inside one transaction on one client; rolls back on any error. `begin` may set the
 * transaction's mode, e.g. 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' for one snapshot.
 */
export async function inTransaction<T>(
  pool: Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
  begin = 'BEGIN',
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

export async function pingDatabase(pool: Pool): Promise<void> {
  await pool.query('SELECT 1');
}
