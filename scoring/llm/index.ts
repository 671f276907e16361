export { createLlmEvaluatorFactory, FALLBACK_NOTE, type LlmEvaluatorOptions, type LlmEvent } from './evaluator';
