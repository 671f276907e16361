import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { setTimeout } from 'node:timers/promises';
import Router from '@koa/router';
import pg from 'pg';
import { companyTokens, consoleToken, signToken } from '../../../api/auth/tokens';
import { findCompanyTakingSlot } from '../../../db/rate-limits';
import { inTransaction, SecondConnectionError } from '../../../db/pool';
import { ManualClock } from '../../support/clock';
import { newCompany, type TestCompany } from '../../support/companies';
import { eventually } from '../../support/eventually';
import { addMember } from '../../support/members';
import { startTestStack, type TestStack } from '../../support/stack';
import { recordStatements, type StatementLog } from '../../support/statements';

/**
 * The guard's statement (the company, its member's token version, a slot of its budget, its
 * statistics) is shared by the authenticated requests that arrive together on one process
 * (db/rate-limits.ts). Requests here go over a listening server, many at once, so that they do
 * arrive together; each suite checks that they shared statements, and that each request got what
 * it gets alone.
 */

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

const CONNECTIONS = 64;

/** Headers that differ from one request to the next whatever the guard does. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

async function listen(
  stack: TestStack,
): Promise<{ server: Server; get: (path: string, token?: string) => Promise<Answer> }> {
  const server = stack.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, token?: string): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!PER_REQUEST.has(name)) headers[name] = value;
    });
    return { status: res.status, body: await res.json(), headers };
  };
  // Connections opened beforehand: the requests of a burst are then written in one turn of the
  // client's event loop and read in one of the server's, as a loaded server reads them.
  await Promise.all(Array.from({ length: CONNECTIONS }, () => get('/v1/health')));
  return { server, get };
}

/** The statements that took slots of a budget: shared ones, and those of a request alone. */
const guardStatements = (statements: StatementLog) =>
  statements.texts.filter((sql) => /INSERT INTO rate_limits|rate_limit_take_slot/.test(sql)).length;

const closeServer = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

