import { useState } from 'preact/hooks';
import { Alert, formatTime } from '../shared/ui';
import type { AuditLogEntry, AuditLogList } from '../shared/api-types';
import { useLoad } from './client';
import { Pager } from './pager';
import { withArticle } from './roles';
import { plural } from './words';

/** The settings fields by the names the console gives them. */
const FIELD_WORDS: Record<string, string> = {
  email: 'e-mail',
  live_code: 'live code',
  webhook_url: 'webhook URL',
  webhook_secret: 'webhook secret',
  per_candidate: 'attempts per candidate',
  round_time_limit_minutes: 'round time limit',
  questions: 'questions offered',
  personality_first: 'first evaluator',
  personality_second: 'second evaluator',
  personality_third: 'third evaluator',
  password: 'password',
};

const fieldsInWords = (fields: string[] = []) =>
  fields.map((f) => FIELD_WORDS[f] ?? f.replaceAll('_', ' ')).join(', ') || 'nothing';

/** What an entry says was done, as a sentence whose subject is the entry's actor. */
export function auditLogEntryInWords(entry: AuditLogEntry): string {
  const member = entry.member;
  switch (entry.action) {
    case 'settings_changed':
      return `Changed the settings: ${fieldsInWords(entry.fields)}`;
    case 'paused':
      return 'Paused intake';
    case 'resumed':
      return 'Resumed intake';
    case 'invitations_sent':
      return `Sent ${plural(entry.count ?? 0, 'invitation')} to candidates`;
    case 'webhook_tested':
      return `Sent a test webhook${entry.delivery_id ? ` (delivery ${entry.delivery_id})` : ''}`;
    case 'webhook_redelivered':
      return `Redelivered a webhook${entry.delivery_id ? ` (delivery ${entry.delivery_id})` : ''}`;
    case 'webhook_previous_secret_dropped':
      return 'Stopped accepting the previous webhook secret';
    case 'member_invited':
      return member ? `Invited ${member.email} to the team as ${withArticle(member.role)}` : 'Invited a member';
    case 'member_joined':
      return member ? `Joined the team as ${withArticle(member.role)}` : 'Joined the team';
    case 'member_role_changed':
      return member
        ? `Changed the role of ${member.email}${entry.previous_role ? ` from ${entry.previous_role}` : ''} to ${member.role}`
        : 'Changed the role of a member';
    case 'member_removed':
      return member ? `Removed ${member.email} (${member.role}) from the team` : 'Removed a member from the team';
    case 'sign_in_changed':
      return `Changed their own sign-in: ${fieldsInWords(entry.fields)}`;
    case 'candidate_erased':
      return `Erased a candidate's data (${plural(entry.count ?? 0, 'round')})`;
    case 'member_unlocked':
      return member ? `Unlocked the sign-in of ${member.email}` : 'Unlocked a sign-in';
    case 'member_signed_out':
      return member ? `Signed ${member.email} out everywhere` : 'Signed a member out everywhere';
    case 'assessment_created':
      return entry.assessment
        ? `Created the ${entry.assessment.test ? 'test ' : ''}assessment ${entry.assessment.name}`
        : 'Created an assessment';
    case 'assessment_changed':
      return entry.assessment
        ? `Changed the assessment ${entry.assessment.name}: ${fieldsInWords(entry.fields)}`
        : 'Changed an assessment';
    case 'assessment_deleted':
      return entry.assessment ? `Deleted the assessment ${entry.assessment.name}` : 'Deleted an assessment';
    case 'greenhouse_key_created':
      return entry.greenhouse_key
        ? `Created the Greenhouse key ${entry.greenhouse_key.name}`
        : 'Created a Greenhouse key';
    case 'greenhouse_key_revoked':
      return entry.greenhouse_key
        ? `Revoked the Greenhouse key ${entry.greenhouse_key.name}`
        : 'Revoked a Greenhouse key';
    case 'greenhouse_test_sent':
      return 'Sent a test from Greenhouse';
    case 'greenhouse_test_cancelled':
      return 'Cancelled a test sent from Greenhouse';
    case 'question_created':
      return entry.question ? `Wrote the question ${entry.question.title}` : 'Wrote a question';
    case 'question_changed':
      return entry.question
        ? `Changed the question ${entry.question.title}: ${fieldsInWords(entry.fields)}`
        : 'Changed a question';
    case 'question_published':
      return entry.question
        ? `Published the question ${entry.question.title}${entry.question.version ? ` (version ${entry.question.version})` : ''}`
        : 'Published a question';
    case 'question_retired':
      return entry.question ? `Retired the question ${entry.question.title}` : 'Retired a question';
    default:
      // An action of a newer API than this page: its name is still better than nothing.
      return (entry.action as string).replaceAll('_', ' ');
  }
}

const CLIENT_WORDS: Record<AuditLogEntry['actor']['client'], string> = {
  console: 'in the console',
  api_token: 'with an API token',
  operator: "by the service's operator",
  greenhouse: 'from Greenhouse',
};

/** The team's audit log, newest first: when, who (and how signed in), what, from which address. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const log = useLoad<AuditLogList>(`/activity?page=${page}&per_page=20`);
  return (
    <>
      <p class="hint">
        Changes to the settings, the intake, invitations, webhooks, the team, assessments, questions and Greenhouse,
        newest first. Settings appear by name only: their values (a secret, a password) are never recorded.
      </p>
      <Alert>{log.error}</Alert>
      {log.data && (
        <>
          {log.data.data.length > 0 && (
            <div class="table-wrap">
              <table class="activity-log">
                <caption class="visually-hidden">Activity, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">What</th>
                    <th scope="col">From</th>
                  </tr>
                </thead>
                <tbody>
                  {log.data.data.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatTime(entry.created_at)}</td>
                      <td>
                        {entry.actor.email}
                        <div class="muted small">{CLIENT_WORDS[entry.actor.client] ?? entry.actor.client}</div>
                      </td>
                      <td>{auditLogEntryInWords(entry)}</td>
                      <td>
                        <code class="client-address">{entry.client_address}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager meta={log.data.meta.page} noun="entries" onPage={setPage} />
        </>
      )}
    </>
  );
}
