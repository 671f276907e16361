import assert from 'node:assert/strict';
import { ERASED_NAME } from '../../../db/erasure';
import { findSubmission } from '../../../db/submissions';
import { retentionScheduleId } from '../../../workflow-contract/workflow-ids';
import { bearer, login, newCompany } from '../../support/companies';
import { eventually } from '../../support/eventually';
import { candidateEmail, submitRound, workflowDone } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

/**
 * A company's retention of candidate data (`candidate_retention_days`): the hourly schedule's
 * retention workflow erases finished submissions older than it, and nothing newer.
 */
describe('candidates: retention of candidate data', function () {
  this.timeout(300_000);
  let stack: TestStack;

  before(async () => {
    stack = await startTestStack();
    await stack.startWorker();
  });
  after(() => stack.close());

  it('is off by default, set and turned off through the settings, within 1 to 3650 days', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const settings = () => stack.http.get('/v1/settings').set(bearer(access_token)).expect(200);
    assert.equal((await settings()).body.candidate_retention_days, null);
    for (const days of [0, 3651, 1.5, '30']) {
      const res = await stack.http
        .patch('/v1/settings')
        .set(bearer(access_token))
        .send({ candidate_retention_days: days })
        .expect(422);
      assert.equal(res.body.details[0].path, 'candidate_retention_days');
    }
    const set = await stack.http
      .patch('/v1/settings')
      .set(bearer(access_token))
      .send({ candidate_retention_days: 3650 })
      .expect(200);
    assert.equal(set.body.candidate_retention_days, 3650);
    assert.equal((await settings()).body.candidate_retention_days, 3650);
    await stack.http
      .patch('/v1/settings')
      .set(bearer(access_token))
      .send({ candidate_retention_days: null })
      .expect(200);
    assert.equal((await settings()).body.candidate_retention_days, null);
  });

  it('erases, when the schedule runs, the submissions finished longer ago than the retention, and no newer one', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    await stack.http.patch('/v1/settings').set(bearer(access_token)).send({ candidate_retention_days: 30 }).expect(200);
    const [old, recent] = await Promise.all([
      submitRound(stack, company.test_code, { email: candidateEmail(), name: 'Old Candidate' }),
      submitRound(stack, company.test_code, { email: candidateEmail(), name: 'Recent Candidate' }),
    ]);
    await Promise.all([workflowDone(stack, old.id), workflowDone(stack, recent.id)]);
    await stack.db.pool.query(
      `UPDATE submissions SET processing_finished_at = processing_finished_at - interval '31 days' WHERE id = $1`,
      [old.id],
    );
    await stack.db.pool.query(
      `UPDATE submissions SET processing_finished_at = processing_finished_at - interval '29 days' WHERE id = $1`,
      [recent.id],
    );

    await stack.temporal.schedule.getHandle(retentionScheduleId(stack.config.temporal.taskQueue)).trigger();
    await eventually('the old submission is erased', async () =>
      Boolean((await findSubmission(stack.db.pool, old.id))?.erased_at),
    );

    const erased = (await findSubmission(stack.db.pool, old.id))!;
    assert.equal(erased.name, ERASED_NAME);
    assert.match(erased.email, /^erased-[0-9a-f]{24}@erased\.invalid$/);
    assert.equal(erased.message, null);
    assert.ok(Object.values(erased.shots).every((s) => s.code === ''));
    assert.equal(erased.status, 'analyzed');
    assert.ok(erased.scorecard, 'the scores stay');
    const { rows: mails } = await stack.db.pool.query(
      `SELECT count(*)::int AS n FROM emails
       WHERE submission_id = $1 AND (text_body LIKE '%Old Candidate%' OR subject LIKE '%Old Candidate%')`,
      [old.id],
    );
    assert.equal(mails[0].n, 0, 'its e-mails no longer name the candidate');

    const kept = (await findSubmission(stack.db.pool, recent.id))!;
    assert.deepEqual([kept.name, kept.erased_at], ['Recent Candidate', null]);
    assert.ok(Object.values(kept.shots).every((s) => s.code !== ''));
  });

  it('keeps one schedule per task queue: a second worker’s start brings it up to date instead of failing', async () => {
    await stack.startWorker({ workerQueues: ['lifecycle'] });
    const schedule = await stack.temporal.schedule
      .getHandle(retentionScheduleId(stack.config.temporal.taskQueue))
      .describe();
    assert.equal(schedule.action.type, 'startWorkflow');
    assert.equal(schedule.action.type === 'startWorkflow' && schedule.action.workflowType, 'retentionWorkflow');
    assert.equal(
      schedule.action.type === 'startWorkflow' && schedule.action.taskQueue,
      stack.config.temporal.taskQueue,
    );
    assert.deepEqual(
      schedule.spec.intervals?.map((i) => i.every),
      [3_600_000],
    );
  });
});
