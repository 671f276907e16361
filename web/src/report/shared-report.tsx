import type { SharedReport } from '../shared/api-types';
import { formatTime } from '../shared/ui';
import { correctHoles, HiddenCases } from '../console/hidden-cases';
import { HoleScores } from '../console/hole-scores';
import { duration } from '../console/report-summary';
import { STATUS_WORDS } from '../console/words';
import '../console/report.css';

/**
 * A report link's report, read-only: the candidate's name, the summary (overall, correct answers,
 * times), then per question its hidden cases passed and the personalities' scorecards, with the
 * console's own parts. What the API does not share (the address, the code, the message, standing,
 * similarity) is not there to show.
 */
export function SharedReportView({ report }: { report: SharedReport }) {
  return (
    <article aria-labelledby="candidate" class="report">
      <h2 id="candidate">{report.name}</h2>
      <p class="hint">
        Shared read-only by the hiring team. This link works until {formatTime(report.link_expires_at)}.
      </p>
      <Summary report={report} />
      {report.holes.map((hole) => (
        <HoleReport key={hole} hole={hole} report={report} />
      ))}
    </article>
  );
}

function Summary({ report: r }: { report: SharedReport }) {
  return (
    <section class="card report-summary" aria-labelledby="report-summary">
      <div class="report-summary-head">
        <h3 id="report-summary">At a glance</h3>
        <button type="button" class="secondary no-print" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <dl class="facts">
        <dt>Overall</dt>
        <dd>{r.overall ? `${r.overall.points}/${r.overall.max}` : 'Not recorded'}</dd>
        <dt>Correct answers</dt>
        <dd>{correctHoles(r) ?? 'Not recorded for this round'}</dd>
        <dt>Time to submit</dt>
        <dd>{duration(r.created_at, r.submitted_at)}</dd>
        <dt>Time limit</dt>
        <dd>{r.time_limit_reached ? 'Reached' : 'Not reached'}</dd>
        <dt>Status</dt>
        <dd>{STATUS_WORDS[r.status]}</dd>
        <dt>Kind</dt>
        <dd>{r.test ? 'Test round (a trial, never a real result)' : 'Live round'}</dd>
        <dt>Started</dt>
        <dd>{formatTime(r.created_at)}</dd>
        <dt>Submitted</dt>
        <dd>
          {formatTime(r.submitted_at)}
          {r.time_limit_reached && ' by the time limit, with the answers saved by then'}
        </dd>
        <dt>Analyzed</dt>
        <dd>{formatTime(r.processing_finished_at)}</dd>
      </dl>
      <p class="statement">{r.scorecard.summary}</p>
    </section>
  );
}

function HoleReport({ hole, report }: { hole: number; report: SharedReport }) {
  const question = report.course[hole];
  const evaluation = report.scorecard.holes[hole];
  return (
    <section class="hole-result" aria-labelledby={`hole-${hole}`}>
      <h2 id={`hole-${hole}`}>{question ? question.title : `Question ${hole}`}</h2>
      {question && (
        <p class="muted">
          {question.category} · difficulty {question.difficulty} of 10
        </p>
      )}
      <h3>Hidden cases</h3>
      <HiddenCases hole={hole} submission={report} />
      <h3>Scorecards</h3>
      <p class="hint">Each personality scores the dimensions it judges, from 15 (weakest) to 90 (strongest).</p>
      {evaluation ? <HoleScores hole={hole} evaluation={evaluation} /> : <p>This question was not scored.</p>}
    </section>
  );
}
