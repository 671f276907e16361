import assert, { AssertionError } from 'node:assert/strict';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import {
  assertCompletedTestPatch,
  assertListTestsResponse,
  assertSendTestResponse,
  assertTestStatusResponse,
  basicAuthorization,
  startGreenhouse,
  type Greenhouse,
} from '../../support/greenhouse';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';

/**
 * The Greenhouse simulator itself (test/support/greenhouse.ts), with no service of ours: its validators on the
 * document's own examples, and its calls, PATCH receiver and polling against a toy partner in this file.
 */

// The document's examples (developers.greenhouse.io/assessment.html), as printed there.
const LIST_TESTS = [
  { partner_test_id: '12345', partner_test_name: 'My First Test' },
  { partner_test_id: '54321', partner_test_name: 'My Second Test' },
];
const SEND_TEST = { partner_interview_id: '98765' };
const TEST_STATUS = {
  partner_status: 'complete',
  partner_profile_url: 'http://example.com/tests/12345',
  partner_score: 81,
  metadata: {
    'Started At': '10:15 AM 26 March 2014',
    'Completed At': '10:15 AM 26 March 2014',
    Notes: 'This candidate did extremely well!',
  },
};
/** The Authorization header of every example: the key 0d031d8227eafa61dc375a6c2e067e24, an empty password. */
const EXAMPLE_AUTHORIZATION = 'Basic MGQwMzFkODIyN2VhZmE2MWRjMzc1YTZjMmUwNjdlMjQ6';
const EXAMPLE_KEY = '0d031d8227eafa61dc375a6c2e067e24';

const rejects = (fn: () => void, field: string) =>
  assert.throws(fn, (e: unknown) => e instanceof AssertionError && e.message.startsWith(`${field}:`));

describe('Greenhouse simulator: validators on the document examples', () => {
  it('builds the example Authorization header from the example key', () => {
    assert.equal(basicAuthorization(EXAMPLE_KEY), EXAMPLE_AUTHORIZATION);
  });

  it('list_tests: accepts the example, names the broken field', () => {
    assertListTestsResponse(LIST_TESTS);
    assertListTestsResponse([]);
    rejects(() => assertListTestsResponse({ tests: LIST_TESTS }), 'list_tests');
    rejects(() => assertListTestsResponse([{ partner_test_id: '12345' }]), 'list_tests[0].partner_test_name');
    rejects(
      () => assertListTestsResponse([LIST_TESTS[0], { ...LIST_TESTS[1], partner_test_id: 54321 }]),
      'list_tests[1].partner_test_id',
    );
    rejects(() => assertListTestsResponse([null]), 'list_tests[0]');
  });

  it('send_test: accepts the example, refuses a number, a missing key, a second key', () => {
    assertSendTestResponse(SEND_TEST);
    rejects(() => assertSendTestResponse({ partner_interview_id: 98765 }), 'send_test.partner_interview_id');
    rejects(() => assertSendTestResponse({}), 'send_test.partner_interview_id');
    rejects(() => assertSendTestResponse({ ...SEND_TEST, status: 'sent' }), 'send_test.status');
    rejects(() => assertSendTestResponse([SEND_TEST]), 'send_test');
  });

  it('test_status: accepts the example and a minimal pending one, refuses what the document forbids', () => {
    assertTestStatusResponse(TEST_STATUS);
    assertTestStatusResponse(TEST_STATUS, { complete: true });
    assertTestStatusResponse({ partner_status: 'sent' }, { complete: false });
    assertTestStatusResponse({
      partner_status: 'started',
      partner_profile_url: null,
      partner_score: null,
      metadata: null,
    });
    rejects(
      () => assertTestStatusResponse({ partner_status: 'sent' }, { complete: true }),
      'test_status.partner_status',
    );
    rejects(() => assertTestStatusResponse(TEST_STATUS, { complete: false }), 'test_status.partner_status');
    rejects(
      () => assertTestStatusResponse({ ...TEST_STATUS, partner_status: undefined }),
      'test_status.partner_status',
    );
    // The document's own response_error example: "partner_status is 'complete' but partner_profile url is missing".
    rejects(
      () => assertTestStatusResponse({ partner_status: 'complete', partner_score: 81 }),
      'test_status.partner_profile_url',
    );
    rejects(() => assertTestStatusResponse({ ...TEST_STATUS, partner_score: '81' }), 'test_status.partner_score');
    rejects(
      () => assertTestStatusResponse({ ...TEST_STATUS, metadata: { Notes: { nested: true } } }),
      'test_status.metadata["Notes"]',
    );
    rejects(() => assertTestStatusResponse({ ...TEST_STATUS, metadata: ['a'] }), 'test_status.metadata');
    rejects(() => assertTestStatusResponse({ ...TEST_STATUS, partner_grade: 'A' }), 'test_status.partner_grade');
  });

  it('the PATCH: method, url, Basic with the key and an empty password, no parameters', () => {
    const url = 'https://app.greenhouse.io/integrations/testing_partners/take_home_tests/12345';
    const patch = {
      method: 'PATCH',
      path: '/integrations/testing_partners/take_home_tests/12345',
      headers: { authorization: EXAMPLE_AUTHORIZATION },
      body: Buffer.alloc(0),
    };
    assertCompletedTestPatch(patch, { url, apiKey: EXAMPLE_KEY });
    assertCompletedTestPatch({ ...patch, body: Buffer.from('{}') });
    rejects(() => assertCompletedTestPatch({ ...patch, method: 'POST' }), 'PATCH.method');
    rejects(() => assertCompletedTestPatch(patch, { url: `${url}9` }), 'PATCH.url');
    rejects(() => assertCompletedTestPatch({ ...patch, headers: {} }), 'PATCH.headers.authorization');
    rejects(() => assertCompletedTestPatch(patch, { apiKey: 'another' }), 'PATCH.headers.authorization');
    const withPassword = `Basic ${Buffer.from(`${EXAMPLE_KEY}:secret`).toString('base64')}`;
    rejects(
      () => assertCompletedTestPatch({ ...patch, headers: { authorization: withPassword } }),
      'PATCH.headers.authorization',
    );
    rejects(
      () => assertCompletedTestPatch({ ...patch, body: Buffer.from('{"partner_status":"complete"}') }),
      'PATCH.body',
    );
  });
});

