import assert from 'node:assert/strict';
// The document the server serves: loading the app registers every route's schemas, the scorecard's among them.
import '../../../api/app';
import { buildOpenApiDocument } from '../../../api/http/openapi';
import { EvaluatorResult } from '../../../scoring/scorecard/scorecard-schema';
import {
  assembleScorecard,
  buildScorecard,
  evaluateSubmission,
  measureSubmission,
  RULE_BASED_PANEL,
  createRuleBasedEvaluator,
  measureShot,
  panelOf,
  PERSONALITY_IDS,
  type BuildScorecardInput,
  type Evaluator,
} from '../../../scoring';
import { DIMENSIONS } from '../../../scoring/scorecard/dimensions';
import { drawnVariation, hole, reference, scorecardRound, unavailableSandbox } from '../../support/scoring';

/**
 * The scorecard without executing anything: the sandbox is one that is unavailable (the executed
 * shots are in test/flows/scoring/scorecard-texts.test.ts).
 */
describe('scoring: the scorecard, without a sandbox', () => {
  const round = (overrides: Partial<BuildScorecardInput> = {}) => scorecardRound(unavailableSandbox, overrides);

  it('words every pair of personalities differently on a dimension both score', async () => {
    const measurements = await measureShot(
      { language: 'javascript', code: reference(1, 'A', 'js')! },
      drawnVariation(1, 'A'),
      unavailableSandbox,
    );
    const input = {
      hole: { id: 1, title: hole(1).title, category: hole(1).category, difficulty: hole(1).difficulty },
      measurements,
    };
    const results = await Promise.all(PERSONALITY_IDS.map((id) => createRuleBasedEvaluator(id).evaluate(input)));
    for (const [i, a] of results.entries()) {
      for (const b of results.slice(i + 1)) {
        for (const d of DIMENSIONS)
          if (a[d] && b[d])
            assert.notEqual(a[d].commentary, b[d].commentary, `${a.personality} / ${b.personality}: ${d}`);
        assert.notEqual(a.feedback, b.feedback);
      }
    }
  });

  it('scores a hole without a shot at the minimum, and counts it in the Overall', async () => {
    const empty = await buildScorecard(round({ shots: {}, sandbox: unavailableSandbox }));
    for (const h of Object.values(empty.holes)) {
      for (const r of [h.first, h.second, h.third]) for (const d of DIMENSIONS) if (r[d]) assert.equal(r[d].score, 15);
    }
    assert.ok(empty.summary.endsWith('Overall: 135/810'));
  });

  it('records an unavailable sandbox honestly: correctness 15, and says execution was unavailable', async () => {
    const offline = await buildScorecard(round({ sandbox: unavailableSandbox }));
    const correctness = offline.holes['1'].first.correctness!;
    assert.equal(correctness.score, 15);
    assert.match(correctness.commentary, /Execution was unavailable/);
    assert.match(offline.summary, /execution was unavailable/);
  });

  it('lets another evaluator replace the rule-based one for a personality, and holds it to the shape', async () => {
    const custom: Evaluator = {
      personality: 'caffeinated_genius',
      evaluate: async ({ measurements }) => ({
        personality: 'caffeinated_genius',
        correctness: { score: measurements.correctness.score, commentary: 'Another evaluator speaking.' },
        feedback: 'Replaced.',
      }),
    };
    const replaced = await buildScorecard(
      round({
        panel: panelOf((p) => (p === 'caffeinated_genius' ? custom : undefined)),
        sandbox: unavailableSandbox,
      }),
    );
    assert.equal(replaced.holes['1'].second.feedback, 'Replaced.');
    assert.equal(replaced.holes['1'].first.personality, 'jaded_dev');
    assert.notEqual(replaced.holes['1'].first.feedback, 'Replaced.');

    const invalid: Evaluator = {
      personality: 'jaded_dev',
      evaluate: async () => ({ personality: 'jaded_dev', humor: { score: 99, commentary: 'x' }, feedback: 'f' }),
    };
    await assert.rejects(
      buildScorecard(round({ panel: panelOf(() => invalid), sandbox: unavailableSandbox })),
      /invalid result/,
    );
  });

  it('refuses an unknown personality, hole or variation letter', async () => {
    await assert.rejects(
      buildScorecard(round({ personalities: ['jaded_dev', 'nobody', 'academic_rebel'], sandbox: unavailableSandbox })),
      /unknown personality/,
    );
    await assert.rejects(buildScorecard(round({ holes: [1, 11, 999], sandbox: unavailableSandbox })), /not on sheet/);
    await assert.rejects(
      buildScorecard(round({ variations: ['A', 'A', 'F'], sandbox: unavailableSandbox })),
      /not a variation letter/,
    );
  });

  it('holds a prose answer measured at 90 by a worker on older code under the ceiling, and not correct', async () => {
    const input = round({ sandbox: unavailableSandbox });
    const holes = await measureSubmission(input);
    const prose = holes[2].measurements.correctness;
    assert.equal(prose.kind, 'rubric');
    const older = holes.map((h, i) =>
      i === 2 ? { ...h, measurements: { ...h.measurements, correctness: { ...prose, score: 90 } } } : h,
    );
    const results = await evaluateSubmission(RULE_BASED_PANEL, input.personalities, older, input);
    const card = assembleScorecard({ ...input, holes: older, results });
    assert.equal(card.holes['43'].first.correctness!.score, 89);
    assert.match(card.summary, /^Correct: 0 of 3 holes\./m);
  });

  it('accepts variation letters aligned with the holes', async () => {
    const aligned = await buildScorecard(round({ variations: ['A', 'A', 'B'], sandbox: unavailableSandbox }));
    const keyed = await buildScorecard(round({ sandbox: unavailableSandbox }));
    assert.deepEqual(aligned, keyed);
  });

  it('registers Scorecard, EvaluatorResult and DimensionScore for the OpenAPI document', () => {
    const schemas = buildOpenApiDocument('http://localhost').components?.schemas ?? {};
    for (const name of ['Scorecard', 'EvaluatorResult', 'DimensionScore']) assert.ok(schemas[name], name);
    assert.equal(EvaluatorResult.safeParse({ personality: 'jaded_dev', feedback: 'no dimensions' }).success, false);
  });
});
