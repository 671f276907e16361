import assert from 'node:assert/strict';
import type { QuestionVariation } from '@hiring/course';
import { MockActivityEnvironment } from '@temporalio/testing';
import { createScoringActivities, type ScoredSubmission } from '../../../activities/scoring';
import { newId } from '../../../lib/ids';
import { createSandbox } from '../../../scoring/sandbox';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { roundBearer, startRound, workflowDone, type StartedRound } from '../../support/rounds';
import {
  checkedQuestion,
  createQuestion,
  integersVariation,
  publishedQuestion,
  SUM_PROGRAM,
  type QuestionView,
} from '../../support/questions';
import { csvRecords } from '../../support/csv';
import { startTestStack, type TestStack } from '../../support/stack';

const SUM = SUM_PROGRAM;
const MAX = 'import sys\nprint(max([int(x) for x in sys.stdin.read().split()] or [0]))\n';
const variation = integersVariation;
const SUM_TEXT = 'Given payment amounts in cents, print their total in cents.';
/** A program long enough to be compared with others (the similarity signal leaves out short ones). */
const LEDGER_SUM = [
  'import sys',
  '',
  'def amounts(text):',
  '    for word in text.split():',
  '        value = int(word)',
  '        if value < 0:',
  "            raise ValueError('a payment is never negative')",
  '        yield value',
  '',
  'def ledger_total(values):',
  '    running = 0',
  '    for value in values:',
  '        running = running + value',
  '    return running',
  '',
  'print(ledger_total(amounts(sys.stdin.read())))',
  '',
].join('\n');

