import type { PageMeta } from './types';

/** "Page N of M" with the buttons to move; says so when the list is empty. */
export function Pager({ meta, onPage, noun }: { meta: PageMeta; onPage: (page: number) => void; noun: string }) {
  const page = meta['current-page'];
  const last = meta['last-page'];
  return (
    <nav class="pager actions" aria-label={`Pages of ${noun}`}>
      <button type="button" class="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        {meta.total === 0
          ? `No ${noun}`
          : meta.from === 0
            ? `Page ${page} is past the last page (${last})`
            : `${meta.from}–${meta.to} of ${meta.total} ${noun} · page ${page} of ${last}`}
      </span>
      <button type="button" class="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
