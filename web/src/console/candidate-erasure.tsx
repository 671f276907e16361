import { useState } from 'preact/hooks';
import { ApiProblem, describe } from '../shared/api';
import type { CandidateErasure } from '../shared/api-types';
import { Alert, Field } from '../shared/ui';
import { useCall } from './client';
import { plural } from './words';

/** The counts of an erasure, in words, leaving out the kinds it did not touch. */
function erasedInWords(erased: CandidateErasure['erased']): string {
  const parts = [
    plural(erased.submissions, 'submission'),
    erased.drafts ? plural(erased.drafts, 'unsubmitted round') + ' deleted' : '',
    erased.invitations ? plural(erased.invitations, 'invitation') : '',
    erased.emails ? plural(erased.emails, 'e-mail') : '',
    erased.verifications ? plural(erased.verifications, 'verification code') : '',
    erased.webhook_events ? plural(erased.webhook_events, 'webhook payload') : '',
    erased.greenhouse_tests ? plural(erased.greenhouse_tests, 'Greenhouse test') : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * "Delete me": a candidate's name, address, message and code erased at this company
 * (DELETE /v1/candidates/{email}), after a confirmation; the scores and the bill stay.
 */
export function CandidateErasureCard() {
  const call = useCall();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState('');
  const [problem, setProblem] = useState<unknown>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const fieldError = problem instanceof ApiProblem ? problem.fieldErrors.email : undefined;

  function ask(e: Event) {
    e.preventDefault();
    setProblem(undefined);
    setDone('');
    if (email.trim()) setConfirming(email.trim());
  }

  async function erase() {
    setBusy(true);
    try {
      const result = await call<CandidateErasure>('DELETE', `/candidates/${encodeURIComponent(confirming)}`);
      setDone(
        result.pseudonym
          ? `Erased ${confirming}: ${erasedInWords(result.erased)}. Their submissions now read as ${result.pseudonym}.`
          : `Nothing of ${confirming} is left to erase at this company.`,
      );
      setEmail('');
    } catch (err) {
      setProblem(err);
    } finally {
      setConfirming('');
      setBusy(false);
    }
  }

  return (
    <section class="card" aria-labelledby="erase-candidate">
      <h2 id="erase-candidate">Erase a candidate</h2>
      <p class="hint">
        When a candidate asks to be deleted: their name, e-mail address, message and code are removed from every round,
        invitation and e-mail at this company. Scores, statuses and charges stay, under a stand-in address, so your bill
        and counts do not change. It cannot be undone.
      </p>
      <form onSubmit={ask} noValidate>
        <Field
          label="Candidate address"
          type="email"
          autoComplete="off"
          value={email}
          onValue={setEmail}
          error={fieldError}
          spellcheck={false}
        />
        <div class="actions">
          <button type="submit" disabled={busy || Boolean(confirming)}>
            Erase candidate data
          </button>
        </div>
      </form>
      {confirming && (
        <div class="alert alert-info" role="alertdialog" aria-labelledby="erase-confirm">
          <p id="erase-confirm">Erase everything of {confirming} at this company? This cannot be undone.</p>
          <div class="actions">
            <button type="button" onClick={erase} disabled={busy}>
              Erase for good
            </button>
            <button type="button" class="secondary" onClick={() => setConfirming('')} disabled={busy}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <Alert>{problem !== undefined && !fieldError && describe(problem)}</Alert>
      <Alert kind="success">{done}</Alert>
    </section>
  );
}
