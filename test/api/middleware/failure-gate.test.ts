import assert from 'node:assert/strict';
import { failureGate } from '../../../api/middleware/failure-gate';

describe('failureGate: failures counted per network and hour, in memory', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 11, 2, 10, minute));

  it('refuses a network at its limit until the hour ends, and no other network', () => {
    const gate = failureGate(2);
    gate.record('192.0.2.1', at(10));
    assert.equal(gate.refusedFor('192.0.2.1', at(10)), 0);
    gate.record('192.0.2.1', at(20));
    assert.equal(gate.refusedFor('192.0.2.1', at(30)), 30 * 60);
    assert.equal(gate.refusedFor('198.51.100.1', at(30)), 0);
    assert.equal(gate.refusedFor('192.0.2.1', at(60)), 0, 'a new hour starts afresh');
  });

  it('starts afresh when it holds as many networks as it may', () => {
    const gate = failureGate(1, 2);
    gate.record('a', at(0));
    gate.record('b', at(0));
    assert.equal(gate.refusedFor('a', at(1)), 0);
  });
});
