import { useState } from 'preact/hooks';
import type { HoleSummary } from '../shared/api-types';

export const HOLES_PER_ROUND = 3;

/** The holes offered (the 100 of the course, or an assessment's), each a checkbox named by its title; exactly 3 to pick. */
export function HolePicker({
  holes,
  picked,
  onChange,
}: {
  holes: HoleSummary[];
  picked: number[];
  onChange: (ids: number[]) => void;
}) {
  const [refusal, setRefusal] = useState('');
  const toggle = (id: number, checked: boolean) => {
    if (checked && picked.length >= HOLES_PER_ROUND) {
      setRefusal(`You have picked ${HOLES_PER_ROUND} holes already: unpick one first to choose another.`);
      return false;
    }
    setRefusal('');
    onChange(checked ? [...picked, id] : picked.filter((p) => p !== id));
    return true;
  };
  return (
    <fieldset class="hole-picker">
      <legend>Pick 3 holes</legend>
      <p class="hint" aria-live="polite">
        {picked.length} of {HOLES_PER_ROUND} picked. {refusal}
      </p>
      <ul class="hole-list">
        {holes.map((hole) => (
          <li key={hole.id}>
            <label class="hole-option">
              <input
                type="checkbox"
                checked={picked.includes(hole.id)}
                onChange={(e) => {
                  const box = e.currentTarget;
                  if (!toggle(hole.id, box.checked)) box.checked = false;
                }}
              />
              <span class="hole-title">{hole.title}</span>
              <span class="muted hole-meta" aria-hidden="true">
                {hole.category} · difficulty {hole.difficulty}/10
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
