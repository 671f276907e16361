/**
 * A round's time limit, as every side reads it. The deadline is fixed when the round starts; a
 * save or a submit that reaches the API up to GRACE after it still counts (a request sent at the
 * last second is on its way), and the clock submits the round once that grace is over, so that
 * nothing the API accepted can come after the clock's submit.
 */
export const ROUND_CLOCK_GRACE_MS = 2000;

/** The limit's range in minutes, as the settings take it. */
export const ROUND_TIME_LIMIT_MINUTES = { min: 10, max: 240 } as const;

/** When a round started at `start` under a limit of `minutes` ends; null without a limit. */
export function roundDeadline(start: Date, minutes: number | null, minuteMs: number): Date | null {
  return minutes === null ? null : new Date(start.getTime() + minutes * minuteMs);
}

/** Whether a save or submit arriving at `now` comes too late for a round with this deadline. */
export function pastDeadline(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() > deadline.getTime() + ROUND_CLOCK_GRACE_MS;
}
