import { Alert, formatTime } from '../shared/ui';
import type { CourseEntry, EvaluatorResult, SubmissionDetail as DetailedSubmission } from '../shared/api-types';
import { useLoad } from './client';
import { Link } from './router';
import { HoleSimilarityPart } from './similarity';
import { overallOf, personalityName, STATUS_WORDS } from './words';

const EVALUATORS = ['first', 'second', 'third'] as const;

type Dimension = Exclude<keyof EvaluatorResult, 'personality' | 'feedback'>;

/** Every dimension a scorecard may score, in the order shown; one the API adds must be named here. */
const DIMENSIONS: Record<Dimension, string> = {
  quality: 'Quality',
  length: 'Length',
  creativity: 'Creativity',
  ingenuity: 'Ingenuity',
  humor: 'Humor',
  correctness: 'Correctness',
};

/**
 * One submission, for reading: who, when, the message, the summary, then per hole the question, the
 * shot, how like other submissions' programs it is, and three scorecards.
 */
export function SubmissionDetail({ id }: { id: string }) {
  const { data: s, error } = useLoad<DetailedSubmission>(`/playback/${encodeURIComponent(id)}`);
  return (
    <>
      <p>
        <Link href="/console/submissions">Back to the submissions</Link>
      </p>
      <Alert>{error}</Alert>
      {s && (
        <article aria-labelledby="candidate">
          <h2 id="candidate">
            {s.name} <span class="muted">&lt;{s.email}&gt;</span>
          </h2>
          <dl class="facts">
            <dt>Status</dt>
            <dd>{STATUS_WORDS[s.status]}</dd>
            <dt>Overall</dt>
            <dd>{overallOf(s.scorecard?.summary) ?? 'Not scored yet'}</dd>
            <dt>Kind</dt>
            <dd>{s.test ? 'Test round (free, never a real result)' : `Live round, attempt ${s.attempt}`}</dd>
            <dt>Started</dt>
            <dd>{formatTime(s.created_at)}</dd>
            <dt>Submitted</dt>
            <dd>
              {formatTime(s.submitted_at)}
              {s.time_limit_reached && ' by the time limit, with the answers saved by then'}
            </dd>
            <dt>Time limit</dt>
            <dd data-testid="time-limit">{s.time_limit_reached ? 'Reached' : 'Not reached'}</dd>
          </dl>
          {s.message && (
            <section class="card">
              <h3>Message to the hiring team</h3>
              <p class="statement">{s.message}</p>
            </section>
          )}
          {s.scorecard && (
            <section class="card">
              <h3>Summary</h3>
              <p class="statement">{s.scorecard.summary}</p>
            </section>
          )}
          {s.holes.map((hole) => (
            <HoleResult key={hole} hole={hole} submission={s} />
          ))}
        </article>
      )}
    </>
  );
}

function HoleResult({ hole, submission }: { hole: number; submission: DetailedSubmission }) {
  const entry = submission.course?.[hole];
  const shot = submission.shots[hole];
  const evaluation = submission.scorecard?.holes[hole];
  return (
    <section class="hole-result" aria-labelledby={`hole-${hole}`}>
      <h2 id={`hole-${hole}`}>{entry ? entry.title : `Question ${hole}`}</h2>
      {entry && (
        <p class="muted">
          {entry.category} · difficulty {entry.difficulty} of 10
        </p>
      )}
      {entry && <Question entry={entry} />}
      <h3>The candidate's answer{shot ? ` (${shot.language})` : ''}</h3>
      {shot ? <pre>{shot.code}</pre> : <p>No answer was saved for this question.</p>}
      <HoleSimilarityPart hole={hole} submission={submission} />
      <h3>Scorecards</h3>
      <p class="hint">Each personality scores the dimensions it judges, from 15 (weakest) to 90 (strongest).</p>
      {evaluation ? (
        <div class="scorecards">
          {EVALUATORS.map((slot) => (
            <Scorecard key={slot} result={evaluation[slot]} />
          ))}
        </div>
      ) : submission.status === 'failed' ? (
        <p>This round could not be scored, and it is not charged: {submission.failure}.</p>
      ) : (
        <p>The scorecards appear once the round is analyzed (now: {STATUS_WORDS[submission.status].toLowerCase()}).</p>
      )}
    </section>
  );
}

function Question({ entry }: { entry: CourseEntry }) {
  return (
    <details>
      <summary>The question as this candidate saw it</summary>
      {entry.description && <p class="statement">{entry.description}</p>}
      {entry.human && (
        <>
          <p>
            <span class="label">Input:</span> {entry.human.input_format}
          </p>
          <p>
            <span class="label">Output:</span> {entry.human.output_format}
          </p>
          <div class="grid-2">
            <div>
              <span class="label">Example input</span>
              <pre>{entry.human.examples.input}</pre>
            </div>
            <div>
              <span class="label">Example output</span>
              <pre>{entry.human.examples.output}</pre>
            </div>
          </div>
        </>
      )}
      {entry.hints && entry.hints.length > 0 && (
        <ul>
          {entry.hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** One personality's scorecard: a score and a comment per dimension it scores, then its feedback. */
function Scorecard({ result }: { result: EvaluatorResult }) {
  return (
    <section class="card scorecard">
      <h4>{personalityName(result.personality)}</h4>
      <table>
        <thead>
          <tr>
            <th scope="col">Dimension</th>
            <th scope="col">Score</th>
            <th scope="col">Comment</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(DIMENSIONS) as Dimension[])
            .filter((d) => result[d])
            .map((d) => (
              <tr key={d}>
                <th scope="row">{DIMENSIONS[d]}</th>
                <td class="score">{result[d]!.score}</td>
                <td>{result[d]!.commentary}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p class="feedback">{result.feedback}</p>
    </section>
  );
}
