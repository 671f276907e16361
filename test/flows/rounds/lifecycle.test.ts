import assert from 'node:assert/strict';
import { MockActivityEnvironment } from '@temporalio/testing';
import { Scorecard } from '../../../scoring/scorecard/scorecard-schema';
import { asLetter, hiddenCases } from '@hiring/course';
import { createScoringActivities, type ScoredSubmission } from '../../../activities/scoring';
import { createSandbox } from '../../../scoring/sandbox';
import { sweepSubmissions } from '../../../api/temporal/reconciler';
import { createApp } from '../../../api/app';
import { createTemporalClient } from '../../../api/temporal/temporal';
import { findSubmission } from '../../../db/submissions';
import type { SinkMessage } from '../../../scripts/services/smtp-sink';
import { freePort } from '../../../scripts/services/ports';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany } from '../../support/companies';
import { httpClient } from '../../support/http';
import { candidateEmail, playShots, roundBearer, startRound, submitRound, workflowDone } from '../../support/rounds';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';
import { submissionWorkflowId } from '../../../workflow-contract/workflow-ids';

const to = (address: string) => (m: SinkMessage) => m.envelopeTo.includes(address);

async function charges(stack: TestStack, submissionId: string) {
  const { rows } = await stack.db.pool.query(`SELECT kind, amount_cents FROM charges WHERE submission_id = $1`, [
    submissionId,
  ]);
  return rows;
}

