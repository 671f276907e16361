import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.join(__dirname, '..', '..');

/**
 * The glossary's check (docs/architecture.md, "Glossary"; eslint.glossary.mjs): ESLint, with the
 * repository's own config, rejects a retired word in an identifier where its entry retires it,
 * naming the word to use, and lets the same code through where the word is kept.
 */
describe("eslint.config.mjs: the glossary's retired words in identifiers", function () {
  this.timeout(60_000);
  const eslint = new ESLint({ cwd: ROOT });
  const problems = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
    return result.messages.map((m) => `${m.fatal ? 'parse error' : m.ruleId}: ${m.message}`);
  };
  /** The glossary's problems, and any parse error (which would leave nothing to check). */
  const glossary = (found: string[]) =>
    found.filter((p) => p.startsWith('no-restricted-syntax:') || p.startsWith('parse error:'));

  // [snippet, where it is rejected, what the message says, where the same snippet is allowed]
  const cases: Array<[string, string, RegExp, string[]]> = [
    [
      'export const clockOf = (roundId: string) => `round-clock-${roundId}`;\n',
      'lib/bad.ts',
      /say submissionId \(roundId only in web\/src\/play\/\)/,
      ['web/src/play/good.ts', 'workflows/round-clock.ts'],
    ],
    [
      'export interface StartedRun {\n  runId: string;\n}\n',
      'api/bad.ts',
      /say exampleRunId for an example run, workflowRunId for a workflow run/,
      ['workflows/example-run.ts'],
    ],
    [
      'export async function measureRound(round: number) {\n  return round;\n}\n',
      'scoring/bad.ts',
      /After the submit a round is a submission/,
      ['api/routes/good.ts', 'web/src/play/good.ts'],
    ],
    [
      'export interface ScoredRound {\n  total: number;\n}\n',
      'email/bad.ts',
      /After the submit a round is a submission/,
      ['db/good.ts'],
    ],
    [
      'export async function insertActivity(): Promise<void> {}\n',
      'db/bad.ts',
      /the audit log: say AuditLog/,
      ['activities/good.ts', 'workflows/good.ts'],
    ],
    ['export const a = <Activity />;\n', 'web/src/console/bad.tsx', /the audit log: say AuditLog/, ['test/good.tsx']],
    [
      'export type SubmissionRunOptions = { id: string };\n',
      'test/bad.ts',
      /the submission workflow: say submissionWorkflowStartOptions/,
      [],
    ],
    [
      'export interface PlaybackRecord {\n  id: string;\n}\n',
      'db/bad.ts',
      /never what it returns: a submission \(SubmissionListRecord/,
      [],
    ],
    ['export const WebHookUrl = 1;\n', 'webhooks/bad.ts', /webhook is one word/, []],
    ['export const web_hook_secret = 1;\n', 'scripts/bad.ts', /webhook is one word/, []],
    [
      'export function runSandbox(): void {}\n',
      'worker/bad.ts',
      /runSandbox was renamed exampleRunSandbox/,
      ['scoring/sandbox/good.ts'],
    ],
    ['export const RUNS_BUSY = 1;\n', 'bench/bad.ts', /RUNS_BUSY was renamed EXAMPLE_RUNS_BUSY/, []],
  ];

  for (const [code, rejectedIn, message, allowedIn] of cases) {
    const first = code.split('\n')[0];
    it(`${rejectedIn}: ${first}`, async () => {
      const found = glossary(await problems(rejectedIn, code));
      assert.ok(
        found.some((p) => message.test(p)),
        `expected ${message}, got ${JSON.stringify(found)}`,
      );
    });
    for (const place of allowedIn)
      it(`${place}: ${first} is allowed`, async () => {
        assert.deepEqual(glossary(await problems(place, code)), []);
      });
  }

  it('a deeper place keeps the restrictions of the folders around it', async () => {
    const code = 'export interface PlaybackRecord {\n  runId: string;\n  roundId: string;\n}\n';
    // web/src/play/ keeps roundId only; workflows/round-clock.ts keeps roundId only.
    for (const place of ['web/src/play/bad.ts', 'workflows/round-clock.ts']) {
      const found = glossary(await problems(place, code));
      assert.equal(found.length, 2, `${place}: ${JSON.stringify(found)}`);
      assert.ok(found.some((p) => /SubmissionListRecord/.test(p)));
      assert.ok(found.some((p) => /exampleRunId/.test(p)));
    }
  });

  it("lets through what is kept: reads of others' properties, strings, and the names the glossary keeps", async () => {
    const kept: Array<[string, string]> = [
      [
        'activities/good.ts',
        "import { Context } from '@temporalio/activity';\n" +
          'export const workflowRunId = () => Context.current().info.workflowExecution?.runId ?? Math.round(0);\n' +
          'export const roundClock = { async submitRoundAtDeadline() {}, createRoundClockActivities: 1 };\n',
      ],
      [
        'test/good.ts',
        "import type { WorkflowHandle } from '@temporalio/client';\n" +
          'export async function reset(handle: WorkflowHandle) {\n' +
          '  const { runId: workflowRunId } = await handle.describe();\n' +
          '  return { workflowExecution: { workflowId: handle.workflowId, runId: workflowRunId } };\n' +
          '}\n',
      ],
      ['api/good.ts', "export const PATH = '/v1/activity';\nexport const playbackRouter = () => PATH;\n"],
      ['web/src/console/good.tsx', "export const Webhooks = () => 'Activity';\nexport const WEBHOOK_URL = 1;\n"],
    ];
    for (const [place, code] of kept) assert.deepEqual(glossary(await problems(place, code)), [], place);
  });
});
