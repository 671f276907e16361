import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat completion as it passed through: what was asked, what came back, how long it took. */
export interface RecordedCompletion {
  messages: { role: string; content: string }[];
  /** The first choice's content, or undefined when the server answered none. */
  content?: string;
  status: number;
  ms: number;
}

export interface RecordingLlmProxy {
  /** The `/v1` base to configure as LLM_BASE_URL. */
  baseUrl: string;
  completions: RecordedCompletion[];
  close(): Promise<void>;
}

/**
 * An HTTP proxy in front of a real OpenAI-compatible server that keeps every chat completion it
 * forwards, so that a test can read every prompt the service sent and every answer it got.
 */
export async function startRecordingLlmProxy(upstream: string): Promise<RecordingLlmProxy> {
  const completions: RecordedCompletion[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const started = Date.now();
    try {
      const answer = await fetch(`${upstream}${req.url!.replace(/^\/v1/, '')}`, {
        method: req.method,
        headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
        ...(req.method === 'POST' ? { body } : {}),
      });
      const text = await answer.text();
      if (req.url === '/v1/chat/completions') {
        let content: string | undefined;
        try {
          content = JSON.parse(text).choices?.[0]?.message?.content;
        } catch {
          content = undefined;
        }
        completions.push({
          messages: JSON.parse(body).messages,
          content,
          status: answer.status,
          ms: Date.now() - started,
        });
      }
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(text);
    } catch {
      res.writeHead(502).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    completions,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}
