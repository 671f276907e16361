import { setTimeout as sleep } from 'node:timers/promises';
import type { EvaluatorResult } from '../scorecard/scorecard-schema';
import { createSemaphore } from '../../lib/semaphore';
import type { Dimension } from '../scorecard/dimensions';
import type { EvaluationInput, Panel } from '../evaluators/evaluator';
import { stableHash } from '../wording/hash';
import { getPersonality, type Personality } from '../personalities/personalities';
import { RULE_BASED_PANEL } from '../scorecard/scorecard';
import { answerJsonSchema, parseAnswer, type ModelAnswer, type PanelDimensions, type Reading } from './answer';
import { ChatFailure, chatCompletion, type ChatEndpoint, type ChatMessage } from './chat';
import { answerMarker, judgedDimensions, promptFor } from './prompt';
import { forbiddenQuotes, quotesAny } from './secrets';

export interface LlmEvaluatorOptions extends ChatEndpoint {
  model: string;
  /** One request's limit, counted from when it is sent: waiting for a free slot is not counted. */
  timeoutMs: number;
  /** Requests to the model at once, shared by every shot the panel reads. */
  concurrency: number;
  /** Retries, fallbacks and dropped texts, for the logs: never a body, a key or the code. */
  onEvent?: (event: LlmEvent) => void;
  /** Requests per shot, the first included. */
  attempts?: number;
  /** The first back-off; each next one doubles. Default: a tenth of the time-out, at most 1 s. */
  backoffMs?: number;
}

export interface LlmEvent {
  kind: 'retry' | 'fallback' | 'dropped';
  personalities: readonly string[];
  holeId: number;
  reason: string;
}

const ATTEMPTS = 3;
/** Three readings at their longest (the response format bounds every text), with their JSON around them. */
const MAX_TOKENS = 4_000;

export const FALLBACK_NOTE =
  "The language model gave no usable answer for this shot, so this reading is the rule-based evaluator's.";

/**
 * The personalities read each shot through an OpenAI-compatible model: one request per shot for
 * the whole panel, each personality answering in its own voice. The model judges; the service
 * measures, and nothing the model says raises a score past what was measured:
 * - a program's correctness and every length are measured, and not asked of the model;
 * - what it judges (quality, creativity, ingenuity, humor, and the correctness of a prose answer)
 *   is its score, never above the personality's measured reading: the model can find a flaw the
 *   measurements missed, never a merit they did not find. Prose correctness is thus under the
 *   rubric, itself below the band of a program that passes every hidden case, and an answer that
 *   speaks to its evaluator sits at the floor (measure/addressed.ts) whatever the model says.
 * The model is never told a hidden input or expected output, and the answer reaches it as data
 * framed by a marker drawn per request (prompt.ts). A shot with nothing to read (empty, or a
 * program that ignores its input) keeps the rule-based readings, and so does one that speaks to its
 * evaluator: it sits at the floor whatever a model says, and a model would only repeat its claims. When the model gives no usable
 * answer, the panel falls back to the rule-based readings and each feedback says so. A text that
 * quotes a hidden case or a line of the code is replaced by the rule-based one. An aborted signal
 * (the activity attempt was cancelled or timed out) ends it at once, queued, asking or backing off.
 */
