import { z } from 'zod';
import { MAX_SCORE, MIN_SCORE, type Dimension } from '../scorecard/dimensions';
import { head } from '../wording/text';

/** A sentence or two. Bounded in the response format too, so a rambling model cannot run past max_tokens. */
export const MAX_COMMENTARY_CHARS = 150;
export const MAX_FEEDBACK_CHARS = 250;

/** Each personality of the panel by id, with the dimensions its model reading scores. */
export type PanelDimensions = ReadonlyArray<{ personality: string; dimensions: readonly Dimension[] }>;

export type Reading = Partial<Record<Dimension, { score: number; commentary: string }>> & { feedback: string };
/** The model's answer: one reading per personality, keyed by its id. */
export type ModelAnswer = Record<string, Reading>;

/**
 * A text of at most `max` characters: a longer one (from a server that cannot bound it) is cut at
 * its last sentence that fits, rather than costing the whole answer.
 */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .transform((t) => (t.length <= max ? t : cut(t, max)));

function cut(text: string, max: number): string {
  const fits = head(text, max);
  const end = Math.max(fits.lastIndexOf('. '), fits.lastIndexOf('! '), fits.lastIndexOf('? '));
  return end > 0 ? fits.slice(0, end + 1) : `${head(fits, max - 1)}…`;
}

function answerSchema(panel: PanelDimensions) {
  const scored = z.strictObject({
    score: z.int().min(MIN_SCORE).max(MAX_SCORE),
    commentary: text(MAX_COMMENTARY_CHARS),
  });
  return z.strictObject(
    Object.fromEntries(
      panel.map(({ personality, dimensions }) => [
        personality,
        z.strictObject({
          ...Object.fromEntries(dimensions.map((d) => [d, scored])),
          feedback: text(MAX_FEEDBACK_CHARS),
        }),
      ]),
    ),
  ) as unknown as z.ZodType<ModelAnswer>;
}

/**
 * The same shape as a JSON schema for `response_format`. With `lengths`, strings carry their
 * maxLength, which grammar-constrained servers (llama.cpp, Ollama) enforce; some hosted servers
 * refuse the keyword, and are then asked without it (evaluator.ts).
 */
export function answerJsonSchema(panel: PanelDimensions, lengths: boolean) {
  const string = (max: number) => ({ type: 'string', ...(lengths ? { minLength: 1, maxLength: max } : {}) });
  const scored = {
    type: 'object',
    properties: {
      score: { type: 'integer', minimum: MIN_SCORE, maximum: MAX_SCORE },
      commentary: string(MAX_COMMENTARY_CHARS),
    },
    required: ['score', 'commentary'],
    additionalProperties: false,
  };
  const reading = (dimensions: readonly Dimension[]) => ({
    type: 'object',
    properties: { ...Object.fromEntries(dimensions.map((d) => [d, scored])), feedback: string(MAX_FEEDBACK_CHARS) },
    required: [...dimensions, 'feedback'],
    additionalProperties: false,
  });
  return {
    type: 'object',
    properties: Object.fromEntries(panel.map(({ personality, dimensions }) => [personality, reading(dimensions)])),
    required: panel.map(({ personality }) => personality),
    additionalProperties: false,
  };
}

/**
 * The answer in a completion's content: JSON, possibly inside a Markdown fence (some local servers
 * add one despite the response format). Undefined when it is not a valid answer.
 */
export function parseAnswer(content: string, panel: PanelDimensions): ModelAnswer | undefined {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/.exec(content);
  let json: unknown;
  try {
    json = JSON.parse(fenced ? fenced[1] : content);
  } catch {
    return undefined;
  }
  const parsed = answerSchema(panel).safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
