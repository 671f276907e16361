import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import architecture from '../../architecture.json';

const ROOT = path.join(__dirname, '..', '..');
const SECTION = '## Folders and what they may import';

interface FolderRule {
  mayImport: string[] | 'anything';
  typesFrom?: string[];
  neverFiles?: string[];
  packages?: { only?: string[]; not?: string[]; typesOnly?: string[] };
}

const RULES = architecture.folders as Record<string, FolderRule>;
const WORKSPACES = architecture.workspaces as Record<string, { name: string; entry: string }>;

const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
const folders = (cell: string) => spans(cell).map((s) => s.replace(/\/$/, ''));

function packages(cell: string): FolderRule['packages'] | undefined {
  if (cell.trim() === 'any') return undefined;
  const result: NonNullable<FolderRule['packages']> = {};
  for (const clause of cell.split(';').map((c) => c.trim())) {
    const kind = /^(only|not|types only) /.exec(clause)?.[1];
    assert.ok(kind, `packages clause "${clause}" starts with only, not or types only`);
    result[kind === 'types only' ? 'typesOnly' : kind === 'only' ? 'only' : 'not'] = spans(clause);
  }
  return result;
}

/** The table under SECTION in docs/architecture.md, read back into architecture.json's shape. */
function tableRules(markdown: string): Record<string, FolderRule> {
  const section = markdown.split(SECTION)[1];
  assert.ok(section, `docs/architecture.md has a "${SECTION}" section`);
  const lines = section.split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'));
  const rows = lines.slice(start + 2, end === -1 ? undefined : end);
  const rules: Record<string, FolderRule> = {};
  for (const row of rows) {
    const [folder, , mayImport, typesFrom, neverFiles, pkgs] = row.split('|').slice(1, -1);
    const rule: FolderRule = { mayImport: mayImport.trim() === 'anything' ? 'anything' : folders(mayImport) };
    if (folders(typesFrom).length > 0) rule.typesFrom = folders(typesFrom);
    if (spans(neverFiles).length > 0) rule.neverFiles = spans(neverFiles);
    const p = packages(pkgs);
    if (p) rule.packages = p;
    const name = folders(folder)[0];
    assert.ok(!(name in rules), `docs/architecture.md has one row for ${name}/`);
    rules[name] = rule;
  }
  return rules;
}

function hasCode(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some((e) =>
    e.isDirectory()
      ? e.name !== 'node_modules' && e.name !== 'dist' && hasCode(path.join(dir, e.name))
      : /\.[cm]?[jt]sx?$/.test(e.name),
  );
}

