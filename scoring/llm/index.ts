export { createLlmPanel, FALLBACK_NOTE, type LlmEvaluatorOptions, type LlmEvent } from './evaluator';
