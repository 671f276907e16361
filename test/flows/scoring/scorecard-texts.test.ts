import assert from 'node:assert/strict';
import { Scorecard } from '../../../scoring/scorecard/scorecard-schema';
import { VARIATION_LETTERS, variationWithCases } from '@hiring/course';
import { buildScorecard, type BuildScorecardInput } from '../../../scoring';
import { DIMENSIONS } from '../../../scoring/scorecard/dimensions';
import { resultScore } from '../../../scoring/scorecard/overall';
import { createSandbox } from '../../../scoring/sandbox';
import { reference, SCORECARD_CASE_SEED, SCORECARD_CREATED_AT, scorecardRound } from '../../support/scoring';

/** Every text a scorecard shows: summary, feedback and commentaries. */
function texts(card: Scorecard): string[] {
  return [
    card.summary,
    ...Object.values(card.holes).flatMap((h) =>
      [h.first, h.second, h.third].flatMap((r) => [
        r.feedback,
        ...DIMENSIONS.flatMap((d) => (r[d] ? [r[d].commentary] : [])),
      ]),
    ),
  ];
}

describe('scoring: the scorecard', function () {
  this.timeout(120_000);
  const sandbox = createSandbox();
  const round = (overrides: Partial<BuildScorecardInput> = {}) => scorecardRound(sandbox, overrides);

  let card: Scorecard;
  before(async () => {
    card = await buildScorecard(round());
  });

  // buildScorecard returns Scorecard.parse(...) of what it built, so the shape and the 15-90 range hold
  // by construction (test/scoring/scorecard/scorecard.test.ts: an evaluator outside them is refused); what
  // the shape leaves open is checked here.
  it('comes out as plain JSON, keyed by the holes of the round, three evaluators each in the order asked', () => {
    assert.deepEqual(JSON.parse(JSON.stringify(card)), card, 'stored and served as JSON, it reads back the same');
    assert.equal(card.sheet_id, 1);
    assert.equal(card.created_at, SCORECARD_CREATED_AT);
    assert.deepEqual(Object.keys(card.holes), ['1', '11', '43']);
    for (const h of Object.values(card.holes)) {
      assert.deepEqual(Object.keys(h), ['first', 'second', 'third']);
      for (const r of [h.first, h.second, h.third]) assert.ok(r.feedback.length > 20);
    }
    assert.equal(card.holes['1'].first.personality, 'jaded_dev');
    assert.equal(card.holes['1'].second.personality, 'caffeinated_genius');
    assert.equal(card.holes['1'].third.personality, 'academic_rebel');
  });

  it('gives each evaluator the dimensions of its personality, with commentary', () => {
    assert.deepEqual(
      DIMENSIONS.filter((d) => card.holes['1'].first[d]),
      ['quality', 'length', 'ingenuity', 'humor', 'correctness'],
    );
    assert.deepEqual(
      DIMENSIONS.filter((d) => card.holes['1'].second[d]),
      ['length', 'creativity', 'ingenuity', 'humor', 'correctness'],
    );
  });

  it('is identical for the same shots on the same variations', async () => {
    const again = await buildScorecard(round());
    assert.deepEqual(again, card);
  });

  it('scores the reference 90 on correctness, the constant printer 15, and does not execute the human answer', () => {
    assert.equal(card.holes['1'].first.correctness?.score, 90);
    assert.equal(card.holes['11'].first.correctness?.score, 15);
    assert.match(card.holes['43'].first.correctness!.commentary, /Not executed/);
  });

  it('states the length, as "Solution length: N characters"', () => {
    const bytes = Buffer.byteLength(reference(1, 'A', 'py')!);
    assert.match(card.holes['1'].first.length!.commentary, new RegExp(`Solution length: ${bytes} characters\\.`));
  });

  it('words the commentaries of different personalities on the same shot differently', () => {
    for (const id of ['1', '11', '43']) {
      const h = card.holes[id];
      for (const d of DIMENSIONS) {
        const said = [h.first, h.second, h.third].filter((r) => r[d]).map((r) => r[d]!.commentary);
        assert.equal(new Set(said).size, said.length, `hole ${id}, ${d}`);
      }
      assert.equal(new Set([h.first.feedback, h.second.feedback, h.third.feedback]).size, 3);
    }
  });

  it('summarises strengths and weaknesses and ends with the Overall line', () => {
    assert.match(card.summary, /Strengths: /);
    assert.match(card.summary, /Weaknesses: /);
    const results = Object.values(card.holes).flatMap((h) => [h.first, h.second, h.third]);
    const expected = results.reduce((sum, r) => sum + resultScore(r), 0);
    assert.ok(card.summary.endsWith(`Overall: ${expected}/810`), card.summary);
  });

  it('never reveals a variation letter, a hidden case or the code', () => {
    const all = texts(card).join('\n');
    assert.doesNotMatch(all, /variation/i);
    for (const letter of VARIATION_LETTERS) assert.doesNotMatch(all, new RegExp(`\\b(variation|version) ${letter}\\b`));
    for (const [id, letter] of [
      [1, 'A'],
      [11, 'A'],
      [43, 'B'],
    ] as const) {
      for (const c of variationWithCases(1, id, letter, SCORECARD_CASE_SEED).cases) {
        if (c.input.trim().length >= 6) assert.ok(!all.includes(c.input.trim()), `hole ${id}: a hidden input is shown`);
        if (c.output.trim().length >= 6)
          assert.ok(!all.includes(c.output.trim()), `hole ${id}: an expected output is shown`);
      }
    }
    assert.ok(!all.includes('pun intended'), 'a comment of the code is echoed');
    assert.ok(!all.includes('neighbouring mines'), 'the human answer is echoed');
  });
});
