import assert from 'node:assert/strict';
import { layoutOffences } from '../../scripts/check-test-layout';

const SOURCES = new Set([
  'architecture.json',
  'docker-compose.yml',
  'lib/csv.ts',
  'scoring/index.ts',
  'scoring/measure/index.ts',
  'scoring/similarity/index.ts',
  'workflows/email.ts',
  'web/src/play/editor.tsx',
]);

/** The offending file of each offence, in order. */
const offenders = (testFiles: string[]) => layoutOffences(testFiles, SOURCES).map((o) => o.split(':')[0]);

describe('test layout: tests mirror the code', () => {
  it('passes unit tests that mirror a source (an index by its folder), root files in test/root/, suites in test/flows/', () => {
    assert.deepEqual(
      layoutOffences(
        [
          'test/lib/csv.test.ts',
          'test/scoring/index.test.ts',
          'test/scoring/measure/index.test.ts',
          'test/scoring/similarity/index.test.ts',
          'test/web/src/play/editor.test.ts',
          'test/root/architecture.test.ts',
          'test/root/docker-compose.test.ts',
          'test/flows/playback/csv-download.test.ts',
          'test/flows/workflows/email-workflow.test.ts',
        ],
        SOURCES,
      ),
      [],
    );
  });

  it('leaves test/support/, test/histories/ and fixtures/ folders alone', () => {
    assert.deepEqual(
      layoutOffences(
        [
          'test/support/rounds.ts',
          'test/support/reporter.cjs',
          'test/histories/example-run.json',
          'test/flows/course/fixtures/program.py',
        ],
        SOURCES,
      ),
      [],
    );
  });

  it('refuses a test directly in test/, a non-test file, and a test that mirrors no source', () => {
    assert.deepEqual(offenders(['test/cluster.test.ts', 'test/lib/helpers.ts', 'test/unit/lib/csv.test.ts']), [
      'test/cluster.test.ts',
      'test/lib/helpers.ts',
      'test/unit/lib/csv.test.ts',
    ]);
  });

  it('refuses a suite not exactly one folder under flows/, and one named after a source (its unit test)', () => {
    assert.deepEqual(
      offenders(['test/flows/sandbox.test.ts', 'test/flows/a/b/c.test.ts', 'test/flows/workflows/email.test.ts']),
      ['test/flows/sandbox.test.ts', 'test/flows/a/b/c.test.ts', 'test/flows/workflows/email.test.ts'],
    );
  });

  it('refuses a test of a root file that is not there, and two test files of one source', () => {
    assert.deepEqual(
      offenders([
        'test/root/Makefile.test.ts',
        'test/scoring/similarity/index.test.ts',
        'test/scoring/similarity.test.ts',
      ]),
      [
        'test/root/Makefile.test.ts',
        'test/scoring/similarity.test.ts and test/scoring/similarity/index.test.ts both test scoring/similarity/index.ts',
      ],
    );
  });

  it('refuses a suite named as another test file, and lets index.test.ts repeat where its sources do', () => {
    const files = [
      'test/lib/csv.test.ts',
      'test/flows/playback/csv.test.ts',
      'test/flows/a/x.test.ts',
      'test/flows/b/x.test.ts',
    ];
    const indexes = ['test/scoring/index.test.ts', 'test/scoring/measure/index.test.ts'];
    assert.deepEqual(layoutOffences([...files, ...indexes], SOURCES), [
      'test/lib/csv.test.ts, test/flows/playback/csv.test.ts: share the name csv.test.ts; rename the suite to say what it tests',
      'test/flows/a/x.test.ts, test/flows/b/x.test.ts: share the name x.test.ts; rename the suite to say what it tests',
    ]);
  });
});
