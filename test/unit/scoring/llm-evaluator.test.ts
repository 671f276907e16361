import assert from 'node:assert/strict';
import { MockActivityEnvironment } from '@temporalio/testing';
import { Scorecard, type EvaluatorResult } from '../../../scoring/scorecard-schema';
import {
  assembleScorecard,
  createRuleBasedEvaluator,
  evaluateRound,
  evaluatorOf,
  measureRound,
  type CorrectnessSandbox,
  type EvaluatorFactory,
  type HoleTask,
  type MeasuredHole,
  type RoundToEvaluate,
} from '../../../scoring';
import { courseEntry } from '../../../course';
import { DIMENSIONS } from '../../../scoring/dimensions';
import {
  createLlmEvaluatorFactory,
  FALLBACK_NOTE,
  type LlmEvaluatorOptions,
  type LlmEvent,
} from '../../../scoring/llm';
import { getPersonality } from '../../../scoring/personalities';
import type { SandboxRun } from '../../../scoring/sandbox';
import { loadConfig } from '../../../lib/config';
import { createLogger } from '../../../lib/logger';
import { evaluatorsFor } from '../../../worker/llm-evaluator';
import { startFakeLlm, wellAnswer, type FakeLlm, type ReceivedCompletion } from '../../support/fake-llm';
import { hole, reference, SHEET_ID } from '../../scoring/support';

const PERSONALITIES = ['jaded_dev', 'caffeinated_genius', 'academic_rebel'] as const;
const PROSE =
  'Count, for every quiet cell, the paging services among its eight neighbours; a paging cell stays a star.';

/** Every text a scorecard shows: summary, feedback and commentaries. */
const texts = (card: Scorecard) => [
  card.summary,
  ...Object.values(card.holes).flatMap((h) =>
    [h.first, h.second, h.third].flatMap((r) => [
      r.feedback,
      ...DIMENSIONS.flatMap((d) => (r[d] ? [r[d].commentary] : [])),
    ]),
  ),
];

const userPrompt = (r: ReceivedCompletion) => r.body.messages.find((m) => m.role === 'user')!.content;
const systemPrompt = (r: ReceivedCompletion) => r.body.messages.find((m) => m.role === 'system')!.content;
const isAbout = (code: string) => (r: ReceivedCompletion) => userPrompt(r).includes(code);

/**
 * The sandbox as it answers for the reference program the round plays on hole 1 (test/course-references.test.ts
 * runs it in the real one): every case passed, printing what was expected. The model is what these tests are about.
 */
const passesEveryCase: CorrectnessSandbox = {
  run: async (request): Promise<SandboxRun> =>
    ({
      available: true,
      cases: request.cases.map((c) => ({
        verdict: 'passed',
        stdout: c.expected,
        stderr: '',
        cpuMs: 1,
        wallMs: 1,
        warm: true,
      })),
    }) as never,
};

