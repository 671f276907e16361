import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { hiddenCases, referenceProgramPath, runJavaScriptReference } from '@hiring/course';
import { createScoringActivities, type ScoredSubmission } from '../../../activities/scoring';
import { findSubmission } from '../../../db/submissions';
import { createSandbox } from '../../../scoring/sandbox';
import { newCompany } from '../../support/companies';
import { startRound } from '../../support/rounds';
import { seedSubmission } from '../../support/submissions';
import { startTestStack, type TestStack } from '../../support/stack';

/** Hole 90 B's reference with an off-by-one (`d <= 10` for `d < 10`): wrong, but only some inputs show it. */
const OFF_BY_ONE = readFileSync(referenceProgramPath(1, 90, 'B', 'javascript'), 'utf8').replace('d < 10', 'd <= 10');

describe('sheets: new rounds on sheet 2, old submissions on the sheet they were made on', function () {
  this.timeout(180_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(() => stack.close());

  it('starts a new round on sheet 2', async () => {
    const company = await newCompany(stack);
    const round = await startRound(stack, company.test_code);
    assert.equal((await findSubmission(stack.db.pool, round.id))!.sheet_id, 2);
  });

  it('scores the off-by-one of hole 90 B right on a sheet 1 draw that missed it, as it was, and wrong on sheet 2', async () => {
    const offByOne = path.join(mkdtempSync(path.join(tmpdir(), 'off-by-one-')), 'B.js');
    writeFileSync(offByOne, OFF_BY_ONE);
    const trimmed = (text: string) => text.replace(/\s+$/, '');
    const passes = (sheetId: number, seed: number) =>
      hiddenCases(sheetId, 90, 'B', seed).every(
        (c) => trimmed(runJavaScriptReference(offByOne, c.input)) === trimmed(c.output),
      );
    // A seed whose sheet 1 draw does not show the off-by-one (about 1 in 40): the luck sheet 2 takes away.
    const lucky = Array.from({ length: 200 }, (_, i) => i + 1).find((seed) => passes(1, seed));
    assert.ok(lucky !== undefined, 'no draw of 200 on sheet 1 missed it');
    assert.equal(passes(2, lucky), false);

    const company = await newCompany(stack);
    const scoring = createScoringActivities({ pool: stack.db.pool, sandbox: createSandbox() });
    const correctnessOn = async (sheetId: number) => {
      const row = await seedSubmission(stack.db.pool, company.id, {
        sheetId,
        holes: [90, 47, 93],
        variations: ['B', 'D', 'A'],
        status: 'submitted',
        scorecard: null,
        shots: { '90': { language: 'javascript', code: OFF_BY_ONE } },
      });
      await stack.db.pool.query('UPDATE submissions SET case_seed = $2 WHERE id = $1', [row.id, lucky]);
      const scored = await new MockActivityEnvironment().run<[], ScoredSubmission, () => Promise<ScoredSubmission>>(
        () => scoring.scoreSubmission(row.id),
      );
      return scored.holes.find((h) => h.hole.id === 90)!.measurements.correctness!;
    };
    const [onSheet1, onSheet2] = [await correctnessOn(1), await correctnessOn(2)];
    assert.match(onSheet1.facts.join(' '), /All \d+ hidden cases passed/);
    assert.doesNotMatch(onSheet2.facts.join(' '), /All \d+ hidden cases passed/);
    assert.ok(onSheet2.score < onSheet1.score, `${onSheet2.score} < ${onSheet1.score}`);
  });
});
