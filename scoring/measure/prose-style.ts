import { clampScore } from '../scorecard/dimensions';
import { plural } from '../wording/text';
import { humorMeasurement, humorSignals } from './humor';
import type { DimensionMeasurement, StyleMeasurement } from './types';

/**
 * Quality, creativity, ingenuity and humor of a `human` or `math` answer, from what its prose shows:
 * sentences and structure, examples and analogies, formulas, techniques and edge cases.
 */
export function measureProseStyle(text: string): StyleMeasurement {
  const s = proseSignals(text);
  return {
    quality: quality(s),
    creativity: creativity(s),
    ingenuity: ingenuity(s),
    humor: humorMeasurement(humorSignals([text], [])),
  };
}

export interface ProseSignals {
  words: number;
  distinctWords: number;
  sentences: number;
  /** List items (-, *, 1.) plus extra paragraphs: visible structure. */
  structure: number;
  stepWords: number;
  examples: number;
  analogies: number;
  /** Distinct kinds of mathematical notation used (=, ×, ^, ≤, mod, floor...). */
  notation: number;
  techniques: number;
  edgeCases: number;
}

const STEP_WORDS = ['first', 'then', 'next', 'finally', 'second', 'third', 'afterwards', 'lastly', 'step'];
const EXAMPLES = [/for example/i, /\be\.g\./i, /for instance/i, /such as/i];
const ANALOGIES = [/\blike an?\b/i, /\bas if\b/i, /\bimagine\b/i, /\bthink of\b/i, /\bjust as\b/i];
const NOTATION = [
  /=/,
  /[+\-−]/,
  /[×*·]/,
  /[/÷]/,
  /\^|²|³/,
  /[≤≥<>]/,
  /\bmod\b|%/,
  /∑|\bsum\b/i,
  /√|\bsqrt\b/i,
  /\bfloor\b|\bceil\b|⌊|⌈/i,
  /\blog\b/i,
  /\bmax\b|\bmin\b/i,
];
const TECHNIQUES = [
  /recurs/i,
  /binary search/i,
  /dynamic programming|memo/i,
  /greedy/i,
  /modul[oa]|parity/i,
  /hash/i,
  /\bstack\b/i,
  /\bqueue\b/i,
  /\bsort/i,
  /prefix sum|running (sum|total)/i,
  /two pointers|sliding window/i,
  /\bxor\b|bit ?mask|\bbits?\b/i,
  /\bgcd\b|\blcm\b|prime|sieve/i,
  /regular expression|regex/i,
];
const EDGE_CASES = [
  /\bempty\b/i,
  /\bzero\b|\b0\b/,
  /\bedge\b|\bcorner\b|\bboundary\b/i,
  /\bmaximum\b|\blargest\b|\bmax\b/i,
  /\bminimum\b|\bsmallest\b/i,
  /\bnegative\b/i,
  /\bleading\b|\btrailing\b/i,
  /\bsingle\b|\bone (item|element|character|line)\b/i,
];

export function proseSignals(text: string): ProseSignals {
  const words: string[] = text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  const lines = text.split('\n');
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '').length;
  const kinds = (patterns: RegExp[]) => patterns.filter((p) => p.test(text)).length;
  return {
    words: words.length,
    distinctWords: new Set(words).size,
    sentences: text.split(/[.!?]+(?:\s|$)|\n/).filter((s) => /[a-z]/i.test(s)).length,
    structure: lines.filter((l) => /^\s*([-*•]|\d+[.)])\s+\S/.test(l)).length + Math.max(0, paragraphs - 1),
    stepWords: STEP_WORDS.filter((w) => words.includes(w)).length,
    examples: kinds(EXAMPLES),
    analogies: kinds(ANALOGIES),
    notation: kinds(NOTATION),
    techniques: kinds(TECHNIQUES),
    edgeCases: kinds(EDGE_CASES),
  };
}

/**
 * 50, then: fewer than 8 words −20, 25+ words +5; sentences of 6 to 30 words on average +10, over 45
 * −10; visible structure (2+ list items or paragraphs) +10; 2+ step words (first, then...) +10.
 */
function quality(s: ProseSignals): DimensionMeasurement {
  const perSentence = s.sentences ? s.words / s.sentences : 0;
  let points = 50;
  if (s.words < 8) points -= 20;
  else if (s.words >= 25) points += 5;
  if (perSentence >= 6 && perSentence <= 30) points += 10;
  else if (perSentence > 45) points -= 10;
  if (s.structure >= 2) points += 10;
  if (s.stepWords >= 2) points += 10;
  const facts = [
    `${plural(s.words, 'word')} in ${plural(s.sentences, 'sentence')} (about ${Math.round(perSentence)} words each); ` +
      `${plural(s.structure, 'list item or paragraph break', 'list items or paragraph breaks')}; ${plural(s.stepWords, 'step word')}.`,
  ];
  return { score: clampScore(points), facts };
}

/** 25 + 10 per kind of example (at most 2) + 10 per kind of analogy (at most 2) + 1 per 5 distinct words (at most 20). */
function creativity(s: ProseSignals): DimensionMeasurement {
  const points =
    25 + 10 * Math.min(2, s.examples) + 10 * Math.min(2, s.analogies) + Math.min(20, Math.floor(s.distinctWords / 5));
  const facts = [
    `${plural(s.distinctWords, 'distinct word')}; ${plural(s.examples, 'kind of example', 'kinds of example')}; ` +
      `${plural(s.analogies, 'analogy', 'analogies')}.`,
  ];
  return { score: clampScore(points), facts };
}

/** 20 + 5 per kind of notation (at most 6) + 8 per technique named (at most 3) + 5 per kind of edge case considered (at most 3). */
function ingenuity(s: ProseSignals): DimensionMeasurement {
  const points = 20 + 5 * Math.min(6, s.notation) + 8 * Math.min(3, s.techniques) + 5 * Math.min(3, s.edgeCases);
  const facts = [
    `${plural(s.notation, 'kind')} of notation; ${plural(s.techniques, 'technique')} named; ` +
      `${plural(s.edgeCases, 'kind')} of edge case considered.`,
  ];
  return { score: clampScore(points), facts };
}
