import assert from 'node:assert/strict';
import { greenhouseKeyHash, seal, unseal } from '../../lib/crypto';

describe('crypto: sealed secrets', () => {
  const secret = 'a server secret of some length';

  it('opens what it sealed, for the same secret, purpose and row only', () => {
    const sealed = seal(secret, 'greenhouse-key', 'row 1', 'ghk_abc');
    assert.equal(unseal(secret, 'greenhouse-key', 'row 1', sealed), 'ghk_abc');
    assert.equal(unseal('another secret', 'greenhouse-key', 'row 1', sealed), undefined);
    assert.equal(unseal(secret, 'another purpose', 'row 1', sealed), undefined);
    assert.equal(unseal(secret, 'greenhouse-key', 'row 2', sealed), undefined, 'moved to another row');
  });

  it('never seals the same text to the same bytes, and refuses altered bytes', () => {
    const [a, b] = [seal(secret, 'p', 'r', 'same'), seal(secret, 'p', 'r', 'same')];
    assert.notDeepEqual(a, b);
    assert.ok(!a.includes(Buffer.from('same')));
    const altered = Buffer.from(a);
    altered[altered.length - 1] ^= 1;
    assert.equal(unseal(secret, 'p', 'r', altered), undefined);
    assert.equal(unseal(secret, 'p', 'r', Buffer.alloc(3)), undefined);
    assert.equal(unseal(secret, 'p', 'r', a.subarray(0, a.length - 12)), undefined, 'cut short');
  });

  it('hashes a Greenhouse key to its SHA-256', () => {
    assert.equal(greenhouseKeyHash('k').toString('hex').length, 64);
  });
});
