import assert from 'node:assert/strict';
import { bearer, login, newCompany } from '../../support/companies';
import { eventually } from '../../support/eventually';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';

/**
 * Whoever holds a stolen access token can ask to change the e-mail or the password, and must then
 * give the current password: guessing it is guessing the password, under the account's lockout,
 * and the company hears of it.
 */
describe("abuse: guessing the password through a settings change's current_password", function () {
  this.timeout(120_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
    await stack.startWorker();
  });
  after(() => stack?.close());

  it('locks the account after 10 wrong current passwords, sign-in included, and e-mails the company once', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const change = (current_password: string) =>
      stack.http
        .patch('/v1/settings')
        .set(bearer(access_token))
        .send({ email: `taken-over-${company.id}@example.test`, current_password });

    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => change(`wrong-guess-${i}`)));
    const statuses = answers.map((r) => `${r.status} ${r.body.error}`).sort();
    assert.deepEqual(statuses, [
      ...Array(10).fill('403 invalid_credentials'),
      ...Array(4).fill('429 too_many_login_attempts'),
    ]);

    const right = await change(company.password).expect(429);
    assert.ok(Number(right.headers['retry-after']) > 0);
    const signIn = await stack.http.post('/v1/token').send({ email: company.email, password: company.password });
    assert.equal(signIn.status, 429, 'the same lockout holds for signing in');

    const [mail] = await testServices().smtp.waitFor(1, (m) => m.envelopeTo.includes(company.email.toLowerCase()));
    assert.match(String(mail.parsed.subject), /Sign-in locked/);
    await eventually('the lockout e-mail sent', async () => {
      const { rows } = await stack.db.pool.query(
        `SELECT count(*)::int AS n FROM emails WHERE kind = 'loginLocked' AND company_id = $1 AND sent_at IS NOT NULL`,
        [company.id],
      );
      return rows[0].n === 1;
    });
    const { rows } = await stack.db.pool.query('SELECT email FROM companies WHERE id = $1', [company.id]);
    assert.equal(rows[0].email, company.email.toLowerCase(), 'the e-mail never changed');
  });

  it('lets the right current password through, and a success starts the count afresh', async () => {
    const company = await newCompany(stack);
    const { access_token } = await login(stack, company);
    const changePassword = (current_password: string) =>
      stack.http
        .patch('/v1/settings')
        .set(bearer(access_token))
        .send({ password: 'a-new-password-1', password_confirmation: 'a-new-password-1', current_password });
    for (let i = 0; i < 9; i++) await changePassword('wrong').expect(403);
    await changePassword(company.password).expect(200);
    await stack.http.post('/v1/token').send({ email: company.email, password: 'wrong-again' }).expect(401);
    await stack.http.post('/v1/token').send({ email: company.email, password: 'a-new-password-1' }).expect(200);
  });
});
