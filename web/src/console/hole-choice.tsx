import { useEffect, useId, useState } from 'preact/hooks';
import { api } from '../shared/api';
import type { CourseListing, HoleSummary } from '../shared/api-types';

/** The course's holes (GET /v1/course, public); empty until read. */
export function useCourse(): HoleSummary[] {
  const [holes, setHoles] = useState<HoleSummary[]>([]);
  useEffect(() => {
    api<CourseListing>('GET', '/course')
      .then(({ data }) => setHoles(data.holes))
      .catch(() => setHoles([]));
  }, []);
  return holes;
}

/**
 * The holes a candidate picks three from: the whole course (null), or the holes checked. What
 * the API refuses (fewer than 3) is left for it to explain beside the list.
 */
export function HoleChoice({
  course,
  value,
  onValue,
  error,
}: {
  course: HoleSummary[];
  value: number[] | null;
  onValue: (ids: number[] | null) => void;
  error?: string;
}) {
  const id = useId();
  // The holes checked before switching to the whole course come back when switching again.
  const [kept, setKept] = useState<number[]>(value ?? []);
  useEffect(() => {
    if (value !== null) setKept(value);
  }, [value]);
  const toggle = (hole: number, checked: boolean) =>
    onValue(checked ? [...(value ?? []), hole].sort((a, b) => a - b) : (value ?? []).filter((h) => h !== hole));

  return (
    <fieldset class="hole-choice" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>Holes</legend>
      <p class="hint" id={`${id}-hint`}>
        The holes a candidate picks 3 from when the round starts: the whole course, or 3 to {course.length || 100} that
        you check.
      </p>
      <label class="choice">
        <input type="radio" name={id} checked={value === null} onChange={() => onValue(null)} /> The whole course
      </label>
      <label class="choice">
        <input type="radio" name={id} checked={value !== null} onChange={() => onValue(kept)} /> Only the holes I check
      </label>
      {error && (
        <p class="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {value !== null && (
        <>
          <p class="hint" aria-live="polite">
            {value.length} of {course.length} checked.
          </p>
          <ul class="hole-options">
            {course.map((hole) => (
              <li key={hole.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={value.includes(hole.id)}
                    onChange={(e) => toggle(hole.id, e.currentTarget.checked)}
                  />{' '}
                  {hole.title}
                  <span class="muted small" aria-hidden="true">
                    {' '}
                    · {hole.category}, difficulty {hole.difficulty}/10
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
