export { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
export { LANGUAGES, getLanguage, isExecutableLanguage, type LanguageSpec } from './languages';
export { DEFAULT_LIMITS, type Limits } from './limits';
export { writtenByCandidate } from './starters';
export { normalizeOutput, outputsMatch } from './compare';
export { EXCERPT_CHARS } from './verdict';
export type {
  CaseResult,
  MemoryEnforcement,
  RunRequest,
  SandboxCase,
  SandboxEnforcement,
  SandboxRun,
  Verdict,
} from './types';
export { VERDICTS } from './types';
