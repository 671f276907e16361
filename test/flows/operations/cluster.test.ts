import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { createPool, type Pool } from '../../../db/pool';
import { systemClock } from '../../../lib/clock';
import { startClusterStack, type ClusterStack } from '../../../scripts/cluster-stack';
import { paths, ROOT } from '../../../scripts/local-state';
import { freePort } from '../../../scripts/services/ports';
import { startTemporalUi } from '../../../scripts/services/temporal-cluster';
import { createCompany } from '../../../scripts/operator/companies';
import { callFrom } from '../../support/client-address';
import { inviteOnce, mapLimit, submitUntilTaken } from '../../support/cluster-load';
import { eventually } from '../../support/eventually';
import { playRound, type ApiCall } from '../../support/remote-rounds';
import { testServices } from '../../support/services';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { expectClusterKeptItsPromises } from '../../support/cluster-checks';

/** Whether a TCP connection to address:port is taken. */
const connects = (address: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: address, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const SUBMISSIONS = 200;
const INVITATIONS = 100;
const INVITES_PER_REQUEST = 10;
const CLIENTS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const DOMAIN = `cluster-${randomBytes(3).toString('hex')}.test`;

/**
 * The deployment of docker-compose.yml, run: the Temporal server on Postgres with the compose
 * file's shards, namespace and search attributes; two APIs behind a balancer, two lifecycle and two
 * scoring workers, each a process. Under 200 submissions and 100 invitations from four client
 * addresses, one process of each kind dies by SIGKILL and the Temporal server is killed and started
 * again; the survivors and the restarted server finish everything, once, and the Temporal UI shows
 * the runs with their search attributes.
 */
describe('cluster: the Temporal server on Postgres and several processes of each kind, under kills', function () {
  // The first run on a machine builds the server (minutes; npm run setup:cluster does it ahead).
  this.timeout(1_200_000);
  let dataDir: string;
  let receiver: WebhookReceiver;
  let stack: ClusterStack;
  let pool: Pool;
  let temporal: Client;

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cluster-'));
    chmodSync(dataDir, 0o755); // as root, Postgres runs as its own user and must reach its data
    receiver = await startWebhookReceiver();
    stack = await startClusterStack({
      dataDir,
      toolsDir: paths.tools,
      smtpUrl: testServices().smtp.url,
      env: {
        NODE_EXTRA_CA_CERTS: receiver.caFile,
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_RETRY_INITIAL_MS: '200',
        INVITE_BATCH_DELAY_MS: '500',
        RECONCILE_INTERVAL_MS: '1000',
        // The limits are per client address: four addresses play 200 rounds in a minute.
        RATE_LIMIT_PER_HOUR: '1000000',
        CANDIDATE_RATE_LIMIT_PER_HOUR: '1000000',
        ROUND_RATE_LIMIT_PER_HOUR: '1000000',
        VERIFICATION_CODES_PER_IP_PER_HOUR: '1000000',
        CANDIDATE_START_CONCURRENCY: '1000',
      },
    });
    pool = createPool(stack.databaseUrl, 4);
    temporal = new Client({ connection: await Connection.connect({ address: stack.temporal.address }) });
  });
  after(async () => {
    await temporal?.connection.close();
    await pool?.end();
    await stack?.stop();
    await receiver?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("binds every API process to loopback: from another machine only the balancer's port answers", async () => {
    const apis = stack.processes.filter((p) => p.kind === 'api');
    assert.ok(apis.length >= 2);
    const outward = Object.values(networkInterfaces())
      .flat()
      .filter((i) => i && !i.internal && i.family === 'IPv4')
      .map((i) => i!.address);
    for (const api of apis) {
      assert.equal(api.host, '127.0.0.1', `${api.name} listens on ${api.host}`);
      const port = Number(new URL(api.url!).port);
      for (const address of outward) assert.equal(await connects(address, port), false, `${api.name} at ${address}`);
    }
  });

  it('analyzes, charges, mails and delivers everything once, findable by SubmissionId', async () => {
    const started = Date.now();
    const clients: ApiCall[] = CLIENTS.map((address) => callFrom(stack.apiUrl, address));
    const owner = { name: 'Cluster Ltd', email: `owner@${DOMAIN}`, password: 'a-long-password' };
    const company = await createCompany(pool, systemClock, owner);
    const token = (await clients[0]('POST', '/v1/token', { email: owner.email, password: owner.password })).body
      .access_token;
    const settings = await clients[0]('PATCH', '/v1/settings', { webhook_url: receiver.url('/cluster') }, token);
    assert.equal(settings.status, 200, settings.text);
    receiver.answer('/cluster', [503, 503, 200]);

    const rounds = await mapLimit(Array.from({ length: SUBMISSIONS }), 8, (_, i) =>
      playRound(stack.apiUrl, pool, company.live_code, {
        email: `candidate-${i}@${DOMAIN}`,
        call: clients[i % CLIENTS.length],
      }),
    );
    const ids = rounds.map((r) => r.id);
    const played = Date.now();
    const analyzed = async () =>
      Number(
        (
          await pool.query(`SELECT count(*)::int AS n FROM submissions WHERE id = ANY($1) AND status = 'analyzed'`, [
            ids,
          ])
        ).rows[0].n,
      );

    // The load: submits and invitations from every client address, while one process of each kind
    // dies and the Temporal server restarts.
    let submitted = 0;
    const lost = { submits: 0, invites: 0 };
    const invitees = Array.from({ length: INVITATIONS }, (_, i) => `invitee-${i}@${DOMAIN}`);
    const load = Promise.all([
      mapLimit(rounds, 6, async (round, i) => {
        lost.submits += await submitUntilTaken(clients[i % CLIENTS.length], round);
        submitted++;
      }),
      mapLimit(Array.from({ length: INVITATIONS / INVITES_PER_REQUEST }), 2, async (_, i) => {
        const emails = invitees.slice(i * INVITES_PER_REQUEST, (i + 1) * INVITES_PER_REQUEST);
        lost.invites += await inviteOnce(clients[i % CLIENTS.length], token, emails, pool, company.id);
      }),
    ]);
    const kills: string[] = [];
    const at = async (what: string) => kills.push(`${what} at ${submitted} submitted, ${await analyzed()} analyzed`);
    await eventually('a fifth submitted', async () => submitted >= SUBMISSIONS / 5);
    await stack.running('api')[0].kill();
    await at('api-1 killed');
    await eventually('some analyzed', async () => (await analyzed()) >= 20);
    await stack.running('scoring')[0].kill();
    await at('scoring-1 killed');
    await stack.running('lifecycle')[0].kill();
    await at('lifecycle-1 killed');
    await eventually('a third analyzed', async () => (await analyzed()) >= SUBMISSIONS / 3, 300_000);
    await at('Temporal server killed');
    const restarting = Date.now();
    await stack.temporal.restart();
    kills.push(`Temporal server listening again ${Date.now() - restarting} ms after the kill`);
    await load;
    const allSubmitted = Date.now();

    const figures = await expectClusterKeptItsPromises({
      db: pool,
      temporal,
      receiver,
      webhookPath: '/cluster',
      mail: testServices().smtp.messages,
      domain: DOMAIN,
      companyId: company.id,
      ids,
      invitees,
    }).catch((err: Error) => {
      const logs = stack.processes.map((p) => `--- ${p.name}:\n${p.output().slice(-1500)}`);
      throw new Error(`${err.message}\n${logs.join('\n')}`);
    });
    const finished = Date.now();

    // What an operator sees: the Temporal UI's server, pointed at the cluster, lists a run by its
    // SubmissionId with the three search attributes.
    const ui = await startTemporalUi({
      root: ROOT,
      toolsDir: paths.tools,
      address: stack.temporal.address,
      port: await freePort(),
      logFile: path.join(dataDir, 'temporal-ui.log'),
    });
    try {
      const query = encodeURIComponent(`SubmissionId="${ids[0]}"`);
      const listed = (await (await fetch(`${ui.url}/api/v1/namespaces/default/workflows?query=${query}`)).json()) as {
        executions?: { execution: { workflowId: string }; searchAttributes: { indexedFields: object } }[];
      };
      assert.equal(listed.executions?.[0]?.execution.workflowId, `submission-${ids[0]}`);
      const attributes = Object.keys(listed.executions![0].searchAttributes.indexedFields);
      for (const name of ['CompanyId', 'CandidateEmail', 'SubmissionId']) assert.ok(attributes.includes(name), name);
    } finally {
      await ui.stop();
    }
    process.stdout.write(
      [
        `      ${SUBMISSIONS} rounds played in ${((played - started) / 1000).toFixed(0)} s from ${CLIENTS.length} addresses; ` +
          `submits and ${INVITATIONS} invitations sent in ${((allSubmitted - played) / 1000).toFixed(0)} s ` +
          `(${lost.submits} submits and ${lost.invites} invitation requests lost with api-1 and sent again)`,
        ...kills.map((k) => `      ${k}`),
        `      everything analyzed, charged, mailed and delivered ${((finished - played) / 1000).toFixed(0)} s after the first submit; ` +
          figures,
        '',
      ].join('\n'),
    );
    assert.ok(
      kills.every((k) => !k.includes(`${SUBMISSIONS} analyzed`)),
      `killed mid-flight: ${kills.join('; ')}`,
    );
  });
});
