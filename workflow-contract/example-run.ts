/**
 * How long a candidate waits for a "Run example" from the moment it is asked: the API answers 503
 * after it, the run's workflow times out at it, and a run still waiting for a slot then never runs.
 */
export const EXAMPLE_RUN_DEADLINE_MS = 30_000;

/** The failure type of a run refused because its company already has too many runs waiting here. */
export const EXAMPLE_RUNS_BUSY = 'RunsBusy';
