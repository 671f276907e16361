import { useEffect, useId, useRef } from 'preact/hooks';
import type { GreenhouseKeyCreated } from '../shared/api-types';
import { CopyButton } from './copy-button';

/** A key just created: shown this once, to copy and give to Greenhouse. */
export function NewGreenhouseKey({ created, onDone }: { created: GreenhouseKeyCreated; onDone: () => void }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // The key takes the focus (and is selected) as it appears, so a screen reader reads it out at once.
  useEffect(() => field.current?.focus(), [created.id]);
  return (
    <div class="alert alert-success new-key">
      <p>
        <strong>The key {created.name} is created. Copy it now: you will not see it again.</strong> Give it to
        Greenhouse with the addresses above. Lost it? Create another key and revoke this one.
      </p>
      <div class="field">
        <label for={id}>New Greenhouse key</label>
        <input
          id={id}
          ref={field}
          readOnly
          value={created.key}
          spellcheck={false}
          autoComplete="off"
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <div class="actions">
        <CopyButton text={created.key} select={() => field.current?.select()}>
          Copy key
        </CopyButton>
        <button type="button" class="secondary" onClick={onDone}>
          I have copied it: hide the key
        </button>
      </div>
    </div>
  );
}
