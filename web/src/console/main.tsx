import { render } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import '../shared/styles.css';
import './console.css';
import { Alert, Frame, formatTime } from '../shared/ui';
import type { Company, Member, MemberSelf, Role } from '../shared/api-types';
import { Account } from './account';
import { AuditLog } from './audit-log';
import { ClientContext, makeClient, useLoad } from './client';
import { Compare, COMPARE_PATH } from './compare';
import { Integrations } from './integrations';
import { Invitations } from './invitations';
import { JoinTeam } from './join';
import { Members } from './members';
import { QuestionEditor } from './question-editor';
import { Questions, QUESTIONS_PATH } from './questions';
import { EVERY_ROLE, MANAGERS, rolesInWords, withArticle } from './roles';
import { Link, navigate, useLocation } from './router';
import { forgetSession, loadSession, saveSession, type ConsoleSession } from './session';
import { SettingsPage } from './settings';
import { SignIn } from './sign-in';
import { SubmissionDetail } from './submission-detail';
import { Submissions } from './submissions';
import { Webhooks } from './webhooks';

interface Section {
  id:
    | 'submissions'
    | 'questions'
    | 'invitations'
    | 'settings'
    | 'webhooks'
    | 'integrations'
    | 'members'
    | 'activity'
    | 'account';
  path: string;
  name: string;
  /** Who sees the section: its link is shown to these roles only. */
  roles: readonly Role[];
}

const SECTIONS: readonly Section[] = [
  { id: 'submissions', path: '/console/submissions', name: 'Submissions', roles: EVERY_ROLE },
  { id: 'questions', path: QUESTIONS_PATH, name: 'Questions', roles: EVERY_ROLE },
  { id: 'invitations', path: '/console/invitations', name: 'Invitations', roles: MANAGERS },
  { id: 'settings', path: '/console/settings', name: 'Settings', roles: MANAGERS },
  { id: 'webhooks', path: '/console/webhooks', name: 'Webhooks', roles: MANAGERS },
  { id: 'integrations', path: '/console/integrations', name: 'Integrations', roles: MANAGERS },
  { id: 'members', path: '/console/members', name: 'Members', roles: MANAGERS },
  { id: 'activity', path: '/console/activity', name: 'Activity', roles: MANAGERS },
  { id: 'account', path: '/console/account', name: 'Your account', roles: EVERY_ROLE },
];

const JOIN_PATH = '/console/join';
const pathOf = (url: URL) => url.pathname.replace(/\/+$/, '');

/**
 * The company's console: sign in (or join the team by an invitation's link), then the sections the
 * member's role may use, each at a path of its own so a reload stays put.
 */
function Console() {
  const url = useLocation();
  const [session, setSession] = useState(loadSession);
  const [notice, setNotice] = useState('');

  const begin = (s: ConsoleSession) => {
    saveSession(s);
    setNotice('');
    setSession(s);
  };
  const end = (why: string) => {
    forgetSession();
    setSession(undefined);
    setNotice(why);
  };
  const client = useMemo(() => session && makeClient(session.token, end), [session]);

  if (pathOf(url) === JOIN_PATH) {
    // The token leaves the address bar and the history once used.
    const leave = () => navigate('/console/submissions', { replace: true });
    return (
      <Frame title="Join the team">
        <JoinTeam
          token={url.searchParams.get('token') ?? ''}
          onSignedIn={(s) => {
            begin(s);
            leave();
          }}
          onJoinedSignedOut={(why) => {
            end(why);
            leave();
          }}
        />
      </Frame>
    );
  }
  if (!session || !client) {
    return (
      <Frame title="Company console">
        <SignIn notice={notice} onSignedIn={begin} />
      </Frame>
    );
  }
  return (
    <ClientContext.Provider value={client}>
      {/* A new session (another member, after joining) starts the shell afresh. */}
      <Shell key={session.token} onSignOut={() => end('You have signed out.')} />
    </ClientContext.Provider>
  );
}

