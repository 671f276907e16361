import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

/** A message the person must notice: read out by screen readers as soon as it appears. */
export function Alert({
  kind = 'error',
  children,
}: {
  kind?: 'error' | 'info' | 'success';
  children: ComponentChildren;
}) {
  if (!children) return null;
  return (
    <div class={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

interface InputProps {
  type?: 'text' | 'email' | 'password' | 'number' | 'url' | 'search';
  autoComplete?: string;
  required?: boolean;
  spellcheck?: boolean;
  inputMode?: 'text' | 'numeric' | 'email' | 'url' | 'search';
  placeholder?: string;
  disabled?: boolean;
  min?: number;
  max?: number;
}

/** A labelled input with its rule explained under it and the API's error for it beside it. */
export function Field({
  label,
  hint,
  error,
  value,
  onValue,
  ...input
}: InputProps & {
  label: string;
  hint?: ComponentChildren;
  error?: string;
  value: string;
  onValue: (v: string) => void;
}) {
  const id = useId();
  const described = describedBy(id, hint, error);
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        value={value}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {
          ...(input as Record<string, unknown>) /* Preact's input typings split by type; these props are all valid */
        }
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's rule under it and the API's error for it, each named by the field's `aria-describedby`. */
function FieldNotes({ id, hint, error }: { id: string; hint?: ComponentChildren; error?: string }) {
  return (
    <>
      {hint && (
        <p class="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p class="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A labelled text area, as Field is an input; `code` for programs and inputs (a fixed-width face, no spelling). */
export function TextArea(props: {
  label: ComponentChildren;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
  code?: boolean;
  rows?: number;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      <textarea
        id={id}
        class={props.code ? 'code-input' : undefined}
        rows={props.rows ?? 4}
        value={props.value}
        spellcheck={!props.code}
        disabled={props.disabled}
        onInput={(e) => props.onValue((e.target as HTMLTextAreaElement).value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
      />
      <FieldNotes id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

/** The page frame: a header naming where the person is, and the main content. */
export function Frame({
  title,
  nav,
  children,
}: {
  title: string;
  nav?: ComponentChildren;
  children: ComponentChildren;
}) {
  return (
    <>
      <header class="site-header">
        <a class="brand" href="/">
          Hiring assessments
        </a>
        {nav}
      </header>
      <main class="content">
        <h1>{title}</h1>
        {children}
      </main>
    </>
  );
}

export const formatTime = (iso?: string) => (iso ? new Date(iso).toLocaleString() : '—');
