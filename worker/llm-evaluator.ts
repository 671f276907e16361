import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import type { Panel } from '../scoring';
import { createLlmPanel } from '../scoring/llm';

/**
 * The personalities' panel for this process: through the configured model (LLM_*), with one bound
 * on concurrent requests for the whole process, or undefined for the rule-based default.
 */
export function panelFor(config: Config, logger: Logger): Panel | undefined {
  if (!config.llm) return undefined;
  const { baseUrl, model, apiKey, timeoutMs, concurrency } = config.llm;
  // The origin only: whatever else an operator put in the URL stays out of the logs.
  logger.info(
    { model, origin: new URL(baseUrl).origin, timeoutMs, concurrency },
    'personalities judge through a language model',
  );
  return createLlmPanel({
    baseUrl,
    model,
    ...(apiKey ? { apiKey } : {}),
    timeoutMs,
    concurrency,
    onEvent: ({ kind, personalities, holeId, reason }) => {
      const message = {
        retry: 'language model: asking again',
        fallback: 'language model: rule-based readings instead',
        dropped: 'language model: a text quoting a secret was dropped',
      }[kind];
      logger.warn({ personalities, holeId, reason }, message);
    },
  });
}
