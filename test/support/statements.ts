import type pg from 'pg';
import type { Pool } from '../../db/pool';

/** The statements sent to Postgres through a pool, as they go over the wire. */
export interface StatementLog {
  texts: string[];
  clear(): void;
}

/**
 * Records every statement any client of `pool` sends (pool.query, transactions, BEGIN and COMMIT
 * included): one entry per round trip. Attach it before the pool opens its first connection.
 */
export function recordStatements(pool: Pool): StatementLog {
  if (pool.totalCount > 0) throw new Error('attach recordStatements before the pool opens a connection');
  const texts: string[] = [];
  pool.on('connect', (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text: string };
      texts.push(typeof first === 'string' ? first : first.text);
      return query(...args);
    };
  });
  return { texts, clear: () => texts.splice(0) };
}
