import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

/**
 * Copies `text` to the clipboard and says so. Where the browser allows no clipboard (a page not
 * served over HTTPS), it says to copy by hand and selects the text for it (`select`).
 */
export function CopyButton({
  text,
  children,
  select,
}: {
  text: string;
  children: ComponentChildren;
  select?: () => void;
}) {
  const [said, setSaid] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied.');
    } catch {
      select?.();
      setSaid('This browser did not let the page copy: the text is selected, copy it with Ctrl+C (⌘C on a Mac).');
    }
  }
  return (
    <>
      <button type="button" class="secondary" onClick={copy}>
        {children}
      </button>
      <span role="status" class="small">
        {said}
      </span>
    </>
  );
}
