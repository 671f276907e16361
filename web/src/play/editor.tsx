import { Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'preact/hooks';
import { codeLanguageNow, loadCodeLanguage } from '../shared/code-languages';

/**
 * The "Solution" code editor (CodeMirror 6): syntax highlighting, indentation, brackets. Its
 * editable area carries the accessible name, like any labelled field.
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

  useEffect(() => {
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
            if (update.docChanged) latest.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => view.current?.destroy();
  }, []);

  // A language whose grammar is not in the first load is plain text until its file arrives.
  useEffect(() => {
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

  // Text set from outside (a draft restored, another hole shown) replaces the editor's content.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div class="code-editor" ref={host} />;
}
