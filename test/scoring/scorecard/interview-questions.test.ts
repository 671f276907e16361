import assert from 'node:assert/strict';
import type { HoleCaseCounts } from '../../../scoring/scorecard/case-counts';
import type { Dimension } from '../../../scoring/scorecard/dimensions';
import { interviewQuestions, type QuestionedHole } from '../../../scoring/scorecard/interview-questions';
import type { EvaluatorResult, HoleEvaluation } from '../../../scoring/scorecard/scorecard-schema';

const result = (personality: string, scores: Partial<Record<Dimension, number>>): EvaluatorResult => ({
  personality,
  ...Object.fromEntries(Object.entries(scores).map(([d, score]) => [d, { score, commentary: `${d} said` }])),
  feedback: 'Fine.',
});

/** The three personalities scoring the same dimensions, each with its own scores. */
const evaluation = (scores: Partial<Record<Dimension, number>>): HoleEvaluation => ({
  first: result('jaded_dev', scores),
  second: result('caffeinated_genius', scores),
  third: result('academic_rebel', scores),
});

const STRONG = { quality: 80, length: 70, creativity: 75, ingenuity: 85, humor: 70, correctness: 90 };

const allPassed: HoleCaseCounts = {
  passed: 9,
  total: 9,
  correct: true,
  by_kind: { empty: { passed: 1, total: 1 }, maximum: { passed: 2, total: 2 }, typical: { passed: 6, total: 6 } },
};

const hole = (title: string, scores = STRONG, cases: HoleCaseCounts | null = allPassed): QuestionedHole => ({
  title,
  evaluation: evaluation(scores),
  cases,
});

describe('interview questions', () => {
  it('asks about the two weakest dimensions of a round that passed everything, naming the hole where each was lowest', () => {
    const questions = interviewQuestions([
      hole('Sum of digits'),
      hole('Caesar cipher', { ...STRONG, humor: 20 }),
      hole('Anagrams', { ...STRONG, length: 30 }),
    ]);
    assert.deepEqual(questions, [
      'How do you make code pleasant for the next person to read, in names and comments? Show us in “Caesar cipher”.',
      'Your answer to “Anagrams” could be more direct. What would you cut, and what would you keep for clarity?',
    ]);
  });

  it('asks first about the kind of hidden case most failed, naming every hole where it failed, then the weakest dimensions', () => {
    const slow: HoleCaseCounts = {
      passed: 7,
      total: 9,
      correct: false,
      by_kind: { empty: { passed: 1, total: 1 }, maximum: { passed: 0, total: 2 }, typical: { passed: 6, total: 6 } },
    };
    const emptyAndSlow: HoleCaseCounts = {
      passed: 6,
      total: 9,
      correct: false,
      by_kind: { empty: { passed: 0, total: 1 }, maximum: { passed: 1, total: 2 }, typical: { passed: 5, total: 6 } },
    };
    const questions = interviewQuestions([
      hole('Sum of digits', { ...STRONG, correctness: 40 }, slow),
      hole('Caesar cipher', { ...STRONG, correctness: 30, quality: 25 }, emptyAndSlow),
      hole('Essay', { ...STRONG, creativity: 30 }, null),
    ]);
    assert.equal(questions.length, 4);
    // Empty failed on 1 of 2, largest on 3 of 4: largest is asked first; typical (1 of 12) is left out.
    assert.match(
      questions[0],
      /^On “Sum of digits” and “Caesar cipher”, the largest inputs failed\. What are the time/,
    );
    assert.match(questions[1], /^On “Caesar cipher”, the program failed on an empty input\./);
    // Correctness is the weakest dimension, but the failed kinds already ask about it.
    assert.match(questions[2], /^What other approaches to “Essay” did you consider/);
    assert.match(questions[3], /“Caesar cipher” again: what would you change so that a colleague/);
  });

  it('asks about correctness when no hidden case is recorded (prose answers, or a round analyzed before they were)', () => {
    const questions = interviewQuestions([
      hole('Proof', { ...STRONG, correctness: 20 }, null),
      { title: 'Old one', evaluation: evaluation(STRONG) },
    ]);
    assert.equal(questions.length, 2);
    assert.match(questions[0], /How did you convince yourself that your answer to “Proof” is right\?/);
  });

  it('gives the same questions for the same round, whatever order its kinds were stored in', () => {
    const reordered: HoleCaseCounts = {
      ...allPassed,
      by_kind: { typical: { passed: 0, total: 6 }, empty: { passed: 0, total: 1 }, maximum: { passed: 2, total: 2 } },
    };
    const inOrder: HoleCaseCounts = {
      ...allPassed,
      by_kind: { empty: { passed: 0, total: 1 }, maximum: { passed: 2, total: 2 }, typical: { passed: 0, total: 6 } },
    };
    const a = interviewQuestions([hole('A', STRONG, reordered)]);
    assert.deepEqual(a, interviewQuestions([hole('A', STRONG, inOrder)]));
    // Both failed every case: the order of the kinds breaks the tie.
    assert.match(a[0], /empty input/);
    assert.match(a[1], /typical inputs failed/);
  });
});
