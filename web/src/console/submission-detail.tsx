import { Alert } from '../shared/ui';
import type { CourseEntry, Role, SubmissionDetail as DetailedSubmission } from '../shared/api-types';
import { useLoad } from './client';
import { ExportCandidate } from './export-candidate';
import { HiddenCases } from './hidden-cases';
import { HighlightedCode } from './highlighted-code';
import { HoleScores } from './hole-scores';
import { InterviewQuestions, ReportSummary } from './report-summary';
import { MANAGERS } from './roles';
import { Link } from './router';
import { HoleSimilarityPart } from './similarity';
import { STATUS_WORDS } from './words';
import './report.css';

/**
 * One submission as a report for the hiring manager: the summary first (who, the overall, correct
 * answers, time taken, standing), the message, then per hole the question, its hidden cases by kind,
 * the highlighted answer, how like other programs it is, the personalities' scores as one chart and
 * their scorecards; last, the questions to ask in the interview. Managers also get the candidate's
 * data (all their rounds) from here.
 */
export function SubmissionDetail({ id, role }: { id: string; role: Role }) {
  const { data: s, error } = useLoad<DetailedSubmission>(`/playback/${encodeURIComponent(id)}`);
  return (
    <>
      <p class="no-print">
        <Link href="/console/submissions">Back to the submissions</Link>
      </p>
      <Alert>{error}</Alert>
      {s && (
        <article aria-labelledby="candidate" class="report">
          <h2 id="candidate">
            {s.name} <span class="muted">&lt;{s.email}&gt;</span>
          </h2>
          {MANAGERS.includes(role) && <ExportCandidate email={s.email} />}
          <ReportSummary submission={s} />
          {s.message && (
            <section class="card">
              <h3>Message to the hiring team</h3>
              <p class="statement">{s.message}</p>
            </section>
          )}
          {s.holes.map((hole) => (
            <HoleResult key={hole} hole={hole} submission={s} />
          ))}
          <InterviewQuestions questions={s.interview_questions} />
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
      <h3>Hidden cases</h3>
      <HiddenCases hole={hole} submission={submission} />
      <h3>The candidate's answer{shot ? ` (${shot.language})` : ''}</h3>
      {shot ? (
        <HighlightedCode code={shot.code} language={shot.language} />
      ) : (
        <p>No answer was saved for this question.</p>
      )}
      <HoleSimilarityPart hole={hole} submission={submission} />
      <h3>Scorecards</h3>
      <p class="hint">Each personality scores the dimensions it judges, from 15 (weakest) to 90 (strongest).</p>
      {evaluation ? (
        <HoleScores hole={hole} evaluation={evaluation} />
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
    <details open>
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
