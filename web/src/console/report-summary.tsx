import { formatTime } from '../shared/ui';
import type { SubmissionDetail } from '../shared/api-types';
import { correctHoles } from './hidden-cases';
import { overallOf, plural, STATUS_WORDS } from './words';

/** "42 min 5 s", "1 h 3 min", "35 s": the time from one instant to another. */
export function duration(fromIso: string, toIso: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 1000));
  const h = Math.floor(seconds / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h) return `${h} h ${min} min`;
  return min ? `${min} min${s ? ` ${s} s` : ''}` : `${s} s`;
}

function standingWords(s: SubmissionDetail): string {
  if (s.status !== 'analyzed') return 'Once the round is analyzed';
  if (!s.standing) return 'No other analyzed submission on these questions yet';
  const { percentile, compared_with } = s.standing;
  return `Percentile ${percentile} among ${plural(compared_with, 'analyzed submission')} on these questions (ties count half)`;
}

/**
 * What a hiring manager reads first: the overall, the questions answered correctly, how long the
 * candidate took, where they stand, whether the time limit ended the round; then the rest of the
 * facts and the scorecard's own summary. "Print" gives the report as a page (the print stylesheet
 * in report.css).
 */
export function ReportSummary({ submission: s }: { submission: SubmissionDetail }) {
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
        <dd data-testid="overall">{overallOf(s.scorecard?.summary) ?? 'Not scored yet'}</dd>
        <dt>Correct answers</dt>
        <dd data-testid="correct-holes">
          {correctHoles(s) ?? (s.status === 'analyzed' ? 'Not recorded for this round' : 'Once the round is analyzed')}
        </dd>
        <dt>Time to submit</dt>
        <dd data-testid="time-to-submit">
          {s.submitted_at ? duration(s.created_at, s.submitted_at) : 'Not submitted'}
        </dd>
        <dt>Standing</dt>
        <dd data-testid="standing">{standingWords(s)}</dd>
        <dt>Time limit</dt>
        <dd data-testid="time-limit">{s.time_limit_reached ? 'Reached' : 'Not reached'}</dd>
        <dt>Status</dt>
        <dd>{STATUS_WORDS[s.status]}</dd>
        <dt>Kind</dt>
        <dd>{s.test ? 'Test round (free, never a real result)' : `Live round, attempt ${s.attempt}`}</dd>
        <dt>Started</dt>
        <dd>{formatTime(s.created_at)}</dd>
        <dt>Submitted</dt>
        <dd>
          {formatTime(s.submitted_at)}
          {s.time_limit_reached && ' by the time limit, with the answers saved by then'}
        </dd>
      </dl>
      {s.scorecard && <p class="statement">{s.scorecard.summary}</p>}
    </section>
  );
}

/** The questions to ask in the interview, from the weakest dimensions and the failed kinds of hidden case. */
export function InterviewQuestions({ questions }: { questions?: string[] }) {
  if (!questions?.length) return null;
  return (
    <section class="card interview-questions" aria-labelledby="interview-questions">
      <h2 id="interview-questions">Questions for the interview</h2>
      <p class="hint">Drawn from the kinds of hidden case that failed and the weakest dimensions.</p>
      <ol>
        {questions.map((q) => (
          <li key={q}>{q}</li>
        ))}
      </ol>
    </section>
  );
}
