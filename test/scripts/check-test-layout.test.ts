import assert from 'node:assert/strict';
import { layoutOffences, repositoryOffences, worldsOf } from '../../scripts/check-test-layout';

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

  describe('a workspace (packages/<name>/) is a world of its own', () => {
    const FILES = [
      'package.json',
      'lib/csv.ts',
      'test/lib/csv.test.ts',
      'test/support/rounds.ts',
      'packages/course/package.json',
      'packages/course/index.ts',
      'packages/course/cases.ts',
      'packages/course/bin/generate.ts',
      'packages/course/sheets/1/index.ts',
      'packages/course/sheets/1/holes/001.yaml',
    ];
    const offendersIn = (files: string[]) => repositoryOffences([...FILES, ...files]).map((o) => o.split(':')[0]);

    it('splits the files into the root’s and each workspace’s, each with its test/ and its sources', () => {
      const worlds = worldsOf([...FILES, 'packages/course/test/index.test.ts', 'packages/README.md']);
      assert.deepEqual(
        worlds.map((w) => [w.root, w.testFiles, [...w.sources].sort()]),
        [
          [
            '',
            ['test/lib/csv.test.ts', 'test/support/rounds.ts'],
            ['lib/csv.ts', 'package.json', 'packages/README.md'],
          ],
          [
            'packages/course/',
            ['packages/course/test/index.test.ts'],
            [
              'packages/course/bin/generate.ts',
              'packages/course/cases.ts',
              'packages/course/index.ts',
              'packages/course/package.json',
              'packages/course/sheets/1/holes/001.yaml',
              'packages/course/sheets/1/index.ts',
            ],
          ],
        ],
      );
    });

    it('passes a workspace’s tests that mirror its sources, those at its root directly in its test/', () => {
      assert.deepEqual(
        repositoryOffences([
          ...FILES,
          'packages/course/test/index.test.ts',
          'packages/course/test/cases.test.ts',
          'packages/course/test/bin/generate.test.ts',
          'packages/course/test/sheets/1/index.test.ts',
          'packages/course/test/root/package.test.ts',
          'packages/course/test/support/helpers.ts',
          'packages/course/test/flows/drawing/every-seed.test.ts',
        ]),
        [],
      );
    });

    it('refuses a workspace’s test that mirrors none of its sources, a root source included', () => {
      assert.deepEqual(
        offendersIn([
          'packages/course/test/random.test.ts',
          'packages/course/test/lib/csv.test.ts',
          'packages/course/test/helpers.ts',
        ]),
        [
          'packages/course/test/random.test.ts',
          'packages/course/test/lib/csv.test.ts',
          'packages/course/test/helpers.ts',
        ],
      );
    });

    it('refuses a root test of a workspace’s source, and still one directly in the root’s test/', () => {
      const offences = repositoryOffences([...FILES, 'test/packages/course/cases.test.ts', 'test/cases.test.ts']);
      assert.deepEqual(
        offences.map((o) => o.split(':')[0]),
        ['test/packages/course/cases.test.ts', 'test/cases.test.ts'],
      );
      assert.match(offences[0], /a workspace's tests are in its own test\/ folder/);
    });

    it('lets a workspace’s test share a name with a root suite: they run apart', () => {
      assert.deepEqual(offendersIn(['packages/course/test/cases.test.ts', 'test/flows/course/cases.test.ts']), []);
    });
  });
});
