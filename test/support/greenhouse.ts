import { AssertionError } from 'node:assert';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { startWebhookReceiver, type Answer, type ReceivedRequest, type WebhookReceiver } from './webhook-receiver';

/**
 * Greenhouse, as its Assessment Partner API document describes it (developers.greenhouse.io/assessment.html,
 * digested in docs/greenhouse-partner-api.md), written from that document alone and not from our service:
 * it calls a partner's `list_tests`, `send_test`, `test_status` and `response_error` with HTTP Basic (the
 * organisation's API key as user name, an empty password), and receives the partner's PATCH "Mark Test as
 * Completed" on an HTTPS receiver of its own, at the `url` it sent with `send_test`.
 */

export type ApiCall = 'list_tests' | 'send_test' | 'test_status' | 'response_error';

/** "The API key sent to Greenhouse must be less than 171 characters." (_introduction.md) */
export const MAX_API_KEY_LENGTH = 170;
/** The deprecated polling path: "polling the `test_status` endpoint hourly" (_test_status.md). */
export const POLLING_INTERVAL_MS = 60 * 60 * 1000;
/** "... or after 8 weeks have passed since the test was sent." (_test_status.md) */
export const POLLING_PERIOD_MS = 8 * 7 * 24 * 60 * 60 * 1000;

export interface GreenhouseOptions {
  /** The partner's base URL: each endpoint is `${baseUrl}/${name}` (e.g. `.../v1/integrations/greenhouse/list_tests`). */
  baseUrl: string;
  /** The organisation's API key, which the partner gave the customer. At most 170 characters. */
  apiKey: string;
  /** The URL of an endpoint, where it is not `${baseUrl}/${name}` (the partner chooses its URLs). */
  urls?: Partial<Record<ApiCall, string>>;
  /** PEM CA certificate(s) to trust for an https partner (they replace Node's own list). */
  ca?: string | Buffer;
  /** The document requires HTTPS endpoints; by default an http:// partner (a local test server) is let through. */
  requireHttps?: boolean;
  /** Each request's time-out (the document states none). Default 30 s. */
  requestTimeoutMs?: number;
  /** A receiver to take the PATCHes on (closed by its owner); by default one of its own, closed by close(). */
  receiver?: WebhookReceiver;
  /** The host of the `url`s sent: `localhost` (default) or `127.0.0.1`. */
  receiverHost?: 'localhost' | '127.0.0.1';
  /** Where `greenhouse_profile_url` points. Default `https://app.greenhouse.io` (the partner only stores it). */
  profileOrigin?: string;
  /**
   * As the document says Greenhouse does ("Each time an invalid response arrives, Greenhouse will send a POST
   * request to the `response_error` API endpoint"): after a 2xx answer of list_tests, send_test or test_status
   * that fails its validator, POST a report to response_error (recorded in `reports`). Off by default.
   */
  reportMalformedResponses?: boolean;
}

/** An answer of the partner: its status, its body parsed as JSON (else the raw text; undefined when empty). */
export interface Reply<T = any> {
  status: number;
  body: T;
  text: string;
  headers: IncomingHttpHeaders;
}

export interface CallOptions {
  /** Another key for this one call (a wrong one, another company's): no length check. */
  apiKey?: string;
  /** The whole Authorization header instead, or null to send none. */
  authorization?: string | null;
}

/** The candidate of a send_test request; extra keys are sent too (Greenhouse may "add more properties"). */
export interface Candidate {
  first_name: string;
  last_name: string;
  email: string;
  /** "Required: Yes"; default: the first name. Pass null to send null. */
  preferred_name?: string | null;
  /** Optional in the document; default null ("Properties without a value will use `null`"). */
  resume_url?: string | null;
  phone_number?: string | null;
  /** Default: a fresh `${profileOrigin}/people/<id>?application_id=<id>`. */
  greenhouse_profile_url?: string;
  [extra: string]: unknown;
}

