import { useId, useState } from 'preact/hooks';
import { ApiProblem, describe } from '../shared/api';
import { Alert, formatTime } from '../shared/ui';
import type { Invitation, InvitationList, InviteRequest, InviteResult } from '../shared/api-types';
import { useCall, useLoad } from './client';
import { Pager } from './pager';
import { plural } from './words';

/** One address per line, or separated by commas (semicolons too, as mail programs copy them). */
const addressesIn = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

const INVITATION_WORDS: Record<Invitation['status'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Could not be delivered',
};

/** Send invitations to a list of addresses, see what was sent and refused, and every invitation so far. */
export function Invitations({ paused }: { paused: boolean }) {
  const call = useCall();
  const id = useId();
  const [text, setText] = useState('');
  const [result, setResult] = useState<InviteResult>();
  const [problem, setProblem] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(1);
  const list = useLoad<InvitationList>(`/invitations?page=${page}&per_page=20`);
  const fieldError =
    problem instanceof ApiProblem
      ? Object.entries(problem.fieldErrors).find(([path]) => path.startsWith('emails'))?.[1]
      : undefined;

  async function send(e: Event) {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    setResult(undefined);
    try {
      const answer = await call<InviteResult>('POST', '/invite', { emails: addressesIn(text) } satisfies InviteRequest);
      setResult(answer);
      setText(answer.refused.join('\n'));
      setPage(1);
      list.reload();
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form class="card" onSubmit={send} noValidate>
        <h2>Invite candidates</h2>
        {paused && (
          <Alert kind="info">Intake is paused: invitations cannot be sent until you resume it in Settings.</Alert>
        )}
        <div class="field">
          <label for={id}>E-mail addresses</label>
          <textarea
            id={id}
            value={text}
            onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
            spellcheck={false}
          />
          <p class="hint" id={`${id}-hint`}>
            One per line, or separated by commas; up to 100 at a time and 1000 a day. Each address gets an e-mail with
            its own link to a live round (valid 30 days). Duplicates are sent once.
          </p>
          {fieldError && (
            <p class="field-error" id={`${id}-error`}>
              {fieldError}
            </p>
          )}
        </div>
        <Alert>{problem !== undefined && !fieldError && describe(problem)}</Alert>
        {result && <SendResult result={result} />}
        <div class="actions">
          <button type="submit" disabled={busy}>
            Send invitations
          </button>
        </div>
      </form>

      <h2>Invitations sent so far</h2>
      <Alert>{list.error}</Alert>
      {list.data && (
        <>
          {list.data.data.length > 0 && (
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">E-mail</th>
                    <th scope="col">Status</th>
                    <th scope="col">When</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((inv) => (
                    <tr key={inv.id}>
                      <td class="address">{inv.email}</td>
                      <td>
                        {INVITATION_WORDS[inv.status]}
                        {inv.failure && <div class="muted small">{inv.failure}</div>}
                      </td>
                      <td>{formatTime(inv.sent_at ?? inv.failed_at ?? inv.created_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager meta={list.data.meta.page} noun="invitations" onPage={setPage} />
        </>
      )}
    </>
  );
}

function SendResult({ result }: { result: InviteResult }) {
  return (
    <div class="alert alert-success" role="status">
      <p>{result.message}</p>
      <ul class="counts">
        <li>Sent: {result.sent}</li>
        <li>Refused: {result.skipped}</li>
        <li>Remaining today: {result.remaining}</li>
      </ul>
      {result.refused.length > 0 && (
        <>
          <p>
            {plural(result.refused.length, 'entry is', 'entries are')} not a valid e-mail address and got nothing (left
            in the box to fix):
          </p>
          <ul>
            {result.refused.map((r, i) => (
              <li key={i}>
                <code>{r || '(empty)'}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
