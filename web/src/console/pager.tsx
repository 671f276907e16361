import type { PageMeta } from '../shared/api-types';

/**
 * "Page N of M" with the buttons to move; says so when the list is empty. With `capped`, the total
 * and the last page are lower bounds ("or more").
 */
export function Pager({
  meta,
  onPage,
  noun,
  capped = false,
}: {
  meta: PageMeta;
  onPage: (page: number) => void;
  noun: string;
  capped?: boolean;
}) {
  const page = meta['current-page'];
  const last = meta['last-page'];
  const orMore = capped ? ' or more' : '';
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
            : `${meta.from}–${meta.to} of ${meta.total}${orMore} ${noun} · page ${page} of ${last}${orMore}`}
      </span>
      <button type="button" class="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