describe('architecture: docs/architecture.md, architecture.json and the lint rules say the same', function () {
  this.timeout(60_000);

  it('the table in docs/architecture.md equals architecture.json, which eslint.config.mjs reads', () => {
    const markdown = readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8');
    assert.deepEqual(tableRules(markdown), RULES);
    assert.match(readFileSync(path.join(ROOT, 'eslint.config.mjs'), 'utf8'), /architecture\.json/);
  });

  it('every top-level folder with code has a row, and so does every workspace in packages/', () => {
    const foldersIn = (dir: string) =>
      readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
        .map((e) => path.posix.join(dir, e.name));
    const withCode = foldersIn('')
      .flatMap((f) => (f === 'packages' ? foldersIn(f) : [f]))
      .filter((f) => hasCode(path.join(ROOT, f)));
    assert.deepEqual(
      withCode.filter((f) => !(f in RULES)),
      [],
    );
  });

  it('api/ and scoring/ have at most twelve entries at their root, each a concept', () => {
    for (const folder of ['api', 'scoring']) {
      const entries = readdirSync(path.join(ROOT, folder));
      assert.ok(entries.length <= 12, `${folder}/ has ${entries.length}: ${entries.join(', ')}`);
    }
  });

  it('every workspace of package.json is in architecture.json, with its package name and entry', () => {
    const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    assert.deepEqual(rootPackage.workspaces, ['packages/*']);
    const found = readdirSync(path.join(ROOT, 'packages'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `packages/${e.name}`);
    assert.deepEqual(Object.keys(WORKSPACES).sort(), found.sort());
    for (const [folder, { name, entry }] of Object.entries(WORKSPACES)) {
      const own = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
      assert.equal(own.name, name, folder);
      assert.equal(own.main, entry, folder);
      assert.deepEqual(Object.keys(own.exports).sort(), ['.', './package.json'], `${folder}: one entry`);
      assert.ok(folder in RULES, `${folder} has a row`);
    }
  });

  it('the folders import one another without a circle', () => {
    const edges = (f: string) => {
      const { mayImport, typesFrom = [] } = RULES[f];
      return mayImport === 'anything' ? [] : [...mayImport, ...typesFrom];
    };
    const visit = (f: string, trail: string[]): void => {
      assert.ok(!trail.includes(f), `circle: ${[...trail, f].join(' → ')}`);
      for (const next of edges(f)) visit(next, [...trail, f]);
    };
    for (const f of Object.keys(RULES)) visit(f, []);
  });

  describe('ESLint reports an import the table forbids, and lets through one it allows', () => {
    const eslint = new ESLint({ cwd: ROOT });
    const problems = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
      return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
    };
    const forbidden: Array<[string, string, RegExp]> = [
      [
        'scoring/bad.ts',
        "import { createApp } from '../api/app';\nexport const a = createApp;\n",
        /no-restricted-paths.*scoring\/ may import only packages\/course\/, lib\//,
      ],
      [
        'lib/bad.ts',
        "import { createPool } from '../db/pool';\nexport const a = createPool;\n",
        /no-restricted-paths.*lib\/ imports nothing of ours/,
      ],
      [
        'web/src/bad.ts',
        "import { systemClock } from '../../lib/clock';\nexport const a = systemClock;\n",
        /no-restricted-paths/,
      ],
      [
        'workflows/bad.ts',
        "import { createPool } from '../db/pool';\nexport const a = createPool;\n",
        /no-restricted-paths/,
      ],
      [
        'workflows/bad.ts',
        "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n",
        /no-restricted-imports/,
      ],
      [
        'workflows/bad.ts',
        "import { loadConfig } from '../lib/config';\nexport const a = loadConfig;\n",
        /no-restricted-paths.*workflows\/ may import only workflow-contract\//,
      ],
      [
        'workflow-contract/bad.ts',
        "import { newId } from '../lib/ids';\nexport const a = newId;\n",
        /no-restricted-paths.*workflow-contract\/ imports nothing of ours/,
      ],
      [
        'workflow-contract/bad.ts',
        "import { randomBytes } from 'node:crypto';\nexport const a = randomBytes;\n",
        /workflow-contract\/ imports no package but @temporalio\/workflow, @temporalio\/common/,
      ],
      [
        'workflows/bad.ts',
        "import { createActivities } from '../activities';\nexport const a = createActivities;\n",
        /only types from activities/,
      ],
      [
        'api/bad.ts',
        "import { submissionWorkflow } from '../workflows';\nexport const a = submissionWorkflow;\n",
        /only types from workflows/,
      ],
      ['api/bad.ts', "import { Pool } from 'pg';\nexport const a = Pool;\n", /only types from pg/],
      [
        'api/bad.ts',
        "import { send } from '../email/transport';\nexport const a = send;\n",
        /never imports email\/transport\.ts/,
      ],
      [
        'api/routes/bad.ts',
        "import { post } from '../../webhooks/post';\nexport const a = post;\n",
        /never imports .*webhooks\/post\.ts/,
      ],
      [
        'packages/course/bad.ts',
        "import { Client } from '@temporalio/client';\nexport const a = Client;\n",
        /packages\/course\/ never imports/,
      ],
      [
        'packages/course/bad.ts',
        "import { systemClock } from '../../lib/clock';\nexport const a = systemClock;\n",
        /no-restricted-paths.*packages\/course\/ imports nothing of ours/,
      ],
      [
        'api/bad.ts',
        "import { readStatements } from '../packages/course/statements';\nexport const a = readStatements;\n",
        /no-restricted-paths.*packages\/course\/ is imported as @hiring\/course, through its entry index\.ts only/,
      ],
      [
        'test/bad.ts',
        "import { drawInputs } from '../packages/course/cases';\nexport const a = drawInputs;\n",
        /no-restricted-paths.*through its entry index\.ts only/,
      ],
      [
        'bench/bad.ts',
        "import { getSheet } from '../packages/course';\nexport const a = getSheet;\n",
        /no-restricted-imports.*imported by its name, @hiring\/course, not by its path/,
      ],
      [
        'scoring/bad.ts',
        "import { holeSpecSchema } from '@hiring/course/schema';\nexport const a = holeSpecSchema;\n",
        /no-restricted-imports.*@hiring\/course is imported through its entry only/,
      ],
      [
        'db/bad.ts',
        "import { getSheet } from '@hiring/course';\nexport const a = getSheet;\n",
        /db\/ may import only lib\//,
      ],
    ];
    for (const [file, code, expected] of forbidden) {
      it(`${file}: ${code.split('\n')[0]}`, async () => {
        const found = await problems(file, code);
        assert.ok(
          found.some((p) => expected.test(p)),
          `expected ${expected}, got ${JSON.stringify(found)}`,
        );
      });
    }

    const allowed: Array<[string, string]> = [
      [
        'workflows/good.ts',
        "import type { ScoringActivities } from '../activities/scoring';\nexport type A = ScoringActivities;\n",
      ],
      ['api/good.ts', "import type { PoolClient } from 'pg';\nexport type A = PoolClient;\n"],
      ['scoring/good.ts', "import { systemClock } from '../lib/clock';\nexport const a = systemClock;\n"],
      [
        'workflows/good.ts',
        "import { submissionWorkflowId } from '../workflow-contract/workflow-ids';\nexport const a = submissionWorkflowId;\n",
      ],
      ['api/good.ts', "import { getSheet } from '@hiring/course';\nexport const a = getSheet;\n"],
      ['test/good.ts', "import { drawInputs } from '@hiring/course';\nexport const a = drawInputs;\n"],
      ['packages/course/good.ts', "import { drawInputs } from './cases';\nexport const a = drawInputs;\n"],
      ['test/good.ts', "import { createApp } from '../api/app';\nexport const a = createApp;\n"],
    ];
    for (const [file, code] of allowed) {
      it(`${file}: ${code.split('\n')[0]} is allowed`, async () => {
        assert.deepEqual(await problems(file, code), []);
      });
    }
  });
});
