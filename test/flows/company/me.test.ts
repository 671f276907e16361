import assert from 'node:assert/strict';
import { newId } from '../../../lib/ids';
import { bearer, login, newCompany } from '../../support/companies';
import { startTestStack, type TestStack } from '../../support/stack';

describe('GET /v1/me', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(() => stack.close());

  it('shows the company, omitting fields without a value, with stats counted from the database', async () => {
    const c = await newCompany(stack, { name: 'Incident Response Ltd' });
    const { access_token } = await login(stack, c);

    const insertSubmission = async (status: string, test: number) => {
      const id = newId();
      await stack.db.pool.query(
        `INSERT INTO submissions (id, company_id, sheet_id, email, name, holes, variations, attempt, status, test)
         VALUES ($1, $2, 1, 'cand@example.test', 'Cand', '{1,2,3}', '{A,B,C}', 1, $3, $4)`,
        [id, c.id, status, test],
      );
      return id;
    };
    await insertSubmission('draft', 0);
    await insertSubmission('submitted', 1);
    const analyzed = await insertSubmission('analyzed', 0);
    await stack.db.pool.query(
      `INSERT INTO charges (id, company_id, kind, submission_id, amount_cents) VALUES ($1, $2, 'assessment', $3, 3900)`,
      [newId(), c.id, analyzed],
    );

    const res = await stack.http.get('/v1/me').set(bearer(access_token)).expect(200);
    const me = res.body;
    assert.equal(me.id, c.id);
    assert.equal(me.name, 'Incident Response Ltd');
    assert.equal(me.email, c.email);
    assert.equal(me.live_code, c.live_code);
    assert.equal(me.test_code, c.test_code);
    assert.equal(me.webhook_url, '');
    assert.equal(me.per_candidate, 1);
    assert.equal(me.personalities.length, 3);
    assert.match(me.paid_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.match(me.created_at, /Z$/);
    for (const absent of [
      'paused_at',
      'round_time_limit_minutes',
      'discount_code',
      'referral_code',
      'password',
      'password_hash',
      'webhook_secret',
      'token_version',
    ]) {
      assert.equal(absent in me, false, `${absent} is not shown`);
    }
    assert.ok(!Object.values(me).includes(null), 'no field is null');
    // submissions past draft: 2; assessment charges only (the $49 setup fee is not counted): 1
    assert.deepEqual(me.stats, { submissions: 2, charges: 1, webhooks: 0 });
  });

  it('omits paid_at for an unpaid company', async () => {
    const c = await newCompany(stack, { paid: false });
    const { access_token } = await login(stack, c);
    const res = await stack.http.get('/v1/me').set(bearer(access_token)).expect(200);
    assert.equal('paid_at' in res.body, false);
  });
});
