import { useId, useState } from 'preact/hooks';
import { describe } from '../shared/api';
import { Alert, Field, formatTime } from '../shared/ui';
import type { Settings } from '../shared/api-types';
import { useCall } from './client';

/** How long a replaced secret may stay valid, as PATCH /settings takes it (hours); 24 is the API's default. */
const GRACE_CHOICES: Array<{ hours: string; words: string }> = [
  { hours: '24', words: '24 hours (the default)' },
  { hours: '1', words: '1 hour' },
  { hours: '72', words: '3 days' },
  { hours: '168', words: '7 days' },
  { hours: '0', words: 'No time: stop accepting it at once' },
];
export const DEFAULT_GRACE_HOURS = GRACE_CHOICES[0].hours;

/**
 * The webhook secret, how long the one it replaces stays valid, and the rotation under way: until
 * when the previous secret still signs deliveries, and a button that stops it now.
 */
export function WebhookSecretFields(props: {
  settings: Settings;
  secret: string;
  onSecret: (v: string) => void;
  graceHours: string;
  onGraceHours: (v: string) => void;
  errors: Record<string, string | undefined>;
  /** The settings as they are once the previous secret is dropped. */
  onSettings: (s: Settings) => void;
}) {
  const graceId = useId();
  const { settings, errors } = props;
  const graceError = errors.webhook_secret_grace_hours;
  return (
    <>
      <Field
        label="Webhook secret"
        value={props.secret}
        onValue={props.onSecret}
        error={errors.webhook_secret}
        spellcheck={false}
        autoComplete="off"
        hint={
          'Signs each delivery: X-Service-Signature (sha256=HMAC of the body) and the Standard Webhooks ' +
          'webhook-signature (v1, entries). At least 10 characters, letters and digits only.'
        }
      />
      <div class="field">
        <label for={graceId}>Keep the replaced secret valid for</label>
        <select
          id={graceId}
          value={props.graceHours}
          onChange={(e) => props.onGraceHours((e.target as HTMLSelectElement).value)}
          aria-invalid={graceError ? true : undefined}
          aria-describedby={`${graceId}-hint${graceError ? ` ${graceId}-error` : ''}`}
        >
          {GRACE_CHOICES.map((c) => (
            <option key={c.hours} value={c.hours}>
              {c.words}
            </option>
          ))}
        </select>
        <p class="hint" id={`${graceId}-hint`}>
          When you save a new secret, each delivery is signed with the new and the old one for this long, so your
          receiver can switch to the new one without rejecting a delivery.
        </p>
        {graceError && (
          <p class="field-error" id={`${graceId}-error`}>
            {graceError}
          </p>
        )}
      </div>
      {settings.webhook_previous_secret_expires_at && (
        <PreviousSecret until={settings.webhook_previous_secret_expires_at} onSettings={props.onSettings} />
      )}
    </>
  );
}

function PreviousSecret({ until, onSettings }: { until: string; onSettings: (s: Settings) => void }) {
  const call = useCall();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function drop() {
    setBusy(true);
    setProblem('');
    try {
      await call('DELETE', '/webhook/previous-secret');
      onSettings(await call<Settings>('GET', '/settings'));
    } catch (err) {
      setProblem(describe(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div class="field" data-testid="previous-secret">
      <p>
        The previous secret is still accepted until {formatTime(until)}: until then each delivery carries a signature
        with it beside the new one.
      </p>
      <Alert>{problem}</Alert>
      <div class="actions">
        <button type="button" class="secondary" disabled={busy} onClick={drop}>
          Stop accepting the previous secret
        </button>
      </div>
    </div>
  );
}
