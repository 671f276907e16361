import assert from 'node:assert/strict';
import type { Client } from '@temporalio/client';
import type { Pool } from '../../db/pool';
import { SubmissionId } from '../../workflow-contract/search-attributes';
import type { SinkMessage } from '../../scripts/services/smtp-sink';
import { mapLimit } from './cluster-load';
import { eventually } from './eventually';
import type { WebhookReceiver } from './webhook-receiver';

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const count = async (db: Pool, sql: string, params: unknown[]) =>
  Number((await db.query<{ n: number }>(sql, params)).rows[0].n);

/**
 * Waits until every submission is analyzed, mailed and delivered and every invitation sent, then
 * holds the promises a user can check: charged once, one result event and one delivery id each,
 * every e-mail under its one Message-ID, every run findable by SubmissionId in visibility and none
 * failed or stuck on a failing workflow task. Returns the figures, as a line to print.
 */
export async function expectClusterKeptItsPromises(options: {
  db: Pool;
  temporal: Client;
  receiver: WebhookReceiver;
  webhookPath: string;
  mail: SinkMessage[];
  domain: string;
  companyId: string;
  ids: string[];
  invitees: string[];
}): Promise<string> {
  const { db, temporal, domain, companyId, ids, invitees } = options;
  const progress = async () =>
    JSON.stringify({
      submissions: (
        await db.query(
          `SELECT status, count(*)::int AS n, count(candidate_emailed_at)::int AS candidate_emailed,
                count(company_emailed_at)::int AS company_emailed, count(webhook_completed_at)::int AS delivered
         FROM submissions WHERE id = ANY($1) GROUP BY status`,
          [ids],
        )
      ).rows,
      invitations: (
        await db.query(`SELECT status, count(*)::int AS n FROM invitations WHERE company_id = $1 GROUP BY status`, [
          companyId,
        ])
      ).rows,
    });
  await eventually(
    'every submission analyzed, e-mailed and delivered; every invitation sent',
    async () =>
      (await count(
        db,
        `SELECT count(*)::int AS n FROM submissions WHERE id = ANY($1) AND status = 'analyzed'
         AND candidate_emailed_at IS NOT NULL AND company_emailed_at IS NOT NULL AND webhook_completed_at IS NOT NULL`,
        [ids],
      )) === ids.length &&
      (await count(db, `SELECT count(*)::int AS n FROM invitations WHERE company_id = $1 AND status = 'sent'`, [
        companyId,
      ])) === invitees.length,
    600_000,
  ).catch(async (err) => {
    throw new Error(`${(err as Error).message}: ${await progress()}`);
  });

  // Charged once, one result event each, each delivered under its one id.
  assert.equal(
    await count(db, `SELECT count(*)::int AS n FROM charges WHERE submission_id = ANY($1)`, [ids]),
    ids.length,
  );
  const { rows: events } = await db.query<{ id: string; status: string }>(
    `SELECT id, status FROM webhook_events WHERE submission_id = ANY($1) AND kind = 'result'`,
    [ids],
  );
  assert.equal(events.length, ids.length, 'one result event per submission');
  assert.deepEqual(new Set(events.map((e) => e.status)), new Set(['delivered']));
  const requests = options.receiver.received(options.webhookPath);
  const deliveries = new Set(requests.map((r) => String(r.headers['x-service-delivery'])));
  assert.deepEqual([...deliveries].sort(), events.map((e) => e.id).sort(), 'one delivery id per event, no other');

  // Every recorded e-mail reached the mail server under its own Message-ID, and nothing else did;
  // a copy may repeat only where a kill cut a send between the server's acceptance and the record.
  const mail = options.mail.filter((m) => m.envelopeTo.some((to) => to.endsWith(`@${domain}`)));
  const arrivals = new Map<string, number>();
  for (const m of mail) arrivals.set(String(m.parsed.messageId), (arrivals.get(String(m.parsed.messageId)) ?? 0) + 1);
  const { rows: outbox } = await db.query<{ id: string }>(
    `SELECT id FROM emails WHERE recipient LIKE $1 UNION ALL SELECT id FROM invitations WHERE company_id = $2`,
    [`%@${domain}`, companyId],
  );
  const expected = new Set(outbox.map((r) => `<${r.id}@assessments>`));
  assert.deepEqual(
    [...arrivals.keys()].filter((id) => !expected.has(id)),
    [],
    'mail under an id the outbox does not know',
  );
  assert.deepEqual(
    [...expected].filter((id) => !arrivals.has(id)),
    [],
    'recorded e-mail that never reached the server',
  );
  const repeated = [...arrivals.values()].filter((n) => n > 1);
  assert.ok(
    repeated.every((n) => n === 2),
    `a message arrived more than twice: ${repeated.join(', ')}`,
  );
  for (const invitee of invitees) {
    const messageIds = new Set(mail.filter((m) => m.envelopeTo.includes(invitee)).map((m) => m.parsed.messageId));
    assert.equal(messageIds.size, 1, `${invitee} got ${messageIds.size} distinct invitations`);
  }

  // Visibility on Postgres: each run found by its SubmissionId, the company's runs all completed,
  // and no open run anywhere in the namespace retrying a failing workflow task.
  const notFound: string[] = [];
  const visibilityStarted = Date.now();
  // Fifty ids to a query: the frontend serves a namespace 10 visibility requests a second, and one
  // lookup per id spent 20 s of the test waiting on that limit.
  await eventually('every run findable by SubmissionId', async () => {
    const found = new Map<string, number>();
    await mapLimit(chunks(ids, 50), 2, async (some) => {
      const query = `SubmissionId IN (${some.map((id) => `'${id}'`).join(', ')})`;
      for await (const run of temporal.workflow.list({ query })) {
        const id = run.typedSearchAttributes.get(SubmissionId);
        if (id !== undefined && run.workflowId === `submission-${id}`) found.set(id, (found.get(id) ?? 0) + 1);
      }
    });
    notFound.length = 0;
    notFound.push(...ids.filter((id) => found.get(id) !== 1));
    return notFound.length === 0;
  }).catch((err) => {
    throw new Error(`${(err as Error).message}: ${notFound.length} not found, e.g. ${notFound.slice(0, 3).join(', ')}`);
  });
  const lookups = Date.now() - visibilityStarted;
  // Visibility is written after the run's history: a run that just completed may still be listed
  // running for a moment.
  const statuses = new Map<string, number>();
  await eventually(
    "the company's runs all completed",
    async () => {
      statuses.clear();
      for await (const run of temporal.workflow.list({ query: `CompanyId = '${companyId}'` }))
        statuses.set(run.status.name, (statuses.get(run.status.name) ?? 0) + 1);
      return statuses.size === 1 && statuses.has('COMPLETED');
    },
    60_000,
  ).catch(() => {
    assert.fail(`the company's runs: ${JSON.stringify([...statuses])}`);
  });
  const stuck: string[] = [];
  for await (const run of temporal.workflow.list({ query: `ExecutionStatus = 'Running'` })) {
    const described = await temporal.workflow.getHandle(run.workflowId, run.runId).describe();
    const attempt = described.raw.pendingWorkflowTask?.attempt ?? 0;
    if (attempt > 1) stuck.push(`${run.workflowId} (workflow task attempt ${attempt})`);
  }
  assert.deepEqual(stuck, [], 'runs whose workflow task keeps failing');

  const { rows: latency } = await db.query<{ p50: number; p95: number }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY ms) AS p95
     FROM (SELECT extract(epoch FROM processing_finished_at - submitted_at) * 1000 AS ms FROM submissions WHERE id = ANY($1)) t`,
    [ids],
  );
  const runs = [...statuses.values()].reduce((a, b) => a + b, 0);
  return (
    `submit -> analyzed p50 ${Math.round(latency[0].p50)} ms, p95 ${Math.round(latency[0].p95)} ms; ` +
    `${requests.length} webhook requests for ${events.length} deliveries; ${mail.length} messages, ${repeated.length} repeated; ` +
    `${runs} company runs completed; ${ids.length} runs found by SubmissionId in ${lookups} ms`
  );
}
