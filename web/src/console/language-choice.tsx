import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../shared/api';
import type { LanguageEntry } from '../shared/api-types';

/** The languages GET /v1/languages lists (public, and what this installation runs); empty until read. */
export function useLanguages(): LanguageEntry[] {
  const [listed, setListed] = useState<LanguageEntry[]>([]);
  useEffect(() => {
    api<{ languages: LanguageEntry[] }>('GET', '/languages')
      .then(({ data }) => setListed(data.languages))
      .catch(() => setListed([]));
  }, []);
  return listed;
}

export const languageName = (l: Pick<LanguageEntry, 'name' | 'version'>) =>
  l.version ? `${l.name} ${l.version}` : l.name;

/**
 * The listed languages, each a checkbox; `value` holds the checked ids joined by commas, and none
 * checked means what the hint says (every language, or the company's).
 */
export function LanguageChoice({
  listed,
  value,
  onValue,
  error,
  hint,
}: {
  listed: LanguageEntry[];
  value: string;
  onValue: (v: string) => void;
  error?: string;
  hint: ComponentChildren;
}) {
  const checked = value.split(',').filter(Boolean);
  const toggle = (id: string) =>
    onValue(
      listed
        .map((l) => l.id)
        .filter((l) => (l === id ? !checked.includes(id) : checked.includes(l)))
        .join(','),
    );
  return (
    <fieldset>
      <legend>Languages</legend>
      <p class="hint">{hint}</p>
      {listed.map((l) => (
        <label key={l.id} class="choice">
          <input type="checkbox" checked={checked.includes(l.id)} onChange={() => toggle(l.id)} /> {languageName(l)}
        </label>
      ))}
      {error && <p class="field-error">{error}</p>}
    </fieldset>
  );
}
