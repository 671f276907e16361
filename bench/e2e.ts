import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '../api/server';
import { createTemporalClient } from '../api/temporal/temporal';
import { createPool } from '../db/pool';
import { systemClock } from '../lib/clock';
import { loadConfig } from '../lib/config';
import { createLogger } from '../lib/logger';
import { installTemporalRuntime } from '../worker/runtime';
import { createCompany } from '../scripts/operator/companies';
import { outboxVerificationCode } from '../test/support/outbox';
import { startServices, stackEnv, startWorkerProcess, stopStack, type Stack } from './e2e-stack';
import { breakdown, STEPS, type Step } from './e2e-steps';
import { cpuByCommand, machineBusyMs, reapedChildrenCpuMs } from './cpu';
import { OTHER_REFERENCE_LANGUAGES } from '@hiring/course';
import { program, reference, ROUND_OUTCOMES, withNonce, type RoundKind } from './programs';
import { nearestRank, type BenchRow } from './table';

const SEQUENTIAL = Number(process.env.BENCH_E2E_SUBMISSIONS ?? 20);
const AT_ONCE = Number(process.env.BENCH_E2E_AT_ONCE ?? 40);
/** Rounds of wrong programs (every case failing), each played right after one of the right ones. */
const WRONG = Math.min(SEQUENTIAL, 10);
/** A wrong round's submit → analyzed p50 is at most this many times a right one's. */
const WRONG_GOAL = 1.5;
/** A submission's CPU, every process's, is at most this many times its sandboxes'. */
const CPU_GOAL = 2;
const BURST_POLL_MS = 250;
/** Rounds played in each of the other languages, and the goal of their submit → analyzed p50. */
const LANGUAGE_ROUNDS = Number(process.env.BENCH_E2E_LANGUAGE_ROUNDS ?? 3);
const LANGUAGE_GOAL_MS = 3000;
/** The stack's processes, by command line: the worker's sandboxes are counted apart from its own time. */
const PROCESSES = {
  worker: /worker\/main\.ts/,
  temporal: /start-dev/,
  postgres: /(^|\/)postgres( |:)/,
  'API (and this bench)': /bench\/index\.ts/,
};
/** A submission not analyzed and delivered within this long fails the bench rather than hang it. */
const TIMEOUT_MS = 120_000;
const POLL_MS = 10;
const RECEIVER_PATH = '/hook';
/** The round every submission plays: holes of each third of the pool, reference programs in both languages. */
const HOLES = [12, 47, 93];
const LANGUAGES = ['javascript', 'python', 'python'] as const;

