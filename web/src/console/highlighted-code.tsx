import type { Language } from '@codemirror/language';
import { classHighlighter, highlightTree } from '@lezer/highlight';
import { useEffect, useState } from 'preact/hooks';
import { codeLanguageNow, loadCodeLanguage } from '../shared/code-languages';

interface Piece {
  text: string;
  /** classHighlighter's `tok-*` classes, styled in report.css; none for plain text. */
  classes?: string;
}

/** The code cut into pieces at its tokens, each with its highlighting classes; one plain piece without a grammar. */
export function highlightPieces(code: string, grammar: Language | undefined): Piece[] {
  if (!grammar) return [{ text: code }];
  const pieces: Piece[] = [];
  let at = 0;
  highlightTree(grammar.parser.parse(code), classHighlighter, (from, to, classes) => {
    if (from > at) pieces.push({ text: code.slice(at, from) });
    pieces.push({ text: code.slice(from, to), classes });
    at = to;
  });
  if (at < code.length) pieces.push({ text: code.slice(at) });
  return pieces;
}

/**
 * The candidate's code, read-only, highlighted with the parsers of the candidate's editor
 * (shared/code-languages.ts): JavaScript, TypeScript and Python at once, the others once their
 * grammar's file has arrived (plain until then); prose and other text stay plain.
 */
export function HighlightedCode({ code, language }: { code: string; language: string }) {
  const [loaded, setLoaded] = useState<{ language: string; grammar?: Language }>();
  useEffect(() => {
    let shown = true;
    if (!codeLanguageNow(language)) {
      void loadCodeLanguage(language).then((support) => shown && setLoaded({ language, grammar: support?.language }));
    }
    return () => {
      shown = false;
    };
  }, [language]);
  const grammar = codeLanguageNow(language)?.language ?? (loaded?.language === language ? loaded.grammar : undefined);
  return (
    <pre class="code">
      <code>
        {highlightPieces(code, grammar).map((piece, i) =>
          piece.classes ? (
            <span key={i} class={piece.classes}>
              {piece.text}
            </span>
          ) : (
            piece.text
          ),
        )}
      </code>
    </pre>
  );
}
