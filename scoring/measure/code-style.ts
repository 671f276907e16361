import { clampScore } from '../scorecard/dimensions';
import { capitalize, plural } from '../wording/text';
import { humorMeasurement } from './humor';
import { codeSignals, type CodeSignals } from './signals';
import type { Syntax } from './syntax';
import type { DimensionMeasurement, StyleMeasurement } from './types';

/**
 * Quality, creativity, ingenuity and humor of a program, from its static signals (signals.ts).
 * Every formula is a sum of small, visible points, clamped to 15..90.
 */
export function measureCodeStyle(source: string, syntax: Syntax): StyleMeasurement {
  const s = codeSignals(source, syntax);
  return { quality: quality(s), creativity: creativity(s), ingenuity: ingenuity(s), humor: humorMeasurement(s.humor) };
}

/**
 * 55, then: naming ±15 (30 × (descriptive share − 0.5), with 2+ names); shallow blocks (depth ≤ 3) +5,
 * deep ones (6+) −10; expressions nested 6+ deep −5; longest line ≤ 100 +5, > 160 −10; some comments
 * (no more than code) +5, none in 20+ lines −5; functions in 15+ lines +5, none in 30+ lines −10;
 * mixed tabs and spaces −5; repeated lines −5 each (at most −15).
 */
function quality(s: CodeSignals): DimensionMeasurement {
  let points = 55;
  if (s.identifiers.length >= 2) points += Math.round(30 * (s.descriptiveNames - 0.5));
  if (s.blockDepth <= 3) points += 5;
  else if (s.blockDepth >= 6) points -= 10;
  if (s.expressionDepth >= 6) points -= 5;
  if (s.longestLine <= 100) points += 5;
  else if (s.longestLine > 160) points -= 10;
  if (s.commentLines > 0 && s.commentLines <= s.codeLines) points += 5;
  else if (s.commentLines === 0 && s.codeLines >= 20) points -= 5;
  if (s.codeLines >= 15 && s.functions > 0) points += 5;
  else if (s.codeLines >= 30 && s.functions === 0) points -= 10;
  if (s.mixedIndentation) points -= 5;
  points -= Math.min(15, 5 * s.duplicateLines);

  const names = s.identifiers.length
    ? `${plural(s.identifiers.length, 'name')}, ${Math.round(s.descriptiveNames * 100)}% descriptive${examples(s.identifiers)}`
    : 'no names of its own';
  const facts = [
    `${capitalize(names)}; block nesting ${s.blockDepth}; ` +
      `longest line ${s.longestLine} characters; ${plural(s.commentLines, 'comment line')}.`,
  ];
  const issues = [
    s.mixedIndentation && 'tabs and spaces are mixed',
    s.duplicateLines > 0 && `${plural(s.duplicateLines, 'line')} repeated verbatim`,
  ].filter(Boolean);
  if (issues.length) facts.push(`Also: ${issues.join('; ')}.`);
  return { score: clampScore(points), facts };
}

/** 25 + 6 per distinct construct + 2 per distinctive name (4+ characters, at most 5) + 5 for comments with 8+ distinct words. */
function creativity(s: CodeSignals): DimensionMeasurement {
  const distinctive = Math.min(5, s.identifiers.filter((id) => id.length >= 4).length);
  const points = 25 + 6 * s.constructs.length + 2 * distinctive + (s.commentVocabulary >= 8 ? 5 : 0);
  const facts = s.constructs.length
    ? [`${plural(s.constructs.length, 'distinct construct')}: ${s.constructs.map((c) => c.label).join(', ')}.`]
    : ['No distinctive constructs: a straight-line program.'];
  return { score: clampScore(points), facts };
}

/** 20 + 10 per trick (bits, regexes, recursion, step slices...) + 5 per idiom of the language. */
function ingenuity(s: CodeSignals): DimensionMeasurement {
  const tricks = s.constructs.filter((c) => c.role === 'trick');
  const idioms = s.constructs.filter((c) => c.role === 'idiom');
  const parts = [
    idioms.length && `idioms: ${idioms.map((c) => c.label).join(', ')}`,
    tricks.length && `tricks: ${tricks.map((c) => c.label).join(', ')}`,
  ].filter(Boolean);
  const facts = parts.length ? [`${capitalize(parts.join('; '))}.`] : ['No idioms or tricks detected.'];
  return { score: clampScore(20 + 10 * tricks.length + 5 * idioms.length), facts };
}

const SHORT_NAME = /^[A-Za-z_$][\w$]{2,19}$/;

/** Up to three of the program's own descriptive names, as a short illustration (never more of the code). */
function examples(identifiers: string[]): string {
  const shown = identifiers.filter((id) => SHORT_NAME.test(id)).slice(0, 3);
  return shown.length ? ` (e.g. ${shown.map((id) => `\`${id}\``).join(', ')})` : '';
}
