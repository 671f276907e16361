/**
 * Whether a shot's text speaks to whoever grades it instead of answering the question: orders about
 * its score, forged markers or sections of an evaluator's prompt, claims about what the service or
 * the hidden cases found, or requests for the hidden cases. Read in prose and in code alike (a
 * comment addressed to the grader counts). Returns what it does, in words for the facts, or
 * undefined. Deliberately narrow, since a sign costs the answer its judged scores: naming a
 * reviewer, a score or a proof is not enough, only a demand or a claim about grading is.
 */
export function addressesEvaluator(text: string): string | undefined {
  // One space for every run of blanks, so that no pattern can be made to backtrack over a long run.
  const plain = text.slice(0, MAX_SCANNED_CHARS).replace(/[^\S\n]+/g, ' ');
  for (const [pattern, what] of SIGNS) if (pattern.test(plain)) return what;
  return undefined;
}

/** A shot is at most 64 KiB; this bounds the work whatever its size. */
const MAX_SCANNED_CHARS = 70_000;

/** Alternatives, in a non-capturing group. */
const anyOf = (...alternatives: string[]) => `(?:${alternatives.join('|')})`;

const GRADER = anyOf(
  'grader',
  'graders',
  'evaluators?',
  'reviewers?',
  'judges?',
  'assessors?',
  'examiners?',
  'ai',
  'llm',
  'language model',
  'assistant',
  'personalit(?:y|ies)',
);
/** What a score is asked for: a number, or the top of the scale. */
const TOP = anyOf(
  String.raw`\d{2,3}\b`,
  'ninety',
  'full marks',
  'full credit',
  String.raw`(?:the |a )?(?:perfect|maximum|top|highest|full) (?:score|marks|grade|rating)`,
);
/** Whom the score is for. */
const THIS = anyOf(
  'it',
  'this',
  'me',
  'my answer',
  'this answer',
  'the answer',
  'this solution',
  'my solution',
  'the candidate',
);
const HIDDEN = String.raw`hidden (?:test )?(?:cases?|results?|tests?|outputs?|inputs?)`;

const sign = (what: string, flags: string, ...alternatives: string[]) =>
  [new RegExp(anyOf(...alternatives), flags), what] as const;

const SIGNS = [
  sign(
    "forges the markers or sections of an evaluator's prompt",
    'm',
    String.raw`-{3,} ?(?:BEGIN|END)\b`,
    String.raw`\b(?:BEGIN|END)[ _-](?:CANDIDATE[ _-])?ANSWER\b`,
    String.raw`^ ?#+ ?(?:[Mm]easured facts|[Ww]hat the service measured|[Ee]xpected results)\b`,
  ),
  sign(
    'tells its evaluator to ignore its instructions',
    'i',
    String.raw`\b(?:ignore|disregard|forget|override) (?:all |any |every )?(?:of )?(?:the |your )?` +
      String.raw`(?:previous|prior|above|earlier|system|grading|scoring) (?:instructions|rules|prompt|guidelines)\b`,
  ),
  sign(
    'orders its evaluator to give it a score',
    'i',
    String.raw`\b(?:give|award|assign|grant|rate|score|mark) ${THIS} (?:a )?(?:score of |a grade of )?${TOP}`,
    String.raw`\b(?:give|award|assign|grant) ${THIS} (?:the |a )?(?:perfect|maximum|top|highest|full) (?:score|marks|grade|rating)\b`,
    String.raw`\bfull marks,? please\b`,
  ),
  sign(
    'claims what the grading found: that it was verified, or that hidden cases pass',
    'i',
    String.raw`\b(?:verified|confirmed|certified|marked) (?:as |to be )?correct by (?:the )?` +
      anyOf('service', 'graders?', 'evaluators?', 'system', 'tests', 'test suite', 'hidden'),
    String.raw`\b\d+ (?:of|out of) \d+ ${HIDDEN}\b`,
    String.raw`\b(?:all|every one of|each of) (?:the )?${HIDDEN} (?:pass|passed|are right|are correct|succeed)`,
  ),
  sign(
    'asks for the hidden cases',
    'i',
    String.raw`\b(?:print|show|list|reveal|tell|repeat|include|quote|give|write|share|leak)\b[^.\n]{0,40}\b${HIDDEN}\b`,
  ),
  sign(
    'asks its evaluator for a score',
    'i',
    String.raw`\b(?:note|message|instructions?|attention|dear|hey|hello|hi)(?: to| for)?(?: the)? ${GRADER}\b[^\n]{0,80}` +
      anyOf(String.raw`\b(?:give|award|assign|grant|rate|score|mark|grade) ${THIS}\b`, String.raw`\bdeserves? ${TOP}`),
  ),
];
