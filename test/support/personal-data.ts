import type { Queryable } from '../../db/pool';

/** A row of the database that holds a string, and the company it belongs to when it says. */
export interface Holding {
  table: string;
  companyId?: string;
  row: Record<string, unknown>;
}

/**
 * Every row of every table that holds `needle` anywhere in its text (any column, jsonb and arrays
 * included), compared case-insensitively: what a search of the whole database finds.
 */
export async function rowsHolding(db: Queryable, needle: string): Promise<Holding[]> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const found: Holding[] = [];
  for (const { table_name: table } of tables) {
    const { rows } = await db.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) AS row FROM "${table}" t WHERE strpos(lower(t::text), lower($1)) > 0`,
      [needle],
    );
    for (const { row } of rows) {
      const companyId = typeof row.company_id === 'string' ? row.company_id : undefined;
      found.push({ table, ...(companyId ? { companyId } : {}), row });
    }
  }
  return found;
}
