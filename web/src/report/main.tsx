import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import '../shared/styles.css';
import { api, describe } from '../shared/api';
import type { SharedReport } from '../shared/api-types';
import { Alert, Frame } from '../shared/ui';
import { SharedReportView } from './shared-report';

/** Where GET /v1/shared-report reads the token: a header, so that the token is in no URL a server sees. */
const TOKEN_HEADER = 'X-Report-Link-Token';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

const NO_TOKEN =
  'This address holds no report link, or only part of one. Open the link exactly as you received it, or ask the ' +
  'hiring team for a new one.';

type Shown = { kind: 'loading' } | { kind: 'report'; report: SharedReport } | { kind: 'refused'; message: string };

/** The token in the URL's fragment (`/report#<token>`), which the browser never sends to a server. */
function tokenIn(hash: string): string | undefined {
  try {
    const token = decodeURIComponent(hash.replace(/^#/, '')).trim();
    return TOKEN_SHAPE.test(token) ? token : undefined;
  } catch {
    return undefined;
  }
}

/** The page of a report link: reads the token from the fragment, and shows its report or why it cannot. */
function ReportPage() {
  const [hash, setHash] = useState(location.hash);
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });

  // Another link pasted into the same tab changes only the fragment, which reloads nothing.
  useEffect(() => {
    const follow = () => setHash(location.hash);
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);

  useEffect(() => {
    const token = tokenIn(hash);
    if (!token) {
      setShown({ kind: 'refused', message: NO_TOKEN });
      return;
    }
    let current = true;
    setShown({ kind: 'loading' });
    api<SharedReport>('GET', '/shared-report', { headers: { [TOKEN_HEADER]: token } }).then(
      ({ data }) => current && setShown({ kind: 'report', report: data }),
      (err) => current && setShown({ kind: 'refused', message: describe(err) }),
    );
    return () => {
      current = false;
    };
  }, [hash]);

  useEffect(() => {
    document.title = shown.kind === 'report' ? `${shown.report.name}: assessment report` : 'Assessment report';
  }, [shown]);

  return (
    <Frame title="Assessment report">
      {shown.kind === 'loading' && <p role="status">Loading the report…</p>}
      {shown.kind === 'refused' && <Alert>{shown.message}</Alert>}
      {shown.kind === 'report' && <SharedReportView report={shown.report} />}
    </Frame>
  );
}

render(<ReportPage />, document.getElementById('app')!);
