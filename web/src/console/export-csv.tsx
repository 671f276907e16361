import { useState } from 'preact/hooks';
import { describe } from '../shared/api';
import { Alert } from '../shared/ui';
import { useDownload } from './client';
import { saveFile } from './save-file';

/**
 * "Export CSV": every submission of the view (all its pages, sorted and filtered as shown) as a file.
 * The API wants the session's token in a header, which a plain link cannot send: the file is fetched
 * with it, then handed to the browser to save.
 */
export function ExportCsv({ query }: { query: string }) {
  const download = useDownload();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const exportView = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const { blob, filename } = await download(`/playback.csv?${query}`);
      saveFile(blob, filename ?? 'submissions.csv');
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="export-csv actions">
      <button type="button" class="secondary" aria-describedby="export-hint" onClick={exportView}>
        Export CSV
      </button>
      <span id="export-hint" class="hint" role="status">
        {busy ? 'Preparing the file…' : 'Every submission of this view, on all its pages, as a file for a spreadsheet.'}
      </span>
      <Alert>{error}</Alert>
    </div>
  );
}
