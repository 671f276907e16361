import { javascriptLanguage, typescriptLanguage } from '@codemirror/lang-javascript';
import { pythonLanguage } from '@codemirror/lang-python';
import { classHighlighter, highlightTree } from '@lezer/highlight';

/** The parsers of the candidate's editor (web/src/play/editor.tsx); prose and other text stay plain. */
const GRAMMARS: Record<string, typeof javascriptLanguage> = {
  javascript: javascriptLanguage,
  typescript: typescriptLanguage,
  python: pythonLanguage,
};

interface Piece {
  text: string;
  /** classHighlighter's `tok-*` classes, styled in report.css; none for plain text. */
  classes?: string;
}

/** The code cut into pieces at its tokens, each with its highlighting classes. */
export function highlightPieces(code: string, language: string): Piece[] {
  const grammar = Object.hasOwn(GRAMMARS, language) ? GRAMMARS[language] : undefined;
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

/** The candidate's code, read-only, highlighted as the editor highlighted it while they wrote it. */
export function HighlightedCode({ code, language }: { code: string; language: string }) {
  return (
    <pre class="code">
      <code>
        {highlightPieces(code, language).map((piece, i) =>
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