describe("questions: a company's own, published, played and scored as a course hole is", function () {
  this.timeout(300_000);
  let stack: TestStack;
  let company: TestCompany;
  let token: string;
  const ids: number[] = [];
  before(async () => {
    stack = await startTestStack();
    company = await newCompany(stack);
    token = (await login(stack, company)).access_token;
    await stack.startWorker();
  });
  after(() => stack.close());

  const create = (title: string, v: QuestionVariation, isPrivate = false) =>
    createQuestion(stack, token, { title, variations: [v], private: isPrivate });
  const checked = (id: number) => checkedQuestion(stack, token, id);
  const publish = (id: number) => stack.http.post(`/v1/questions/${id}/publish`).set(bearer(token));
  const listing = (code?: string) => {
    const request = stack.http.get('/v1/course');
    return code ? request.set('Assessment-Code', code) : request;
  };
  const play = async (round: StartedRound, codes: Record<number, string>) => {
    for (const [hole, code] of Object.entries(codes)) {
      await stack.http
        .put(`/v1/rounds/${round.id}/shots/${hole}`)
        .set(roundBearer(round))
        .send({ language: 'python', code })
        .expect(200);
    }
    await stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({}).expect(202);
    await workflowDone(stack, round.id);
    return (await stack.http.get(`/v1/playback/${round.id}`).set(bearer(token)).expect(200)).body;
  };

  it('publishes only a question whose latest change passed its check, each publish a new version', async () => {
    const failing = await create(`Silent ${newId().slice(-6)}`, variation(SUM_TEXT, 'import sys\nsys.stdin.read()\n'));
    ids.push((await create('Payment totals', variation(SUM_TEXT))).id);
    ids.push(
      (await create('Largest payment', variation('Given payment amounts in cents, print the largest.', MAX, '250\n')))
        .id,
    );
    ids.push((await create('Secret totals', variation(`${SUM_TEXT} (private)`), true)).id);

    assert.equal((await checked(failing.id)).check.status, 'failed');
    const refused = await publish(failing.id).expect(409);
    assert.equal(refused.body.error, 'question_not_checked');
    for (const id of ids) {
      assert.equal((await checked(id)).check.status, 'passed');
      const published = (await publish(id).expect(200)).body as QuestionView;
      assert.equal(published.status, 'published');
      assert.deepEqual(
        { version: published.published!.version, changed_since: published.published!.changed_since },
        { version: 1, changed_since: false },
      );
    }
    const again = (await publish(ids[0]).expect(200)).body as QuestionView;
    assert.equal(again.published!.version, 1, 'unchanged since its publish: no new version');
    const audit = (await stack.http.get('/v1/activity').set(bearer(token)).expect(200)).body.data;
    assert.equal(audit.filter((e: { action: string }) => e.action === 'question_published').length, 3);
  });

  it("offers the company's questions to its code's candidates as its setting says, titles only before a round", async () => {
    assert.ok(!(await listing().expect(200)).body.holes.some((h: { id: number }) => h.id >= 1001), 'the course alone');
    const course = (await listing(company.test_code).expect(200)).body;
    assert.equal(course.holes.length, 100, 'the setting is course by default');
    await listing('NO-SUCH-CODE').expect(404);

    await stack.http.patch('/v1/settings').set(bearer(token)).send({ questions: 'own' }).expect(200);
    const own = (await listing(` ${company.test_code.toLowerCase()} `).expect(200)).body;
    assert.ok(own.sheet_id >= 100_001, `a company sheet: ${own.sheet_id}`);
    assert.deepEqual(
      own.holes.map((h: { id: number }) => h.id),
      ids,
    );
    assert.deepEqual(Object.keys(own.holes[0]).sort(), ['category', 'difficulty', 'id', 'title']);

    const other = await newCompany(stack);
    const theirs = (await listing(other.test_code).expect(200)).body;
    assert.ok(!theirs.holes.some((h: { title: string }) => h.title === 'Payment totals'), "never another company's");
    const refused = await stack.http
      .post('/v1/rounds')
      .send({ code: other.test_code, email: 'x@example.test', name: 'X', holes: ids, verification: '000000' });
    assert.equal(refused.status, 404, 'no round elsewhere picks them');
  });

  it('plays and scores them on drawn cases, and an old submission keeps the version it was played on', async () => {
    const round = await startRound(stack, company.test_code, { holes: ids });
    const started = (await stack.http.get(`/v1/rounds/${round.id}`).set(roundBearer(round)).expect(200)).body;
    assert.equal(started.course[String(ids[0])].description, SUM_TEXT);
    assert.equal(started.course[String(ids[1])].human.examples.output, '250\n');

    const analyzed = await play(round, { [ids[0]]: SUM, [ids[1]]: SUM, [ids[2]]: SUM });
    assert.equal(analyzed.status, 'analyzed');
    assert.ok(analyzed.sheet_id >= 100_001);
    const counts = analyzed.hidden_cases;
    assert.deepEqual(
      [counts[String(ids[0])].passed, counts[String(ids[0])].total],
      [8, 8],
      'two fixed cases and six drawn, each passed',
    );
    assert.ok(counts[String(ids[1])].passed < counts[String(ids[1])].total, 'a sum is not the largest');
    const stored = await stack.db.pool.query('SELECT hole_id FROM submission_cases WHERE submission_id = $1', [
      round.id,
    ]);
    assert.equal(stored.rowCount, 3, "each question's cases drawn once and kept");

    await stack.http
      .patch(`/v1/questions/${ids[0]}`)
      .set(bearer(token))
      .send({ variations: [variation('Given payment amounts in cents, print their total (version 2).')] })
      .expect(200);
    await checked(ids[0]);
    assert.equal(((await publish(ids[0]).expect(200)).body as QuestionView).published!.version, 2);
    const next = await startRound(stack, company.test_code, { holes: ids });
    const nextView = (await stack.http.get(`/v1/rounds/${next.id}`).set(roundBearer(next)).expect(200)).body;
    assert.match(nextView.course[String(ids[0])].description, /version 2/);
    const before = (await stack.http.get(`/v1/playback/${round.id}`).set(bearer(token)).expect(200)).body;
    assert.equal(before.course[String(ids[0])].description, SUM_TEXT, 'the old submission, as it was played');
    assert.deepEqual(before.scorecard, analyzed.scorecard);

    // Scored again now, with version 2 published: the same version, the same stored cases, the same counts.
    const { scoreSubmission } = createScoringActivities({ pool: stack.db.pool, sandbox: createSandbox() });
    const again = (await new MockActivityEnvironment().run(scoreSubmission, round.id)) as ScoredSubmission;
    assert.deepEqual(
      again.holes.map(({ hole, measurements: { correctness } }) => [
        hole.id,
        correctness.kind === 'executed' ? [correctness.passed, correctness.total] : correctness.kind,
      ]),
      ids.map((id) => [id, [counts[String(id)].passed, counts[String(id)].total]]),
    );
  });

  const COPIES =
    "finds copies within the company's rounds on its questions, never across companies; CSV, export, erasure";
  it(COPIES, async () => {
    const similarity = async (id: string) =>
      (await stack.http.get(`/v1/playback/${id}`).set(bearer(token)).expect(200)).body.similarity[String(ids[0])];
    const rounds: StartedRound[] = [];
    for (const email of ['first@example.test', 'second@example.test']) {
      // Live rounds: a test round is never compared with another company's, whatever it holds.
      const round = await startRound(stack, company.live_code, { holes: ids, email: `${newId()}-${email}` });
      await play(round, { [ids[0]]: LEDGER_SUM, [ids[1]]: MAX, [ids[2]]: SUM });
      rounds.push(round);
    }
    const copy = await similarity(rounds[1].id);
    assert.equal(copy.compared, true);
    assert.deepEqual(copy.matches, [{ score: 100, same_company: true, submission_id: rounds[0].id }]);

    // Another company's question of the same id and statement, answered with the same program.
    const other = await newCompany(stack);
    const otherToken = (await login(stack, other)).access_token;
    // As many drafts first as this company has ids below its question's: theirs gets the same id.
    for (let id = 1001; id < ids[0]; id++)
      await createQuestion(stack, otherToken, { title: `Draft ${id}`, variations: [variation(SUM_TEXT)] });
    const theirs = await publishedQuestion(stack, otherToken, {
      title: 'Payment totals',
      variations: [variation(SUM_TEXT)],
    });
    assert.equal(theirs.id, ids[0], 'the same id, of another company');
    await stack.http.patch('/v1/settings').set(bearer(otherToken)).send({ questions: 'both' }).expect(200);
    const elsewhere = await startRound(stack, other.live_code, { holes: [theirs.id, 1, 2] });
    for (const [hole, code] of [
      [theirs.id, LEDGER_SUM],
      [1, 'I would read the input and print the answer.'],
      [2, 'I would read the input and print the answer.'],
    ] as const) {
      await stack.http
        .put(`/v1/rounds/${elsewhere.id}/shots/${hole}`)
        .set(roundBearer(elsewhere))
        .send({ language: hole === theirs.id ? 'python' : 'human', code })
        .expect(200);
    }
    await stack.http.post(`/v1/rounds/${elsewhere.id}/submit`).set(roundBearer(elsewhere)).send({}).expect(202);
    await workflowDone(stack, elsewhere.id);
    const theirSimilarity = (await stack.http.get(`/v1/playback/${elsewhere.id}`).set(bearer(otherToken)).expect(200))
      .body.similarity[String(theirs.id)];
    assert.deepEqual(theirSimilarity, { compared: true, matches: [] }, "never compared with this company's rounds");
    assert.deepEqual((await similarity(rounds[1].id)).matches.length, 1, 'nor this one with theirs');

    // The CSV, the candidate's export and erasure, as for a course round.
    const csv = await stack.http.get('/v1/playback.csv').set(bearer(token)).expect(200);
    const row = csvRecords(csv.text).find((r) => r.id === rounds[0].id)!;
    assert.deepEqual(
      [row.hole_1, row.hole_1_correct, row.hole_2, row.hole_2_correct, row.hole_3, row.hole_3_correct],
      [String(ids[0]), 'true', String(ids[1]), 'true', String(ids[2]), 'true'],
    );
    const { rows } = await stack.db.pool.query('SELECT email FROM submissions WHERE id = $1', [rounds[0].id]);
    const address = encodeURIComponent(rows[0].email);
    const exported = await stack.http.get(`/v1/candidates/${address}/export`).set(bearer(token)).expect(200);
    assert.ok(JSON.stringify(exported.body).includes('ledger_total'), "the candidate's answer to the question");
    await stack.http.delete(`/v1/candidates/${address}`).set(bearer(token)).expect(200);
    const erased = (await stack.http.get(`/v1/playback/${rounds[0].id}`).set(bearer(token)).expect(200)).body;
    assert.ok(!JSON.stringify(erased).includes('ledger_total'), 'the answer is erased');
    assert.match(erased.course[String(ids[0])].description, /version 2/, 'its course kept, as it was played');
  });
});
