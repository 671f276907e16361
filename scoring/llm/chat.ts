/** Where and how to reach an OpenAI-compatible chat completions endpoint. */
export interface ChatEndpoint {
  /** The `/v1` base: requests go to `{baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey?: string;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** Why a request gave no content. Carries no response body: bodies may echo the prompt or a key. */
export class ChatFailure extends Error {
  constructor(
    readonly reason: string,
    /** Worth asking again (a time-out, a 5xx, a 429, the network); a 401 or a 404 is not. */
    readonly retryable: boolean,
    /** From a 429's or a 503's Retry-After. */
    readonly retryAfterMs?: number,
    /** The HTTP status, where the server answered one. */
    readonly status?: number,
  ) {
    super(reason);
  }
}

/**
 * One chat completion; resolves with the first choice's message content. The time-out covers the
 * whole exchange, the body included. An aborted `signal` ends it at once with the signal's reason
 * rather than a ChatFailure: nobody waits for an answer any more, so there is nothing to retry.
 */
export async function chatCompletion(
  endpoint: ChatEndpoint,
  body: Record<string, unknown>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<string> {
  signal?.throwIfAborted();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetch(`${endpoint.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, abort.signal]) : abort.signal,
    });
    const text = await res.text();
    if (!res.ok) {
      const retryable = res.status === 408 || res.status === 409 || res.status === 429 || res.status >= 500;
      throw new ChatFailure(`HTTP ${res.status}`, retryable, retryAfterMs(res.headers.get('retry-after')), res.status);
    }
    const content = contentOf(text);
    if (content === undefined) throw new ChatFailure('no message content in the completion', true);
    return content;
  } catch (err) {
    signal?.throwIfAborted();
    if (err instanceof ChatFailure) throw err;
    if (abort.signal.aborted) throw new ChatFailure(`no answer within ${timeoutMs} ms`, true);
    throw new ChatFailure('the endpoint could not be reached', true);
  } finally {
    clearTimeout(timer);
  }
}

function contentOf(text: string): string | undefined {
  try {
    const content = (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message
      ?.content;
    return typeof content === 'string' ? content : undefined;
  } catch {
    return undefined;
  }
}

/** Retry-After as delay-seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
