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
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
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
