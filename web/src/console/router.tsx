import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * The console's own paths: /console/<section>[/<id>], with the query string as the section's state.
 * `replace` leaves no entry behind in the history (a join link's token, for one).
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function useLocation(): URL {
  const [url, setUrl] = useState(() => new URL(location.href));
  useEffect(() => {
    const update = () => setUrl(new URL(location.href));
    addEventListener('popstate', update);
    return () => removeEventListener('popstate', update);
  }, []);
  return url;
}

/** A real link (it opens in a new tab too) that moves within the console without a reload. */
export function Link({ href, children, current }: { href: string; children: ComponentChildren; current?: boolean }) {
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
