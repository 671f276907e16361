import { useState } from 'preact/hooks';
import { describe } from '../shared/api';
import type { CandidateExport } from '../shared/api-types';
import { Alert } from '../shared/ui';
import { useCall } from './client';
import { saveFile } from './save-file';

/**
 * "Export candidate data": everything the company holds about the address (GET
 * /candidates/{email}/export), downloaded as <email>.json, for a candidate who asked for it.
 */
export function ExportCandidate({ email }: { email: string }) {
  const call = useCall();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');

  async function download() {
    setBusy(true);
    setNotice('');
    setProblem('');
    try {
      const data = await call<CandidateExport>('GET', `/candidates/${encodeURIComponent(email)}/export`);
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `${email}.json`);
      setNotice(`Downloaded ${email}.json: every round, invitation, e-mail and verification of this address.`);
    } catch (err) {
      setProblem(describe(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div class="candidate-export no-print">
      <button
        type="button"
        class="secondary"
        disabled={busy}
        aria-describedby="candidate-export-hint"
        onClick={download}
      >
        Export candidate data
      </button>
      <p id="candidate-export-hint" class="hint">
        Everything held about {email} at your company, as one JSON file: for a candidate who asks what you hold.
      </p>
      <Alert>{problem}</Alert>
      <Alert kind="success">{notice}</Alert>
    </div>
  );
}