describe('the guard of company requests, one statement for the requests that arrive together', function () {
  this.timeout(120_000);

  describe('answers each request what it answers alone', () => {
    const clock = new ManualClock();
    let stack: TestStack;
    let statements: StatementLog;
    let server: Server | undefined;
    let get: (path: string, token?: string) => Promise<Answer>;
    before(async () => {
      stack = await startTestStack({ clock });
      statements = recordStatements(stack.db.pool);
      ({ server, get } = await listen(stack));
    });
    after(async () => {
      await closeServer(server);
      await stack.close();
    });

    it('over companies, roles, token kinds and versions, revoked and foreign tokens, gone and paused companies', async () => {
      const secret = stack.config.jwtSecret;
      const owner = (company: TestCompany) => ({ company_id: company.id, id: company.id, token_version: 0 });
      const [acme, globex, paused, gone] = [
        await newCompany(stack),
        await newCompany(stack),
        await newCompany(stack),
        await newCompany(stack),
      ];
      const acmeOwner = companyTokens(secret, owner(acme)).access_token;
      const admin = await addMember(stack, acmeOwner, 'admin');
      const reviewer = await addMember(stack, acmeOwner, 'reviewer');
      const removed = await addMember(stack, acmeOwner, 'admin');
      const demoted = await addMember(stack, acmeOwner, 'admin');
      const versionOf = async (member: { id: string }) =>
        (await stack.db.pool.query('SELECT token_version FROM members WHERE id = $1', [member.id])).rows[0]
          .token_version as number;
      const tokenOf = async (member: { id: string }) =>
        companyTokens(secret, { company_id: acme.id, id: member.id, token_version: await versionOf(member) })
          .access_token;
      const removedToken = await tokenOf(removed);
      const demotedOldToken = await tokenOf(demoted);
      await stack.http
        .delete(`/v1/members/${removed.id}`)
        .set({ Authorization: `Bearer ${acmeOwner}` })
        .expect(204);
      await stack.http
        .patch(`/v1/members/${demoted.id}`)
        .set({ Authorization: `Bearer ${acmeOwner}` })
        .send({ role: 'reviewer' })
        .expect(200);
      const pausedOwner = companyTokens(secret, owner(paused)).access_token;
      await stack.http
        .post('/v1/pause')
        .set({ Authorization: `Bearer ${pausedOwner}` })
        .expect(200);
      const goneOwner = companyTokens(secret, owner(gone)).access_token;
      await stack.db.pool.query('DELETE FROM companies WHERE id = $1', [gone.id]);

      const probes: Array<{ path: string; token?: string; budget?: string }> = [
        { path: '/v1/me', token: acmeOwner, budget: 'acme' },
        { path: '/v1/settings', token: acmeOwner, budget: 'acme' },
        { path: '/v1/members', token: acmeOwner, budget: 'acme' },
        { path: '/v1/me', token: await tokenOf(admin), budget: 'acme' },
        { path: '/v1/me', token: await tokenOf(reviewer), budget: 'acme' }, // 403, and a slot spent
        { path: '/v1/members/me', token: await tokenOf(reviewer), budget: 'acme' },
        { path: '/v1/me', token: consoleToken(secret, owner(acme)).access_token, budget: 'acme console' },
        { path: '/v1/settings', token: await tokenOf(demoted), budget: 'acme' }, // 403: a reviewer now
        { path: '/v1/me', token: demotedOldToken }, // an earlier token version: 401
        { path: '/v1/me', token: removedToken }, // a member removed: 401
        { path: '/v1/me', token: companyTokens(secret, owner(globex)).access_token, budget: 'globex' },
        { path: '/v1/me', token: companyTokens('another secret of at least 32 chars', owner(globex)).access_token },
        { path: '/v1/me', token: pausedOwner, budget: 'paused' },
        // A token from before members existed names no member: the first owner's.
        { path: '/v1/settings', token: signToken(secret, { sub: paused.id, typ: 'access', ver: 0 }), budget: 'paused' },
        { path: '/v1/me', token: goneOwner }, // 404 company_not_found
        { path: '/v1/me', token: signToken(secret, { sub: 'not-an-id', typ: 'access', ver: 0 }) }, // 404, its own statement
        // A version no int holds: its own statement, which fails as it did.
        { path: '/v1/me', token: companyTokens(secret, { ...owner(acme), token_version: 2 ** 40 }).access_token },
        { path: '/v1/me', token: signToken(secret, { sub: acme.id, typ: 'ws', ver: 0 }) }, // the wrong kind: 401
        { path: '/v1/me' },
      ];

      const alone: Answer[] = [];
      for (const probe of probes) alone.push(await get(probe.path, probe.token));
      assert.deepEqual(
        alone.map((a) => a.status),
        [200, 200, 200, 200, 403, 200, 200, 403, 401, 401, 200, 401, 200, 200, 404, 404, 500, 401, 401],
      );
      // Where each budget stands after one request of each probe.
      const remainingAfter = new Map<string, number>();
      alone.forEach((a, i) => {
        const remaining = a.headers['ratelimit-remaining'];
        if (remaining !== undefined) remainingAfter.set(probes[i].budget!, Number(remaining));
      });

      const TIMES = 8;
      const order = probes.flatMap((_, i) => Array.from({ length: TIMES }, () => i)).sort(() => Math.random() - 0.5);
      statements.clear();
      const together = await Promise.all(order.map((i) => get(probes[i].path, probes[i].token)));
      const shared = guardStatements(statements);
      // Every probe with a token but the two that keep a statement of their own (not-an-id, 2 ** 40).
      const batchable = order.filter((i) => probes[i].token !== undefined && ![15, 16].includes(i)).length;
      assert.ok(shared < batchable, `${batchable} guarded requests took ${shared} guard statements: none was shared`);

      const counted = new Map<string, number[]>();
      together.forEach((answer, n) => {
        const { 'ratelimit-remaining': remaining, ...rest } = answer.headers;
        const { 'ratelimit-remaining': remainingAlone, ...restAlone } = alone[order[n]].headers;
        assert.deepEqual(
          { ...answer, headers: rest },
          { ...alone[order[n]], headers: restAlone },
          probes[order[n]].path,
        );
        assert.equal(remaining === undefined, remainingAlone === undefined);
        const budget = probes[order[n]].budget!;
        if (remaining !== undefined) counted.set(budget, [...(counted.get(budget) ?? []), Number(remaining)]);
      });
      // Each budget counted every request once, one after another, as requests one at a time do.
      for (const [budget, remaining] of counted) {
        const before = remainingAfter.get(budget)!;
        assert.deepEqual(
          remaining.sort((a, b) => b - a),
          Array.from({ length: remaining.length }, (_, i) => before - 1 - i),
          budget,
        );
      }
    });
  });

  describe('counts every budget exactly', () => {
    const clock = new ManualClock();
    let stack: TestStack;
    let statements: StatementLog;
    let server: Server | undefined;
    let get: (path: string, token?: string) => Promise<Answer>;
    before(async () => {
      stack = await startTestStack({ clock, env: { RATE_LIMIT_PER_HOUR: '20', CONSOLE_RATE_LIMIT_PER_HOUR: '10' } });
      statements = recordStatements(stack.db.pool);
      ({ server, get } = await listen(stack));
    });
    after(async () => {
      await closeServer(server);
      await stack.close();
    });

    it('lets exactly min(N, budget) of N concurrent requests through on each budget, and refuses the rest', async () => {
      const secret = stack.config.jwtSecret;
      const companies = [await newCompany(stack), await newCompany(stack), await newCompany(stack)];
      const holder = (company: TestCompany, version = 0) => ({
        company_id: company.id,
        id: company.id,
        token_version: version,
      });
      const budgets = [
        ...companies.map((company, i) => ({
          name: `company ${i}`,
          path: i === 1 ? '/v1/settings' : '/v1/me',
          token: companyTokens(secret, holder(company)).access_token,
          limit: 20,
          requests: [35, 20, 12][i],
        })),
        {
          name: 'console',
          path: '/v1/me',
          token: consoleToken(secret, holder(companies[0])).access_token,
          limit: 10,
          requests: 25,
        },
        // A refused token spends nothing, however many arrive with the others.
        {
          name: 'revoked',
          path: '/v1/me',
          token: companyTokens(secret, holder(companies[2], 1)).access_token,
          limit: 0,
          requests: 15,
        },
      ];
      const order = budgets.flatMap((b) => Array.from({ length: b.requests }, () => b)).sort(() => Math.random() - 0.5);
      statements.clear();
      const answers = await Promise.all(order.map((b) => get(b.path, b.token)));
      assert.ok(
        guardStatements(statements) < order.length,
        `${order.length} requests, ${guardStatements(statements)} guard statements`,
      );

      for (const budget of budgets) {
        const mine = answers.filter((_, n) => order[n] === budget);
        if (budget.limit === 0) {
          assert.deepEqual(new Set(mine.map((a) => a.status)), new Set([401]));
          continue;
        }
        const allowed = mine.filter((a) => a.status === 200);
        const refused = mine.filter((a) => a.status !== 200);
        assert.equal(allowed.length, Math.min(budget.requests, budget.limit), budget.name);
        assert.deepEqual(
          allowed.map((a) => Number(a.headers['ratelimit-remaining'])).sort((a, b) => a - b),
          Array.from({ length: allowed.length }, (_, i) => budget.limit - allowed.length + i),
          budget.name,
        );
        for (const answer of refused) {
          assert.equal(answer.status, 429);
          assert.deepEqual(answer.body, {
            error: 'rate_limit_exceeded',
            message: `Rate limit of ${budget.limit} requests per hour reached; retry in 3600 s.`,
          });
          assert.equal(answer.headers['retry-after'], '3600');
          assert.equal(answer.headers['ratelimit-remaining'], '0');
          assert.equal(answer.headers['ratelimit-limit'], String(budget.limit));
        }
      }
      // The revoked token's company spent only its owner's 12.
      const after = await get('/v1/me', budgets[2].token);
      assert.equal(after.headers['ratelimit-remaining'], '7');
    });
  });

  describe("takes each slot of a batch with its own request's terms", () => {
    const clock = new ManualClock();
    let stack: TestStack;
    before(async () => {
      stack = await startTestStack({ clock });
    });
    after(() => stack.close());

    /** The guards of `asks`, asked in one turn of the event loop: one batch. */
    const batch = (
      asks: Array<{ company: TestCompany; kind?: string; limit: number; version?: number; stats?: boolean }>,
    ) =>
      Promise.all(
        asks.map(({ company, kind = 'company', limit, version = 0, stats }) =>
          findCompanyTakingSlot(
            stack.deps.pool,
            { companyId: company.id, memberId: company.id, version },
            { key: `${kind}:${company.id}`, limit, windowSeconds: 3600, now: clock.now() },
            { stats },
          ),
        ),
      );
    const summary = (guard: Awaited<ReturnType<typeof findCompanyTakingSlot>>) => ({
      company: guard.company?.id,
      member: guard.member?.id,
      slot: guard.slot && { allowed: guard.slot.allowed, limit: guard.slot.limit, remaining: guard.slot.remaining },
      stats: guard.stats,
    });

    it('in a batch of different keys: its own limit, company, member and statistics, or none when refused', async () => {
      const [a, b, c] = [await newCompany(stack), await newCompany(stack), await newCompany(stack)];
      const asks = [
        { company: a, limit: 3 },
        { company: a, kind: 'console', limit: 2, stats: true },
        { company: b, limit: 5, version: 1 }, // another token version: refused, spends nothing
        { company: c, limit: 4 },
      ];
      const slot = (allowed: boolean, limit: number, remaining: number) => ({ allowed, limit, remaining });
      const stats = { submissions: 0, charges: 0, webhooks: 0 };
      const expected = (n: number) => [
        { company: a.id, member: a.id, slot: slot(n < 3, 3, Math.max(0, 2 - n)), stats: undefined },
        { company: a.id, member: a.id, slot: slot(n < 2, 2, Math.max(0, 1 - n)), stats },
        { company: b.id, member: undefined, slot: undefined, stats: undefined },
        { company: c.id, member: c.id, slot: slot(true, 4, 3 - n), stats: undefined },
      ];
      for (let n = 0; n < 4; n++) assert.deepEqual((await batch(asks)).map(summary), expected(n), `batch ${n}`);
    });

    it('in a batch where keys come more than once: each key counted in the order its requests came', async () => {
      const [a, b] = [await newCompany(stack), await newCompany(stack)];
      const guards = await batch([
        { company: a, limit: 3 },
        { company: b, limit: 10 },
        { company: a, limit: 3 },
        { company: a, kind: 'console', limit: 1 },
        { company: a, limit: 3 },
        { company: a, kind: 'console', limit: 1 },
        { company: a, limit: 3 },
      ]);
      assert.deepEqual(
        guards.map((g) => [g.slot?.allowed, g.slot?.remaining]),
        [
          [true, 2],
          [true, 9],
          [true, 1],
          [true, 0],
          [true, 0],
          [false, 0],
          [false, 0],
        ],
      );
    });
  });

  describe('holds a request to one connection at a time', () => {
    let stack: TestStack;
    let company: TestCompany;
    let server: Server | undefined;
    let get: (path: string, token?: string) => Promise<Answer>;
    const guardOf = () =>
      findCompanyTakingSlot(
        stack.deps.pool,
        { companyId: company.id, memberId: company.id, version: 0 },
        { key: `company:${company.id}`, limit: 1000, windowSeconds: 3600, now: new Date() },
      );
    /** Whether each of `attempts`, run in one request, was refused as a second connection. */
    const refusals = async (attempts: Array<Promise<unknown>>) =>
      (await Promise.allSettled(attempts)).map(
        (a) => a.status === 'rejected' && a.reason instanceof SecondConnectionError,
      );
    before(async () => {
      const probe = new Router();
      probe.get('/probe/guard-in-transaction', async (ctx) => {
        ctx.body = await refusals([inTransaction(stack.deps.pool, () => guardOf())]);
      });
      probe.get('/probe/query-then-guard', async (ctx) => {
        ctx.body = await refusals([stack.deps.pool.query('SELECT pg_sleep(0.05)'), guardOf()]);
      });
      probe.get('/probe/guard-then-query', async (ctx) => {
        ctx.body = await refusals([guardOf(), stack.deps.pool.query('SELECT 1')]);
      });
      probe.get('/probe/guard-then-guard', async (ctx) => {
        ctx.body = await refusals([guardOf(), guardOf()]);
      });
      probe.get('/probe/guard-and-after-it-a-query', async (ctx) => {
        await guardOf();
        ctx.body = await refusals([stack.deps.pool.query('SELECT 1')]);
      });
      stack = await startTestStack({ extraAreas: [probe] });
      company = await newCompany(stack);
      ({ server, get } = await listen(stack));
    });
    after(async () => {
      await closeServer(server);
      await stack.close();
    });

    it('refuses the guard as a second connection where a query would be refused, and a query beside it', async () => {
      const expected: Record<string, boolean[]> = {
        '/v1/probe/guard-in-transaction': [true],
        '/v1/probe/query-then-guard': [false, true],
        '/v1/probe/guard-then-query': [false, true],
        '/v1/probe/guard-then-guard': [false, true],
        '/v1/probe/guard-and-after-it-a-query': [false],
      };
      // Together: the requests share guard statements, and each is still held to its own connection.
      const paths = Object.keys(expected).flatMap((path) => Array.from({ length: 5 }, () => path));
      const answers = await Promise.all(paths.map((path) => get(path)));
      answers.forEach((answer, n) =>
        assert.deepEqual([answer.status, answer.body], [200, expected[paths[n]]], paths[n]),
      );
    });
  });

  describe('fails only the requests of a statement that fails', () => {
    const clock = new ManualClock();
    let stack: TestStack;
    let admin: pg.Client;
    let server: Server | undefined;
    let get: (path: string, token?: string) => Promise<Answer>;
    before(async () => {
      stack = await startTestStack({ clock });
      admin = new pg.Client({ connectionString: stack.db.url });
      await admin.connect();
      ({ server, get } = await listen(stack));
    });
    after(async () => {
      await admin?.end();
      await closeServer(server);
      await stack.close();
    });

    /** Holds the row of `key`'s budget locked until the returned function is called. */
    async function lockBudget(key: string) {
      await admin.query('BEGIN');
      await admin.query('SELECT 1 FROM rate_limits WHERE key = $1 FOR UPDATE', [key]);
      return () => admin.query('ROLLBACK');
    }

    /**
     * Ends the connection of every guard statement waiting on a lock, once `count` of them are.
     * Asked outside the admin's transaction, in which the activity stays as it was first read.
     */
    async function killWaitingGuards(count: number) {
      const waiting = `SELECT pid FROM pg_stat_activity WHERE datname = current_database()
                         AND wait_event_type = 'Lock' AND query LIKE '%FROM json_to_recordset%'`;
      await eventually(
        `${count} guard statements waiting`,
        async () => (await stack.db.pool.query(waiting)).rowCount === count,
      );
      await stack.db.pool.query(`SELECT pg_terminate_backend(pid) FROM (${waiting}) w`);
    }

    const guard = (company: TestCompany) =>
      findCompanyTakingSlot(
        stack.deps.pool,
        { companyId: company.id, memberId: company.id, version: 0 },
        { key: `company:${company.id}`, limit: 1000, windowSeconds: 3600, now: clock.now() },
      );

    it('rejects every caller of a batch whose statement is killed, and no other; the next batch succeeds', async () => {
      const [held, apart] = [await newCompany(stack), await newCompany(stack)];
      assert.equal((await guard(held)).slot?.remaining, 999);
      const release = await lockBudget(`company:${held.id}`);
      // Asked in one turn of the event loop: one batch of one key, one statement, which waits on the lock.
      const batch = Promise.allSettled([guard(held), guard(held)]);
      await eventually(
        'the batch waiting',
        async () =>
          (
            await stack.db.pool.query(
              `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FROM json_to_recordset%'`,
            )
          ).rowCount === 1,
      );
      // A batch of a later turn is a statement of its own, and does not wait for the first.
      assert.equal((await guard(apart)).slot?.remaining, 999);
      await killWaitingGuards(1);
      const failed = await batch;
      await release();
      for (const result of failed) {
        assert.equal(result.status, 'rejected');
        assert.equal((result as PromiseRejectedResult).reason.code, '57P01');
      }
      // The killed statement spent nothing.
      assert.equal((await guard(held)).slot?.remaining, 998);
    });

    // Both shapes of the statement: one upsert of keys that are all different, and the function
    // that takes a key coming twice.
    for (const shape of ['different keys', 'a key twice'] as const)
      it(`answers a batch's other keys while one of its keys is held (${shape}), the held key's in order once it is free`, async () => {
        const [held, other] = [await newCompany(stack), await newCompany(stack)];
        assert.equal((await guard(held)).slot?.remaining, 999);
        const release = await lockBudget(`company:${held.id}`);
        // One turn of the event loop: one batch of two keys, whose statement meets the held row.
        const batch =
          shape === 'different keys' ? [guard(other), guard(held)] : [guard(held), guard(other), guard(held)];
        const otherGuard = batch[shape === 'different keys' ? 0 : 1];
        const giveUp = new AbortController();
        const tooLate = setTimeout(10_000, 'still waiting', { signal: giveUp.signal }).catch(() => 'answered');
        const first = await Promise.race([otherGuard, tooLate]);
        giveUp.abort();
        assert.notEqual(first, 'still waiting', 'the other company waited for the held key');
        assert.equal((await otherGuard).slot?.remaining, 999);
        await release();
        const heldGuards = await Promise.all(batch.filter((g) => g !== otherGuard));
        assert.deepEqual(
          heldGuards.map((g) => g.slot?.remaining),
          shape === 'different keys' ? [998] : [998, 997],
        );
      });

    it('answers a request of a killed statement 503 with the documented body, and the next one 200', async () => {
      const company = await newCompany(stack);
      const token = companyTokens(stack.config.jwtSecret, {
        company_id: company.id,
        id: company.id,
        token_version: 0,
      }).access_token;
      assert.equal((await get('/v1/me', token)).headers['ratelimit-remaining'], '99999');
      const release = await lockBudget(`company:${company.id}`);
      const answer = get('/v1/me', token);
      await killWaitingGuards(1);
      const killed = await answer;
      await release();
      assert.equal(killed.status, 503);
      assert.deepEqual(killed.body, {
        error: 'service_unavailable',
        message: 'The service is temporarily unavailable: the database cannot be reached.',
      });
      const next = await get('/v1/me', token);
      assert.equal(next.status, 200);
      assert.equal(next.headers['ratelimit-remaining'], '99998');
    });
  });
});
