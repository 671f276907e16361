import type { VariationSpec, VariationWithCases } from '@hiring/course';
import { PROSE_CORRECTNESS_CEILING, scoreFromFraction } from '../scorecard/dimensions';
import { plural } from '../wording/text';
import { normalizeOutput } from '../sandbox';
import type { CorrectnessMeasurement } from './types';

/**
 * Correctness of a `human` or `math` answer, which is never executed. The rubric is the variation's
 * expected outputs: the public example's and the fixed hidden cases' (not the drawn ones: see
 * `speakable`). Whatever the statement already says
 * (its text, input format, output format, hints and the example's input) proves nothing when
 * repeated, so it earns nothing: a numeric result that appears there is not checked, and a number
 * found there is left out of precision. With
 *   recall    = how much of the expected outputs the answer states: the example's output weighs 1/4
 *               (never more), the distinct hidden outputs share 3/4; a multi-line output counts
 *               line by line;
 *   precision = the share of the answer's own distinct numbers (those not in the statement) that
 *               occur in an expected output (1 when it states none),
 * the score is 15 + 75 × recall × (0.25 + 0.75 × precision), so listing numbers at random does not
 * pay, and at most PROSE_CORRECTNESS_CEILING (89): stating every result is not passing the cases.
 * Outputs too long to state in prose (over 20 lines or 400 characters) are left out of the rubric.
 * The facts give counts, never the outputs, and say what a rubric cannot judge.
 */
const EXAMPLE_WEIGHT = 0.25;
const MAX_TARGET_LINES = 20;
const MAX_TARGET_CHARS = 400;

export function measureRubric(
  answer: string,
  variation: VariationWithCases,
  languageLabel: string,
): CorrectnessMeasurement {
  const text = collapse(answer);
  const statement = collapse(statementTexts(variation).join('\n'));
  // A number the statement already shows proves nothing when an answer repeats it. Words stay
  // checked: a "YES"/"NO" result is named by every statement that asks for one.
  const unseen = (t: string[] | null) => {
    const lines = t?.filter((line) => !NUMBER_LINE.test(line) || mentioned(statement, [line]) === 0) ?? [];
    return lines.length ? lines : null;
  };
  const example = unseen(target(variation.human.examples.output));
  const candidates = [...new Set(speakable(variation).map((c) => normalizeOutput(c.output)))]
    .map(target)
    .filter((t) => t !== null);
  const hidden = candidates.map(unseen).filter((t) => t !== null);
  // The worked example is in the statement: it never weighs more than its quarter, even alone.
  const exampleWeight = EXAMPLE_WEIGHT;
  const hiddenWeight = example ? 1 - EXAMPLE_WEIGHT : 1;

  const exampleShare = example ? mentioned(text, example) : 0;
  const hiddenShares = hidden.map((t) => mentioned(text, t));
  const recall =
    (example ? exampleWeight * exampleShare : 0) +
    (hidden.length ? (hiddenWeight * hiddenShares.reduce((a, b) => a + b, 0)) / hidden.length : 0);

  const restated = new Set(statementTexts(variation).flatMap(numbersIn));
  const expected = new Set(
    [...speakable(variation).map((c) => c.output), variation.human.examples.output].flatMap(numbersIn),
  );
  const own = [...new Set(numbersIn(answer))];
  const stated = own.filter((n) => !restated.has(n));
  const repeated = own.length - stated.length;
  const consistent = stated.filter((n) => expected.has(n)).length;
  const precision = stated.length ? consistent / stated.length : 1;

  const fraction = example || hidden.length ? recall * (0.25 + 0.75 * precision) : 0;
  const notRun = `Not executed: ${languageLabel} is scored against a rubric of the expected results instead.`;
  const facts =
    example || hidden.length
      ? [
          notRun,
          `${example ? exampleFact(exampleShare) + '; ' : ''}` +
            `it states ${Math.round(hiddenShares.reduce((a, b) => a + b, 0))} of ${hidden.length} hidden expected results.`,
          numbersFact(stated.length, consistent, repeated),
          LIMITS,
        ]
      : [
          notRun,
          'None of the expected results can be checked in prose (too long, or already in the statement), ' +
            'so the rubric cannot credit anything.',
          LIMITS,
        ];

  return {
    kind: 'rubric',
    score: Math.min(PROSE_CORRECTNESS_CEILING, scoreFromFraction(fraction)),
    fraction,
    targets: hidden.length + (example ? 1 : 0),
    mentioned: exampleShare + hiddenShares.reduce((a, b) => a + b, 0),
    numbersStated: stated.length,
    numbersConsistent: consistent,
    facts,
  };
}

/** What a rubric can and cannot judge, said on every rubric-scored answer. */
const LIMITS =
  'The rubric can only check the results an answer states, and a number the statement already shows earns nothing; ' +
  'it cannot judge the reasoning or the method behind them. An LLM evaluator judges reasoning, where one is configured.';

const NUMBER_LINE = /^-?\d+(\.\d+)?$/;

/** How much of the worked example's result the answer states, `share` being the part it gets. */
function exampleFact(share: number): string {
  if (share === 1) return 'It gets the worked example right';
  return share > 0 ? 'It gets part of the worked example' : "It does not state the worked example's result";
}

function numbersFact(stated: number, consistent: number, repeated: number): string {
  const echo = repeated
    ? ` ${plural(repeated, 'number')} only repeat${repeated === 1 ? 's' : ''} the statement and earn${repeated === 1 ? 's' : ''} nothing.`
    : '';
  if (stated === 0) return `It states no numbers of its own.${echo}`;
  if (stated === 1)
    return `Its one number ${consistent ? 'agrees' : 'does not agree'} with the expected results.${echo}`;
  return `${consistent} of its ${stated} numbers agree with the expected results.${echo}`;
}

/** An expected output as the lines an answer would have to state, or null when it is too long or has nothing to state. */
function target(output: string): string[] | null {
  const normalized = normalizeOutput(output);
  if (normalized.length > MAX_TARGET_CHARS) return null;
  const lines = [
    ...new Set(
      normalized
        .split('\n')
        .map(collapse)
        .filter((l) => /[a-z0-9]/.test(l)),
    ),
  ];
  return lines.length && lines.length <= MAX_TARGET_LINES ? lines : null;
}

/** Share of a target's lines found in the answer as whole tokens ("16" is not found in "160" or "1.16"). */
function mentioned(text: string, lines: string[]): number {
  const found = lines.filter((line) => new RegExp(`(?<![\\w.])${escape(line)}(?![\\w]|\\.\\d)`).test(text)).length;
  return found / lines.length;
}

const collapse = (text: string) =>
  text
    .toLowerCase()
    .replace(/[ \t]+/g, ' ')
    .trim();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Numbers as canonical strings: "007" and "7.0" are both "7". */
const numbersIn = (text: string): string[] =>
  (text.match(/(?<![\w.])-?\d+(?:\.\d+)?/g) ?? []).map((n) => String(Number(n)));

/**
 * The cases a prose answer can speak to: the ones every round of the variation gets (the empty
 * input, the smallest, the traps its statement warns of). Drawn cases are random data no answer
 * has seen, whose outputs a list of numbers would hit by chance.
 */
const speakable = (v: VariationWithCases) => v.cases.filter((c) => !c.drawn);

/** What a candidate reads before answering, apart from the example's output: repeating it proves nothing. */
const statementTexts = (v: VariationSpec) => [
  v.description,
  v.human.input_format,
  v.human.output_format,
  v.human.examples.input,
  ...v.hints,
];
