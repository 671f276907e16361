import assert from 'node:assert/strict';
import { sweepOutbox } from '../../../api/temporal/reconciler';
import { newId } from '../../../lib/ids';
import type { SinkMessage } from '../../../scripts/services/smtp-sink';
import { ManualClock } from '../../support/clock';
import { bearer, login, newCompany } from '../../support/companies';
import { testServices } from '../../support/services';
import { startTestStack, type TestStack } from '../../support/stack';

const to = (address: string) => (m: SinkMessage) => m.envelopeTo.includes(address);
const bodyOf = (m: SinkMessage) => `${m.parsed.subject}\n${m.parsed.text}`;

describe('notification e-mails (sent by workflows, never inline)', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  let workerStarted = false;
  const ensureWorker = async () => {
    if (!workerStarted) await stack.startWorker();
    workerStarted = true;
  };
  after(() => stack.close());

  it('sends each settings notification to the right recipient, even when the worker restarts between the PATCH and the send', async () => {
    const c = await newCompany(stack);
    const { access_token } = await login(stack, c);
    const newEmail = `renamed-${newId()}@example.test`;
    const newPassword = 'a new long password';

    // no worker runs while the change is made: the e-mails wait in the outbox and in Temporal
    const res = await stack.http
      .patch('/v1/settings')
      .set(bearer(access_token))
      .send({
        email: newEmail,
        password: newPassword,
        password_confirmation: newPassword,
        current_password: c.password,
        live_code: '8NEWLIVECODE1',
        webhook_url: 'https://hooks.example.test/results',
        webhook_secret: 'SuperSecretValue1234',
      })
      .expect(200);
    assert.equal(res.body.email, newEmail);
    assert.equal(testServices().smtp.messages.filter(to(c.email)).length, 0);

    const first = await stack.startWorker();
    await first.stop();
    await ensureWorker();

    const [emailChanged] = await testServices().smtp.waitFor(1, to(c.email));
    assert.match(bodyOf(emailChanged), new RegExp(newEmail.replace(/[.]/g, '\\.')));
    assert.match(String(emailChanged.parsed.html), /<p>/);

    // The new address is the owner's now: it hears of every change, the change of address included.
    const atNew = await testServices().smtp.waitFor(4, to(newEmail));
    const bySubject = (re: RegExp) => atNew.find((m) => re.test(String(m.parsed.subject)))!;
    assert.ok(bySubject(/e-mail address was changed/i));
    const password = bySubject(/password/i);
    assert.ok(password, 'password confirmation goes to the new address');
    assert.ok(!bodyOf(password).includes(newPassword), 'the password itself is never sent');

    const liveCode = bySubject(/live assessment code/i);
    assert.match(bodyOf(liveCode), new RegExp(c.live_code));
    assert.match(bodyOf(liveCode), /8NEWLIVECODE1/);

    const webhook = bySubject(/webhook/i);
    assert.match(bodyOf(webhook), /https:\/\/hooks\.example\.test\/results/);
    assert.ok(!bodyOf(webhook).includes('SuperSecretValue1234'), 'the secret is masked');
    assert.ok(!String(webhook.parsed.html).includes('SuperSecretValue1234'));
    assert.match(bodyOf(webhook), /Supe•+/);

    for (const m of [emailChanged, ...atNew]) {
      assert.ok(m.parsed.text && m.parsed.text.length > 20, 'a readable plain-text body');
      assert.ok(m.parsed.html, 'an HTML body');
    }
  });

  it('sends nothing for a change that touches no sensitive field', async () => {
    await ensureWorker();
    const c = await newCompany(stack);
    const { access_token } = await login(stack, c);
    await stack.http.patch('/v1/settings').set(bearer(access_token)).send({ per_candidate: 3 }).expect(200);
    const { rows } = await stack.db.pool.query('SELECT count(*)::int AS n FROM emails WHERE company_id = $1', [c.id]);
    assert.equal(rows[0].n, 0);
  });

  it('pauses and resumes idempotently, with one confirmation e-mail per real change', async () => {
    await ensureWorker();
    const c = await newCompany(stack);
    const { access_token } = await login(stack, c);
    const paused = await stack.http.post('/v1/pause').set(bearer(access_token)).expect(200);
    const again = await stack.http.post('/v1/pause').set(bearer(access_token)).expect(200);
    assert.equal(again.body.paused_at, paused.body.paused_at);
    const me = await stack.http.get('/v1/me').set(bearer(access_token)).expect(200);
    assert.equal(me.body.paused_at, paused.body.paused_at);

    await stack.http.delete('/v1/pause').set(bearer(access_token)).expect(204);
    const resumedAgain = await stack.http.delete('/v1/pause').set(bearer(access_token)).expect(204);
    assert.equal(resumedAgain.text, '');
    const active = await stack.http.get('/v1/me').set(bearer(access_token)).expect(200);
    assert.equal('paused_at' in active.body, false);

    const mails = await testServices().smtp.waitFor(2, to(c.email));
    assert.deepEqual(mails.map((m) => m.parsed.subject).sort(), [
      'New assessments are accepted again',
      'New assessments are paused',
    ]);
    const { rows } = await stack.db.pool.query('SELECT kind FROM emails WHERE company_id = $1 ORDER BY created_at', [
      c.id,
    ]);
    assert.deepEqual(
      rows.map((r) => r.kind),
      ['paused', 'resumed'],
    );
  });

  it('delivers an outbox message whose workflow never started, through the sweeper', async () => {
    await ensureWorker();
    const recipient = `swept-${newId()}@example.test`;
    const clock = new ManualClock();
    await stack.db.pool.query(
      `INSERT INTO emails (id, kind, recipient, subject, text_body, html_body, created_at)
       VALUES ($1, 'paused', $2, 'Left behind', 'text', '<p>html</p>', $3)`,
      [newId(), recipient, new Date(clock.now().getTime() - 60_000)],
    );
    assert.ok((await sweepOutbox({ ...stack.deps, clock })) >= 1);
    const [mail] = await testServices().smtp.waitFor(1, to(recipient));
    assert.equal(mail.parsed.subject, 'Left behind');
  });
});
