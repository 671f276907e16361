import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { LanguageSupport, StreamLanguage, type StreamParser } from '@codemirror/language';

/**
 * Syntax highlighting for every language a shot is written in, shared by the candidate's editor
 * (play/editor.tsx) and the console's highlighted code (console/highlighted-code.tsx).
 *
 * JavaScript, TypeScript and Python are in the page's first load: a round opens on JavaScript, and
 * the console's report shows them highlighted at once. Every other language is a dynamic import
 * that Vite splits into its own file, fetched the first time that language is shown, so the first
 * load does not carry thirteen grammars most candidates never pick. Prose (`human`, `math`) and an
 * id named nowhere here stay plain text.
 */
const EAGER: Record<string, () => LanguageSupport> = {
  javascript: () => javascript(),
  typescript: () => javascript({ typescript: true }),
  python: () => python(),
};

/** A CodeMirror 5 mode (from @codemirror/legacy-modes) as a language, for those with no Lezer grammar. */
const legacy = (mode: () => Promise<StreamParser<unknown>>) => async () =>
  new LanguageSupport(StreamLanguage.define(await mode()));

const LAZY: Record<string, () => Promise<LanguageSupport>> = {
  c: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  cpp: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  go: () => import('@codemirror/lang-go').then((m) => m.go()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  rust: () => import('@codemirror/lang-rust').then((m) => m.rust()),
  // A PHP program starts at `<?php`; what stands outside the tags is HTML (printed as written).
  php: () => import('@codemirror/lang-php').then((m) => m.php()),
  csharp: legacy(() => import('@codemirror/legacy-modes/mode/clike').then((m) => m.csharp)),
  kotlin: legacy(() => import('@codemirror/legacy-modes/mode/clike').then((m) => m.kotlin)),
  ruby: legacy(() => import('@codemirror/legacy-modes/mode/ruby').then((m) => m.ruby)),
  perl: legacy(() => import('@codemirror/legacy-modes/mode/perl').then((m) => m.perl)),
  lua: legacy(() => import('@codemirror/legacy-modes/mode/lua').then((m) => m.lua)),
  haskell: legacy(() => import('@codemirror/legacy-modes/mode/haskell').then((m) => m.haskell)),
  bash: legacy(() => import('@codemirror/legacy-modes/mode/shell').then((m) => m.shell)),
};

const ready = new Map<string, LanguageSupport>();
const pending = new Map<string, Promise<LanguageSupport | undefined>>();

/** The language's support if it is at hand now (in the first load, or fetched already); undefined otherwise. */
export function codeLanguageNow(id: string): LanguageSupport | undefined {
  if (!ready.has(id) && Object.hasOwn(EAGER, id)) ready.set(id, EAGER[id]());
  return ready.get(id);
}

/**
 * The language's support, fetching its file the first time; undefined for prose and unknown ids.
 * A fetch that fails (the network, or a page older than the server's files) resolves to undefined
 * and is tried again next time: the code is then shown plain, never lost.
 */
export function loadCodeLanguage(id: string): Promise<LanguageSupport | undefined> {
  const now = codeLanguageNow(id);
  if (now || !Object.hasOwn(LAZY, id)) return Promise.resolve(now);
  let loading = pending.get(id);
  if (!loading) {
    loading = LAZY[id]().then(
      (support) => {
        ready.set(id, support);
        return support;
      },
      () => {
        pending.delete(id);
        return undefined;
      },
    );
    pending.set(id, loading);
  }
  return loading;
}