export function createLlmPanel(options: LlmEvaluatorOptions): Panel {
  const semaphore = createSemaphore(options.concurrency);
  const attempts = options.attempts ?? ATTEMPTS;
  const backoffMs = options.backoffMs ?? Math.min(1_000, Math.round(options.timeoutMs / 10));
  /** Whether the response format states string lengths: until a server refuses them (HTTP 400). */
  let lengths = true;

  /** The model's answer, or why there is none once the attempts are spent. */
  async function ask(
    panel: PanelDimensions,
    messages: ChatMessage[],
    seed: number,
    report: (kind: LlmEvent['kind'], reason: string) => void,
    signal: AbortSignal | undefined,
  ): Promise<{ answer: ModelAnswer } | { failure: string }> {
    let reason = 'no attempt was made';
    let droppedLengths = false;
    for (let attempt = 1; attempt <= attempts;) {
      const withLengths = lengths;
      const body = {
        model: options.model,
        messages,
        temperature: 0,
        seed,
        max_tokens: MAX_TOKENS,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'evaluation', strict: true, schema: answerJsonSchema(panel, withLengths) },
        },
      };
      let retryAfter: number | undefined;
      try {
        const content = await semaphore.use(() => chatCompletion(options, body, options.timeoutMs, signal), signal);
        const answer = parseAnswer(content, panel);
        if (answer) return { answer };
        reason = 'an answer that is not valid JSON of the requested shape';
      } catch (err) {
        if (!(err instanceof ChatFailure)) throw err;
        if (err.status === 400 && withLengths) {
          // Some servers refuse string lengths in a schema; one that answers without them keeps
          // going without them. One that refuses anyway refused something else: lengths come back.
          lengths = false;
          droppedLengths = true;
          report('retry', 'HTTP 400 to a response format with string lengths: asking without them');
          continue;
        }
        if (err.status === 400 && droppedLengths) lengths = true;
        reason = err.reason;
        if (!err.retryable) return { failure: reason };
        retryAfter = err.retryAfterMs;
      }
      if (attempt === attempts) break;
      const wait = Math.max(retryAfter ?? 0, backoffMs * 2 ** (attempt - 1));
      if (wait > options.timeoutMs) return { failure: `${reason}, and the server asks to wait ${wait} ms` };
      report('retry', reason);
      await backOff(wait, signal);
      attempt++;
    }
    return { failure: reason };
  }

  async function evaluate(ids: readonly string[], input: EvaluationInput, signal?: AbortSignal) {
    const personalities = [...new Set(ids)].map((id) => {
      const personality = getPersonality(id);
      if (!personality) throw new Error(`unknown personality "${id}"`);
      return personality;
    });
    const readings = await RULE_BASED_PANEL.evaluate(
      personalities.map((p) => p.id),
      input,
    );
    const inOrder = (results: EvaluatorResult[]) => ids.map((id) => results.find((r) => r.personality === id)!);
    const { shot, task, measurements } = input;
    if (!shot || !task || measurements.empty || measurements.useless || measurements.addressesEvaluator)
      return inOrder(readings);

    const report = (kind: LlmEvent['kind'], reason: string) =>
      options.onEvent?.({ kind, personalities: personalities.map((p) => p.id), holeId: input.hole.id, reason });
    const panel = personalities.map((p) => ({ personality: p.id, dimensions: judgedDimensions(p, input) }));
    const messages = promptFor(personalities, { ...input, shot, task }, answerMarker(shot.code));
    const asked = await ask(panel, messages, stableHash(...ids, input.hole.id), report, signal);
    if ('failure' in asked) {
      report('fallback', asked.failure);
      return inOrder(readings.map((r) => ({ ...r, feedback: `${r.feedback} ${FALLBACK_NOTE}` })));
    }
    const forbidden = forbiddenQuotes(task, shot.code);
    return inOrder(
      personalities.map((p, i) =>
        merged(p, panel[i].dimensions, asked.answer[p.id], readings[i], forbidden, (what) =>
          report('dropped', `${p.id}'s ${what}`),
        ),
      ),
    );
  }

  return { evaluate };
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

/**
 * The model's reading where it judges, held under what was measured, and its texts where they
 * quote nothing forbidden; the rule-based reading elsewhere (measured dimensions included, and a
 * dimension the model scored above the measurement).
 */
function merged(
  personality: Personality,
  judged: readonly Dimension[],
  reading: Reading,
  ruleBased: EvaluatorResult,
  forbidden: readonly string[],
  dropped: (what: string) => void,
): EvaluatorResult {
  const safe = (text: string, instead: string, what: string) => {
    if (!quotesAny(text, forbidden)) return text;
    dropped(what);
    return instead;
  };
  const result: EvaluatorResult = {
    personality: personality.id,
    feedback: safe(reading.feedback, ruleBased.feedback, 'feedback'),
  };
  for (const d of personality.dimensions) {
    const ours = ruleBased[d]!;
    const theirs = judged.includes(d) ? reading[d] : undefined;
    // A score held under the measurement keeps the words that go with the measurement: the model's
    // would argue for the score it was refused.
    result[d] =
      theirs && theirs.score <= ours.score
        ? { score: theirs.score, commentary: safe(theirs.commentary, ours.commentary, `${d} commentary`) }
        : ours;
  }
  return result;
}