interface Timing {
  id: string;
  /** ms from the candidate's POST /submit to the row's processing_finished_at (status analyzed). */
  analyzed: number;
  /** ms from the POST /submit to the webhook's arrival at the receiver. */
  delivered: number;
  /** ms from the POST /submit to the row's webhook_completed_at (stamped once the receiver has answered). */
  stamped: number;
  /** Where the time to analyzed went (ms), from the workflow history; sums to the time to storeScorecardAndMarkAnalyzed's completion. */
  steps: Record<Step, number>;
  /** Analyzed (its activity completed) → the webhook's delivery scheduled, then its delivery. */
  toWebhookStart: number;
  webhook: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** When a submission's row said analyzed, when its webhook reached the receiver, when the row stamped it delivered (ms epoch). */
interface Arrival {
  analyzed: number;
  delivered: number;
  stamped: number;
}

interface Round {
  id: string;
  token: string;
}

/**
 * `npm run bench -- e2e`: the whole stack as deployed, on loopback: embedded Postgres, the Temporal
 * dev server, the SMTP sink, a worker process, the API, and an HTTPS webhook receiver on
 * 127.0.0.1. One company with a webhook URL (rate limits raised out of the way) takes test-code
 * rounds of 3 holes played with the reference programs: SEQUENTIAL submitted one after another
 * (each timed to analyzed and to its webhook, with where the time went), then AT_ONCE submitted
 * together (analyzed per second, first submit to last analyzed).
 */
export async function run(): Promise<BenchRow[]> {
  const logger = createLogger('silent');
  installTemporalRuntime(logger);
  const s: Stack = { dir: mkdtempSync(path.join(tmpdir(), 'e2e-bench-')) };
  chmodSync(s.dir, 0o755); // as root, Postgres runs as its own user and must reach its data
  try {
    await startServices(s);
    const env = stackEnv(s);
    s.worker = await startWorkerProcess({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env,
      LOG_LEVEL: 'info', // "worker running" is logged at info
      NODE_EXTRA_CA_CERTS: s.receiver!.caFile,
    });
    const config = loadConfig({ ...env, PORT: '0' });
    s.api = await startApi({ config, databaseUrl: env.DATABASE_URL, temporalAddress: env.TEMPORAL_ADDRESS, logger });
    s.pool = createPool(env.DATABASE_URL, 4);
    s.temporal = createTemporalClient(env.TEMPORAL_ADDRESS, config.temporal.namespace);
    const { pool, temporal } = s;
    const receiver = s.receiver!;
    const base = `http://127.0.0.1:${s.api.port}/v1`;

    const call = async (method: string, url: string, body: unknown, token?: string, expect = 200) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== expect) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 500)}`);
      return text ? JSON.parse(text) : undefined;
    };

    const company = await createCompany(pool, systemClock, {
      name: 'Bench Inc.',
      email: 'bench@example.test',
      password: 'bench-password-1',
      paid: true,
    });
    const { access_token } = await call('POST', '/token', {
      email: 'bench@example.test',
      password: 'bench-password-1',
    });
    await call('PATCH', '/settings', { webhook_url: receiver.url(RECEIVER_PATH, '127.0.0.1') }, access_token);

    let candidates = 0;
    /** A round in one language: each hole's program in it (the right reference, new to the compile cache), or the bench's usual mix. */
    const play = async (kind: RoundKind = 'right', inLanguage?: string): Promise<Round> => {
      const n = ++candidates;
      const email = `candidate-${n}@example.test`;
      await call('POST', '/rounds/verify', { code: company.test_code, email }, undefined, 202);
      const verification = await outboxVerificationCode(pool, email);
      const round = await call(
        'POST',
        '/rounds',
        { code: company.test_code, email, name: `Bench Candidate ${n}`, holes: HOLES, verification },
        undefined,
        201,
      );
      const { rows } = await pool.query<{ variations: string[] }>('SELECT variations FROM submissions WHERE id = $1', [
        round.id,
      ]);
      for (const [i, hole] of (round.holes as number[]).entries()) {
        const language = inLanguage ?? LANGUAGES[i];
        const code = inLanguage
          ? withNonce(reference(hole, rows[0].variations[i], language), language, `round ${round.id}`)
          : program(hole, rows[0].variations[i], language, ROUND_OUTCOMES[kind][i]);
        await call('PUT', `/rounds/${round.id}/shots/${hole}`, { language, code }, round.round_token);
      }
      return { id: round.id, token: round.round_token };
    };
    const submit = (round: Round) =>
      call('POST', `/rounds/${round.id}/submit`, { message: 'Thanks!' }, round.token, 202);

    /** Polls until every round is analyzed and its webhook has arrived; their analyzed times (ms epoch). */
    const settled = async (ids: string[], pollMs = POLL_MS): Promise<Map<string, Arrival>> => {
      const deadline = Date.now() + TIMEOUT_MS;
      for (;;) {
        const { rows } = await pool.query<{ id: string; processing_finished_at: Date; webhook_completed_at: Date }>(
          `SELECT id, processing_finished_at, webhook_completed_at FROM submissions
            WHERE id = ANY($1) AND processing_finished_at IS NOT NULL AND webhook_completed_at IS NOT NULL`,
          [ids],
        );
        const arrivals = receiver.received(RECEIVER_PATH);
        const delivered = new Map(ids.map((id) => [id, arrivals.find((r) => r.body.includes(id))?.receivedAt]));
        if (rows.length === ids.length && [...delivered.values()].every(Boolean)) {
          return new Map(
            rows.map((r) => [
              r.id,
              {
                analyzed: r.processing_finished_at.getTime(),
                delivered: delivered.get(r.id)!,
                stamped: r.webhook_completed_at.getTime(),
              },
            ]),
          );
        }
        if (Date.now() > deadline)
          throw new Error(
            `${rows.length} of ${ids.length} analyzed, ` +
              `${[...delivered.values()].filter(Boolean).length} delivered after ${TIMEOUT_MS / 1000} s`,
          );
        await new Promise((r) => setTimeout(r, pollMs));
      }
    };

    const timing = async (id: string, t0: number, at: Arrival): Promise<Timing> => {
      const { steps, analyzedAt, webhookScheduledAt } = await breakdown(temporal, id, t0);
      return {
        id,
        analyzed: at.analyzed - t0,
        delivered: at.delivered - t0,
        stamped: at.stamped - t0,
        steps,
        toWebhookStart: webhookScheduledAt - analyzedAt,
        webhook: at.delivered - webhookScheduledAt,
      };
    };

    // A warm-up submission: the worker's first workflow task, the sandbox's first start, the pools.
    {
      const round = await play();
      await submit(round);
      await settled([round.id]);
    }

    const oneAfterAnother = async (kind: RoundKind, inLanguage?: string) => {
      const round = await play(kind, inLanguage);
      const t0 = Date.now();
      await submit(round);
      const at = (await settled([round.id])).get(round.id)!;
      return timing(round.id, t0, at);
    };
    const sequential: Timing[] = [];
    const wrong: Timing[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      sequential.push(await oneAfterAnother('right'));
      if (i < WRONG) wrong.push(await oneAfterAnother('wrong'));
    }

    // A round of right programs in each other language, one after another: each compiles its three programs.
    const byLanguage: BenchRow[] = [];
    for (const { language } of OTHER_REFERENCE_LANGUAGES) {
      const times: number[] = [];
      for (let i = 0; i < LANGUAGE_ROUNDS; i++) times.push((await oneAfterAnother('right', language)).analyzed);
      const p50 = nearestRank(times, 50);
      byLanguage.push({
        bench: 'e2e',
        name: `${language}: submit → analyzed p50, a round of right programs (compiles included)`,
        value: p50,
        unit: 'ms',
        goal: `<= ${LANGUAGE_GOAL_MS} ms`,
        met: p50 <= LANGUAGE_GOAL_MS,
        detail: `${LANGUAGE_ROUNDS} rounds one after another: ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
      });
    }

    const rounds: Round[] = [];
    for (let i = 0; i < AT_ONCE; i++) rounds.push(await play('mixed'));
    const [busyBefore, sandboxesBefore, processesBefore] = [
      machineBusyMs(),
      reapedChildrenCpuMs(s.worker.pid!),
      cpuByCommand(PROCESSES),
    ];
    const t0 = Date.now();
    await Promise.all(rounds.map(submit));
    // Polled seldom, so that the poll's own queries weigh little in the machine's CPU time.
    const at = await settled(
      rounds.map((r) => r.id),
      BURST_POLL_MS,
    );
    const cpuPerSubmission = (machineBusyMs() - busyBefore) / AT_ONCE;
    const sandboxesPerSubmission = (reapedChildrenCpuMs(s.worker.pid!) - sandboxesBefore) / AT_ONCE;
    const processesAfter = cpuByCommand(PROCESSES);
    const perProcess = Object.entries(processesAfter)
      .map(([name, ms]) => {
        const own = (ms - processesBefore[name]) / AT_ONCE - (name === 'worker' ? sandboxesPerSubmission : 0);
        return `${name} ${own.toFixed(0)}`;
      })
      .join(', ');
    const lastAnalyzed = Math.max(...[...at.values()].map((a) => a.analyzed));
    const perSecond = AT_ONCE / ((lastAnalyzed - t0) / 1000);
    const together = await Promise.all(rounds.map((r) => timing(r.id, t0, at.get(r.id)!)));

    const stepsOf = (ts: Timing[], pick: (xs: number[]) => number) =>
      STEPS.map((step) => `${step} ${pick(ts.map((t) => t.steps[step])).toFixed(0)}`).join(', ');
    const p = (ts: Timing[], f: (t: Timing) => number, q: number) => nearestRank(ts.map(f), q);
    const sandboxP50 = p(sequential, (t) => t.steps.sandbox, 50);
    const anchor = { name: 'sandbox step (scoreSubmission) p50', value: sandboxP50, unit: 'ms' };
    const latency = (label: string, f: (t: Timing) => number, goalMs: number, detail: string): BenchRow[] => {
      const [p50, p95] = [p(sequential, f, 50), p(sequential, f, 95)];
      return [
        {
          bench: 'e2e',
          name: `submit → ${label} p50 (${SEQUENTIAL} one after another)`,
          value: p50,
          unit: 'ms',
          anchor,
          ratio: p50 / sandboxP50,
          goal: `<= ${goalMs / 1000} s`,
          met: p50 <= goalMs,
          detail,
        },
        { bench: 'e2e', name: `submit → ${label} p95`, value: p95, unit: 'ms', anchor, ratio: p95 / sandboxP50 },
      ];
    };
    const rows: BenchRow[] = [
      ...latency(
        'analyzed',
        (t) => t.analyzed,
        1000,
        `p50 per step (ms): ${stepsOf(sequential, (xs) => nearestRank(xs, 50))}; ` +
          `p95 per step: ${stepsOf(sequential, (xs) => nearestRank(xs, 95))}`,
      ),
      ...latency(
        'webhook delivered',
        (t) => t.delivered,
        1500,
        `after analyzed, p50 (ms): to the webhook's delivery scheduled ${p(sequential, (t) => t.toWebhookStart, 50).toFixed(0)}, ` +
          `webhook event and delivery ${p(sequential, (t) => t.webhook, 50).toFixed(0)}; ` +
          `the row's webhook_completed_at p50 ${p(sequential, (t) => t.stamped, 50).toFixed(0)} ms after the submit`,
      ),
      {
        bench: 'e2e',
        name: `submit → analyzed p50, rounds of wrong programs (${WRONG}, each after a right one)`,
        value: p(wrong, (t) => t.analyzed, 50),
        unit: 'ms',
        anchor: { name: "the right rounds' p50", value: p(sequential, (t) => t.analyzed, 50), unit: 'ms' },
        ratio: p(wrong, (t) => t.analyzed, 50) / p(sequential, (t) => t.analyzed, 50),
        goal: `<= ${WRONG_GOAL}`,
        met: p(wrong, (t) => t.analyzed, 50) <= WRONG_GOAL * p(sequential, (t) => t.analyzed, 50),
        detail:
          `every case failing (each reference with a line too many); p50 per step (ms): ${stepsOf(wrong, (xs) => nearestRank(xs, 50))}; ` +
          `p95 ${p(wrong, (t) => t.analyzed, 95).toFixed(0)} ms`,
      },
      {
        bench: 'e2e',
        name: `CPU per analyzed submission, ${AT_ONCE} mixed rounds at once (every process, results delivered)`,
        value: cpuPerSubmission,
        unit: 'ms',
        anchor: { name: "its sandboxes' own CPU", value: sandboxesPerSubmission, unit: 'ms' },
        ratio: cpuPerSubmission / sandboxesPerSubmission,
        goal: `<= ${CPU_GOAL}`,
        met: cpuPerSubmission <= CPU_GOAL * sandboxesPerSubmission,
        detail:
          "the machine's busy time (/proc/stat) from the first submit until every round was analyzed and its webhook " +
          "delivered, over the rounds; the sandboxes' from the worker's reaped children; a mixed round is a " +
          'right program, a near miss and a wrong one (bench/programs.ts); per submission (ms): sandboxes ' +
          `${sandboxesPerSubmission.toFixed(0)}, ${perProcess}`,
      },
      {
        bench: 'e2e',
        name: `throughput, ${AT_ONCE} mixed rounds submitted at once`,
        value: perSecond,
        unit: 'analyzed/s',
        anchor: {
          name: 'one at a time (1 / mean submit → analyzed)',
          value: 1000 / mean(sequential.map((t) => t.analyzed)),
          unit: '/s',
        },
        ratio: perSecond / (1000 / mean(sequential.map((t) => t.analyzed))),
        goal: '>= 5 /s',
        met: perSecond >= 5,
        detail:
          `first submit to last analyzed ${((lastAnalyzed - t0) / 1000).toFixed(1)} s; ` +
          `mean per step (ms): ${stepsOf(together, mean)}; ` +
          `last webhook ${((Math.max(...[...at.values()].map((a) => a.delivered)) - t0) / 1000).toFixed(1)} s ` +
          'after the first submit',
      },
      ...byLanguage,
    ];
    console.log(
      `${SEQUENTIAL} submissions one after another (after one warm-up), then ${AT_ONCE} at once; ` +
        `rounds of holes ${HOLES.join(', ')} (${LANGUAGES.join(', ')} reference programs; ${WRONG} wrong rounds among the first)`,
    );
    for (const r of rows)
      console.log(
        `  ${r.name}: ${r.value.toFixed(r.value < 10 ? 2 : 0)} ${r.unit}${r.detail ? `\n    ${r.detail}` : ''}`,
      );
    return rows;
  } finally {
    await stopStack(s);
  }
}
