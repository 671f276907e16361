import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import type { EvaluatorFactory } from '../scoring';
import { createLlmEvaluatorFactory } from '../scoring/llm';

/**
 * The personalities' evaluators for this process: through the configured model (LLM_*), with one
 * bound on concurrent requests for the whole process, or undefined for the rule-based default.
 */
export function evaluatorsFor(config: Config, logger: Logger): EvaluatorFactory | undefined {
  if (!config.llm) return undefined;
  const { baseUrl, model, apiKey, timeoutMs, concurrency } = config.llm;
  // The origin only: whatever else an operator put in the URL stays out of the logs.
  logger.info(
    { model, origin: new URL(baseUrl).origin, timeoutMs, concurrency },
    'personalities judge through a language model',
  );
  return createLlmEvaluatorFactory({
    baseUrl,
    model,
    ...(apiKey ? { apiKey } : {}),
    timeoutMs,
    concurrency,
    onEvent: ({ kind, personality, holeId, reason }) => {
      const message = {
        retry: 'language model: asking again',
        fallback: 'language model: rule-based reading instead',
        dropped: 'language model: a text quoting a secret was dropped',
      }[kind];
      logger.warn({ personality, holeId, reason }, message);
    },
  });
}
