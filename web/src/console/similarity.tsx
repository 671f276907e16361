import type { SubmissionDetail } from '../shared/api-types';
import { Link } from './router';

/** A score of this or more is likely a copy: a renamed, reformatted copy scores at least this. */
export const LIKELY_COPIED_FROM = 80;

/**
 * A similarity score in words: "92 · likely copied" flagged (bold, boxed and in words, not by colour
 * alone), else the number, with "some shared code" when `explain`. The dot is not read out.
 */
export function SimilarityScore({ score, explain }: { score: number; explain?: boolean }) {
  if (score >= LIKELY_COPIED_FROM) {
    return (
      <strong class="similarity-flag">
        {score} <span aria-hidden="true">·</span> likely copied
      </strong>
    );
  }
  return explain ? (
    <>
      {score} <span aria-hidden="true">·</span> some shared code
    </>
  ) : (
    <>{score}</>
  );
}

/** The list's cell: the submission's highest score, or a dash (read as "none") when no program reached 30. */
export function HighestSimilarity({ score }: { score?: number }) {
  if (score === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span class="visually-hidden">none</span>
      </>
    );
  }
  return <SimilarityScore score={score} />;
}

/** A hole's "Similarity": why it was not compared, that nothing is like it, or the closest programs of other submissions. */
export function HoleSimilarityPart({ hole, submission }: { hole: number; submission: SubmissionDetail }) {
  return (
    <>
      <h3>Similarity</h3>
      <HoleSimilarityBody hole={hole} submission={submission} />
    </>
  );
}

function HoleSimilarityBody({ hole, submission }: { hole: number; submission: SubmissionDetail }) {
  const found = submission.similarity?.[hole];
  if (!found) {
    if (submission.status === 'analyzed' && !submission.similarity) {
      return <p>Not compared: this round was analyzed before similarity was recorded.</p>;
    }
    if (submission.status === 'failed') return <p>Not compared: the round could not be scored.</p>;
    if (submission.status !== 'analyzed') return <p>Compared with the other submissions once the round is analyzed.</p>;
    return <p>Not compared.</p>;
  }
  if (!found.compared) {
    return (
      <p>
        {found.reason === 'too_short'
          ? 'Not compared: too short to tell a copy from a coincidence.'
          : 'Not compared: prose answer or no program.'}
      </p>
    );
  }
  if (found.matches.length === 0) return <p>No similar program found.</p>;
  return (
    <>
      <p class="hint">
        The closest programs of other submissions on this question, scored 0 to 100 once names, layout, comments and
        literals are set aside: 80 or more is likely copied, 30 to 79 some shared code. Another company's submissions
        show a score only.
      </p>
      <ul class="similarity-matches">
        {found.matches.map((m, i) => (
          <li key={m.submission_id ?? `other-${i}`}>
            {m.submission_id ? (
              <>
                <Link href={`/console/submissions/${encodeURIComponent(m.submission_id)}`}>
                  Your company's submission {m.submission_id}
                </Link>
                : score{' '}
              </>
            ) : m.same_company ? (
              "Another of your company's submissions: score "
            ) : (
              "Another company's submission: score "
            )}
            <SimilarityScore score={m.score} explain />
          </li>
        ))}
      </ul>
    </>
  );
}
