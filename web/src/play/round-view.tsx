import { useEffect, useState } from 'preact/hooks';
import { api, ApiProblem, describe } from '../shared/api';
import { Alert } from '../shared/ui';
import type { Round, SubmitRequest } from '../shared/api-types';
import { Countdown } from './countdown';
import { HoleView } from './hole-view';
import { loadDraft, saveDraft, type Draft } from './session';

/** A round as this page holds it: one just started (POST /rounds) is shown without reading it again, so without its times. */
export type PlayedRound = Omit<Round, 'created_at' | 'submitted_at' | 'time_limit_reached'> &
  Partial<Pick<Round, 'time_limit_reached'>>;

const STATUS_WORDS: Record<Round['status'], string> = {
  draft: 'draft: not submitted yet',
  submitted: 'submitted: waiting to be scored',
  processing: 'processing: your programs are running and being scored',
  analyzed: 'analyzed: your scorecard is ready and on its way to you by e-mail',
  failed: 'failed: your round could not be scored',
};

const POLL_MS = 2000;

/** The round under way: one hole at a time, the message, the submit, and then the status as it moves. */
export function RoundView({
  initial,
  token,
  onLost,
}: {
  initial: PlayedRound;
  token: string;
  onLost: (why: string) => void;
}) {
  const [round, setRound] = useState<PlayedRound>(initial);
  const [current, setCurrent] = useState(initial.holes[0]);
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(
      initial.holes.map((h) => [
        h,
        loadDraft(initial.id, h) ?? initial.shots[h] ?? { language: initial.languages?.[0] ?? 'javascript', code: '' },
      ]),
    ),
  );
  const [saved, setSaved] = useState<Record<number, Draft | undefined>>(() =>
    Object.fromEntries(initial.holes.map((h) => [h, initial.shots[h]])),
  );
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  // The deadline has come: nothing more is saved, and the service submits the round.
  const [deadlinePassed, setDeadlinePassed] = useState(false);
  const timeUp = deadlinePassed || round.time_limit_reached === true;
  const editable = round.status === 'draft' && !timeUp;

  const tokenLost = () =>
    onLost(
      'Your round link has expired or is no longer valid. Start again with your assessment code; a new round is needed.',
    );
  const fail = (err: unknown) => {
    if (err instanceof ApiProblem && err.status === 401) tokenLost();
    else setProblem(describe(err));
  };

  // After the submit (the candidate's or the time limit's), follow the status until it is analyzed, without a reload.
  useEffect(() => {
    if ((round.status === 'draft' && !timeUp) || round.status === 'analyzed' || round.status === 'failed') return;
    const timer = setTimeout(() => {
      api<Round>('GET', `/rounds/${round.id}`, { token })
        .then(({ data }) => setRound(data))
        .catch(fail);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [round, timeUp]);

  const setDraft = (hole: number, draft: Draft) => {
    saveDraft(round.id, hole, draft);
    setDrafts((all) => ({ ...all, [hole]: draft }));
  };

  async function submit(e: Event) {
    e.preventDefault();
    setProblem('');
    const unsaved = round.holes.filter(
      (h) => !saved[h] || saved[h]!.code !== drafts[h].code || saved[h]!.language !== drafts[h].language,
    );
    if (unsaved.length) {
      const titles = unsaved.map((h) => round.course[h].title).join(', ');
      setProblem(`Save your answer for every hole before submitting. Not saved: ${titles}.`);
      return;
    }
    setBusy(true);
    try {
      await api('POST', `/rounds/${round.id}/submit`, {
        body: (message.trim() ? { message } : {}) satisfies SubmitRequest,
        token,
      });
      setRound({ ...round, status: 'submitted' });
    } catch (err) {
      if (err instanceof ApiProblem && err.error === 'already_submitted') {
        setRound({ ...round, status: 'submitted' });
      } else if (err instanceof ApiProblem && err.error === 'time_limit_reached') {
        setDeadlinePassed(true);
      } else fail(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p>
        Status: <strong data-testid="round-status">{round.status}</strong> — {STATUS_WORDS[round.status].split(': ')[1]}
        .{round.test === 1 && ' This is a test round: it is free and not part of a real assessment.'}
      </p>
      {round.status === 'analyzed' && (
        <Alert kind="success">Your round is analyzed. The scores and feedback have been e-mailed to you.</Alert>
      )}
      {round.status === 'failed' && (
        <Alert kind="error">
          Your round could not be scored. The hiring team can see this; it is not counted against you as a result.
        </Alert>
      )}
      {round.deadline_at && (round.status === 'draft' || timeUp) && (
        <Countdown deadline={round.deadline_at} onTimeUp={() => setDeadlinePassed(true)} />
      )}
      {timeUp && (
        // Not a live region of its own: the countdown's has said it.
        <p class="alert alert-info">
          Time is up. Your round was submitted with the answers you had saved; it is scored like any other.
        </p>
      )}
      <nav aria-label="Holes" class="hole-tabs">
        {round.holes.map((hole, i) => (
          <button
            type="button"
            key={hole}
            class={hole === current ? '' : 'secondary'}
            aria-current={hole === current ? 'true' : undefined}
            onClick={() => setCurrent(hole)}
          >
            {i + 1}. {round.course[hole].title}
            {saved[hole] ? ' ✓' : ''}
          </button>
        ))}
      </nav>
      <HoleView
        key={current}
        roundId={round.id}
        token={token}
        entry={round.course[current]}
        draft={drafts[current]}
        savedDraft={saved[current]}
        editable={editable}
        onDraft={(draft) => setDraft(current, draft)}
        onSaved={(draft) => setSaved((all) => ({ ...all, [current]: draft }))}
        onTokenLost={tokenLost}
        allowed={round.languages}
      />
      {editable && (
        <form onSubmit={submit} class="card">
          <div class="field">
            <label for="message">Message to the hiring team</label>
            <textarea
              id="message"
              value={message}
              maxLength={5000}
              onInput={(e) => setMessage(e.currentTarget.value)}
            />
            <p class="hint">Optional, up to 5000 characters.</p>
          </div>
          <Alert>{problem}</Alert>
          <div class="actions">
            <button type="submit" disabled={busy}>
              Submit round
            </button>
            <span class="hint">Once submitted, answers can no longer change.</span>
          </div>
        </form>
      )}
      {!editable && <Alert>{problem}</Alert>}
    </>
  );
}
