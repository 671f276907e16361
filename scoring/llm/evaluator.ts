import { setTimeout as sleep } from 'node:timers/promises';
import type { EvaluatorResult } from '../scorecard-schema';
import { createSemaphore } from '../../lib/semaphore';
import { SUBJECTIVE_DIMENSIONS, type Dimension } from '../dimensions';
import type { EvaluationInput, Evaluator, EvaluatorFactory } from '../evaluator';
import { stableHash } from '../hash';
import { getPersonality, type Personality } from '../personalities';
import { createRuleBasedEvaluator } from '../rule-based';
import { answerJsonSchema, parseAnswer, type ModelAnswer } from './answer';
import { ChatFailure, chatCompletion, type ChatEndpoint } from './chat';
import { judgesCorrectness, promptFor, type ShotToJudge } from './prompt';
import { forbiddenQuotes, quotesAny } from './secrets';

export interface LlmEvaluatorOptions extends ChatEndpoint {
  model: string;
  /** One request's limit. */
  timeoutMs: number;
  /** Requests to the model at once, shared by every evaluator of the factory. */
  concurrency: number;
  /** Retries, fallbacks and dropped texts, for the logs: never a body, a key or the code. */
  onEvent?: (event: LlmEvent) => void;
  /** Requests per judgement, the first included. */
  attempts?: number;
  /** The first back-off; each next one doubles. Default: a tenth of the time-out, at most 1 s. */
  backoffMs?: number;
  /** A judgement, queueing included, ends within this; default 4 time-outs, at most 150 s. */
  budgetMs?: number;
}

export interface LlmEvent {
  kind: 'retry' | 'fallback' | 'dropped';
  personality: string;
  holeId: number;
  reason: string;
}

const ATTEMPTS = 3;
const MAX_BUDGET_MS = 150_000;
const MAX_TOKENS = 2_000;

export const FALLBACK_NOTE =
  "The language model gave no usable answer for this shot, so this reading is the rule-based evaluator's.";

/**
 * Personalities that read the answer: each shot is judged by an OpenAI-compatible model, once per
 * personality, in its voice. Measured facts stay facts: a program's correctness (hidden cases) and
 * every length (bytes) keep their measured scores; the model scores the rest, and the correctness
 * of prose answers. A shot with nothing to read (empty, or a program that ignores its input) keeps
 * the rule-based reading. When the model gives no usable answer in time, the personality falls
 * back to the rule-based evaluator and its feedback says so. Any text quoting a hidden input, an
 * expected output or a line of the code is replaced by the rule-based one. A judgement whose signal
 * aborts (its activity attempt was cancelled or timed out) rejects at once, queued, asking or
 * backing off, and gives back its place at the model.
 */
export function createLlmEvaluatorFactory(options: LlmEvaluatorOptions): EvaluatorFactory {
  const semaphore = createSemaphore(options.concurrency);
  const attempts = options.attempts ?? ATTEMPTS;
  const backoffMs = options.backoffMs ?? Math.min(1_000, Math.round(options.timeoutMs / 10));
  const budgetMs = options.budgetMs ?? Math.min(MAX_BUDGET_MS, 4 * options.timeoutMs);

  return (personalityId): Evaluator | undefined => {
    const found = getPersonality(personalityId);
    if (!found) return undefined;
    const personality: Personality = found;
    const ruleBased = createRuleBasedEvaluator(personality.id);
    const report = (kind: LlmEvent['kind'], holeId: number, reason: string) =>
      options.onEvent?.({ kind, personality: personality.id, holeId, reason });

    /** The model's answer, or why there is none once the attempts or the budget are spent. */
    async function ask(
      input: ShotToJudge,
      signal: AbortSignal | undefined,
    ): Promise<{ answer: ModelAnswer } | { failure: string }> {
      const deadline = Date.now() + budgetMs;
      const body = {
        model: options.model,
        messages: promptFor(personality, input),
        temperature: 0,
        seed: stableHash(personality.id, input.hole.id),
        max_tokens: MAX_TOKENS,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'evaluation', strict: true, schema: answerJsonSchema(personality.dimensions) },
        },
      };
      let reason = 'no attempt was made';
      for (let attempt = 1; attempt <= attempts; attempt++) {
        let retryAfter: number | undefined;
        try {
          const content = await semaphore.use(() => {
            const left = deadline - Date.now();
            if (left <= 0) throw new ChatFailure('its time ran out while queued for the model', false);
            return chatCompletion(options, body, Math.min(options.timeoutMs, left), signal);
          }, signal);
          const answer = parseAnswer(content, personality.dimensions);
          if (answer) return { answer };
          reason = 'an answer that is not valid JSON of the requested shape';
        } catch (err) {
          if (!(err instanceof ChatFailure)) throw err;
          reason = err.reason;
          if (!err.retryable) return { failure: reason };
          retryAfter = err.retryAfterMs;
        }
        if (attempt === attempts) break;
        const wait = Math.max(retryAfter ?? 0, backoffMs * 2 ** (attempt - 1));
        if (Date.now() + wait >= deadline) return { failure: `${reason}, and no time was left to ask again` };
        report('retry', input.hole.id, reason);
        await backOff(wait, signal);
      }
      return { failure: reason };
    }

    async function evaluate(input: EvaluationInput, signal?: AbortSignal): Promise<EvaluatorResult> {
      const fallback = await ruleBased.evaluate(input);
      const { shot, task, measurements } = input;
      if (!shot || !task || measurements.empty || measurements.useless) return fallback;
      const asked = await ask({ ...input, shot, task }, signal);
      if ('failure' in asked) {
        report('fallback', input.hole.id, asked.failure);
        return { ...fallback, feedback: `${fallback.feedback} ${FALLBACK_NOTE}` };
      }
      return merged(
        personality,
        input,
        asked.answer,
        fallback,
        forbiddenQuotes(task, shot.code, judgesCorrectness(input)),
        (what) => report('dropped', input.hole.id, what),
      );
    }

    return { personality: personality.id, evaluate };
  };
}

/** Waits `ms`; an aborted signal ends the wait at once, with its reason. */
async function backOff(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch (err) {
    signal?.throwIfAborted();
    throw err;
  }
}

/** The model's scores where it judges and its texts where they quote nothing forbidden; the rule-based reading elsewhere. */
function merged(
  personality: Personality,
  input: EvaluationInput,
  answer: ModelAnswer,
  fallback: EvaluatorResult,
  forbidden: readonly string[],
  dropped: (what: string) => void,
): EvaluatorResult {
  const judged = (d: Dimension) =>
    (SUBJECTIVE_DIMENSIONS as readonly string[]).includes(d) || (d === 'correctness' && judgesCorrectness(input));
  const safe = (text: string, instead: string, what: string) => {
    if (!quotesAny(text, forbidden)) return text;
    dropped(what);
    return instead;
  };
  const result: EvaluatorResult = {
    personality: personality.id,
    feedback: safe(answer.feedback, fallback.feedback, 'feedback'),
  };
  for (const d of personality.dimensions) {
    const theirs = answer[d]!;
    const ours = fallback[d]!;
    result[d] = {
      score: judged(d) ? theirs.score : ours.score,
      commentary: safe(theirs.commentary, ours.commentary, `${d} commentary`),
    };
  }
  return result;
}
