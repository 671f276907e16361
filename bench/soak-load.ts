import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { SinkMessage } from '../scripts/services/smtp-sink';
import { program, ROUND_OUTCOMES } from './programs';

/** One request's route (its method and path template), when it was sent (ms from the load's start), and how long it took. */
export interface Sample {
  route: string;
  at: number;
  ms: number;
}

export interface SoakCompany {
  testCode: string;
  token: string;
}

/** What the load did, for the bench's "nothing lost" checks. */
export interface Ledger {
  submitted: Map<string, number>;
  invited: Set<string>;
  runs: number;
  /** Requests answered with a status the load did not expect, by route and status. */
  failures: Map<string, number>;
  /** Ticks skipped because too many candidates were still playing: the stack fell behind the rate. */
  skipped: number;
}

const HOLES = [12, 47, 93];
const LANGUAGES = ['javascript', 'python', 'python'] as const;
/** One candidate in RUN_EVERY runs Run example on their first hole before submitting. */
const RUN_EVERY = 4;
/** How long a candidate waits for their e-mailed code. */
const CODE_WAIT_MS = 60_000;
/** Candidates still playing when the next tick comes that make it skip: the stack is behind. */
const MAX_PLAYING = 100;

/** The verification codes the SMTP sink received, by recipient, taken once by whoever waits for them. */
export function createMailbox() {
  const codes = new Map<string, string>();
  const waiting = new Map<string, (code: string) => void>();
  const recipients = new Set<string>();
  return {
    recipients,
    onMessage(m: SinkMessage) {
      const code = /\b(\d{6})\b/.exec(m.parsed.text ?? '')?.[1];
      for (const to of m.envelopeTo) {
        recipients.add(to);
        if (!code) continue;
        const wake = waiting.get(to);
        if (wake) {
          waiting.delete(to);
          wake(code);
        } else codes.set(to, code);
      }
    },
    code(email: string): Promise<string> {
      const code = codes.get(email);
      if (code) {
        codes.delete(email);
        return Promise.resolve(code);
      }
      // A code that never comes fails its candidate (counted), rather than hang the load's end.
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(email);
          reject(new Error(`no code reached ${email} within ${CODE_WAIT_MS / 1000} s`));
        }, CODE_WAIT_MS);
        waiting.set(email, (code) => {
          clearTimeout(timer);
          resolve(code);
        });
      });
    },
  };
}
export type Mailbox = ReturnType<typeof createMailbox>;

/**
 * The soak's traffic against one API: candidates who verify, start, save three shots (one in
 * RUN_EVERY runs an example first) and submit, one every 1/submissionsPerSecond s; company reads
 * (me, the playback list, a submission, invitations, deliveries, activity) spread over every
 * company; and an invitation of two addresses every inviteEverySeconds, with an Idempotency-Key.
 * Every request is timed by its route; a status other than the expected one is counted as a failure.
 */
