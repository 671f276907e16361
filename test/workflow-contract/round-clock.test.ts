import assert from 'node:assert/strict';
import { pastDeadline, ROUND_CLOCK_GRACE_MS, roundDeadline } from '../../workflow-contract/round-clock';

describe("a round's deadline", () => {
  const start = new Date('2026-11-27T10:00:00.000Z');

  it('is the start plus the limit in minutes (of the configured length), or none without a limit', () => {
    assert.equal(roundDeadline(start, 10, 60_000)?.toISOString(), '2026-11-27T10:10:00.000Z');
    assert.equal(roundDeadline(start, 240, 60_000)?.toISOString(), '2026-11-27T14:00:00.000Z');
    assert.equal(roundDeadline(start, 10, 300)?.toISOString(), '2026-11-27T10:00:03.000Z');
    assert.equal(roundDeadline(start, null, 60_000), null);
  });

  it('takes requests up to the grace after it, and none later; a round without one never closes', () => {
    const deadline = roundDeadline(start, 10, 60_000)!;
    const at = (ms: number) => new Date(deadline.getTime() + ms);
    assert.equal(pastDeadline(deadline, at(0)), false);
    assert.equal(pastDeadline(deadline, at(ROUND_CLOCK_GRACE_MS)), false);
    assert.equal(pastDeadline(deadline, at(ROUND_CLOCK_GRACE_MS + 1)), true);
    assert.equal(pastDeadline(null, at(86_400_000)), false);
  });
});
