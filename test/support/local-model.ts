import { paths } from '../../scripts/local-state';
import { startLocalModel as start, type LocalModel } from '../../scripts/services/llm';

export type { LocalModel };

/**
 * A real OpenAI-compatible server on a free loopback port with the small test model (installed
 * into .var/tools on first use). Slow and of low quality: for tests of the wire, not of judgement.
 */
export function startLocalModel(options: { port?: number } = {}): Promise<LocalModel> {
  // One thread: tests run beside others, and on a busy machine a second thread mostly waits for
  // the first. Measured on 2 cores with both busy: 70 s and 70 CPU-seconds a request on one
  // thread, 61 s and 91 CPU-seconds on two.
  return start({ toolsDir: paths.tools, threads: 1, ...options });
}

/** The service's configuration for a model behind `baseUrl`: the longest time-out, one request at a time. */
export const localModelEnv = (baseUrl: string, model: string) => ({
  LLM_BASE_URL: baseUrl,
  LLM_MODEL: model,
  LLM_TIMEOUT_MS: '240000',
  LLM_CONCURRENCY: '1',
});
