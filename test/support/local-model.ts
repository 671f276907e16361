import { paths } from '../../scripts/local-state';
import { startLocalModel as start, type LocalModel } from '../../scripts/services/llm';

export type { LocalModel };

/**
 * A real OpenAI-compatible server on a free loopback port with the small test model (installed
 * into .var/tools on first use). Slow and of low quality: for tests of the wire, not of judgement.
 */
export function startLocalModel(options: { port?: number } = {}): Promise<LocalModel> {
  return start({ toolsDir: paths.tools, ...options });
}

/** The service's configuration for a model behind `baseUrl`: the longest time-out, one request at a time. */
export const localModelEnv = (baseUrl: string, model: string) => ({
  LLM_BASE_URL: baseUrl,
  LLM_MODEL: model,
  LLM_TIMEOUT_MS: '240000',
  LLM_CONCURRENCY: '1',
});
