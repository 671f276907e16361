import { useEffect, useState } from 'preact/hooks';
import { api } from '../shared/api';

/**
 * One language as `GET /v1/languages` lists it. Written by hand, and only here, because the
 * endpoint is not yet in the OpenAPI document that shared/api-types.ts is generated from: it
 * mirrors GET /v1/languages, and gives way to the generated type once the document has it.
 * Fields without a value are absent (a rubric language has no version, file name or starter).
 */
export interface Language {
  id: string;
  name: string;
  version?: string;
  file_name?: string;
  /** `executable`: compiled or run in the sandbox ("Run example"); `rubric`: prose, read by the evaluators. */
  kind: 'executable' | 'rubric';
  /** The program a candidate starts from in this language. */
  starter?: string;
  /** The language's own limits (a heap size, the class name a Java program needs), shown under the picker. */
  notes?: string;
}

/**
 * What the picker offers while the list loads, or when it cannot be had: the five languages every
 * deployment ran before the list existed, so a candidate on the clock can start (and save) at once
 * rather than wait on, or be stopped by, one failed request. No versions or starters: those belong
 * to the server, and a guess could be wrong; JavaScript and Python need no boilerplate to read
 * standard input. A draft in another language keeps its choice (see `languageOf`).
 */
const FALLBACK: Language[] = [
  { id: 'javascript', name: 'JavaScript', kind: 'executable' },
  { id: 'typescript', name: 'TypeScript', kind: 'executable' },
  { id: 'python', name: 'Python', kind: 'executable' },
  { id: 'human', name: 'Plain language (explain your method)', kind: 'rubric' },
  { id: 'math', name: 'Mathematical notation', kind: 'rubric' },
];

/** The ids that are prose by the contract; any other id the API takes is a program. */
const RUBRIC = new Set(['human', 'math']);

/** What the picker shows: "Go 1.23.4", or the name alone where there is no version. */
export const labelOf = (language: Language) =>
  language.version ? `${language.name} ${language.version}` : language.name;

/**
 * A language by id from the list; one the list lacks (a draft from a fuller list, restored while the
 * request failed) is offered under its id, and is a program unless the contract makes it prose.
 */
export const languageOf = (languages: Language[], id: string): Language =>
  languages.find((l) => l.id === id) ?? { id, name: id, kind: RUBRIC.has(id) ? 'rubric' : 'executable' };

/** "Run example" and "Run with my input" exist for programs only. */
export const runs = (language: Language) => language.kind === 'executable';

/** The list's entries that have what the page needs, whatever else the answer holds. */
function parsed(data: unknown): Language[] | undefined {
  const entries = (data as { languages?: unknown } | undefined)?.languages;
  if (!Array.isArray(entries)) return undefined;
  const languages = entries.filter(
    (l): l is Language =>
      typeof l === 'object' &&
      l !== null &&
      typeof l.id === 'string' &&
      typeof l.name === 'string' &&
      (l.kind === 'executable' || l.kind === 'rubric'),
  );
  return languages.length ? languages : undefined;
}

/** The list, once it has come: asked for once and kept for the page's life. */
let listed: Language[] | undefined;
let asking: Promise<Language[] | undefined> | undefined;

function askForLanguages(): Promise<Language[] | undefined> {
  asking ??= api('GET', '/languages').then(
    ({ data }) => (listed = parsed(data)),
    () => (asking = undefined),
  );
  return asking;
}

/**
 * The languages the picker offers: the built-in few until `GET /v1/languages` answers, then its
 * list. A failed request is asked again the next time a hole is shown (at most a few times a
 * round), never in a loop; the few stay usable meanwhile.
 */
export function useLanguages(): Language[] {
  const [languages, setLanguages] = useState(() => listed ?? FALLBACK);
  useEffect(() => {
    if (listed) return;
    let shown = true;
    void askForLanguages().then((list) => shown && list && setLanguages(list));
    return () => {
      shown = false;
    };
  }, []);
  return languages;
}

/**
 * The draft after the candidate picks `id`: the new language's starter goes in when the editor is
 * empty or still holds a starter as served (of whichever language); text the candidate wrote is
 * kept as it is. An untouched starter also goes when the new language has none (prose): it was
 * never the candidate's.
 */
export function pickLanguage(
  languages: Language[],
  draft: { language: string; code: string },
  id: string,
): { language: string; code: string } {
  const next = languageOf(languages, id);
  const untouched =
    draft.code.trim() === '' || languages.some((l) => l.starter !== undefined && same(l.starter, draft.code));
  if (!untouched) return { language: id, code: draft.code };
  return { language: id, code: next.kind === 'executable' && next.starter ? next.starter : '' };
}

/** Two texts alike but for trailing white space (an editor may add or drop a final newline). */
const same = (a: string, b: string) => a.trimEnd() === b.trimEnd();