export function createLoad(options: {
  base: string;
  companies: SoakCompany[];
  mailbox: Mailbox;
  variationsOf: (submissionId: string) => Promise<string[]>;
}) {
  const { base, companies, mailbox } = options;
  const samples: Sample[] = [];
  const ledger: Ledger = { submitted: new Map(), invited: new Set(), runs: 0, failures: new Map(), skipped: 0 };
  const recent: string[][] = companies.map(() => []);
  let started = performance.now();
  let candidates = 0;
  let playing = 0;
  let reads = 0;
  let invitations = 0;

  const call = async (route: string, method: string, url: string, body?: unknown, token?: string, expect = 200) => {
    const at = performance.now();
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(route === 'POST /invite' ? { 'idempotency-key': randomUUID() } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    samples.push({ route, at: at - started, ms: performance.now() - at });
    if (res.status !== expect) {
      const key = `${route} ${res.status}`;
      ledger.failures.set(key, (ledger.failures.get(key) ?? 0) + 1);
      throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    }
    return text ? JSON.parse(text) : undefined;
  };

  const playOne = async () => {
    const n = ++candidates;
    const c = (n - 1) % companies.length;
    const company = companies[c];
    const email = `soak-${n}@example.test`;
    await call('POST /rounds/verify', 'POST', '/rounds/verify', { code: company.testCode, email }, undefined, 202);
    const verification = await mailbox.code(email).catch((err) => {
      ledger.failures.set('code e-mail', (ledger.failures.get('code e-mail') ?? 0) + 1);
      throw err;
    });
    const round = await call(
      'POST /rounds',
      'POST',
      '/rounds',
      { code: company.testCode, email, name: `Soak Candidate ${n}`, holes: HOLES, verification },
      undefined,
      201,
    );
    const variations = await options.variationsOf(round.id);
    const outcomes = ROUND_OUTCOMES[(['right', 'mixed', 'wrong'] as const)[n % 3]];
    const codes = HOLES.map((hole, i) => program(hole, variations[i], LANGUAGES[i], outcomes[i]));
    const shot = (i: number) => `/rounds/${round.id}/shots/${HOLES[i]}`;
    if (n % RUN_EVERY === 0) {
      await call(
        'POST run example',
        'POST',
        `${shot(0)}/run`,
        { language: LANGUAGES[0], code: codes[0] },
        round.round_token,
      );
      ledger.runs++;
    }
    for (const i of HOLES.keys())
      await call('PUT shot', 'PUT', shot(i), { language: LANGUAGES[i], code: codes[i] }, round.round_token);
    ledger.submitted.set(round.id, Date.now());
    await call('POST submit', 'POST', `/rounds/${round.id}/submit`, { message: 'Thanks!' }, round.round_token, 202);
    recent[c].push(round.id);
    if (recent[c].length > 20) recent[c].shift();
  };

  const READS: Array<(company: SoakCompany, c: number) => Promise<unknown>> = [
    (co) => call('GET /me', 'GET', '/me', undefined, co.token),
    (co) => call('GET /playback', 'GET', '/playback', undefined, co.token),
    (co, c) =>
      recent[c].length
        ? call('GET /playback/{id}', 'GET', `/playback/${recent[c][reads % recent[c].length]}`, undefined, co.token)
        : call('GET /me', 'GET', '/me', undefined, co.token),
    (co) => call('GET /invitations', 'GET', '/invitations', undefined, co.token),
    (co) => call('GET /webhook/deliveries', 'GET', '/webhook/deliveries', undefined, co.token),
    (co) => call('GET /activity', 'GET', '/activity', undefined, co.token),
  ];
  const readOne = async () => {
    const n = reads++;
    const c = n % companies.length;
    await READS[Math.floor(n / companies.length) % READS.length](companies[c], c);
  };

  const inviteTwo = async () => {
    const n = ++invitations;
    const company = companies[n % companies.length];
    const emails = [`invited-${n}-a@example.test`, `invited-${n}-b@example.test`];
    await call('POST /invite', 'POST', '/invite', { emails }, company.token, 202);
    emails.forEach((e) => ledger.invited.add(e));
  };

  /** Calls `fn` every `ms` until `until` (ms from the start) without waiting for it: an open loop. */
  const every = async (ms: number, until: number, fn: () => Promise<unknown>, pending: Promise<unknown>[]) => {
    for (let next = ms; next < until; next += ms) {
      const wait = next - (performance.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(fn().catch(() => undefined));
    }
  };

  return {
    samples,
    ledger,
    /** Runs the load for `seconds`; resolves once every request it sent is answered. */
    async run(
      seconds: number,
      rates: { submissionsPerSecond: number; readsPerSecond: number; inviteEverySeconds: number },
    ) {
      started = performance.now();
      const until = seconds * 1000;
      const pending: Promise<unknown>[] = [];
      const candidate = async () => {
        if (playing >= MAX_PLAYING) {
          ledger.skipped++;
          return;
        }
        playing++;
        try {
          await playOne();
        } finally {
          playing--;
        }
      };
      await Promise.all([
        every(1000 / rates.submissionsPerSecond, until, candidate, pending),
        every(1000 / rates.readsPerSecond, until, readOne, pending),
        every(rates.inviteEverySeconds * 1000, until, inviteTwo, pending),
      ]);
      await Promise.all(pending);
    },
  };
}
