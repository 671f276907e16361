import assert from 'node:assert/strict';
import { newCompany } from '../../support/companies';
import { candidateEmail } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

const holes = [5, 50, 95];

/**
 * A test code is free and handed out widely; nobody holding it can make the service write to an
 * address that did not ask: a round starts only for a proven address, so the result e-mail goes
 * only there, and no code is mailed for a round that could not start.
 */
describe('abuse: mail to strangers', function () {
  this.timeout(60_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(() => stack?.close());

  const mailsTo = async (email: string) =>
    (await stack.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM emails WHERE recipient = $1', [email]))
      .rows[0].n;

  it('starts no test round for an address that was not verified, so no result e-mail can go to a stranger', async () => {
    const company = await newCompany(stack);
    const stranger = candidateEmail();
    const res = await stack.http
      .post('/v1/rounds')
      .send({ code: company.test_code, email: stranger, name: 'Buy cheap watches at example.test', holes })
      .expect(403);
    assert.equal(res.body.error, 'email_not_verified');
    const { rows } = await stack.db.pool.query('SELECT id FROM submissions WHERE email = $1', [stranger]);
    assert.deepEqual(rows, []);
    assert.equal(await mailsTo(stranger), 0);
  });

  it('mails no code for the live code of a company that has not paid, and says why', async () => {
    const unpaid = await newCompany(stack, { paid: false });
    const stranger = candidateEmail();
    const res = await stack.http
      .post('/v1/rounds/verify')
      .send({ code: unpaid.live_code, email: stranger })
      .expect(402);
    assert.equal(res.body.error, 'payment_required');
    assert.equal(await mailsTo(stranger), 0);
  });
});