describe('scoring: personalities judged by a language model (a fake OpenAI-compatible server)', function () {
  this.timeout(60_000);
  const round: RoundToEvaluate = {
    sheetId: SHEET_ID,
    holes: [1, 11, 43],
    variations: { '1': 'A', '11': 'A', '43': 'B' },
    shots: { '1': { language: 'python', code: reference(1, 'A', 'py')! }, '43': { language: 'human', code: PROSE } }, // 11: no shot
  };
  let fake: FakeLlm;
  let holes: MeasuredHole[];
  before(async () => {
    fake = await startFakeLlm();
    holes = await measureRound({ ...round, sandbox: passesEveryCase });
  });
  after(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.otherwise = { kind: 'well' };
  });

  const factory = (options: Partial<LlmEvaluatorOptions> = {}): EvaluatorFactory =>
    createLlmEvaluatorFactory({
      baseUrl: fake.baseUrl,
      model: 'fake-model',
      timeoutMs: 2_000,
      concurrency: 4,
      backoffMs: 10,
      ...options,
    });

  async function scorecard(
    evaluatorFor: EvaluatorFactory,
    personalities: readonly string[] = PERSONALITIES,
  ): Promise<Scorecard> {
    const results = await Promise.all(
      personalities.map((p) => evaluateRound(evaluatorOf(p, evaluatorFor), holes, round)),
    );
    return assembleScorecard({
      sheetId: SHEET_ID,
      personalities,
      holes,
      results,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  }

  const ruleBased = (personality: string, holeId: number) => {
    const h = holes.find((m) => m.hole.id === holeId)!;
    return createRuleBasedEvaluator(personality).evaluate({ ...h, shot: round.shots[String(holeId)] });
  };

  it(
    'asks once per personality per shot, in its voice and weights, with the facts and the code, ' +
      'at temperature 0 with a seed',
    async () => {
      const card = await scorecard(factory({ apiKey: 'sk-test-key' }));
      assert.equal(fake.requests.length, 6, 'three personalities × two shots; the hole without a shot is not sent');
      for (const request of fake.requests) {
        const { body } = request;
        assert.equal(body.model, 'fake-model');
        assert.equal(body.temperature, 0);
        assert.ok(Number.isInteger(body.seed));
        assert.equal(body.response_format?.type, 'json_schema');
        assert.equal(request.authorization, 'Bearer sk-test-key');
      }
      for (const id of PERSONALITIES) {
        const personality = getPersonality(id)!;
        const theirs = fake.requests.filter((r) => systemPrompt(r).includes(personality.name));
        assert.equal(theirs.length, 2, `${id} is asked about each shot`);
        for (const r of theirs) {
          assert.ok(systemPrompt(r).includes(personality.voice));
          for (const d of personality.dimensions)
            assert.ok(systemPrompt(r).includes(`${d} (weight ${personality.weights[d]})`));
          assert.deepEqual(r.body.response_format!.json_schema!.schema.required, [
            ...personality.dimensions,
            'feedback',
          ]);
        }
      }
      const program = fake.requests.filter(isAbout(round.shots['1']!.code));
      const prose = fake.requests.filter(isAbout(PROSE));
      assert.equal(program.length, 3);
      assert.equal(prose.length, 3);
      for (const r of program) {
        assert.ok(
          userPrompt(r).includes(
            `correctness (measured score 90): ${holes[0].measurements.correctness.facts.join(' ')}`,
          ),
        );
        assert.match(userPrompt(r), /length \(measured score \d+\)/);
        assert.doesNotMatch(
          userPrompt(r),
          /Expected results/,
          'a program is judged by its hidden cases, which the model never sees',
        );
      }
      const cases = hole(43).variations.B.cases;
      for (const r of prose) {
        assert.match(userPrompt(r), /Expected results \(confidential/);
        assert.ok(
          userPrompt(r).includes(cases[3].output.trim()),
          'a prose answer is judged against the expected results',
        );
      }

      const jaded = card.holes['1'].first;
      assert.equal(
        jaded.correctness!.score,
        90,
        'the measured correctness of a program stands, whatever the model says',
      );
      assert.equal(jaded.length!.score, (await ruleBased('jaded_dev', 1)).length!.score, 'length comes from the bytes');
      assert.equal(
        jaded.quality!.score,
        (wellAnswer(program.find((r) => systemPrompt(r).includes('Jaded'))!).quality as { score: number }).score,
      );
      assert.equal(jaded.quality!.commentary, "The fake model's view of quality.");
      assert.equal(jaded.feedback, 'The fake model read every line and has thoughts.');
      const proseRequest = prose.find((r) => systemPrompt(r).includes('Jaded'))!;
      assert.equal(
        card.holes['43'].first.correctness!.score,
        (wellAnswer(proseRequest).correctness as { score: number }).score,
        'the model judges a prose answer',
      );
      assert.deepEqual(
        card.holes['11'].first,
        await ruleBased('jaded_dev', 11),
        'nothing to read: the rule-based reading',
      );
    },
  );

  it('gives the same scores when the same round is judged twice by a deterministic server', async () => {
    const first = await scorecard(factory());
    const requestsOfFirst = fake.requests.splice(0).map((r) => r.body);
    const second = await scorecard(factory());
    assert.deepEqual(second, first);
    const key = (b: ReceivedCompletion['body']) => JSON.stringify(b);
    assert.deepEqual(
      fake.requests.map((r) => key(r.body)).sort(),
      requestsOfFirst.map(key).sort(),
      'the same requests, seeds included',
    );
  });

  it('asks again after garbage, an out-of-range score and a server error, then uses the answer', async () => {
    fake.queue({ kind: 'garbage' }, { kind: 'out_of_range' });
    const events: LlmEvent[] = [];
    const [result] = await evaluateRound(
      evaluatorOf('jaded_dev', factory({ attempts: 3, onEvent: (e) => events.push(e) })),
      [holes[0]],
      round,
    );
    assert.equal(fake.requests.length, 3);
    assert.equal(result.feedback, 'The fake model read every line and has thoughts.');
    assert.deepEqual(
      events.map((e) => e.kind),
      ['retry', 'retry'],
    );

    fake.requests.length = 0;
    fake.queue({ kind: 'status', status: 503 });
    const [again] = await evaluateRound(evaluatorOf('jaded_dev', factory()), [holes[0]], round);
    assert.equal(fake.requests.length, 2);
    assert.equal(again.feedback, result.feedback);
  });

  it('falls back to the rule-based reading when every attempt fails, and the feedback says so', async () => {
    fake.otherwise = { kind: 'garbage' };
    const events: LlmEvent[] = [];
    const card = await scorecard(factory({ onEvent: (e) => events.push(e) }));
    assert.equal(fake.requests.length, 6 * 3, 'three attempts per judgement');
    for (const [slot, personality] of PERSONALITIES.entries()) {
      for (const holeId of [1, 43]) {
        const result = card.holes[String(holeId)][(['first', 'second', 'third'] as const)[slot]];
        const expected = await ruleBased(personality, holeId);
        assert.deepEqual(
          { ...result, feedback: '' },
          { ...expected, feedback: '' },
          'the rule-based scores and commentary',
        );
        assert.equal(result.feedback, `${expected.feedback} ${FALLBACK_NOTE}`);
      }
    }
    assert.equal(events.filter((e) => e.kind === 'fallback').length, 6);
    assert.ok(
      events.every((e) => !JSON.stringify(e).includes(round.shots['1']!.code.slice(0, 20))),
      'no code in what is logged',
    );
  });

  it('a wrong key or model (4xx) is not asked again', async () => {
    fake.otherwise = { kind: 'status', status: 401 };
    const [result] = await evaluateRound(evaluatorOf('jaded_dev', factory()), [holes[0]], round);
    assert.equal(fake.requests.length, 1);
    assert.ok(result.feedback.endsWith(FALLBACK_NOTE));
  });

  it('ends each attempt at LLM_TIMEOUT_MS, then falls back', async () => {
    fake.otherwise = { kind: 'hang' };
    const started = Date.now();
    const [result] = await evaluateRound(
      evaluatorOf('jaded_dev', factory({ timeoutMs: 150, attempts: 2 })),
      [holes[0]],
      round,
    );
    const took = Date.now() - started;
    assert.equal(fake.requests.length, 2);
    assert.ok(took >= 300 && took < 5_000, `two time-outs of 150 ms and a back-off took ${took} ms`);
    assert.ok(result.feedback.endsWith(FALLBACK_NOTE));
  });

  it('waits as long as a 429 Retry-After asks before asking again', async () => {
    fake.queue({ kind: 'status', status: 429, retryAfter: '1' });
    const [result] = await evaluateRound(evaluatorOf('jaded_dev', factory({ backoffMs: 10 })), [holes[0]], round);
    assert.equal(fake.requests.length, 2);
    const gap = fake.requests[1].receivedAt - fake.requests[0].receivedAt;
    assert.ok(gap >= 1_000, `asked again after ${gap} ms`);
    assert.equal(result.feedback, 'The fake model read every line and has thoughts.');
  });

  it('falls back at once when Retry-After is longer than the judgement may take', async () => {
    fake.queue({ kind: 'status', status: 429, retryAfter: '120' });
    const [result] = await evaluateRound(evaluatorOf('jaded_dev', factory({ budgetMs: 1_000 })), [holes[0]], round);
    assert.equal(fake.requests.length, 1);
    assert.ok(result.feedback.endsWith(FALLBACK_NOTE));
  });

  it('drops every returned text that quotes a hidden input or an expected output, keeping the scores', async () => {
    const { cases } = hole(43).variations.B;
    const leakedOutput = cases[3].output.trim();
    const leakedInput = cases[3].input.trim().split('\n')[1];
    fake.otherwise = {
      kind: 'well',
      edit: (answer, request) => {
        // What the server was told, quoted back: the fourth case of the prompt.
        const told = /Case 4, expected output:\n"""\n([^\n]*)\n"""/.exec(userPrompt(request))?.[1];
        if (!told) return;
        (answer.correctness as { commentary: string }).commentary = `Case four should print ${told}, and it does.`;
        answer.feedback = `Try the input ${leakedInput} yourself.`;
      },
    };
    const events: LlmEvent[] = [];
    const card = await scorecard(factory({ onEvent: (e) => events.push(e) }));
    for (const text of texts(card)) {
      assert.ok(!text.includes(leakedOutput) && !text.includes(leakedInput), `a hidden case leaks: ${text}`);
    }
    const judged = card.holes['43'].first;
    const expected = await ruleBased('jaded_dev', 43);
    assert.equal(judged.correctness!.commentary, expected.correctness!.commentary, 'the rule-based commentary instead');
    assert.equal(judged.feedback, expected.feedback);
    assert.equal(judged.quality!.commentary, "The fake model's view of quality.", 'texts that quote nothing stay');
    const request = fake.requests.find((r) => isAbout(PROSE)(r) && systemPrompt(r).includes('Jaded'))!;
    assert.equal(
      judged.correctness!.score,
      (wellAnswer(request).correctness as { score: number }).score,
      "the scores stay the model's",
    );
    assert.ok(events.some((e) => e.kind === 'dropped' && e.holeId === 43));
    assert.ok(
      events.every((e) => !e.reason.includes(leakedOutput)),
      'the logs do not quote it either',
    );
  });

  it('drops a text quoting even a short secret, in any case or number format, and keeps one that quotes none', async () => {
    // Short expected results are what a prose answer is judged against, so the model is told them.
    const task: HoleTask = {
      statement: courseEntry(SHEET_ID, 43, 'B'),
      cases: [
        { tag: 'typical', input: '3\n7 -1 5\n', output: '42\n' },
        { tag: 'tricky', input: '2\n-1 -1\n', output: '-1\n' },
        { tag: 'typical', input: 'nine\n', output: 'yes\n' },
        { tag: 'maximum', input: '1000 999\n', output: '1000\n' },
      ],
    };
    const kept = "Yesterday's pager had 4200 alerts; this reads calmer.";
    fake.otherwise = {
      kind: 'well',
      edit: (answer) => {
        Object.assign(answer, {
          quality: { ...(answer.quality as object), commentary: 'Case two prints -1, as it should.' },
          length: { ...(answer.length as object), commentary: 'Short enough for an answer of 42.' },
          ingenuity: { ...(answer.ingenuity as object), commentary: 'It answers YES where it should.' },
          correctness: { ...(answer.correctness as object), commentary: 'A total of 1,000 is right.' },
          humor: { ...(answer.humor as object), commentary: kept },
          feedback: 'Check the case whose answer is +42.00 yourself.',
        });
      },
    };
    const events: LlmEvent[] = [];
    const input = { ...holes[2], shot: { language: 'human', code: PROSE }, task };
    const result = await evaluatorOf('jaded_dev', factory({ onEvent: (e) => events.push(e) })).evaluate(input);
    assert.ok(userPrompt(fake.requests[0]).includes('"""\n42\n"""'), 'the model was told the expected results');

    const expected = await createRuleBasedEvaluator('jaded_dev').evaluate(input);
    for (const d of ['quality', 'length', 'ingenuity', 'correctness'] as const) {
      assert.equal(result[d]!.commentary, expected[d]!.commentary, `${d}: the rule-based commentary instead`);
    }
    assert.equal(result.feedback, expected.feedback);
    assert.equal(
      result.humor!.commentary,
      kept,
      'a text quoting no secret stays, though it holds "yes" and "42" inside longer words',
    );
    assert.equal(events.filter((e) => e.kind === 'dropped').length, 5);
  });

  it('on a program, whose cases the model never sees, lets a short value pass by chance and drops a longer one', async () => {
    const task: HoleTask = {
      statement: courseEntry(SHEET_ID, 1, 'A'),
      cases: [
        { tag: 'typical', input: '1\n', output: '1\n' },
        { tag: 'maximum', input: '98765\n', output: '4815162342\n' },
      ],
    };
    const chance = 'O(1) memory, and one pass over the input.';
    fake.otherwise = {
      kind: 'well',
      edit: (answer) => {
        Object.assign(answer, {
          quality: { ...(answer.quality as object), commentary: chance },
          ingenuity: { ...(answer.ingenuity as object), commentary: 'It prints 4815162342 for the big one.' },
        });
      },
    };
    const input = { ...holes[0], shot: round.shots['1'], task };
    const result = await evaluatorOf('jaded_dev', factory()).evaluate(input);
    assert.ok(!userPrompt(fake.requests[0]).includes('4815162342'), 'the model was not told the cases');
    assert.equal(result.quality!.commentary, chance);
    const expected = await createRuleBasedEvaluator('jaded_dev').evaluate(input);
    assert.equal(result.ingenuity!.commentary, expected.ingenuity!.commentary);
  });

  it('never has more than LLM_CONCURRENCY requests at the model at once', async () => {
    const limited = await startFakeLlm();
    try {
      limited.otherwise = { kind: 'well', delayMs: 40 };
      const evaluatorFor = createLlmEvaluatorFactory({
        baseUrl: limited.baseUrl,
        model: 'fake-model',
        timeoutMs: 2_000,
        concurrency: 2,
      });
      await scorecard(evaluatorFor, ['jaded_dev', 'mad_scientist', 'code_golfer']);
      assert.equal(limited.requests.length, 6);
      assert.equal(limited.maxInFlight(), 2);
    } finally {
      await limited.close();
    }
  });

  it('a cancelled judgement ends at once, asking, queued or backing off, and frees its slot', async () => {
    const evaluator = evaluatorOf('jaded_dev', factory({ concurrency: 1, timeoutMs: 10_000 }));
    const judge = (signal?: AbortSignal) => evaluateRound(evaluator, [holes[0]], round, signal);
    const cancelled = new Error('the attempt was cancelled');
    const isCancelled = (err: unknown) => err === cancelled;

    fake.queue({ kind: 'hang' });
    const asking = new AbortController();
    const queued = new AbortController();
    const first = judge(asking.signal);
    const second = judge(queued.signal);
    const third = judge();
    await fake.received(1); // the first holds the only slot; the others wait for it
    const began = Date.now();
    queued.abort(cancelled);
    await assert.rejects(second, isCancelled);
    asking.abort(cancelled);
    await assert.rejects(first, isCancelled);
    assert.ok(Date.now() - began < 2_000, `ended ${Date.now() - began} ms after the cancellation, not at the time-out`);
    const [answered] = await third;
    assert.equal(
      answered.feedback,
      'The fake model read every line and has thoughts.',
      'the freed slot serves the next judgement',
    );
    assert.equal(fake.requests.length, 2, 'the judgement cancelled in the queue never asked');

    fake.requests.length = 0;
    fake.queue({ kind: 'status', status: 503 });
    let retrying!: () => void;
    const retried = new Promise<void>((resolve) => (retrying = resolve));
    const patient = evaluatorOf(
      'jaded_dev',
      factory({ backoffMs: 30_000, budgetMs: 150_000, onEvent: (e) => e.kind === 'retry' && retrying() }),
    );
    const backingOff = new AbortController();
    const backingOffResult = evaluateRound(patient, [holes[0]], round, backingOff.signal);
    await retried; // reported as the back-off starts
    const sleptFrom = Date.now();
    backingOff.abort(cancelled);
    await assert.rejects(backingOffResult, isCancelled);
    assert.ok(Date.now() - sleptFrom < 2_000, 'the back-off ends with the cancellation');
    assert.equal(fake.requests.length, 1);
  });

  it('in a worker, judges alike in an activity and outside one, and leaves heartbeats to the activity', async () => {
    const config = loadConfig({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '2000' });
    const evaluator = evaluatorOf('jaded_dev', evaluatorsFor(config, createLogger('silent')));
    const activity = new MockActivityEnvironment();
    let beats = 0;
    activity.on('heartbeat', () => beats++);
    const [inActivity] = await activity.run<[], EvaluatorResult[], () => Promise<EvaluatorResult[]>>(() =>
      evaluateRound(evaluator, [holes[0]], round),
    );
    assert.equal(
      beats,
      0,
      'evaluateSubmission heartbeats for the whole activity: a second heartbeat would only add traffic',
    );
    const [outside] = await evaluateRound(evaluator, [holes[0]], round);
    assert.deepEqual(outside, inActivity);
    assert.equal(inActivity.feedback, 'The fake model read every line and has thoughts.');
  });
});
