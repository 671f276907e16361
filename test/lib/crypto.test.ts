import assert from 'node:assert/strict';
import { greenhouseKeyHash, seal, unseal } from '../../lib/crypto';

describe('crypto: sealed secrets', () => {
  const secret = 'a server secret of some length';

  it('opens what it sealed, for the same secret and purpose only', () => {
    const sealed = seal(secret, 'greenhouse-key', 'ghk_abc');
    assert.equal(unseal(secret, 'greenhouse-key', sealed), 'ghk_abc');
    assert.equal(unseal('another secret', 'greenhouse-key', sealed), undefined);
    assert.equal(unseal(secret, 'another purpose', sealed), undefined);
  });

  it('never seals the same text to the same bytes, and refuses altered bytes', () => {
    const [a, b] = [seal(secret, 'p', 'same'), seal(secret, 'p', 'same')];
    assert.notDeepEqual(a, b);
    assert.ok(!a.includes(Buffer.from('same')));
    const altered = Buffer.from(a);
    altered[altered.length - 1] ^= 1;
    assert.equal(unseal(secret, 'p', altered), undefined);
    assert.equal(unseal(secret, 'p', Buffer.alloc(3)), undefined);
  });

  it('hashes a Greenhouse key to its SHA-256', () => {
    assert.equal(greenhouseKeyHash('k').toString('hex').length, 64);
  });
});
