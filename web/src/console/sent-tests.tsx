import { Fragment, type ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { describe } from '../shared/api';
import { Alert, formatTime } from '../shared/ui';
import type { GreenhouseSentTest, GreenhouseSentTestList } from '../shared/api-types';
import { useCall, useLoad } from './client';
import { Pager } from './pager';
import { Link } from './router';

const STATUS_WORDS: Record<GreenhouseSentTest['status'], string> = {
  sent: 'Sent: not started yet',
  started: 'Started: the round is under way',
  submitted: 'Submitted: being scored',
  complete: 'Complete: scored',
  failed: 'Failed: could not be scored (not charged)',
  cancelled: 'Cancelled: its link no longer works',
  expired: 'Expired: not started in time',
  erased: 'Erased with the candidate’s data',
};

/** A test may be cancelled until its round is scored (or it has ended otherwise). */
const CANCELLABLE: ReadonlyArray<GreenhouseSentTest['status']> = ['sent', 'started', 'submitted'];

/** The PATCH "Mark Test as Completed", in words: Greenhouse is told once the round is scored. */
function completionInWords(t: GreenhouseSentTest): string {
  switch (t.completion) {
    case 'queued':
      return 'Telling Greenhouse the test is complete…';
    case 'delivered':
      return 'Greenhouse was told the test is complete';
    case 'failed':
      return `Greenhouse could not be told${t.completion_failure ? `: ${t.completion_failure}` : ''}`;
    default:
      return 'Not yet: Greenhouse is told once the round is scored';
  }
}

const candidateName = (t: GreenhouseSentTest) => `${t.candidate.first_name} ${t.candidate.last_name}`;

/** The tests Greenhouse sent, newest first and paged, each cancellable until it is scored. */
export function SentTests() {
  const [page, setPage] = useState(1);
  const list = useLoad<GreenhouseSentTestList>(`/integrations/greenhouse/tests?page=${page}&per_page=20`);
  const [notice, setNotice] = useState('');

  return (
    <section aria-labelledby="sent-tests">
      <h2 id="sent-tests">Sent tests</h2>
      <Alert kind="success">{notice}</Alert>
      <Alert>{list.error}</Alert>
      {list.data && (
        <>
          {list.data.data.length === 0 && (
            <p>No test sent yet: the tests recruiters send from Greenhouse appear here, newest first.</p>
          )}
          <ul class="card-grid">
            {list.data.data.map((t) => (
              <SentTestCard
                key={t.id}
                test={t}
                onCancelled={() => {
                  setNotice(`The test sent to ${candidateName(t)} is cancelled: its link no longer starts a round.`);
                  list.reload();
                }}
              />
            ))}
          </ul>
          <Pager meta={list.data.meta.page} noun="sent tests" onPage={setPage} />
        </>
      )}
    </section>
  );
}

function SentTestCard({ test: t, onCancelled }: { test: GreenhouseSentTest; onCancelled: () => void }) {
  const call = useCall();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const name = candidateName(t);

  async function cancel() {
    if (!confirm(`Cancel the test sent to ${name} (${t.candidate.email})? Its link stops working at once.`)) return;
    setBusy(true);
    setProblem('');
    try {
      await call('DELETE', `/integrations/greenhouse/tests/${t.id}`);
      onCancelled();
    } catch (err) {
      setProblem(describe(err));
      setBusy(false);
    }
  }

  const facts: Array<[string, ComponentChildren]> = [
    ['Assessment', t.assessment_name],
    ['Status', STATUS_WORDS[t.status] ?? t.status],
    ['Greenhouse', completionInWords(t)],
    ['Sent', `${formatTime(t.created_at)}${t.sent_by ? ` by ${t.sent_by}` : ''}`],
    t.cancelled_at ? ['Cancelled', formatTime(t.cancelled_at)] : ['Expires', formatTime(t.expires_at)],
  ];
  return (
    <li class="card">
      <h3>{name}</h3>
      <p class="muted small">{t.candidate.email}</p>
      <dl class="facts">
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {t.submission_id && <Link href={`/console/submissions/${t.submission_id}`}>The round of {name}</Link>}
      <Alert>{problem}</Alert>
      {CANCELLABLE.includes(t.status) && (
        <div class="actions">
          <button type="button" class="secondary danger" disabled={busy} onClick={cancel}>
            Cancel test<span class="visually-hidden"> sent to {name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
