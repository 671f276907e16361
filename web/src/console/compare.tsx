import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { describe } from '../shared/api';
import type { EvaluatorResult, SubmissionDetail } from '../shared/api-types';
import { Alert, formatTime } from '../shared/ui';
import { useCall } from './client';
import { HoleMarks } from './hole-marks';
import { Link } from './router';
import { overallOf, personalityName, STATUS_WORDS } from './words';

export const COMPARE_PATH = '/console/compare';
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 5;

export const compareUrl = (ids: readonly string[]) => `${COMPARE_PATH}?ids=${ids.join(',')}`;

const DIMENSIONS = ['quality', 'length', 'creativity', 'ingenuity', 'humor', 'correctness'] as const;
const SLOTS = [
  ['first', 'First personality'],
  ['second', 'Second personality'],
  ['third', 'Third personality'],
] as const;

/** The ids of `?ids=a,b`, each once, or undefined unless there are 2 to 5 well-formed ones. */
function idsOf(url: URL): string[] | undefined {
  const ids = [...new Set((url.searchParams.get('ids') ?? '').split(',').map((id) => id.trim().toLowerCase()))];
  const valid = ids.every((id) => /^[0-9a-f]{24}$/.test(id));
  return valid && ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX ? ids : undefined;
}

/** Two to five submissions side by side, one column each: what a hiring manager weighs to pick the best. */
export function Compare({ url }: { url: URL }) {
  const ids = idsOf(url);
  const key = ids?.join(',');
  const call = useCall();
  const [found, setFound] = useState<SubmissionDetail[]>();
  const [error, setError] = useState('');
  useEffect(() => {
    if (!ids) return;
    let live = true;
    setFound(undefined);
    setError('');
    Promise.all(ids.map((id) => call<SubmissionDetail>('GET', `/playback/${id}`)))
      .then((details) => live && setFound(details))
      .catch((err) => live && setError(describe(err)));
    return () => {
      live = false;
    };
  }, [key]);

  if (!ids) {
    return (
      <p>
        Choose {COMPARE_MIN} to {COMPARE_MAX} submissions to compare: tick them in the{' '}
        <Link href="/console/submissions">list of submissions</Link>, then press Compare.
      </p>
    );
  }
  return (
    <>
      <p>
        <Link href="/console/submissions">Back to the submissions</Link>
      </p>
      <Alert>{error}</Alert>
      {!found && !error && <p role="status">Reading the submissions…</p>}
      {found && <CompareTable submissions={found} />}
    </>
  );
}

function CompareTable({ submissions }: { submissions: SubmissionDetail[] }) {
  const row = (label: string, cell: (s: SubmissionDetail) => ComponentChildren) => (
    <tr>
      <th scope="row">{label}</th>
      {submissions.map((s) => (
        <td key={s.id}>{cell(s)}</td>
      ))}
    </tr>
  );
  return (
    <div class="table-wrap">
      <table class="compare">
        <caption class="visually-hidden">The submissions compared, one column each</caption>
        <thead>
          <tr>
            <td />
            {submissions.map((s) => (
              <th key={s.id} scope="col">
                <Link href={`/console/submissions/${s.id}`}>{s.name}</Link>
                <div class="muted small">{s.email}</div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row('Overall', (s) => overallOf(s.scorecard?.summary) ?? 'Not scored')}
          {row('Status', (s) => STATUS_WORDS[s.status])}
          {row('Holes', (s) => (
            <HoleMarks
              submission={s}
              titles={Object.fromEntries(Object.entries(s.course).map(([hole, entry]) => [hole, entry.title]))}
            />
          ))}
          {SLOTS.map(([slot, label]) => row(label, (s) => <Dimensions submission={s} slot={slot} />))}
          {row('Time to submit', (s) => durationBetween(s.created_at, s.submitted_at))}
          {row('Started', (s) => formatTime(s.created_at))}
          {row('Submitted', (s) => formatTime(s.submitted_at))}
          {row('Kind', (s) => (s.test ? 'Test' : `Live, attempt ${s.attempt}`))}
        </tbody>
      </table>
      <p class="hint">
        Holes: correct when every hidden case passed. Each personality's dimension scores (15 to 90) are the mean over
        the holes it scored.
      </p>
    </div>
  );
}

/** One personality's dimension scores, each the mean over the holes it scored. */
function Dimensions({ submission, slot }: { submission: SubmissionDetail; slot: 'first' | 'second' | 'third' }) {
  const results: EvaluatorResult[] = Object.values(submission.scorecard?.holes ?? {}).map((h) => h[slot]);
  if (!results.length) return <>Not scored</>;
  const means = DIMENSIONS.flatMap((d) => {
    const scores = results.flatMap((r) => (r[d] ? [r[d].score] : []));
    return scores.length ? [[d, Math.round(scores.reduce((a, b) => a + b, 0) / scores.length)] as const] : [];
  });
  return (
    <>
      <div class="label">{personalityName(results[0].personality)}</div>
      <dl class="dimension-scores">
        {means.map(([d, mean]) => (
          <div key={d}>
            <dt>{d.charAt(0).toUpperCase() + d.slice(1)}</dt>
            <dd>{mean}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** "1 h 05 min", "42 min", "under a minute"; a dash before the submit. */
function durationBetween(start: string, end?: string): string {
  if (!end) return '—';
  const minutes = Math.floor((new Date(end).getTime() - new Date(start).getTime()) / 60_000);
  if (minutes < 1) return 'under a minute';
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
}
