import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const FOLDER_PREFIX = 'assessments-test-';

/** The test runs' service folders in the temporary directory. */
function serviceFolders(): Set<string> {
  return new Set(readdirSync(tmpdir()).filter((name) => name.startsWith(FOLDER_PREFIX)));
}

/** The command lines of the live processes that name one of the test runs' service folders. */
function processesOfTestRuns(): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmdline.includes(FOLDER_PREFIX)) found.add(`${entry} ${cmdline}`);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

describe("the test run's services", function () {
  this.timeout(120_000);

  it('leave no server and no folder behind when their start fails half-way', () => {
    const foldersBefore = serviceFolders();
    const processesBefore = processesOfTestRuns();
    // Postgres, the SMTP sink and the bundle start; the Temporal dev server cannot.
    const run = spawnSync(
      process.execPath,
      [
        '--require',
        'tsx/cjs',
        '-e',
        "require('./test/support/services').startTestServices()" +
          '.then(() => process.exit(0), (err) => { console.error(err.message); process.exit(3); })',
      ],
      {
        cwd: path.join(__dirname, '..', '..', '..'),
        env: { ...process.env, TEMPORAL_CLI_PATH: '/nonexistent/temporal' },
        encoding: 'utf8',
      },
    );
    assert.equal(run.status, 3, `the start fails: ${run.stderr}`);
    assert.match(run.stderr, /TEMPORAL_CLI_PATH: no file at \/nonexistent\/temporal/);
    const leftProcesses = [...processesOfTestRuns()].filter((p) => !processesBefore.has(p));
    assert.deepEqual(leftProcesses, [], 'no process of the failed start is left');
    const leftFolders = [...serviceFolders()].filter((f) => !foldersBefore.has(f));
    assert.deepEqual(leftFolders, [], 'no folder of the failed start is left');
  });
});
