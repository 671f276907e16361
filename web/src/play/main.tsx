import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import '../shared/styles.css';
import './play.css';
import { api, ApiProblem, describe } from '../shared/api';
import { Alert, Frame } from '../shared/ui';
import type { Round } from '../shared/api-types';
import { RoundView, type PlayedRound } from './round-view';
import { forgetRound, loadRound, saveRound, type SavedRound } from './session';
import { StartForm } from './start-form';

const params = new URLSearchParams(location.search);

/** The candidate's page: start a round (by code or invitation link), play it, submit it, follow it. */
function Play() {
  const [saved, setSaved] = useState<SavedRound | undefined>(loadRound);
  const [round, setRound] = useState<PlayedRound>();
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!saved || round) return;
    api<Round>('GET', `/rounds/${saved.id}`, { token: saved.token })
      .then(({ data }) => setRound(data))
      .catch((err) => {
        if (err instanceof ApiProblem && (err.status === 401 || err.status === 404)) {
          lose('Your earlier round could not be opened: its link has expired. Start a new round below.');
        } else setNotice(describe(err));
      });
  }, [saved]);

  function lose(why: string) {
    forgetRound();
    setSaved(undefined);
    setRound(undefined);
    setNotice(why);
  }

  const title = round ? (round.status === 'draft' ? 'Your round' : 'Your submitted round') : 'Start your assessment';
  return (
    <Frame title={title}>
      <Alert kind="info">{notice}</Alert>
      {!saved && (
        <StartForm
          invite={params.get('invite') ?? undefined}
          initialCode={params.get('code') ?? ''}
          onStarted={(started) => {
            const session = { id: started.id, token: started.round_token };
            saveRound(session);
            setNotice('');
            setRound({ ...started, status: 'draft', shots: {} });
            setSaved(session);
          }}
        />
      )}
      {saved && !round && !notice && <p>Opening your round…</p>}
      {saved && round && (
        <>
          <RoundView initial={round} token={saved.token} onLost={lose} />
          <div class="actions">
            <button type="button" class="secondary" onClick={() => lose('')}>
              {round.status === 'draft' ? 'Leave this round and start another' : 'Start another round'}
            </button>
          </div>
        </>
      )}
    </Frame>
  );
}

render(<Play />, document.getElementById('app')!);
