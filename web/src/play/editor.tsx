import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { codeLanguageNow, loadCodeLanguage } from '../shared/code-languages';

/** Marks a change of the text set from outside, which is not the candidate's and is not echoed back. */
const fromOutside = Annotation.define<true>();

/**
 * The "Solution" code editor (CodeMirror 6): syntax highlighting, indentation, brackets. Its
 * editable area carries the accessible name, like any labelled field.
 *
 * Its effects are layout effects, run in the same commit as the render: an effect run later (after
 * the next frame) would hold a render's text while the candidate types, and setting that stale text
 * would echo it back as the candidate's, the next render setting theirs again, for ever (a frozen
 * page, when a language's starter and the first keystroke come in the same frame).
 */
export function CodeEditor({
  language,
  value,
  onChange,
  describedBy,
}: {
  language: string;
  value: string;
  onChange: (code: string) => void;
  describedBy?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const syntax = useRef(new Compartment());
  const latest = useRef(onChange);
  latest.current = onChange;

  useLayoutEffect(() => {
    view.current = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          syntax.current.of(codeLanguageNow(language) ?? []),
          EditorView.contentAttributes.of({
            'aria-label': 'Solution',
            // Focusable already (contenteditable); said outright so that checkers such as axe see the
            // scroller around it, which scrolls once a line is wider than a phone, as reachable by keyboard.
            tabindex: '0',
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromOutside)))
              latest.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => view.current?.destroy();
  }, []);

  // A language whose grammar is not in the first load is plain text until its file arrives.
  useLayoutEffect(() => {
    let shown = true;
    const now = codeLanguageNow(language);
    view.current?.dispatch({ effects: syntax.current.reconfigure(now ?? []) });
    if (!now) {
      void loadCodeLanguage(language).then((support) => {
        if (shown && support) view.current?.dispatch({ effects: syntax.current.reconfigure(support) });
      });
    }
    return () => {
      shown = false;
    };
  }, [language]);

  // Text set from outside (a draft restored, a language's starter) replaces the editor's content.
  useLayoutEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({
        changes: { from: 0, to: editor.state.doc.length, insert: value },
        annotations: fromOutside.of(true),
      });
    }
  }, [value]);

  return <div class="code-editor" ref={host} />;
}
