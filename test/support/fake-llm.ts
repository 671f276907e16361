import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { stableHash } from '../../scoring/wording/hash';

/** A chat completion request as the fake received it. */
export interface ReceivedCompletion {
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature?: number;
    seed?: number;
    response_format?: {
      type: string;
      json_schema?: {
        name: string;
        strict?: boolean;
        schema: { required: string[]; properties: Record<string, { required: string[] }> };
      };
    };
  };
  authorization?: string;
  receivedAt: number;
}

/** One reading per personality, keyed by its id. */
type Answer = Record<string, Record<string, { score: number; commentary: string } | string>>;

/**
 * How the fake answers one request:
 * - `well`: a valid answer, the same for the same request (a deterministic server); `edit` may change it;
 * - `garbage`: content that is not JSON; `out_of_range`: a score of 95;
 * - `hang`: no answer until the client gives up; `status`: that HTTP status, with `retryAfter` seconds if set.
 */
export type Reply =
  | { kind: 'well'; delayMs?: number; edit?: (answer: Answer, request: ReceivedCompletion) => void }
  | { kind: 'garbage' }
  | { kind: 'out_of_range' }
  | { kind: 'hang' }
  | { kind: 'status'; status: number; retryAfter?: string };

export interface FakeLlm {
  /** The `/v1` base to configure as LLM_BASE_URL. */
  baseUrl: string;
  requests: ReceivedCompletion[];
  /** Replies for the next requests, in order; after them, `otherwise`. */
  queue(...replies: Reply[]): void;
  otherwise: Reply;
  /** The most requests it was answering at once. */
  maxInFlight(): number;
  /** Resolves once it has received `count` requests in all. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

export const WELL: Reply = { kind: 'well' };

export const MODEL_FEEDBACK = 'The fake model read every line and has thoughts.';

/** What the well-behaved fake writes: plain, recognisable, and scored by a hash of the prompt. */
export function wellAnswer(request: ReceivedCompletion): Answer {
  // The marker drawn per request is left out: the same shot gets the same answer.
  const prompt = request.body.messages.map((m) => m.content.replace(/ANSWER-[0-9a-f]{32}/g, '')).join('\n');
  const { schema } = request.body.response_format!.json_schema!;
  const answer: Answer = {};
  for (const personality of schema.required) {
    const reading: Answer[string] = (answer[personality] = {});
    for (const field of schema.properties[personality].required) {
      reading[field] =
        field === 'feedback'
          ? MODEL_FEEDBACK
          : {
              score: 15 + (stableHash(prompt, personality, field) % 76),
              commentary: `The fake model's view of ${field}.`,
            };
    }
  }
  return answer;
}

/** A local OpenAI-compatible `POST /v1/chat/completions`, for tests. */
export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: ReceivedCompletion[] = [];
  const queued: Reply[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fake = { otherwise: WELL as Reply };
  let arrivals: { count: number; arrived: () => void }[] = [];
  const notify = () => {
    for (const a of arrivals) if (requests.length >= a.count) a.arrived();
    arrivals = arrivals.filter((a) => requests.length < a.count);
  };

  const app = new Koa();
  app.use(bodyParser());
  app.use(async (ctx) => {
    if (ctx.method !== 'POST' || ctx.path !== '/v1/chat/completions') return void (ctx.status = 404);
    const request: ReceivedCompletion = {
      body: ctx.request.body as ReceivedCompletion['body'],
      ...(ctx.get('authorization') ? { authorization: ctx.get('authorization') } : {}),
      receivedAt: Date.now(),
    };
    requests.push(request);
    notify();
    const reply = queued.shift() ?? fake.otherwise;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await answer(ctx, reply, request);
    } finally {
      inFlight--;
    }
  });

  async function answer(ctx: Koa.Context, reply: Reply, request: ReceivedCompletion) {
    const completion = (content: string) => ({
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      model: request.body.model,
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    });
    switch (reply.kind) {
      case 'well': {
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        const body = wellAnswer(request);
        reply.edit?.(body, request);
        ctx.body = completion(JSON.stringify(body));
        return;
      }
      case 'garbage':
        ctx.body = completion('Sure! Here is my evaluation: it was great.');
        return;
      case 'out_of_range': {
        const body = wellAnswer(request);
        for (const reading of Object.values(body))
          for (const value of Object.values(reading)) if (typeof value === 'object') value.score = 95;
        ctx.body = completion(JSON.stringify(body));
        return;
      }
      case 'hang':
        await once(ctx.req.socket, 'close');
        return;
      case 'status':
        ctx.status = reply.status;
        if (reply.retryAfter) ctx.set('Retry-After', reply.retryAfter);
        ctx.body = { error: { message: 'the fake says no' } };
        return;
    }
  }

  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    queue: (...replies) => void queued.push(...replies),
    get otherwise() {
      return fake.otherwise;
    },
    set otherwise(reply: Reply) {
      fake.otherwise = reply;
    },
    maxInFlight: () => maxInFlight,
    received: (count) =>
      new Promise<void>((arrived) => {
        arrivals.push({ count, arrived });
        notify();
      }),
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}