/** A toy partner over http on 127.0.0.1, answering as the document's examples do. */
async function startToyPartner(apiKey: string, caFile: string) {
  const received: { method: string; url: string; body: any }[] = [];
  const instances = new Map<string, { url: string; status: string; polls: number; completeAfter: number }>();
  let malformed = false;
  const patch = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const req = httpsRequest(url, {
        method: 'PATCH',
        ca: readFileSync(caFile),
        headers: { Authorization: basicAuthorization(apiKey) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? JSON.parse(text) : undefined;
      received.push({ method: req.method ?? '', url: req.url ?? '', body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.headers.authorization !== basicAuthorization(apiKey)) return json(401, { error: 'unauthorized' });
      const url = new URL(req.url ?? '/', 'http://partner');
      if (req.method === 'GET' && url.pathname === '/gh/list_tests') return json(200, LIST_TESTS);
      if (req.method === 'POST' && url.pathname === '/gh/send_test') {
        const id = String(98765 + instances.size);
        instances.set(id, { url: body.url, status: 'sent', polls: 0, completeAfter: 2 });
        return json(200, { partner_interview_id: id });
      }
      if (req.method === 'GET' && url.pathname === '/gh/test_status') {
        const instance = instances.get(url.searchParams.get('partner_interview_id') ?? '');
        if (!instance) return json(404, { error: 'not found' });
        instance.polls += 1;
        if (malformed) return json(200, { partner_status: 'complete', partner_score: 81 });
        if (instance.status !== 'complete' && instance.polls >= instance.completeAfter) instance.status = 'complete';
        return json(200, instance.status === 'complete' ? TEST_STATUS : { partner_status: instance.status });
      }
      if (req.method === 'POST' && url.pathname === '/gh/response_error') return json(200, { status: 200 });
      json(404, { error: 'not found' });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/gh`,
    received,
    instances,
    malformed: (on: boolean) => void (malformed = on),
    /** The candidate finished: the test is complete, and Greenhouse is told with the PATCH. */
    async complete(id: string) {
      const instance = instances.get(id)!;
      instance.status = 'complete';
      return patch(instance.url);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Greenhouse simulator: calls, PATCH receiver and polling (a toy partner)', () => {
  const apiKey = 'k'.repeat(170);
  let receiver: WebhookReceiver;
  let greenhouse: Greenhouse;
  let partner: Awaited<ReturnType<typeof startToyPartner>>;
  before(async () => {
    // The toy partner must trust the receiver's CA before Greenhouse, which needs its URL, starts.
    receiver = await startWebhookReceiver();
    partner = await startToyPartner(apiKey, receiver.caFile);
    greenhouse = await startGreenhouse({ baseUrl: partner.baseUrl, apiKey, receiver, reportMalformedResponses: true });
  });
  after(async () => {
    await greenhouse?.close();
    await receiver?.close();
    await partner?.close();
  });

  it('refuses a key of 171 characters, as Greenhouse does', async () => {
    await assert.rejects(startGreenhouse({ baseUrl: partner.baseUrl, apiKey: 'k'.repeat(171) }), /less than 171/);
  });

  it('lists tests with Basic auth; a wrong key gets 401', async () => {
    const listed = await greenhouse.listTests();
    assert.equal(listed.status, 200);
    assertListTestsResponse(listed.body);
    assert.equal((await greenhouse.listTests({ apiKey: 'wrong' })).status, 401);
    assert.equal((await greenhouse.listTests({ authorization: null })).status, 401);
  });

  it('sends a test as the document shows it, receives the PATCH on its url, then asks test_status', async () => {
    const sent = await greenhouse.sendTest({
      testId: '12345',
      candidate: {
        first_name: 'Harry',
        last_name: 'Potter',
        email: 'hpotter@hogwarts.edu',
        preferred_name: 'The Chosen One',
      },
    });
    assert.equal(sent.status, 200);
    assertSendTestResponse(sent.body);
    const body = partner.received.find((r) => r.url === '/gh/send_test')!.body;
    assert.deepEqual(Object.keys(body).sort(), ['candidate', 'partner_test_id', 'sent_by', 'url']);
    assert.equal(body.candidate.email, 'hpotter@hogwarts.edu');
    assert.match(
      body.candidate.greenhouse_profile_url,
      /^https:\/\/app\.greenhouse\.io\/people\/\d+\?application_id=\d+$/,
    );
    assert.match(body.url, /^https:\/\/localhost:\d+\/integrations\/testing_partners\/take_home_tests\/\d+$/);

    const id = sent.partnerInterviewId!;
    const next = greenhouse.nextCompletion(id, 10_000);
    assert.equal(await partner.complete(id), 200);
    const { patch, status } = await next;
    assertCompletedTestPatch(patch, { url: sent.url, apiKey });
    assert.equal(status.status, 200);
    assertTestStatusResponse(status.body, { complete: true });
    assert.equal(greenhouse.patches(sent.url).length, 1);
  });

  it('takes PATCHes in order, one each, even those that came before it asked', async () => {
    const sent = await greenhouse.sendTest({
      testId: '54321',
      candidate: { first_name: 'H', last_name: 'G', email: 'h@g.org' },
    });
    const id = sent.partnerInterviewId!;
    greenhouse.answerPatches(id, [503, 204]);
    assert.equal(await partner.complete(id), 503);
    assert.equal(await partner.complete(id), 204);
    const first = await greenhouse.nextPatch(id);
    const second = await greenhouse.nextPatch(id);
    assert.ok(first.receivedAt <= second.receivedAt && first !== second);
    await assert.rejects(greenhouse.nextPatch(id, 100), /expected 3 requests/);
  });

  it('polls test_status until complete; 404 for an unknown instance stops it', async () => {
    const sent = await greenhouse.sendTest({
      testId: '12345',
      candidate: { first_name: 'R', last_name: 'W', email: 'r@w.org' },
    });
    const { reply, polls } = await greenhouse.pollUntilComplete(sent.partnerInterviewId!, {
      intervalMs: 10,
      timeoutMs: 5_000,
    });
    assert.equal(polls, 2);
    assertTestStatusResponse(reply.body, { complete: true });
    assert.equal((await greenhouse.testStatus('nope')).status, 404);
    await assert.rejects(greenhouse.pollUntilComplete('nope', { intervalMs: 10, timeoutMs: 1_000 }), /answered 404/);
  });

  it('reports a malformed answer to response_error, with what it knows', async () => {
    const sent = await greenhouse.sendTest({
      testId: '12345',
      candidate: { first_name: 'N', last_name: 'L', email: 'n@l.org' },
    });
    partner.malformed(true);
    try {
      await greenhouse.testStatus(sent.partnerInterviewId!);
    } finally {
      partner.malformed(false);
    }
    const last = greenhouse.reports.at(-1)!;
    assert.equal(last.reply.status, 200);
    assert.deepEqual(last.report, {
      api_call: 'test_status',
      partner_interview_id: sent.partnerInterviewId,
      partner_test_id: '12345',
      partner_test_name: 'My First Test',
      candidate_email: 'n@l.org',
      errors: [last.report.errors[0]],
    });
    assert.match(last.report.errors[0], /^test_status\.partner_profile_url: required, missing/);
    assert.deepEqual(partner.received.at(-1)?.body, last.report);
  });
});
