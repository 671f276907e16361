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
import { startNpmStartProcess, startServices, stackEnv, startWorkerProcess, stopStack, type Stack } from './e2e-stack';
import { breakdown, STEPS, type Step } from './e2e-steps';
import { allMailSent, arrivals, type Arrival } from './e2e-waits';
import { cpuByCommand, machineBusyMs, sandboxesCpuMs } from './cpu';
import { OTHER_REFERENCE_LANGUAGES } from '@hiring/course';
import { E2E_ROUND, program, reference, ROUND_OUTCOMES, withNonce, type RoundKind } from './programs';
import { nearestRank, type BenchRow } from './table';

const SEQUENTIAL = Number(process.env.BENCH_E2E_SUBMISSIONS ?? 20);
const AT_ONCE = Number(process.env.BENCH_E2E_AT_ONCE ?? 40);
/** Rounds of wrong programs (every case failing), each played right after one of the right ones. */
const WRONG = Math.min(SEQUENTIAL, 10);
/** A wrong round's submit → analyzed p50 is at most this many times a right one's. */
const WRONG_GOAL = 1.5;
/** A submission's CPU, every process's, is at most this many times its sandboxes'. */
const CPU_GOAL = 2;
/** Analyzed per second, 40 mixed rounds at once: the stack as deployed, and `npm start` (API and worker in one process). */
const THROUGHPUT_GOAL = { e2e: 3.5, 'e2e-start': 2.5 };
const BURST_POLL_MS = 250;
/** Rounds played in each of the other languages, and the goal of their submit → analyzed p50. */
const LANGUAGE_ROUNDS = Number(process.env.BENCH_E2E_LANGUAGE_ROUNDS ?? 3);
/** Runs of the one-after-another rounds and of the burst: each figure is the median of their runs. */
const RUNS = Number(process.env.BENCH_E2E_RUNS ?? 3);
const LANGUAGE_GOAL_MS = 3000;
/** The stack's processes, by command line: the sandboxes are counted apart from their spawner's own time. */
const SHARED_PROCESSES = {
  'sandbox spawner': /sandbox\/spawner\/main\.js/,
  temporal: /start-dev/,
  postgres: /(^|\/)postgres( |:)/,
};
const PROCESSES = {
  deployed: { worker: /worker\/main\.ts/, ...SHARED_PROCESSES, 'API (and this bench)': /bench\/index\.ts/ },
  npmStart: {
    'API and worker (npm start)': /scripts\/start\.ts/,
    ...SHARED_PROCESSES,
    'this bench': /bench\/index\.ts/,
  },
};
/** A submission not analyzed and delivered within this long fails the bench rather than hang it. */
const TIMEOUT_MS = 120_000;
const POLL_MS = 10;
const RECEIVER_PATH = '/hook';
/** The round every submission plays: holes of each third of the pool, reference programs in both languages. */
const { holes: HOLES, languages: LANGUAGES } = E2E_ROUND;

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
export async function run({ underNpmStart = false } = {}): Promise<BenchRow[]> {
  const bench = underNpmStart ? 'e2e-start' : 'e2e';
  const processes = underNpmStart ? PROCESSES.npmStart : PROCESSES.deployed;
  const languageRounds = underNpmStart ? 0 : LANGUAGE_ROUNDS;
  const logger = createLogger('silent');
  installTemporalRuntime(logger);
  const s: Stack = { dir: mkdtempSync(path.join(tmpdir(), 'e2e-bench-')) };
  chmodSync(s.dir, 0o755); // as root, Postgres runs as its own user and must reach its data
  try {
    await startServices(s);
    const env = stackEnv(s);
    const processEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env,
      LOG_LEVEL: 'info', // "worker running" and "service running" are logged at info
      NODE_EXTRA_CA_CERTS: s.receiver!.caFile,
    };
    const config = loadConfig({ ...env, PORT: '0' });
    let port: number;
    if (underNpmStart) {
      const started = await startNpmStartProcess(processEnv);
      [s.apiProcess, port] = [started.child, started.port];
    } else {
      s.worker = await startWorkerProcess(processEnv);
      s.api = await startApi({ config, databaseUrl: env.DATABASE_URL, temporalAddress: env.TEMPORAL_ADDRESS, logger });
      port = s.api.port;
    }
    const workerPid = (s.worker ?? s.apiProcess)!.pid!;
    s.pool = createPool(env.DATABASE_URL, 4);
    s.temporal = createTemporalClient(env.TEMPORAL_ADDRESS, config.temporal.namespace);
    const { pool, temporal } = s;
    const receiver = s.receiver!;
    const base = `http://127.0.0.1:${port}/v1`;

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
        { code: company.test_code, email, name: `Bench Candidate ${n}`, holes: [...HOLES], verification },
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

    const settled = (ids: string[], pollMs = POLL_MS) =>
      arrivals({ pool, receiver, path: RECEIVER_PATH }, ids, { pollMs, timeoutMs: TIMEOUT_MS });
    const mailSent = () => allMailSent(pool, { pollMs: POLL_MS, timeoutMs: TIMEOUT_MS });

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
      await mailSent();
      const t0 = Date.now();
      await submit(round);
      const at = (await settled([round.id])).get(round.id)!;
      return timing(round.id, t0, at);
    };
    const sequentialRuns: Timing[][] = [];
    const wrongRuns: Timing[][] = [];
    for (let run = 0; run < RUNS; run++) {
      const [right, wrong]: Timing[][] = [[], []];
      for (let i = 0; i < SEQUENTIAL; i++) {
        right.push(await oneAfterAnother('right'));
        if (i < WRONG) wrong.push(await oneAfterAnother('wrong'));
      }
      sequentialRuns.push(right);
      wrongRuns.push(wrong);
    }

    // A round of right programs in each other language, one after another: each compiles its three programs.
    const byLanguage: BenchRow[] = [];
    for (const { language } of languageRounds ? OTHER_REFERENCE_LANGUAGES : []) {
      const times: number[] = [];
      for (let i = 0; i < languageRounds; i++) times.push((await oneAfterAnother('right', language)).analyzed);
      const p50 = nearestRank(times, 50);
      byLanguage.push({
        bench,
        name: `${language}: submit → analyzed p50, a round of right programs (compiles included)`,
        value: p50,
        unit: 'ms',
        goal: `<= ${LANGUAGE_GOAL_MS} ms`,
        met: p50 <= LANGUAGE_GOAL_MS,
        detail: `${languageRounds} rounds one after another: ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
      });
    }

    /** AT_ONCE mixed rounds submitted together: analyzed per second, and the CPU of every process. */
    const burst = async () => {
      const rounds: Round[] = [];
      for (let i = 0; i < AT_ONCE; i++) rounds.push(await play('mixed'));
      await mailSent();
      const [busyBefore, sandboxesBefore, processesBefore] = [
        machineBusyMs(),
        sandboxesCpuMs(workerPid),
        cpuByCommand(processes),
      ];
      const t0 = Date.now();
      await Promise.all(rounds.map(submit));
      // Polled seldom, so that the poll's own queries weigh little in the machine's CPU time.
      const at = await settled(
        rounds.map((r) => r.id),
        BURST_POLL_MS,
      );
      await mailSent(); // the results' e-mails too: they are the submissions' work
      const cpuPerSubmission = (machineBusyMs() - busyBefore) / AT_ONCE;
      const sandboxesPerSubmission = (sandboxesCpuMs(workerPid) - sandboxesBefore) / AT_ONCE;
      const processesAfter = cpuByCommand(processes);
      const perProcess = Object.entries(processesAfter)
        .map(([name, ms]) => {
          const own =
            (ms - processesBefore[name]) / AT_ONCE - (name === 'sandbox spawner' ? sandboxesPerSubmission : 0);
          return `${name} ${own.toFixed(0)}`;
        })
        .join(', ');
      const lastAnalyzed = Math.max(...[...at.values()].map((a) => a.analyzed));
      const lastDelivered = Math.max(...[...at.values()].map((a) => a.delivered));
      return {
        cpuPerSubmission,
        sandboxesPerSubmission,
        perProcess,
        perSecond: AT_ONCE / ((lastAnalyzed - t0) / 1000),
        seconds: { analyzed: (lastAnalyzed - t0) / 1000, delivered: (lastDelivered - t0) / 1000 },
        together: await Promise.all(rounds.map((r) => timing(r.id, t0, at.get(r.id)!))),
      };
    };
    const bursts: Awaited<ReturnType<typeof burst>>[] = [];
    for (let run = 0; run < RUNS; run++) bursts.push(await burst());
    const byThroughput = [...bursts].sort((a, b) => a.perSecond - b.perSecond);
    /** The run of median throughput: its figures are the rows'. */
    const median = byThroughput[Math.floor((byThroughput.length - 1) / 2)];
    const runsOf = (f: (b: (typeof bursts)[number]) => number, digits = 0) =>
      `${RUNS === 1 ? 'one run' : `runs: ${bursts.map((b) => f(b).toFixed(digits)).join(', ')}`}`;

    const stepsOf = (ts: Timing[], pick: (xs: number[]) => number) =>
      STEPS.map((step) => `${step} ${pick(ts.map((t) => t.steps[step])).toFixed(0)}`).join(', ');
    const p = (ts: Timing[], f: (t: Timing) => number, q: number) => nearestRank(ts.map(f), q);
    /** The median over the runs of each run's percentile, and each run's. */
    const ofRuns = (runs: Timing[][], f: (t: Timing) => number, q: number) => {
      const each = runs.map((ts) => p(ts, f, q));
      return { value: nearestRank(each, 50), each: `runs: ${each.map((v) => v.toFixed(0)).join(', ')} ms` };
    };
    const sequential = sequentialRuns.flat();
    const wrong = wrongRuns.flat();
    const sandboxP50 = ofRuns(sequentialRuns, (t) => t.steps.sandbox, 50).value;
    const anchor = { name: 'sandbox step (scoreSubmission) p50', value: sandboxP50, unit: 'ms' };
    const runsNote = RUNS === 1 ? '' : `, median of ${RUNS} runs`;
    const latency = (label: string, f: (t: Timing) => number, goalMs: number, detail: string): BenchRow[] => {
      const [p50, p95] = [ofRuns(sequentialRuns, f, 50), ofRuns(sequentialRuns, f, 95)];
      return [
        {
          bench,
          name: `submit → ${label} p50 (${SEQUENTIAL} one after another${runsNote})`,
          value: p50.value,
          unit: 'ms',
          anchor,
          ratio: p50.value / sandboxP50,
          goal: `<= ${goalMs / 1000} s`,
          met: p50.value <= goalMs,
          detail: `${p50.each}; ${detail}`,
        },
        {
          bench,
          name: `submit → ${label} p95`,
          value: p95.value,
          unit: 'ms',
          anchor,
          ratio: p95.value / sandboxP50,
          detail: p95.each,
        },
      ];
    };
    const rightP50 = ofRuns(sequentialRuns, (t) => t.analyzed, 50).value;
    const wrongP50 = ofRuns(wrongRuns, (t) => t.analyzed, 50);
    const oneAtATime = 1000 / mean(sequential.map((t) => t.analyzed));
    const rows: BenchRow[] = [
      ...latency(
        'analyzed',
        (t) => t.analyzed,
        1000,
        `p50 per step over the runs (ms): ${stepsOf(sequential, (xs) => nearestRank(xs, 50))}; ` +
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
        bench,
        name: `submit → analyzed p50, rounds of wrong programs (${WRONG}, each after a right one${runsNote})`,
        value: wrongP50.value,
        unit: 'ms',
        anchor: { name: "the right rounds' p50", value: rightP50, unit: 'ms' },
        ratio: wrongP50.value / rightP50,
        goal: `<= ${WRONG_GOAL}`,
        met: wrongP50.value <= WRONG_GOAL * rightP50,
        detail:
          `${wrongP50.each}; every case failing (each reference with a line too many); ` +
          `p50 per step (ms): ${stepsOf(wrong, (xs) => nearestRank(xs, 50))}; p95 ${p(wrong, (t) => t.analyzed, 95).toFixed(0)} ms`,
      },
      {
        bench,
        name: `CPU per analyzed submission, ${AT_ONCE} mixed rounds at once (every process, results delivered)`,
        value: median.cpuPerSubmission,
        unit: 'ms',
        anchor: { name: "its sandboxes' own CPU", value: median.sandboxesPerSubmission, unit: 'ms' },
        ratio: median.cpuPerSubmission / median.sandboxesPerSubmission,
        goal: `<= ${CPU_GOAL}`,
        met: median.cpuPerSubmission <= CPU_GOAL * median.sandboxesPerSubmission,
        detail:
          "the run of median throughput; the machine's busy time (/proc/stat) from the first submit until every round " +
          "was analyzed, its webhook delivered and its e-mails sent, over the rounds; the sandboxes' from the reaped children of the " +
          "worker's sandbox spawner; a mixed round is a right program, a near miss and a wrong one (bench/programs.ts); " +
          `per submission (ms): sandboxes ${median.sandboxesPerSubmission.toFixed(0)}, ${median.perProcess}; ` +
          `every process, ${runsOf((b) => b.cpuPerSubmission)} ms`,
      },
      {
        bench,
        name: `throughput, ${AT_ONCE} mixed rounds submitted at once${runsNote}`,
        value: median.perSecond,
        unit: 'analyzed/s',
        anchor: { name: 'one at a time (1 / mean submit → analyzed)', value: oneAtATime, unit: '/s' },
        ratio: median.perSecond / oneAtATime,
        goal: `>= ${THROUGHPUT_GOAL[bench]} /s`,
        met: median.perSecond >= THROUGHPUT_GOAL[bench],
        detail:
          `${runsOf((b) => b.perSecond, 2)} /s; the median run: first submit to last analyzed ${median.seconds.analyzed.toFixed(1)} s, ` +
          `last webhook ${median.seconds.delivered.toFixed(1)} s; mean per step (ms): ${stepsOf(median.together, mean)}`,
      },
      ...byLanguage,
    ];
    console.log(
      `${SEQUENTIAL} submissions one after another (after one warm-up), then ${AT_ONCE} at once; ${RUNS} runs of each; ` +
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
