import assert from 'node:assert/strict';
import { newId } from '../../../lib/ids';
import { bearer, login, newCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';
import { seedSubmission, type SeedSubmission } from '../../support/submissions';
import { getPlayback, SORTS } from '../../support/playback';

describe('playback: tenant isolation', () => {
  let stack: TestStack;
  const companies: Array<{ id: string; token: string; rows: SeedSubmission[] }> = [];

  before(async () => {
    stack = await startTestStack();
    for (const [i, size] of [4, 7].entries()) {
      const company = await newCompany(stack);
      const rows: SeedSubmission[] = [];
      for (let n = 0; n < size; n++) {
        // The same candidate applied to both companies.
        const shared = n === 0;
        rows.push(
          await seedSubmission(stack.db.pool, company.id, {
            email: shared ? 'same.person@example.test' : `c${i}-${n}@example.test`,
            name: shared ? 'Same Person' : `Candidate ${i}-${n}`,
            status: n % 2 ? 'draft' : 'analyzed',
          }),
        );
      }
      companies.push({ id: company.id, token: (await login(stack, company)).access_token, rows });
    }
  });
  after(() => stack.close());

  it('lists only the own submissions, whatever the sort, order, page or search', async () => {
    for (const [i, me] of companies.entries()) {
      const other = companies[1 - i];
      const mine = new Set(me.rows.map((r) => r.id));
      for (const sort of SORTS) {
        for (const order of ['asc', 'desc']) {
          for (const page of [1, 2, 3, 4]) {
            const body = await getPlayback(stack, me.token, `sort=${sort}&order=${order}&per_page=2&page=${page}`);
            assert.equal(body.meta.page.total, me.rows.length);
            for (const s of body.data) assert.ok(mine.has(s.id), `company ${i} sees ${s.id}, which is not its own`);
          }
        }
      }
      const shared = await getPlayback(stack, me.token, 'search=same.person');
      assert.deepEqual(
        shared.data.map((s: { id: string }) => s.id),
        [me.rows[0].id],
      );
      const theirs = await getPlayback(stack, me.token, `search=c${1 - i}-`);
      assert.deepEqual(theirs.data, [], `company ${i} finds none of company ${1 - i}'s candidates`);
      assert.equal(theirs.meta.page.total, 0);
      assert.ok(other.rows.length > 0);
    }
  });

  it("answers 404 submission_not_found for another company's submission, as for an unknown one", async () => {
    const [a, b] = companies;
    for (const [me, other] of [
      [a, b],
      [b, a],
    ]) {
      for (const row of other.rows) {
        const res = await stack.http.get(`/v1/playback/${row.id}`).set(bearer(me.token)).expect(404);
        assert.deepEqual(Object.keys(res.body).sort(), ['error', 'message']);
        const unknown = await stack.http.get(`/v1/playback/${newId()}`).set(bearer(me.token)).expect(404);
        assert.deepEqual(res.body, unknown.body, 'nothing tells an existing foreign id from an unknown one');
      }
      const own = await stack.http.get(`/v1/playback/${me.rows[0].id}`).set(bearer(me.token)).expect(200);
      assert.equal(own.body.id, me.rows[0].id);
    }
  });

  it('keeps each total right as submissions come and go, one at a time or in bulk', async () => {
    const [a, b] = companies;
    await stack.db.pool.query(
      `INSERT INTO submissions (id, company_id, sheet_id, email, name, holes, variations, attempt, test)
       SELECT substr(md5(random()::text), 1, 24), c, 1, 'bulk@example.test', 'Bulk', '{1,2,3}', '{A,B,C}', 1, 0
         FROM unnest(ARRAY[$1, $1, $1, $2]::char(24)[]) AS c`,
      [a.id, b.id],
    );
    assert.equal((await getPlayback(stack, a.token)).meta.page.total, a.rows.length + 3);
    assert.equal((await getPlayback(stack, b.token)).meta.page.total, b.rows.length + 1);

    await stack.db.pool.query(`DELETE FROM submissions WHERE email = 'bulk@example.test' OR id = $1`, [a.rows[1].id]);
    assert.equal((await getPlayback(stack, a.token)).meta.page.total, a.rows.length - 1);
    assert.equal((await getPlayback(stack, b.token)).meta.page.total, b.rows.length);
    a.rows.splice(1, 1);
  });
});
