import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { holeSpecSchema, type HoleSpec } from './schema';

/** A statement's file in a sheet's `holes/` folder: the hole's id in three digits, `012.yaml`. */
export const STATEMENT_FILE = /^(\d{3})\.yaml$/;

/** A statement that does not load: its file, and every field at fault with what is wrong with it. */
export class StatementError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'StatementError';
  }
}

/**
 * A hole's statement, read from its YAML file and validated against the hole's schema (schema.ts):
 * YAML 1.2's core schema (no `yes`/`no` booleans), no key twice, no field the schema does not know,
 * and the id the file's name gives.
 */
export function readStatement(file: string): HoleSpec {
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'), { version: '1.2', schema: 'core', uniqueKeys: true, strict: true });
  } catch (err) {
    throw new StatementError(file, [`not valid YAML: ${(err as Error).message}`]);
  }
  const result = holeSpecSchema.safeParse(data);
  if (!result.success) throw new StatementError(file, result.error.issues.map(describe));
  const named = STATEMENT_FILE.exec(path.basename(file));
  if (named && Number(named[1]) !== result.data.id) {
    throw new StatementError(file, [`id: ${result.data.id}, but the file's name says hole ${Number(named[1])}`]);
  }
  return result.data;
}

/** Every statement in a sheet's `holes/` folder, in the order of their ids. A file of another name there is an error. */
export function readStatements(holesDir: string): HoleSpec[] {
  const files = readdirSync(holesDir).sort();
  const strays = files.filter((f) => !STATEMENT_FILE.test(f));
  if (strays.length > 0) {
    throw new Error(`${holesDir}: ${strays.join(', ')}: a statement's file is NNN.yaml, the hole's id in three digits`);
  }
  return files.map((f) => readStatement(path.join(holesDir, f)));
}

function describe(issue: z.ZodError['issues'][number]): string {
  return `${issue.path.length > 0 ? issue.path.join('.') : '(the hole)'}: ${issue.message}`;
}