describe('the submission lifecycle (real API, worker, sandbox and SMTP)', function () {
  this.timeout(180_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
    await stack.startWorker();
  });
  after(() => stack.close());

  it('takes a live round from POST /rounds to analyzed: scorecard, e-mails to both, one charge', async () => {
    const company = await newCompany(stack, { name: 'Lifecycle Labs' });
    const email = candidateEmail();
    const round = await submitRound(stack, company.live_code, {
      email,
      message: 'Looking forward to hearing from you.',
    });
    await workflowDone(stack, round.id);

    const row = (await findSubmission(stack.db.pool, round.id))!;
    assert.equal(row.status, 'analyzed');
    for (const stamp of [
      'submitted_at',
      'processing_started_at',
      'processing_finished_at',
      'candidate_emailed_at',
      'company_emailed_at',
    ] as const) {
      assert.ok(row[stamp] instanceof Date, stamp);
    }
    assert.ok(
      row.submitted_at! <= row.processing_started_at! && row.processing_started_at! <= row.processing_finished_at!,
    );
    const card = Scorecard.parse(row.scorecard);
    assert.deepEqual(Object.keys(card.holes), round.holes.map(String));
    assert.deepEqual(
      [card.holes['1'].first.personality, card.holes['1'].second.personality, card.holes['1'].third.personality],
      row.personalities,
    );
    assert.equal(
      card.holes['1'].first.correctness?.score,
      90,
      'the reference solution passes every hidden case in the sandbox',
    );
    assert.match(card.holes['11'].first.correctness!.commentary, /Not executed/);
    assert.match(card.summary, /Overall: \d+\/810$/);

    assert.deepEqual(await charges(stack, round.id), [{ kind: 'assessment', amount_cents: 3900 }]);

    const [toCandidate] = await testServices().smtp.waitFor(
      1,
      (m) => to(email)(m) && /Lifecycle Labs/.test(String(m.parsed.subject)),
    );
    assert.match(String(toCandidate.parsed.subject), /Lifecycle Labs/);
    assert.match(String(toCandidate.parsed.text), /Overall: \d+\/810/);
    assert.match(
      String(toCandidate.parsed.text),
      new RegExp(card.holes['1'].first.feedback.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    assert.ok(toCandidate.parsed.html, 'an HTML part');
    const [toCompany] = await testServices().smtp.waitFor(
      1,
      (m) => to(company.email)(m) && /Assessment results/.test(String(m.parsed.subject)),
    );
    assert.match(String(toCompany.parsed.text), new RegExp(`http://assessments\\.test/v1/playback/${round.id}`));
    assert.match(String(toCompany.parsed.text), /Strengths: /);
    for (const mail of [toCandidate, toCompany]) {
      assert.ok(
        !String(mail.parsed.text).includes('def ') && !String(mail.parsed.text).includes('import sys'),
        'no code in the e-mails',
      );
    }

    const { access_token } = await login(stack, company);
    const me = await stack.http.get('/v1/me').set(bearer(access_token)).expect(200);
    assert.deepEqual([me.body.stats.submissions, me.body.stats.charges], [1, 1]);

    const detail = (await stack.http.get(`/v1/playback/${round.id}`).set(bearer(access_token)).expect(200)).body;
    const { by_kind: byKind, ...first } = detail.hidden_cases['1'];
    const cases = hiddenCases(row.sheet_id, 1, asLetter(row.variations[0]), row.case_seed!);
    assert.deepEqual(first, { passed: cases.length, total: cases.length, correct: true });
    assert.deepEqual(Object.keys(byKind).sort(), ['empty', 'maximum', 'minimum', 'tricky', 'typical']);
    assert.equal(detail.hidden_cases['11'], null, 'a prose answer runs no case');
    assert.ok(!JSON.stringify(detail.hidden_cases).includes('input'), 'counts only');
  });

  it('draws each round its own hidden cases, and measuring a round again measures the same cases', async () => {
    const company = await newCompany(stack);
    const rounds = [await submitRound(stack, company.live_code), await submitRound(stack, company.live_code)];
    for (const round of rounds) await workflowDone(stack, round.id);
    const rows = await Promise.all(rounds.map(async (round) => (await findSubmission(stack.db.pool, round.id))!));
    const seeds = rows.map((row) => row.case_seed);
    assert.ok(seeds.every(Number.isInteger) && seeds[0] !== seeds[1], `seeds ${seeds.join(', ')}`);
    const [drawnA, drawnB] = rows.map((row) =>
      hiddenCases(row.sheet_id, row.holes[0], asLetter(row.variations[0]), row.case_seed!).filter((c) => c.drawn),
    );
    assert.ok(drawnA.length >= 3 && !drawnA.some((a) => drawnB.some((b) => b.input === a.input)));

    const scoring = createScoringActivities({ pool: stack.db.pool, sandbox: createSandbox() });
    const activity = new MockActivityEnvironment();
    const measure = async () =>
      (
        await activity.run<[], ScoredSubmission, () => Promise<ScoredSubmission>>(() =>
          scoring.scoreSubmission(rounds[0].id),
        )
      ).holes;
    const measured = await measure();
    assert.deepEqual(await measure(), measured);
    const [program] = measured;
    assert.equal(program.measurements.correctness.score, 90);
    assert.match(
      program.measurements.correctness.facts.join(' '),
      new RegExp(
        `All ${hiddenCases(rows[0].sheet_id, rows[0].holes[0], asLetter(rows[0].variations[0]), seeds[0]!).length} hidden cases passed`,
      ),
    );
    const card = Scorecard.parse(rows[0].scorecard);
    assert.equal(card.holes[String(program.hole.id)].first.correctness?.score, 90, 'as when it was analyzed');
  });

  it('never charges a test round, and GET /rounds/{id} shows it analyzed', async () => {
    const company = await newCompany(stack);
    const round = await submitRound(stack, company.test_code);
    await workflowDone(stack, round.id);
    assert.deepEqual(await charges(stack, round.id), []);
    const res = await stack.http.get(`/v1/rounds/${round.id}`).set(roundBearer(round)).expect(200);
    assert.equal(res.body.status, 'analyzed');
    assert.equal(res.body.test, 1);
    const { access_token } = await login(stack, company);
    const me = await stack.http.get('/v1/me').set(bearer(access_token)).expect(200);
    assert.deepEqual([me.body.stats.submissions, me.body.stats.charges], [1, 0]);
  });

  it('scores with the personalities chosen at submit time, not later ones', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    await stack.http
      .patch('/v1/settings')
      .set(bearer(access_token))
      .send({
        personality_first: 'zen_minimalist',
        personality_second: 'code_golfer',
        personality_third: 'kind_mentor',
      })
      .expect(200);
    const round = await submitRound(stack, company.test_code);
    await stack.http
      .patch('/v1/settings')
      .set(bearer(access_token))
      .send({ personality_first: 'test_zealot' })
      .expect(200);
    await workflowDone(stack, round.id);
    const card = Scorecard.parse((await findSubmission(stack.db.pool, round.id))!.scorecard);
    assert.deepEqual(
      Object.values(card.holes).map((h) => [h.first.personality, h.second.personality, h.third.personality])[0],
      ['zen_minimalist', 'code_golfer', 'kind_mentor'],
    );
  });

  it('answers one of 20 concurrent submits of a round with 202, runs one workflow and charges once', async () => {
    const company = await newCompany(stack);
    const round = await startRound(stack, company.live_code);
    await playShots(stack, round);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({}),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    assert.deepEqual(statuses, [202, ...Array(19).fill(409)]);
    for (const r of answers.filter((a) => a.status === 409)) assert.equal(r.body.error, 'already_submitted');
    await workflowDone(stack, round.id);
    const runs = [];
    for await (const run of stack.temporal.workflow.list({ query: `WorkflowId = "${submissionWorkflowId(round.id)}"` }))
      runs.push(run);
    assert.equal(runs.length, 1);
    assert.equal((await charges(stack, round.id)).length, 1);
  });

  it('scores on the scoring queue: a lifecycle-only worker leaves measuring to a scoring worker', async () => {
    const separate = await startTestStack();
    try {
      await separate.startWorker({ workerQueues: ['lifecycle'] });
      const company = await newCompany(separate);
      const round = await submitRound(separate, company.test_code);
      const handle = separate.temporal.workflow.getHandle(submissionWorkflowId(round.id));
      // Nothing to await: poll the run until scoring is scheduled and waits for a scoring worker.
      for (;;) {
        const pending = (await handle.describe()).raw.pendingActivities ?? [];
        if (pending.some((a) => a.activityType?.name === 'scoreSubmission')) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      assert.equal((await findSubmission(separate.db.pool, round.id))!.status, 'processing');
      await separate.startWorker({ workerQueues: ['scoring'] });
      await handle.result();
      assert.equal((await findSubmission(separate.db.pool, round.id))!.status, 'analyzed');
    } finally {
      await separate.close();
    }
  });

  it('keeps a submit made while Temporal is unreachable, and the reconciler starts its workflow later', async () => {
    const company = await newCompany(stack);
    // The same database and config, but a Temporal client that reaches nothing.
    const unreachable = createTemporalClient(`127.0.0.1:${await freePort()}`, stack.config.temporal.namespace);
    const cutOff = httpClient(createApp({ ...stack.deps, temporal: unreachable }));
    const round = await startRound(stack, company.live_code);
    await playShots(stack, round);
    const res = await cutOff.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({});
    assert.equal(res.status, 202);
    assert.equal((await findSubmission(stack.db.pool, round.id))!.status, 'submitted');
    await unreachable.connection.close().catch(() => undefined);

    // Within the grace period the reconciler leaves it to the request; after it, starts it.
    const clock = new ManualClock();
    assert.equal(await sweepSubmissions({ ...stack.deps, clock }), 0);
    clock.advance(31_000);
    assert.ok((await sweepSubmissions({ ...stack.deps, clock })) >= 1);
    await workflowDone(stack, round.id);
    assert.equal((await findSubmission(stack.db.pool, round.id))!.status, 'analyzed');
    assert.equal((await charges(stack, round.id)).length, 1);
  });
});
