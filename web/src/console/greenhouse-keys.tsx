import { useState } from 'preact/hooks';
import { ApiProblem, describe } from '../shared/api';
import { Alert, Field, formatTime } from '../shared/ui';
import type { GreenhouseKey, GreenhouseKeyCreate, GreenhouseKeyCreated, GreenhouseKeyList } from '../shared/api-types';
import { useCall, useLoad } from './client';
import { NewGreenhouseKey } from './new-greenhouse-key';

const KEYS = '/integrations/greenhouse/keys';

/** The company's Greenhouse keys in force: create one (shown once), see when each was last used, revoke one. */
export function GreenhouseKeys() {
  const keys = useLoad<GreenhouseKeyList>(KEYS);
  const [created, setCreated] = useState<GreenhouseKeyCreated>();
  const [notice, setNotice] = useState('');

  return (
    <section aria-labelledby="greenhouse-keys">
      <h2 id="greenhouse-keys">Greenhouse keys</h2>
      <CreateKeyForm
        onCreated={(key) => {
          setNotice('');
          setCreated(key);
          keys.reload();
        }}
      />
      {created && <NewGreenhouseKey created={created} onDone={() => setCreated(undefined)} />}
      <Alert kind="success">{notice}</Alert>
      <Alert>{keys.error}</Alert>
      {keys.data &&
        (keys.data.data.length === 0 ? (
          <p>No key in force: create one above and give it to Greenhouse.</p>
        ) : (
          <ul class="card-grid">
            {keys.data.data.map((k) => (
              <KeyCard
                key={k.id}
                greenhouseKey={k}
                onRevoked={() => {
                  if (created?.id === k.id) setCreated(undefined);
                  setNotice(`The key ${k.name} is revoked: Greenhouse's next call with it is refused.`);
                  keys.reload();
                }}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: GreenhouseKeyCreated) => void }) {
  const call = useCall();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const errors = problem instanceof ApiProblem ? problem.fieldErrors : {};

  async function create(e: Event) {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      onCreated(await call<GreenhouseKeyCreated>('POST', KEYS, { name } satisfies GreenhouseKeyCreate));
      setName('');
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="card narrow" onSubmit={create} noValidate>
      <h3>Create a key</h3>
      <Field
        label="Key name"
        value={name}
        onValue={setName}
        error={errors.name}
        autoComplete="off"
        hint="What the key is for, for your team (for example “Greenhouse production”); up to 100 characters."
      />
      <Alert>{problem !== undefined && describe(problem)}</Alert>
      <div class="actions">
        <button type="submit" disabled={busy}>
          Create key
        </button>
      </div>
    </form>
  );
}

function KeyCard({ greenhouseKey: k, onRevoked }: { greenhouseKey: GreenhouseKey; onRevoked: () => void }) {
  const call = useCall();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function revoke() {
    if (!confirm(`Revoke the key ${k.name}? Greenhouse's next call with it is refused; this cannot be undone.`)) return;
    setBusy(true);
    setProblem('');
    try {
      await call('DELETE', `${KEYS}/${k.id}`);
      onRevoked();
    } catch (err) {
      setProblem(describe(err));
      setBusy(false);
    }
  }

  return (
    <li class="card">
      <h3>{k.name}</h3>
      <p class="muted small">
        Created {formatTime(k.created_at)} ·{' '}
        {k.last_used_at ? `last used ${formatTime(k.last_used_at)}` : 'not used yet'}
      </p>
      <Alert>{problem}</Alert>
      <div class="actions">
        <button type="button" class="secondary danger" disabled={busy} onClick={revoke}>
          Revoke<span class="visually-hidden"> the key {k.name}</span>
        </button>
      </div>
    </li>
  );
}
