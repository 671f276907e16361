import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

export type Pool = pg.Pool;
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * Thrown when code that already holds a pooled connection asks the pool for another. Ten requests
 * each holding one connection and waiting for an eleventh would take the whole pool and wait on
 * each other until the connection time-out: every request of every company would fail with them.
 */
export class SecondConnectionError extends Error {
  constructor() {
    super('this request already holds a database connection: use it (the transaction), not the pool');
  }
}

interface ConnectionScope {
  holding: boolean;
}
const scopes = new AsyncLocalStorage<ConnectionScope>();

/**
 * Runs fn as one unit of work that may hold at most one pooled connection at a time: a query
 * through the pool while a transaction is open, or two queries at once, throws
 * SecondConnectionError instead of waiting for a connection. The API runs every request in one.
 */
export function oneConnectionAtATime<T>(fn: () => T): T {
  return scopes.run({ holding: false }, fn);
}

/**
 * Runs fn outside every unit of work: the connection a query of fn's takes counts against none.
 * For a statement several units of work share (db/statement-batches.ts), which is none's second.
 */
export function outsideUnitsOfWork<T>(fn: () => T): T {
  return scopes.exit(fn);
}

/**
 * Waits for `result`, a statement run outside this unit of work on its behalf (and others'), as
 * this unit of work's one connection: refused with SecondConnectionError where a query of its own
 * would be, and held until the result is in, so that no query of its own runs beside it.
 */
export async function asOneConnection<T>(result: () => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  if (scope?.holding) throw new SecondConnectionError();
  if (!scope) return result();
  scope.holding = true;
  try {
    return await result();
  } finally {
    scope.holding = false;
  }
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/** A pg pool that refuses a second connection to a unit of work holding one (see oneConnectionAtATime). */
class OneConnectionPool extends pg.Pool {
  // pg.Pool.query takes its connection through this.connect, so every checkout passes here.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const scope = scopes.getStore();
    if (scope?.holding) {
      const err = new SecondConnectionError();
      if (callback) return void process.nextTick(callback, err, undefined, () => undefined);
      return Promise.reject(err);
    }
    if (scope) scope.holding = true;
    const handOver = (client: pg.PoolClient) => {
      if (!scope) return client;
      const release = client.release;
      client.release = (err?: Error | boolean) => {
        scope.holding = false;
        return release.call(client, err);
      };
      return client;
    };
    const refused = (err: unknown) => {
      if (scope) scope.holding = false;
      return err;
    };
    if (callback) {
      return super.connect((err, client, done) => {
        if (err || !client) return callback(refused(err) as Error, undefined, done);
        const handed = handOver(client);
        callback(undefined, handed, handed.release);
      });
    }
    return super.connect().then(handOver, (err) => Promise.reject(refused(err)));
  }
}

export function createPool(databaseUrl: string, max = 10): Pool {
  const pool = new OneConnectionPool({ connectionString: databaseUrl, max, connectionTimeoutMillis: 15_000 });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process;
  // the next query opens a new one, and a failing query reports its own error.
  pool.on('error', () => undefined);
  // Nor one dropped while checked out between two queries (a transaction awaiting other work),
  // which the pool does not listen to: its holder's next query fails, and the pool discards it.
  pool.on('connect', (client) => client.on('error', () => undefined));
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
  if (!scopes.getStore()) return oneConnectionAtATime(() => inTransaction(pool, fn, begin));
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
