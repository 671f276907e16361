import type { Submission } from '../shared/api-types';

type Mark = { symbol: string; words: string; kind: 'correct' | 'wrong' | 'none'; detail?: string };

/**
 * A hole's correctness: correct when every hidden case passed. "Not scored" where no program ran (a
 * prose answer, an empty shot) or before analysis; "not recorded" for a round analyzed before the
 * counts were kept.
 */
function markOf(s: Submission, hole: number): Mark {
  if (s.status === 'analyzed' && !s.hidden_cases) return { symbol: '?', words: 'not recorded', kind: 'none' };
  const counts = s.hidden_cases?.[hole];
  if (!counts) return { symbol: '–', words: 'not scored', kind: 'none' };
  const detail = `${counts.passed} of ${counts.total} hidden cases passed`;
  return counts.correct
    ? { symbol: '✓', words: 'correct', kind: 'correct', detail }
    : { symbol: '✗', words: 'not correct', kind: 'wrong', detail };
}

/**
 * Each hole of the submission at a glance: its number and a tick, a cross or a dash (a shape, not
 * colour alone), read out as "Hole 12: correct". With `titles` (the compare view), in words beside it.
 */
export function HoleMarks({ submission, titles }: { submission: Submission; titles?: Record<string, string> }) {
  return (
    <ul class={titles ? 'hole-marks in-words' : 'hole-marks'}>
      {submission.holes.map((hole) => {
        const mark = markOf(submission, hole);
        return (
          <li key={hole} class={`hole-mark ${mark.kind}`} title={mark.detail}>
            {titles ? (
              <>
                <span aria-hidden="true">{mark.symbol}</span> {titles[hole] ?? `Hole ${hole}`}: {mark.words}
                {mark.detail && <span class="muted small"> ({mark.detail})</span>}
              </>
            ) : (
              <>
                <span aria-hidden="true">
                  {hole} {mark.symbol}
                </span>
                <span class="visually-hidden">
                  Hole {hole}: {mark.words}
                </span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
