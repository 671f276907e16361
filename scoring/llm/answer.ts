import { z } from 'zod';
import { MAX_SCORE, MIN_SCORE, type Dimension } from '../dimensions';

/** Room for a few sentences; a longer text is a rambling answer, asked again. */
const MAX_COMMENTARY_CHARS = 800;
const MAX_FEEDBACK_CHARS = 1500;

const text = (max: number) => z.string().trim().min(1).max(max);

/** What a personality's model must answer for one shot: each of its dimensions, and its feedback. */
export function answerSchema(dimensions: readonly Dimension[]) {
  const scored = z.strictObject({
    score: z.int().min(MIN_SCORE).max(MAX_SCORE),
    commentary: text(MAX_COMMENTARY_CHARS),
  });
  return z.strictObject({
    ...Object.fromEntries(dimensions.map((d) => [d, scored])),
    feedback: text(MAX_FEEDBACK_CHARS),
  }) as unknown as z.ZodType<ModelAnswer>;
}

export type ModelAnswer = Partial<Record<Dimension, { score: number; commentary: string }>> & { feedback: string };

/**
 * The same shape as a JSON schema for `response_format`. Lengths are left to the validation: the
 * strict structured-output servers refuse string-length keywords.
 */
export function answerJsonSchema(dimensions: readonly Dimension[]) {
  const scored = {
    type: 'object',
    properties: { score: { type: 'integer', minimum: MIN_SCORE, maximum: MAX_SCORE }, commentary: { type: 'string' } },
    required: ['score', 'commentary'],
    additionalProperties: false,
  };
  return {
    type: 'object',
    properties: { ...Object.fromEntries(dimensions.map((d) => [d, scored])), feedback: { type: 'string' } },
    required: [...dimensions, 'feedback'],
    additionalProperties: false,
  };
}

/**
 * The answer in a completion's content: JSON, possibly inside a Markdown fence (some local servers
 * add one despite the response format). Undefined when it is not a valid answer.
 */
export function parseAnswer(content: string, dimensions: readonly Dimension[]): ModelAnswer | undefined {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/.exec(content);
  let json: unknown;
  try {
    json = JSON.parse(fenced ? fenced[1] : content);
  } catch {
    return undefined;
  }
  const parsed = answerSchema(dimensions).safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
