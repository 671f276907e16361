import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { referenceProgramPath } from '@hiring/course';
import { bearer, login, newCompany, type TestCompany } from '../../support/companies';
import { roundBearer, startRound, workflowDone, type StartedRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

const HOLES = [9, 11, 43];
const reference = (language: 'javascript' | 'python') =>
  readFileSync(referenceProgramPath(1, 9, 'C', language), 'utf8');

/**
 * The reference with the names it declares renamed (not `k`, `sub`, `items` and `len`, which are
 * also property names), its lines re-indented and a comment after each: a disguised copy that still works.
 */
function disguised(code: string): string {
  const names: Record<string, string> = {
    kl: 'wanted',
    s: 'text',
    i: 'at',
    parse: 'readGroup',
    node: 'current',
    next: 'deeper',
    it: 'part',
  };
  const renamed = code.replace(/(?<![\w$.])[A-Za-z_$][\w$]*(?![\w$])/g, (word) => names[word] ?? word);
  return renamed
    .split('\n')
    .map((line) => (line.trim() ? `    ${line.trim()} // keep going` : line))
    .join('\n');
}

describe('similarity: a copied program is found, here and at another company, without naming theirs', function () {
  this.timeout(180_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
    await stack.startWorker();
  });
  after(() => stack.close());

  /** A round on HOLES whose first hole is variation C (set in the database: the draw is the server's), played and submitted. */
  async function submitted(
    company: TestCompany,
    program: { language: string; code: string },
    options: { email?: string; test?: boolean } = {},
  ): Promise<StartedRound> {
    const code = options.test ? company.test_code : company.live_code;
    const round = await startRound(stack, code, { holes: HOLES, email: options.email });
    await stack.db.pool.query(`UPDATE submissions SET variations = '{C,A,A}' WHERE id = $1`, [round.id]);
    const shots = [
      { hole: 9, ...program },
      { hole: 11, language: 'human', code: 'I would add the numbers up and print the total.' },
      { hole: 43, language: 'human', code: 'I would count what the statement asks for and print it.' },
    ];
    for (const { hole, language, code } of shots) {
      await stack.http
        .put(`/v1/rounds/${round.id}/shots/${hole}`)
        .set(roundBearer(round))
        .send({ language, code })
        .expect(200);
    }
    await stack.http.post(`/v1/rounds/${round.id}/submit`).set(roundBearer(round)).send({}).expect(202);
    await workflowDone(stack, round.id);
    return round;
  }

  it('scores a disguised copy ≥ 80, naming the same company’s submission and only scoring another company’s', async () => {
    const ours = await newCompany(stack, { name: 'Copy Watchers' });
    const theirs = await newCompany(stack, { name: 'Elsewhere Inc' });
    const candidate = `twice-${Date.now()}@example.test`;
    const original = await submitted(
      ours,
      { language: 'javascript', code: reference('javascript') },
      { email: candidate },
    );
    const elsewhere = await submitted(theirs, { language: 'javascript', code: disguised(reference('javascript')) });
    const copy = await submitted(ours, { language: 'javascript', code: disguised(reference('javascript')) });
    const python = await submitted(ours, { language: 'python', code: reference('python') });

    const token = bearer((await login(stack, ours)).access_token);
    const detail = async (id: string, as = token) =>
      (await stack.http.get(`/v1/playback/${id}`).set(as).expect(200)).body;

    const found = await detail(copy.id);
    assert.equal(found.scorecard.holes['9'].first.correctness.score, 90, 'the disguised copy still passes');
    assert.deepEqual(found.similarity['11'], { compared: false, reason: 'no_program', matches: [] });
    const matches = found.similarity['9'].matches as { score: number; same_company: boolean; submission_id?: string }[];
    assert.equal(found.similarity['9'].compared, true);
    const mine = matches.find((m) => m.same_company);
    assert.ok(mine && mine.submission_id === original.id && mine.score >= 80, JSON.stringify(matches));
    const other = matches.find((m) => !m.same_company);
    assert.ok(other && other.score >= 80 && other.submission_id === undefined, JSON.stringify(matches));
    assert.equal(found.similarity_highest, Math.max(...matches.map((m) => m.score)));

    // The original was analyzed first: the later copies are added to it.
    const first = await detail(original.id);
    assert.ok(
      first.similarity['9'].matches.some((m: { submission_id?: string }) => m.submission_id === copy.id),
      JSON.stringify(first.similarity),
    );
    // A Python program of the same algorithm is not what this finds: another language shares no hash.
    assert.deepEqual((await detail(python.id)).similarity['9'], { compared: true, matches: [] });

    const list = (await stack.http.get('/v1/playback').set(token).expect(200)).body.data as {
      id: string;
      similarity_highest?: number;
    }[];
    const highest = (id: string) => list.find((s) => s.id === id)?.similarity_highest;
    assert.ok(highest(original.id)! >= 80 && highest(copy.id)! >= 80);
    assert.equal(highest(python.id), undefined);

    // The other company reads a score for our submissions, never an id.
    const response = await stack.http
      .get(`/v1/playback/${elsewhere.id}`)
      .set(bearer((await login(stack, theirs)).access_token))
      .expect(200);
    assert.ok(response.body.similarity['9'].matches.every((m: { same_company: boolean }) => !m.same_company));
    for (const id of [original.id, copy.id, python.id]) assert.ok(!response.text.includes(id), 'another company’s id');
  });

  it('matches neither a candidate’s own other rounds nor another company’s test rounds', async () => {
    const ours = await newCompany(stack, { name: 'Second Chances' });
    const theirs = await newCompany(stack, { name: 'Just Trying' });
    const candidate = `again-${Date.now()}@example.test`;
    const first = await submitted(
      ours,
      { language: 'javascript', code: reference('javascript') },
      { email: candidate },
    );
    const second = await submitted(
      ours,
      { language: 'javascript', code: disguised(reference('javascript')) },
      { email: candidate, test: true }, // a live round would be refused: one attempt per candidate
    );
    const other = await submitted(ours, { language: 'javascript', code: disguised(reference('javascript')) });

    const token = bearer((await login(stack, ours)).access_token);
    const matchesOf = async (id: string, as = token) =>
      (await stack.http.get(`/v1/playback/${id}`).set(as).expect(200)).body.similarity['9'].matches as {
        score: number;
        same_company: boolean;
        submission_id?: string;
      }[];
    // Earlier tests' copies of the same program are other companies' live submissions: scores only.
    const ids = (matches: { submission_id?: string }[]) => matches.flatMap((m) => m.submission_id ?? []);
    assert.deepEqual(ids(await matchesOf(second.id)), [other.id], 'not the candidate’s own first round');
    assert.deepEqual(ids(await matchesOf(first.id)), [other.id]);
    const before = await matchesOf(other.id);
    const trial = await submitted(theirs, { language: 'javascript', code: reference('javascript') }, { test: true });
    const theirToken = bearer((await login(stack, theirs)).access_token);
    assert.deepEqual(await matchesOf(trial.id, theirToken), [], 'a test round meets its own company’s rounds only');
    assert.deepEqual(await matchesOf(other.id), before, 'and is no match of another company’s');
  });
});
