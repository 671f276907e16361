import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertPostgresCanReach, closedToOthers } from '../../../scripts/services/postgres';

describe('the embedded Postgres, run as root from a folder other users cannot enter', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'closed-')); // mode 700, as mktemp -d makes it
    mkdirSync(path.join(dir, 'clone', '.var'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the first folder on the way that others may not enter', () => {
    assert.equal(closedToOthers(path.join(dir, 'clone', '.var', 'postgres')), dir);
    chmodSync(dir, 0o755);
    assert.equal(closedToOthers(path.join(dir, 'clone', '.var', 'postgres')), undefined);
  });

  it('stops at once, naming the folder and what to do, instead of a bare EACCES from initdb', () => {
    assert.throws(
      () => assertPostgresCanReach(path.join(dir, 'clone', '.var', 'postgres'), 0),
      (err: Error) =>
        err.message.includes(`cannot enter ${dir} (mode 700)`) &&
        /Clone the project into a folder other users can enter/.test(err.message) &&
        /DATABASE_URL/.test(err.message),
    );
    assert.doesNotThrow(
      () => assertPostgresCanReach(path.join(dir, 'clone', '.var', 'postgres'), 1000),
      'another user runs Postgres as itself',
    );
  });
});
