import { render } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import '../shared/styles.css';
import './console.css';
import { Alert, Frame, formatTime } from '../shared/ui';
import { ClientContext, makeClient, useLoad } from './client';
import { Invitations } from './invitations';
import { Link, useLocation } from './router';
import { forgetSession, loadSession, saveSession, type ConsoleSession } from './session';
import { SettingsPage } from './settings';
import { SignIn } from './sign-in';
import { SubmissionDetail } from './submission-detail';
import { Submissions } from './submissions';
import type { Company } from './types';
import { Webhooks } from './webhooks';

const SECTIONS = [
  { id: 'submissions', path: '/console/submissions', name: 'Submissions' },
  { id: 'invitations', path: '/console/invitations', name: 'Invitations' },
  { id: 'settings', path: '/console/settings', name: 'Settings' },
  { id: 'webhooks', path: '/console/webhooks', name: 'Webhooks' },
] as const;

/** The company's console: sign in, then the four sections, each at a path of its own so a reload stays put. */
function Console() {
  const [session, setSession] = useState(loadSession);
  const [notice, setNotice] = useState('');

  const end = (why: string) => {
    forgetSession();
    setSession(undefined);
    setNotice(why);
  };
  const client = useMemo(() => session && makeClient(session.token, end), [session]);

  if (!session || !client) {
    return (
      <Frame title="Company console">
        <SignIn
          notice={notice}
          onSignedIn={(s: ConsoleSession) => {
            saveSession(s);
            setNotice('');
            setSession(s);
          }}
        />
      </Frame>
    );
  }
  return (
    <ClientContext.Provider value={client}>
      <Shell onSignOut={() => end('You have signed out.')} />
    </ClientContext.Provider>
  );
}

function Shell({ onSignOut }: { onSignOut: () => void }) {
  const url = useLocation();
  const me = useLoad<Company>('/me');
  const company = me.data;
  const path = url.pathname.replace(/\/+$/, '');
  const current = SECTIONS.find((s) => path === s.path || path.startsWith(`${s.path}/`));
  const detailId = current?.id === 'submissions' ? /^\/console\/submissions\/([^/]+)$/.exec(path)?.[1] : undefined;

  const nav = (
    <>
      <nav aria-label="Console">
        {SECTIONS.map((s) => (
          <Link key={s.path} href={s.path} current={s === current && !detailId}>
            {s.name}
          </Link>
        ))}
      </nav>
      <span class="company-name">{company?.name}</span>
      <button type="button" class="secondary" onClick={onSignOut}>
        Sign out
      </button>
    </>
  );

  const title = detailId ? 'Submission' : (current?.name ?? 'Page not found');
  return (
    <Frame title={title} nav={nav}>
      <Alert>{me.error}</Alert>
      {company?.paused_at && (
        <Alert kind="info">
          Intake is paused since {formatTime(company.paused_at)}: candidates cannot start new rounds and invitations
          cannot be sent. Rounds already begun can still be submitted. Resume intake in{' '}
          <Link href="/console/settings">Settings</Link>.
        </Alert>
      )}
      {!current && (
        <p>
          There is no such page in the console. <Link href="/console/submissions">Go to the submissions</Link>.
        </p>
      )}
      {current?.id === 'submissions' && (detailId ? <SubmissionDetail id={detailId} /> : <Submissions url={url} />)}
      {current?.id === 'invitations' && <Invitations paused={Boolean(company?.paused_at)} />}
      {current?.id === 'settings' && <SettingsPage company={company} onPauseChanged={me.reload} />}
      {current?.id === 'webhooks' && <Webhooks />}
    </Frame>
  );
}

// The console opens on its submissions.
if (location.pathname.replace(/\/+$/, '') === '/console')
  history.replaceState(null, '', `/console/submissions${location.search}`);
render(<Console />, document.getElementById('app')!);
