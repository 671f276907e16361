import type { VariationSpec } from '../../course/schema';
import { scoreFromFraction } from '../dimensions';
import { normalizeOutput } from '../sandbox';
import type { CorrectnessMeasurement } from './types';

/**
 * Correctness of a `human` or `math` answer, which is never executed. The rubric is the variation's
 * expected outputs: the public example's and the hidden cases'. With
 *   recall    = how much of the expected outputs the answer states: the example's output weighs 1/4,
 *               the distinct hidden outputs share 3/4; a multi-line output counts line by line;
 *   precision = the share of the distinct numbers in the answer that occur in an expected output or
 *               in the public statement (1 when it states no number),
 * the score is 15 + 75 × recall × (0.25 + 0.75 × precision), so listing numbers at random does not
 * pay. Outputs too long to state in prose (over 20 lines or 400 characters) are left out of the
 * rubric. The facts give counts, never the outputs.
 */
const EXAMPLE_WEIGHT = 0.25;
const MAX_TARGET_LINES = 20;
const MAX_TARGET_CHARS = 400;

export function measureRubric(answer: string, variation: VariationSpec, languageLabel: string): CorrectnessMeasurement {
  const text = collapse(answer);
  const example = target(variation.human.examples.output);
  const hidden = [...new Set(variation.cases.map((c) => normalizeOutput(c.output)))].map(target).filter((t) => t !== null);
  const exampleWeight = hidden.length ? EXAMPLE_WEIGHT : 1;
  const hiddenWeight = example ? 1 - EXAMPLE_WEIGHT : 1;

  const exampleShare = example ? mentioned(text, example) : 0;
  const hiddenShares = hidden.map((t) => mentioned(text, t));
  const recall =
    (example ? exampleWeight * exampleShare : 0) + (hidden.length ? (hiddenWeight * hiddenShares.reduce((a, b) => a + b, 0)) / hidden.length : 0);

  const allowed = new Set([...variation.cases.map((c) => c.output), ...publicTexts(variation)].flatMap(numbersIn));
  const stated = [...new Set(numbersIn(answer))];
  const consistent = stated.filter((n) => allowed.has(n)).length;
  const precision = stated.length ? consistent / stated.length : 1;

  const fraction = example || hidden.length ? recall * (0.25 + 0.75 * precision) : 0;
  const notRun = `Not executed: ${languageLabel} is scored against a rubric of the expected results instead.`;
  const facts =
    example || hidden.length
      ? [
          notRun,
          `${example ? (exampleShare === 1 ? 'It gets the worked example right' : exampleShare > 0 ? 'It gets part of the worked example' : 'It does not state the worked example\'s result') + '; ' : ''}` +
            `it states ${Math.round(hiddenShares.reduce((a, b) => a + b, 0))} of ${hidden.length} hidden expected results.`,
          numbersFact(stated.length, consistent),
        ]
      : [notRun, 'None of the expected results is short enough to be stated in prose, so the rubric cannot credit anything.'];

  return {
    kind: 'rubric',
    score: scoreFromFraction(fraction),
    fraction,
    targets: hidden.length + (example ? 1 : 0),
    mentioned: exampleShare + hiddenShares.reduce((a, b) => a + b, 0),
    numbersStated: stated.length,
    numbersConsistent: consistent,
    facts,
  };
}

function numbersFact(stated: number, consistent: number): string {
  if (stated === 0) return 'It states no numbers.';
  if (stated === 1) return `Its one number ${consistent ? 'agrees' : 'does not agree'} with the expected results or the statement.`;
  return `${consistent} of its ${stated} numbers agree with the expected results or the statement.`;
}

/** An expected output as the lines an answer would have to state, or null when it is too long or has nothing to state. */
function target(output: string): string[] | null {
  const normalized = normalizeOutput(output);
  if (normalized.length > MAX_TARGET_CHARS) return null;
  const lines = [...new Set(normalized.split('\n').map(collapse).filter((l) => /[a-z0-9]/.test(l)))];
  return lines.length && lines.length <= MAX_TARGET_LINES ? lines : null;
}

/** Share of a target's lines found in the answer as whole tokens ("16" is not found in "160" or "1.16"). */
function mentioned(text: string, lines: string[]): number {
  const found = lines.filter((line) => new RegExp(`(?<![\\w.])${escape(line)}(?![\\w]|\\.\\d)`).test(text)).length;
  return found / lines.length;
}

const collapse = (text: string) => text.toLowerCase().replace(/[ \t]+/g, ' ').trim();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Numbers as canonical strings: "007" and "7.0" are both "7". */
const numbersIn = (text: string): string[] => (text.match(/(?<![\w.])-?\d+(?:\.\d+)?/g) ?? []).map((n) => String(Number(n)));

const publicTexts = (v: VariationSpec) => [v.description, v.human.input_format, v.human.output_format, v.human.examples.input, v.human.examples.output, ...v.hints];