export interface SendTestInput extends CallOptions {
  /** `partner_test_id`, from list_tests. */
  testId: string;
  candidate: Candidate;
  /** `sent_by`, the sender's email address; default `recruiter@example.org`; null sends null. */
  sentBy?: string | null;
  /** The `url`; default a fresh one on the receiver, shaped as the document's `/integrations/testing_partners/take_home_tests/<id>`. */
  url?: string;
  /** Top-level or candidate keys to leave out of the body entirely (e.g. `['sent_by', 'candidate.preferred_name']`). */
  omit?: string[];
  /** More top-level properties. */
  extra?: Record<string, unknown>;
}

/** A test Greenhouse sent: what it sent, where the PATCH is awaited, the partner's answer. */
export interface SentTest {
  testId: string;
  /** The `url` sent, and its path on the receiver. */
  url: string;
  path: string;
  request: Record<string, any>;
  reply: Reply;
  /** The `partner_interview_id` answered, when it was a string. */
  partnerInterviewId: string | undefined;
}

export type SendTestReply = Reply & {
  url: string;
  request: Record<string, any>;
  partnerInterviewId: string | undefined;
};

/** The body of a response_error request, in the document's own names. */
export interface ResponseErrorReport {
  api_call: string;
  errors: string[];
  partner_test_id?: string;
  partner_test_name?: string;
  partner_interview_id?: string;
  candidate_email?: string;
  [extra: string]: unknown;
}

export interface PollResult {
  /** The answer with `partner_status` `complete`. */
  reply: Reply;
  /** How many test_status requests it took. */
  polls: number;
}

export interface Greenhouse {
  readonly apiKey: string;
  readonly baseUrl: string;
  /** The CA of the PATCH receiver's certificate: the partner must trust it (NODE_EXTRA_CA_CERTS). */
  readonly caFile: string;
  readonly receiver: WebhookReceiver;
  /** Every response_error report sent under `reportMalformedResponses`, with the partner's answer. */
  readonly reports: { report: ResponseErrorReport; reply: Reply }[];
  /** `Basic base64(key + ":")`, as Greenhouse sends it. */
  authorization(apiKey?: string): string;
  urlOf(call: ApiCall): string;
  /** GET list_tests, no parameters. */
  listTests(options?: CallOptions): Promise<Reply>;
  /** POST send_test with a JSON body, `url` pointing at the receiver. */
  sendTest(input: SendTestInput): Promise<SendTestReply>;
  /** GET test_status?partner_interview_id=… */
  testStatus(partnerInterviewId: string, options?: CallOptions): Promise<Reply>;
  /** POST response_error with a JSON body. */
  responseError(report: ResponseErrorReport, options?: CallOptions): Promise<Reply>;
  sent(): SentTest[];
  /** A sent test, by `partner_interview_id` or `url`. */
  sentTest(ref: string): SentTest;
  /** The PATCHes received so far at a sent test's `url` (ref: `partner_interview_id` or `url`). */
  patches(ref: string): ReceivedRequest[];
  /** Script the receiver's answers to a test's PATCHes: each takes the next, the last repeats (default 200). */
  answerPatches(ref: string, answers: Answer[]): void;
  /**
   * The next PATCH at a test's `url` not yet taken by an earlier call: the first call resolves with the first
   * PATCH (even one that came before the call), the second with the second, … On arrival, not by polling.
   */
  nextPatch(ref: string, timeoutMs?: number): Promise<ReceivedRequest>;
  /** What Greenhouse does on a PATCH ("Upon this, Greenhouse will send a request to your Test Status endpoint"). */
  nextCompletion(ref: string, timeoutMs?: number): Promise<{ patch: ReceivedRequest; status: Reply }>;
  /**
   * The deprecated path: test_status every `intervalMs` until `partner_status` is `complete` (each 2xx answer
   * checked by assertTestStatusResponse). A 4xx answer stops it with an error; a 5xx or a connection error is
   * polled past. Rejects after `timeoutMs` (Greenhouse itself stops after 8 weeks, POLLING_PERIOD_MS).
   */
  pollUntilComplete(
    partnerInterviewId: string,
    options?: { intervalMs?: number; timeoutMs?: number },
  ): Promise<PollResult>;
  close(): Promise<void>;
}

