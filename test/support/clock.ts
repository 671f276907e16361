import type { Clock } from '../../lib/clock';

/** A clock that moves only when told to. */
export class ManualClock implements Clock {
  private t: number;
  constructor(start = new Date()) {
    this.t = start.getTime();
  }
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    this.t += ms;
  }
}