/**
 * The signed-in console. The member's role comes first (GET /members/me, which every role may
 * read): it decides the links and sections shown, and whether the company itself (GET /me, for
 * owners and admins only) is read at all.
 */
function Shell({ onSignOut }: { onSignOut: () => void }) {
  const url = useLocation();
  const me = useLoad<MemberSelf>('/members/me');
  const member = me.data;
  const manager = member !== undefined && MANAGERS.includes(member.role);
  const companyLoad = useLoad<Company>(manager ? '/me' : undefined);
  const company = companyLoad.data;
  const path = pathOf(url);
  // The compare view belongs to the submissions: it is reached from their list.
  const comparing = path === COMPARE_PATH;
  const current = comparing ? SECTIONS[0] : SECTIONS.find((s) => path === s.path || path.startsWith(`${s.path}/`));
  const detailId =
    current?.id === 'submissions' || current?.id === 'questions'
      ? new RegExp(`^${current.path}/([^/]+)$`).exec(path)?.[1]
      : undefined;
  const visible = member ? SECTIONS.filter((s) => s.roles.includes(member.role)) : [];

  const nav = (
    <>
      <nav aria-label="Console">
        {visible.map((s) => (
          <Link key={s.path} href={s.path} current={s === current && !detailId && !comparing}>
            {s.name}
          </Link>
        ))}
      </nav>
      <span class="company-name">{member?.company.name}</span>
      <button type="button" class="secondary" onClick={onSignOut}>
        Sign out
      </button>
    </>
  );

  const title = detailId
    ? current?.id === 'questions'
      ? detailId === 'new'
        ? 'New question'
        : 'Question'
      : 'Submission'
    : comparing
      ? 'Compare submissions'
      : (current?.name ?? 'Page not found');
  return (
    <Frame title={title} nav={nav}>
      <Alert>{me.error || companyLoad.error}</Alert>
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
      {current && !member && !me.error && <p role="status">Reading your account…</p>}
      {current && member && (
        <SectionContent
          section={current}
          member={member}
          company={company}
          url={url}
          detailId={detailId}
          onCompanyChanged={companyLoad.reload}
        />
      )}
    </Frame>
  );
}

function SectionContent(props: {
  section: Section;
  member: Member;
  company?: Company;
  url: URL;
  detailId?: string;
  onCompanyChanged: () => void;
}) {
  const { section, member, company } = props;
  if (!section.roles.includes(member.role)) {
    return (
      <p>
        {section.name} is for {rolesInWords(section.roles)}; you are signed in as {withArticle(member.role)}.{' '}
        <Link href="/console/submissions">Go to the submissions</Link>.
      </p>
    );
  }
  switch (section.id) {
    case 'submissions':
      // Keyed by id: a link from one submission to another (a similar program) starts the page afresh, at its top.
      if (pathOf(props.url) === COMPARE_PATH) return <Compare url={props.url} />;
      return props.detailId ? (
        <SubmissionDetail key={props.detailId} id={props.detailId} role={member.role} />
      ) : (
        <Submissions url={props.url} />
      );
    case 'questions':
      return props.detailId ? (
        <QuestionEditor key={props.detailId} id={props.detailId} role={member.role} />
      ) : (
        <Questions role={member.role} />
      );
    case 'invitations':
      return <Invitations paused={Boolean(company?.paused_at)} />;
    case 'settings':
      return <SettingsPage company={company} role={member.role} onPauseChanged={props.onCompanyChanged} />;
    case 'webhooks':
      return <Webhooks />;
    case 'integrations':
      return <Integrations />;
    case 'members':
      return <Members me={member} />;
    case 'activity':
      return <AuditLog />;
    case 'account':
      return <Account me={member} />;
  }
}

// The console opens on its submissions.
if (pathOf(new URL(location.href)) === '/console')
  history.replaceState(null, '', `/console/submissions${location.search}`);
render(<Console />, document.getElementById('app')!);
