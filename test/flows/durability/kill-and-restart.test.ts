import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPool, type Pool } from '../../../db/pool';
import { systemClock } from '../../../lib/clock';
import { createCompany } from '../../../scripts/operator/companies';
import { testServices } from '../../support/services';
import { startServiceProcess, type ServiceProcess } from '../../support/service-process';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { eventually } from '../../support/eventually';
import { callApi, playRound } from '../../support/remote-rounds';

const SUBMISSIONS = 30;
const INVITATIONS = 25;
const DOMAIN = `kill-${randomBytes(3).toString('hex')}.test`;

const count = async (pool: Pool, sql: string, params: unknown[]) =>
  (await pool.query<{ n: number }>(sql, params)).rows[0].n;

/**
 * The promise a user can check: kill the whole service (API, worker, its embedded Postgres and
 * Temporal) with SIGKILL while rounds are scored, invitations go out and webhooks are delivered,
 * start it again, and every round is analyzed once, every live one charged once, every e-mail and
 * webhook arrives under one id, and no invitation is lost or sent twice under different ids.
 */
describe('durability: the whole service killed with SIGKILL mid-flight and started again', function () {
  this.timeout(600_000);
  let varDir: string;
  let receiver: WebhookReceiver;
  let service: ServiceProcess | undefined;
  let pool: Pool | undefined;

  before(async () => {
    varDir = mkdtempSync(path.join(tmpdir(), 'durability-'));
    chmodSync(varDir, 0o755); // as root, Postgres runs as its own user and must reach its data
    receiver = await startWebhookReceiver();
  });
  after(async () => {
    await pool?.end();
    await service?.killAll();
    await receiver.close();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('keeps every promise of the durability section', async () => {
    const queue = `kill-${randomBytes(4).toString('hex')}`;
    const env = {
      ASSESSMENTS_VAR_DIR: varDir,
      TEMPORAL_TASK_QUEUE: queue,
      TEMPORAL_SCORING_TASK_QUEUE: `${queue}-scoring`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      NODE_EXTRA_CA_CERTS: receiver.caFile,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_INITIAL_MS: '200',
      INVITE_BATCH_DELAY_MS: '3000',
      RECONCILE_INTERVAL_MS: '1000',
    };
    service = await startServiceProcess({ env });
    const runtime = JSON.parse(readFileSync(path.join(varDir, 'runtime.json'), 'utf8')) as { databaseUrl: string };
    pool = createPool(runtime.databaseUrl, 2);
    const owner = { name: 'Kill Ltd', email: `owner@${DOMAIN}`, password: 'a-long-password' };
    const company = await createCompany(pool, systemClock, owner);
    const token = (await callApi(service.apiUrl, 'POST', '/v1/token', { email: owner.email, password: owner.password }))
      .body.access_token;
    assert.equal(
      (await callApi(service.apiUrl, 'PATCH', '/v1/settings', { webhook_url: receiver.url('/kill') }, token)).status,
      200,
    );
    // The receiver refuses the first attempts, so deliveries are retrying when the kill comes.
    receiver.answer('/kill', [503, 503, 503, 200]);

    const rounds = [];
    for (let i = 0; i < SUBMISSIONS; i++)
      rounds.push(
        await playRound(service.apiUrl, pool, company.live_code, {
          email: `candidate-${i}@${DOMAIN}`,
          name: 'Kay Kill',
        }),
      );
    const ids = rounds.map((r) => r.id);
    const invitees = Array.from({ length: INVITATIONS }, (_, i) => `invitee-${i}@${DOMAIN}`);

    const apiUrl = service.apiUrl;
    const submits = rounds.map((r) => callApi(apiUrl, 'POST', `/v1/rounds/${r.id}/submit`, {}, r.token));
    const invite = callApi(apiUrl, 'POST', '/v1/invite', { emails: invitees }, token);
    for (const answer of await Promise.all(submits)) assert.equal(answer.status, 202, answer.text);
    assert.equal((await invite).status, 202);

    // Kill while the work is half done: some rounds analyzed and some not, deliveries retrying,
    // invitations going out.
    await eventually(
      'some rounds analyzed and webhooks tried',
      async () =>
        receiver.received('/kill').length >= 2 &&
        (await count(pool!, `SELECT count(*)::int AS n FROM submissions WHERE id = ANY($1) AND status = 'analyzed'`, [
          ids,
        ])) >= 3,
    );
    const atKill = {
      analyzed: await count(
        pool,
        `SELECT count(*)::int AS n FROM submissions WHERE id = ANY($1) AND status = 'analyzed'`,
        [ids],
      ),
      invitationsSent: await count(
        pool,
        `SELECT count(*)::int AS n FROM invitations WHERE company_id = $1 AND status = 'sent'`,
        [company.id],
      ),
      webhooks: receiver.received('/kill').length,
    };
    await pool.end();
    pool = undefined;
    await service.killAll();
    assert.ok(atKill.analyzed < SUBMISSIONS, `killed mid-flight: ${JSON.stringify(atKill)}`);

    // Mail the killed process had already handed over may reach the sink (in this process) a little
    // after the kill; anything arriving before the new process starts came from the old one.
    const restartedAt = Date.now();
    service = await startServiceProcess({ env });
    const restarted = JSON.parse(readFileSync(path.join(varDir, 'runtime.json'), 'utf8')) as { databaseUrl: string };
    pool = createPool(restarted.databaseUrl, 2);
    const db = pool;

    const progress = async () => {
      const { rows } = await db.query(
        `SELECT status, count(*)::int AS n, count(candidate_emailed_at)::int AS candidate_emailed,
                count(company_emailed_at)::int AS company_emailed, count(webhook_completed_at)::int AS webhook_completed
         FROM submissions WHERE id = ANY($1) GROUP BY status`,
        [ids],
      );
      const { rows: invitations } = await db.query(
        `SELECT status, count(*)::int AS n FROM invitations WHERE company_id = $1 GROUP BY status`,
        [company.id],
      );
      return JSON.stringify({ submissions: rows, invitations });
    };
    await eventually(
      'every round analyzed, e-mailed and delivered; every invitation sent',
      async () => {
        const done = await count(
          db,
          `SELECT count(*)::int AS n FROM submissions WHERE id = ANY($1) AND status = 'analyzed'
           AND candidate_emailed_at IS NOT NULL AND company_emailed_at IS NOT NULL AND webhook_completed_at IS NOT NULL`,
          [ids],
        );
        const sent = await count(
          db,
          `SELECT count(*)::int AS n FROM invitations WHERE company_id = $1 AND status = 'sent'`,
          [company.id],
        );
        return done === SUBMISSIONS && sent === INVITATIONS;
      },
      240_000,
    ).catch(async (err) => {
      throw new Error(`${(err as Error).message}: ${await progress()}\n${service!.output().slice(-3000)}`);
    });

    // Analyzed once and charged once.
    assert.equal(
      await count(db, `SELECT count(*)::int AS n FROM charges WHERE submission_id = ANY($1)`, [ids]),
      SUBMISSIONS,
    );
    assert.equal(
      await count(
        db,
        `SELECT count(*)::int AS n FROM webhook_events WHERE submission_id = ANY($1) AND kind = 'result'`,
        [ids],
      ),
      SUBMISSIONS,
    );

    // Every e-mail the outbox recorded reached the mail server under its own Message-ID, and the
    // server got no message to these addresses under any other id.
    const mail = testServices().smtp.messages.filter((m) => m.envelopeTo.some((to) => to.endsWith(`@${DOMAIN}`)));
    const mailIds = new Map<string, number[]>();
    for (const m of mail)
      mailIds.set(String(m.parsed.messageId), [...(mailIds.get(String(m.parsed.messageId)) ?? []), m.receivedAt]);
    const { rows: outbox } = await db.query<{ id: string }>(
      `SELECT id FROM emails WHERE recipient LIKE $1 AND kind <> 'verification'
       UNION ALL SELECT id FROM invitations WHERE company_id = $2`,
      [`%@${DOMAIN}`, company.id],
    );
    const { rows: verifications } = await db.query<{ id: string }>(
      `SELECT id FROM emails WHERE recipient LIKE $1 AND kind = 'verification'`,
      [`%@${DOMAIN}`],
    );
    const expected = new Set([...outbox, ...verifications].map((r) => `<${r.id}@assessments>`));
    assert.deepEqual(
      [...mailIds.keys()].filter((id) => !expected.has(id)),
      [],
      'mail under an id the outbox does not know',
    );
    assert.deepEqual(
      [...expected].filter((id) => !mailIds.has(id)),
      [],
      'recorded e-mail that never reached the server',
    );
    // A message may arrive twice only when the kill cut its send between the mail server's
    // acceptance and the record: then its first copy came from the killed process, and it repeats once.
    const repeated = [...mailIds].filter(([, arrivals]) => arrivals.length > 1);
    for (const [id, arrivals] of repeated) {
      assert.equal(arrivals.length, 2, `${id} arrived ${arrivals.length} times`);
      const what = mail
        .filter((m) => m.parsed.messageId === id)
        .map((m) => `${m.envelopeTo.join(',')} "${m.parsed.subject}" at +${m.receivedAt - restartedAt} ms`);
      assert.ok(
        Math.min(...arrivals) < restartedAt,
        `${id} was sent twice by the restarted service: ${what.join('; ')}`,
      );
    }
    const repeats = repeated.length;
    // The candidate and the company each got one result e-mail per round.
    const resultMail = await count(
      db,
      `SELECT count(*)::int AS n FROM emails WHERE recipient LIKE $1 AND kind LIKE '%result%'`,
      [`%@${DOMAIN}`],
    );
    assert.equal(resultMail, 2 * SUBMISSIONS);

    // The webhook: every round's event delivered, every attempt of one event under one X-Service-Delivery.
    const { rows: events } = await db.query<{ id: string; status: string }>(
      `SELECT id, status FROM webhook_events WHERE submission_id = ANY($1) AND kind = 'result'`,
      [ids],
    );
    assert.deepEqual(new Set(events.map((e) => e.status)), new Set(['delivered']));
    const deliveries = new Set(receiver.received('/kill').map((r) => String(r.headers['x-service-delivery'])));
    assert.deepEqual([...deliveries].sort(), events.map((e) => e.id).sort());

    // Invitations: each address invited once, under one Message-ID.
    for (const invitee of invitees) {
      const messageIds = new Set(mail.filter((m) => m.envelopeTo.includes(invitee)).map((m) => m.parsed.messageId));
      assert.equal(messageIds.size, 1, `${invitee} got ${messageIds.size} distinct invitations`);
    }
    process.stdout.write(
      `      killed with ${atKill.analyzed}/${SUBMISSIONS} analyzed, ` +
        `${atKill.invitationsSent}/${INVITATIONS} invitations sent, ` +
        `${atKill.webhooks} webhook requests received; ${repeats} repeated messages\n`,
    );
  });
});