export function basicAuthorization(apiKey: string): string {
  return `Basic ${Buffer.from(`${apiKey}:`, 'utf8').toString('base64')}`;
}

export async function startGreenhouse(options: GreenhouseOptions): Promise<Greenhouse> {
  if (options.apiKey.length > MAX_API_KEY_LENGTH)
    throw new Error(`an API key must be less than 171 characters (Greenhouse's rule), got ${options.apiKey.length}`);
  if (options.apiKey.length === 0) throw new Error('an API key is required');
  const base = options.baseUrl.replace(/\/+$/, '');
  for (const call of ['list_tests', 'send_test', 'test_status', 'response_error'] as const) {
    const protocol = new URL(options.urls?.[call] ?? `${base}/${call}`).protocol;
    if (protocol !== 'https:' && (options.requireHttps || protocol !== 'http:'))
      throw new Error(`${call}: the document requires HTTPS endpoints, got ${protocol}`);
  }
  const ownReceiver = !options.receiver;
  const receiver = options.receiver ?? (await startWebhookReceiver());
  const timeoutMs = options.requestTimeoutMs ?? 30_000;
  const profileOrigin = (options.profileOrigin ?? 'https://app.greenhouse.io').replace(/\/+$/, '');
  const tests: SentTest[] = [];
  const taken = new Map<string, number>();
  const reports: { report: ResponseErrorReport; reply: Reply }[] = [];
  let lastTests: unknown;
  let sequence = 10_000 + Math.floor(Math.random() * 80_000);

  const urlOf = (call: ApiCall) => options.urls?.[call] ?? `${base}/${call}`;
  const authHeader = (o: CallOptions = {}): Record<string, string> => {
    if (o.authorization === null) return {};
    return { Authorization: o.authorization ?? basicAuthorization(o.apiKey ?? options.apiKey) };
  };
  const send = (method: string, url: string, headers: Record<string, string>, body?: unknown) =>
    request(method, url, headers, body, { ca: options.ca, timeoutMs });

  const sentTest = (ref: string): SentTest => {
    const found = tests.find((t) => t.partnerInterviewId === ref || t.url === ref);
    if (!found) throw new Error(`no test was sent with partner_interview_id or url ${ref}`);
    return found;
  };

  /** Under reportMalformedResponses: what Greenhouse does with an answer that does not validate. */
  const check = async (
    reply: Reply,
    validate: () => void,
    context: { api_call: ApiCall } & Partial<Record<string, string>>,
  ) => {
    if (!options.reportMalformedResponses || reply.status < 200 || reply.status > 299) return;
    try {
      validate();
    } catch (error) {
      if (!(error instanceof AssertionError)) throw error;
      const report: ResponseErrorReport = { ...context, errors: [error.message] };
      reports.push({ report, reply: await greenhouse.responseError(report) });
    }
  };
  const testName = (testId: string): string | undefined =>
    Array.isArray(lastTests)
      ? lastTests.find((t) => t && typeof t === 'object' && t.partner_test_id === testId)?.partner_test_name
      : undefined;

  const greenhouse: Greenhouse = {
    apiKey: options.apiKey,
    baseUrl: base,
    caFile: receiver.caFile,
    receiver,
    reports,
    authorization: (apiKey = options.apiKey) => basicAuthorization(apiKey),
    urlOf,

    async listTests(o) {
      const reply = await send('GET', urlOf('list_tests'), authHeader(o));
      if (reply.status >= 200 && reply.status <= 299) lastTests = reply.body;
      await check(reply, () => assertListTestsResponse(reply.body), { api_call: 'list_tests' });
      return reply;
    },

    async sendTest(input) {
      const id = ++sequence;
      const url =
        input.url ?? receiver.url(`/integrations/testing_partners/take_home_tests/${id}`, options.receiverHost);
      const candidate: Record<string, unknown> = {
        preferred_name: input.candidate.first_name,
        resume_url: null,
        phone_number: null,
        greenhouse_profile_url: `${profileOrigin}/people/${id + 17_000_000}?application_id=${id + 26_000_000}`,
        ...input.candidate,
      };
      const body: Record<string, any> = {
        partner_test_id: input.testId,
        candidate,
        sent_by: input.sentBy === undefined ? 'recruiter@example.org' : input.sentBy,
        url,
        ...input.extra,
      };
      for (const key of input.omit ?? []) {
        if (key.startsWith('candidate.')) delete candidate[key.slice('candidate.'.length)];
        else delete body[key];
      }
      const reply = await send(
        'POST',
        urlOf('send_test'),
        { ...authHeader(input), 'Content-Type': 'application/json' },
        body,
      );
      const answered = reply.body && typeof reply.body === 'object' ? reply.body.partner_interview_id : undefined;
      const partnerInterviewId = typeof answered === 'string' ? answered : undefined;
      const ok = reply.status >= 200 && reply.status <= 299;
      if (ok) tests.push({ testId: input.testId, url, path: pathOf(url), request: body, reply, partnerInterviewId });
      await check(reply, () => assertSendTestResponse(reply.body), {
        api_call: 'send_test',
        partner_test_id: input.testId,
        ...optional('partner_test_name', testName(input.testId)),
        ...optional('candidate_email', typeof candidate.email === 'string' ? candidate.email : undefined),
      });
      return { ...reply, url, request: body, partnerInterviewId };
    },

    async testStatus(partnerInterviewId, o) {
      const url = new URL(urlOf('test_status'));
      url.searchParams.set('partner_interview_id', partnerInterviewId);
      const reply = await send('GET', url.toString(), authHeader(o));
      const test = tests.find((t) => t.partnerInterviewId === partnerInterviewId);
      await check(reply, () => assertTestStatusResponse(reply.body), {
        api_call: 'test_status',
        partner_interview_id: partnerInterviewId,
        ...optional('partner_test_id', test?.testId),
        ...optional('partner_test_name', test && testName(test.testId)),
        ...optional('candidate_email', test?.request.candidate?.email),
      });
      return reply;
    },

    responseError(report, o) {
      return send('POST', urlOf('response_error'), { ...authHeader(o), 'Content-Type': 'application/json' }, report);
    },

    sent: () => [...tests],
    sentTest,
    patches: (ref) => receiver.received(sentTest(ref).path).filter((r) => r.method === 'PATCH'),
    answerPatches: (ref, answers) => receiver.answer(sentTest(ref).path, answers),

    async nextPatch(ref, waitMs = 30_000) {
      const { path } = sentTest(ref);
      const n = (taken.get(path) ?? 0) + 1;
      taken.set(path, n);
      const received = await receiver.waitFor(path, n, waitMs);
      return received[n - 1];
    },

    async nextCompletion(ref, waitMs) {
      const test = sentTest(ref);
      const patch = await greenhouse.nextPatch(ref, waitMs);
      if (!test.partnerInterviewId) throw new Error(`the test at ${test.url} has no partner_interview_id to ask about`);
      return { patch, status: await greenhouse.testStatus(test.partnerInterviewId) };
    },

    async pollUntilComplete(partnerInterviewId, { intervalMs = 200, timeoutMs: limit = 30_000 } = {}) {
      const deadline = Date.now() + limit;
      let polls = 0;
      let last = 'no answer yet';
      for (;;) {
        polls += 1;
        try {
          const reply = await greenhouse.testStatus(partnerInterviewId);
          last = `${reply.status} ${reply.text.slice(0, 300)}`;
          if (reply.status >= 400 && reply.status <= 499)
            throw new PollStopped(`test_status ${partnerInterviewId} answered ${last}`);
          if (reply.status >= 200 && reply.status <= 299) {
            assertTestStatusResponse(reply.body);
            if (reply.body.partner_status === 'complete') return { reply, polls };
          }
        } catch (error) {
          if (error instanceof PollStopped || error instanceof AssertionError) throw error;
          last = String(error);
        }
        if (Date.now() + intervalMs > deadline)
          throw new Error(`test ${partnerInterviewId} not complete after ${polls} polls in ${limit} ms; last: ${last}`);
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    },

    async close() {
      if (ownReceiver) await receiver.close();
    },
  };
  return greenhouse;
}

class PollStopped extends Error {}

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;

function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

function request(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  { ca, timeoutMs }: { ca?: string | Buffer; timeoutMs: number },
): Promise<Reply> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method,
        headers: payload ? { ...headers, 'Content-Length': String(payload.length) } : headers,
        ...(target.protocol === 'https:' && ca ? { ca } : {}),
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text === '' ? undefined : text;
          try {
            if (text !== '') parsed = JSON.parse(text);
          } catch {
            // not JSON: the raw text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, text, headers: res.headers });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

// ---- Validators: what the document requires of each answer, naming the field that breaks it. ----

function fail(field: string, message: string, actual?: unknown): never {
  throw new AssertionError({ message: `${field}: ${message}`, actual, operator: 'greenhouse' });
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireObject(field: string, value: unknown): Record<string, unknown> {
  if (!isObject(value)) fail(field, `expected a JSON object, got ${kind(value)}`, value);
  return value;
}

function requireString(field: string, value: unknown): string {
  if (value === undefined) fail(field, 'required, missing');
  if (typeof value !== 'string') fail(field, `expected a string, got ${kind(value)} ${JSON.stringify(value)}`, value);
  return value;
}

/** An optional property: absent, or null ("Properties without a value will use `null`"), or of its type. */
function optionalOf(field: string, value: unknown, type: 'string' | 'number'): void {
  if (value === undefined || value === null) return;
  if (typeof value !== type || (type === 'number' && !Number.isFinite(value)))
    fail(field, `expected a ${type} (or null), got ${kind(value)} ${JSON.stringify(value)}`, value);
}

function requireUrl(field: string, value: unknown): void {
  const text = requireString(field, value);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    fail(field, `expected a URL, got ${JSON.stringify(text)}`, value);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    fail(field, `expected an http(s) URL, got ${JSON.stringify(text)}`, value);
}

function onlyKeys(field: string, value: Record<string, unknown>, allowed: readonly string[], why: string): void {
  const extra = Object.keys(value).filter((k) => !allowed.includes(k));
  if (extra.length) fail(`${field}.${extra[0]}`, `unexpected key (${why})`, value);
}

export interface ListedTest {
  partner_test_id: string;
  partner_test_name: string;
}

/** _list_tests.md: a JSON list of test objects, each with `partner_test_id` and `partner_test_name`, both strings. */
export function assertListTestsResponse(body: unknown): asserts body is ListedTest[] {
  if (!Array.isArray(body)) fail('list_tests', `expected a JSON array of test objects, got ${kind(body)}`, body);
  body.forEach((test, i) => {
    const t = requireObject(`list_tests[${i}]`, test);
    requireString(`list_tests[${i}].partner_test_id`, t.partner_test_id);
    requireString(`list_tests[${i}].partner_test_name`, t.partner_test_name);
  });
}

/** _send_test.md: "a single object that contains a single key: `partner_interview_id`", a string. */
export function assertSendTestResponse(body: unknown): asserts body is { partner_interview_id: string } {
  const b = requireObject('send_test', body);
  requireString('send_test.partner_interview_id', b.partner_interview_id);
  onlyKeys('send_test', b, ['partner_interview_id'], '"a single object that contains a single key"');
}

export interface TestStatus {
  partner_status: string;
  partner_profile_url?: string | null;
  partner_score?: number | null;
  metadata?: Record<string, string | number | boolean | null> | null;
}

/**
 * _test_status.md: an object "with up to four keys": `partner_status` (string, required; "complete" once
 * complete), `partner_profile_url` (string, "Required only if status is complete"), `partner_score` (number,
 * optional), `metadata` (optional, "A non-nested object ... All of the values must be Javascript primitives").
 * `complete`: true to require `complete`, false to require another status.
 */
export function assertTestStatusResponse(
  body: unknown,
  expect: { complete?: boolean } = {},
): asserts body is TestStatus {
  const b = requireObject('test_status', body);
  const status = requireString('test_status.partner_status', b.partner_status);
  if (expect.complete === true && status !== 'complete')
    fail('test_status.partner_status', `expected "complete", got ${JSON.stringify(status)}`, status);
  if (expect.complete === false && status === 'complete')
    fail('test_status.partner_status', 'expected a status other than "complete"', status);
  if (status === 'complete') requireUrl('test_status.partner_profile_url', b.partner_profile_url);
  else optionalOf('test_status.partner_profile_url', b.partner_profile_url, 'string');
  optionalOf('test_status.partner_score', b.partner_score, 'number');
  if (b.metadata !== undefined && b.metadata !== null) {
    const metadata = requireObject('test_status.metadata', b.metadata);
    for (const [key, value] of Object.entries(metadata)) {
      if (value !== null && !['string', 'number', 'boolean'].includes(typeof value))
        fail(
          `test_status.metadata[${JSON.stringify(key)}]`,
          `expected a primitive (non-nested), got ${kind(value)}`,
          value,
        );
    }
  }
  onlyKeys(
    'test_status',
    b,
    ['partner_status', 'partner_profile_url', 'partner_score', 'metadata'],
    '"up to four keys: partner_status, partner_profile_url, partner_score, and metadata"',
  );
}

/**
 * _patch_completed_test.md: `PATCH` to the `url` sent with send_test, with `Authorization: Basic` (the example
 * carries the same credential as Greenhouse's own calls: the API key as user name, an empty password), and
 * "No parameters": no query string, and an empty body (an empty JSON object let through).
 * `expected.url`: the url sent; `expected.apiKey`: the key the user name must be.
 */
export function assertCompletedTestPatch(
  request: Pick<ReceivedRequest, 'method' | 'path' | 'headers' | 'body'>,
  expected: { url?: string; apiKey?: string } = {},
): void {
  if (request.method !== 'PATCH') fail('PATCH.method', `expected PATCH, got ${request.method}`, request.method);
  if (expected.url !== undefined) {
    const want = pathOf(expected.url);
    if (request.path !== want) fail('PATCH.url', `expected the send_test url's path ${want}, got ${request.path}`);
  }
  if (request.path.includes('?')) fail('PATCH.url', `"No parameters are necessary", got a query: ${request.path}`);
  const header = request.headers.authorization;
  if (typeof header !== 'string') fail('PATCH.headers.authorization', 'required (HTTP Basic), missing', header);
  const match = /^Basic ([A-Za-z0-9+/]+={0,2})$/.exec(header);
  if (!match) fail('PATCH.headers.authorization', `expected "Basic <base64>", got ${JSON.stringify(header)}`, header);
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0)
    fail('PATCH.headers.authorization', 'the credentials have no ":" (key, then ":", then an empty password)');
  const user = decoded.slice(0, colon);
  if (decoded.slice(colon + 1) !== '') fail('PATCH.headers.authorization', 'expected an empty password after the key');
  if (user === '') fail('PATCH.headers.authorization', 'expected the API key as user name, got an empty one');
  if (expected.apiKey !== undefined && user !== expected.apiKey)
    fail('PATCH.headers.authorization', "expected the organisation's API key as user name, got another", user);
  const text = request.body.toString('utf8').trim();
  if (text !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      fail('PATCH.body', `"No parameters are necessary", got ${JSON.stringify(text.slice(0, 100))}`);
    }
    if (!isObject(parsed) || Object.keys(parsed).length > 0)
      fail('PATCH.body', `"No parameters are necessary", got ${JSON.stringify(text.slice(0, 100))}`, parsed);
  }
}
