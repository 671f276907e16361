import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readStatement, readStatements, StatementError } from '../statements';

const SHEET_1_HOLES = path.join(__dirname, '..', 'sheets', '1', 'holes');

/**
 * The statements of sheet 1, as submissions were shown and scored with them: the SHA-256 of their
 * JSON, taken from the TypeScript objects they were written as before they became YAML. A sheet
 * never changes once submissions use it: a new version of the pool is a new sheet.
 */
const SHEET_1_STATEMENTS_SHA256 = '4f6576d47673a604a1b0b374d14cbeb92e2c8e4f5801473bc620ed44fa3d4e37';

describe('statements: a sheet’s holes as YAML', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'statements-'));
  const hole1 = readFileSync(path.join(SHEET_1_HOLES, '001.yaml'), 'utf8');
  /** Writes `text` as `name` in a folder of its own, and returns the file. */
  const write = (name: string, text: string) => {
    const folder = mkdtempSync(path.join(dir, 'holes-'));
    writeFileSync(path.join(folder, name), text);
    return path.join(folder, name);
  };
  /** readStatement throws a StatementError for `text` whose message names `where`. */
  const refuses = (text: string, where: RegExp, name = '001.yaml') => {
    const file = write(name, text);
    assert.throws(
      () => readStatement(file),
      (err: unknown) => err instanceof StatementError && err.file === file && where.test(err.message),
      String(where),
    );
  };

  it('reads every statement of sheet 1, each valid against the schema, holes 1 to 100', () => {
    const statements = readStatements(SHEET_1_HOLES);
    assert.deepEqual(
      statements.map((s) => s.id),
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
  });

  it('gives the statements sheet 1 was played with, byte for byte', () => {
    const json = JSON.stringify(readStatements(SHEET_1_HOLES));
    assert.equal(createHash('sha256').update(json).digest('hex'), SHEET_1_STATEMENTS_SHA256);
  });

  it('keeps a literal block’s lines and final newline, and folds a folded block’s lines into one', () => {
    const hole = readStatement(path.join(SHEET_1_HOLES, '001.yaml'));
    assert.equal(hole.variations.A.human.examples.input, 'DB on fire again\n');
    assert.equal(hole.variations.A.human.examples.output, '16\n');
    assert.ok(!hole.variations.A.description.includes('\n'));
    assert.match(hole.variations.A.description, /^The incident tracker .* leading and trailing ones\.$/);
  });

  it('refuses a file that is not YAML, or has a key twice', () => {
    refuses('id: [1\n', /not valid YAML/);
    refuses(hole1.replace('difficulty: 1\n', 'difficulty: 1\ndifficulty: 2\n'), /not valid YAML/);
  });

  it('refuses a statement the schema refuses, naming every field at fault', () => {
    refuses(hole1.replace('difficulty: 1\n', 'difficulty: 11\n'), /^.*001\.yaml: difficulty: /);
    refuses(hole1.replace('    par: 20\n', ''), /variations\.A\.par: /);
    refuses(
      hole1.replace('title: The Ticket Title Tally\n', 'title: The Ticket Title Tally\nauthor: me\n'),
      /\(the hole\)/,
    );
    refuses(hole1.replace('category: strings\n', 'category: yes\n'), /category: /);
  });

  it('refuses a statement whose id is not the one its file is named after', () => {
    refuses(hole1, /id: 1, but the file's name says hole 2/, '002.yaml');
  });

  it('refuses a file in holes/ not named after a hole id', () => {
    const file = write('hole-1.yaml', hole1);
    assert.throws(() => readStatements(path.dirname(file)), /hole-1\.yaml: a statement's file is NNN\.yaml/);
  });
});
