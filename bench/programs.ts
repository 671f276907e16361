import { readFileSync } from 'node:fs';
import { referenceProgramPath } from '../course/references';

/** A candidate's program as the benches play it: the hole's reference, or a slip of it. */
export type Outcome = 'right' | 'near miss' | 'wrong';

/** The near misses, as a candidate's slip in each of the round's references: a boundary or a term lost. */
export const NEAR_MISSES: Record<string, [string, string]> = {
  '12 javascript': ['while(s.length>1)', 'while(s.length>2)'],
  '12 python': ['print(s and 1+(s-1)%9)', 'print(s and s%9 or 9)'],
  '47 javascript': [', d[i - 1][j - 1])', ')'],
  '47 python': ['in (0, k * k)', 'in (0, k * k, k * k - 1)'],
  '93 javascript': ['+r.status <= 599', '+r.status < 599'],
  '93 python': ['<= 599', '< 599'],
};

/** A wrong answer from the same work: the program's answer, and a line too many after it. */
const withExtraLine = (code: string, language: string) =>
  `${code.trimEnd()}\n${language === 'python' ? 'print(0)' : 'console.log(0)'}\n`;

export function program(hole: number, letter: string, language: string, outcome: Outcome): string {
  const reference = readFileSync(referenceProgramPath(1, hole, letter as 'A', language as 'python'), 'utf8');
  if (outcome === 'right') return reference;
  if (outcome === 'wrong') return withExtraLine(reference, language);
  const [from, to] = NEAR_MISSES[`${hole} ${language}`];
  if (!reference.includes(from)) throw new Error(`the near miss of hole ${hole} (${language}) no longer applies`);
  return reference.replace(from, to);
}
