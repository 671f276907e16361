import type { HoleCaseCounts, SubmissionDetail } from '../shared/api-types';
import { STATUS_WORDS } from './words';

type Kind = keyof HoleCaseCounts['by_kind'];

/** What the hidden cases are read from: the console's submission, or a report link's report. */
type Counted = Pick<SubmissionDetail, 'hidden_cases' | 'holes' | 'status'>;

/** The kinds of hidden case in the order the course lists them (stored counts may come in any order). */
const KINDS: Record<Kind, string> = {
  empty: 'Empty input',
  minimum: 'Smallest inputs',
  maximum: 'Largest inputs',
  tricky: 'Tricky cases',
  typical: 'Typical inputs',
};

/** A hole's hidden cases passed, in all and by kind: counts only, never an input. */
export function HiddenCases({ hole, submission }: { hole: number; submission: Counted }) {
  const recorded = submission.hidden_cases;
  if (!recorded) {
    return (
      <p>
        {submission.status === 'analyzed'
          ? 'Not recorded: this round was analyzed before the hidden cases were counted by kind.'
          : `Counted once the round is analyzed (now: ${STATUS_WORDS[submission.status].toLowerCase()}).`}
      </p>
    );
  }
  const counts = recorded[hole];
  if (!counts) return <p>Not run: a prose answer, or no program to run.</p>;
  return (
    <>
      <p>
        <strong>
          {counts.passed} of {counts.total} passed
        </strong>
        {counts.correct ? ': every hidden case.' : '.'}
      </p>
      <ul class="case-kinds">
        {(Object.keys(KINDS) as Kind[])
          .filter((kind) => counts.by_kind[kind])
          .map((kind) => {
            const { passed, total } = counts.by_kind[kind]!;
            return (
              <li key={kind}>
                <span class="label">{KINDS[kind]}</span>: {passed} of {total}
                {passed < total && <strong class="case-failed"> · {total - passed} failed</strong>}
              </li>
            );
          })}
      </ul>
    </>
  );
}

/** "2 of 3", with the holes that ran no program said apart; undefined where the counts were not recorded. */
export function correctHoles(submission: Counted): string | undefined {
  const recorded = submission.hidden_cases;
  if (!recorded) return undefined;
  const counts = submission.holes.map((hole) => recorded[hole]);
  const correct = counts.filter((c) => c?.correct).length;
  const notRun = counts.filter((c) => !c).length;
  return `${correct} of ${submission.holes.length}${notRun ? ` (${notRun} not run: prose or no program)` : ''}`;
}
