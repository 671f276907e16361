import { isFiltered, STATUSES, type Kind, type ListView, type Status } from './list-view';

const STATUS_LABELS: Record<Status, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  processing: 'Being scored',
  analyzed: 'Analyzed',
  failed: 'Failed',
};

/** The list's filters: each change shows the first page of what it keeps at once, and the URL keeps it. */
export function ListFilters({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const change = (part: Partial<ListView>) => onChange({ ...view, ...part, page: 1 });
  const toggle = (status: Status, on: boolean) =>
    change({ statuses: STATUSES.filter((s) => (s === status ? on : view.statuses.includes(s))) });
  return (
    <div class="list-filters">
      <fieldset>
        <legend>Status</legend>
        {STATUSES.map((status) => (
          <label key={status} class="choice">
            <input
              type="checkbox"
              checked={view.statuses.includes(status)}
              onChange={(e) => toggle(status, (e.target as HTMLInputElement).checked)}
            />{' '}
            {STATUS_LABELS[status]}
          </label>
        ))}
      </fieldset>
      <div class="filter-field">
        <label for="filter-kind">Live or test</label>
        <select
          id="filter-kind"
          value={view.kind ?? ''}
          onChange={(e) => change({ kind: ((e.target as HTMLSelectElement).value || undefined) as Kind | undefined })}
        >
          <option value="">Live and test</option>
          <option value="live">Live only</option>
          <option value="test">Test only</option>
        </select>
      </div>
      <div class="filter-field">
        <label for="filter-from">Started from</label>
        <input
          id="filter-from"
          type="date"
          value={view.from ?? ''}
          max={view.to}
          onChange={(e) => change({ from: (e.target as HTMLInputElement).value || undefined })}
        />
      </div>
      <div class="filter-field">
        <label for="filter-to">Started until</label>
        <input
          id="filter-to"
          type="date"
          value={view.to ?? ''}
          min={view.from}
          aria-describedby="filter-to-hint"
          onChange={(e) => change({ to: (e.target as HTMLInputElement).value || undefined })}
        />
        <span class="visually-hidden" id="filter-to-hint">
          That day included
        </span>
      </div>
      {isFiltered(view) && (
        <button
          type="button"
          class="secondary"
          onClick={() => change({ statuses: [], kind: undefined, from: undefined, to: undefined })}
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
