import { readFileSync } from 'node:fs';
import { OTHER_REFERENCE_LANGUAGES, otherReferencePath, referenceProgramPath } from '@hiring/course';

/** A candidate's program as the benches play it: the hole's reference, or a slip of it. */
type Outcome = 'right' | 'near miss' | 'wrong';

/**
 * The rounds the benches play: the references (every case passes); the same programs with a line
 * too many after their answer (every case fails, as a candidate's wrong program does: the same
 * work, a wrong result); and a mixed round of one reference, one near miss (a slip that fails some
 * cases) and one wrong.
 */
export const ROUND_KINDS = ['right', 'wrong', 'mixed'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];
export const ROUND_OUTCOMES: Record<RoundKind, [Outcome, Outcome, Outcome]> = {
  right: ['right', 'right', 'right'],
  wrong: ['wrong', 'wrong', 'wrong'],
  mixed: ['right', 'near miss', 'wrong'],
};

/** The round the e2e bench plays (a mixed one: the outcomes above, in that order), in one language per hole. */
export const E2E_ROUND = {
  holes: [12, 47, 93],
  languages: ['javascript', 'python', 'python'],
} as const;

/** Near misses written as a candidate's slip in a reference (a boundary, a term lost), by hole, variation and language. */
const SLIPS: Record<string, [string, string]> = {
  '12B javascript': ['while(s.length>1)', 'while(s.length>2)'],
  '12B python': ['print(s and 1+(s-1)%9)', 'print(s and s%9 or 9)'],
  '47D javascript': [', d[i - 1][j - 1])', ')'],
  '47D python': ['in (0, k * k)', 'in (0, k * k, k * k - 1)'],
  '93A javascript': ['+r.status <= 599', '+r.status < 599'],
  '93A python': ['<= 599', '< 599'],
};

/** A near miss of any Python reference that reads sys.stdin: a line too many where the input's length is odd. */
const pythonSlip = (reference: string) =>
  `import io, sys\n_input = sys.stdin.read()\nsys.stdin = io.StringIO(_input)\n${reference.trimEnd()}\n` +
  'if len(_input) % 2:\n    print(0)\n';

/** A wrong answer from the same work: the program's answer, and a line too many after it. */
const withExtraLine = (code: string, language: string) =>
  `${code.trimEnd()}\n${language === 'python' ? 'print(0)' : 'console.log(0)'}\n`;

/** The variation's reference in `language`: JavaScript and Python for every hole, the other languages for some. */
export function reference(hole: number, letter: string, language: string): string {
  const other = OTHER_REFERENCE_LANGUAGES.find((l) => l.language === language);
  const file = other
    ? otherReferencePath(1, hole, letter as 'A', other.extension)
    : referenceProgramPath(1, hole, letter as 'A', language as 'python');
  return readFileSync(file, 'utf8');
}

/** A line comment in each language, where a bench makes a program new (unseen by the compile cache). */
const COMMENT: Record<string, string> = { ruby: '#', bash: '#', perl: '#', python: '#', lua: '--', haskell: '--' };
export const withNonce = (code: string, language: string, nonce: string): string =>
  `${code.trimEnd()}\n${COMMENT[language] ?? '//'} ${nonce}\n`;

export function program(hole: number, letter: string, language: string, outcome: Outcome): string {
  const right = reference(hole, letter, language);
  if (outcome === 'right') return right;
  if (outcome === 'wrong') return withExtraLine(right, language);
  const slip = SLIPS[`${hole}${letter} ${language}`];
  if (!slip && language === 'python') return pythonSlip(right);
  if (!slip || !right.includes(slip[0])) throw new Error(`no near miss of hole ${hole}${letter} in ${language}`);
  return right.replace(...slip);
}
