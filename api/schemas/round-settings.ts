import { z } from 'zod';
import { SHOT_LANGUAGE_IDS } from '../../scoring/shots/shot-languages';
import { ROUND_TIME_LIMIT_MINUTES } from '../../workflow-contract/round-clock';
import { distinct } from './common';

/**
 * The rules of the settings a round starts under, which a company sets for all its rounds and an
 * assessment may set for its own: one rule each, whoever sets it. `whenNull` ends the message a
 * refusal gives with what null means there ("for no limit", "for the company's setting").
 */

const { min: LIMIT_MIN, max: LIMIT_MAX } = ROUND_TIME_LIMIT_MINUTES;

/** Minutes a round may last from its start, or null. */
export function roundTimeLimitMinutes(whenNull: string) {
  const rule = `must be an integer from ${LIMIT_MIN} to ${LIMIT_MAX}, or null ${whenNull}`;
  return z.int(rule).min(LIMIT_MIN, rule).max(LIMIT_MAX, rule).nullable();
}

/** The languages a round's shots may be written in: ids of GET /v1/languages, each once, or null. */
export function languageIds(whenNull: string) {
  const rule = `must be a list of different language ids (${SHOT_LANGUAGE_IDS.join(', ')}), or null ${whenNull}`;
  return z
    .array(z.enum(SHOT_LANGUAGE_IDS as [string, ...string[]], rule), rule)
    .min(1, rule)
    .refine(distinct, rule)
    .openapi({ uniqueItems: true })
    .nullable();
}
