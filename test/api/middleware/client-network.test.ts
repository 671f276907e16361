import assert from 'node:assert/strict';
import { clientNetwork } from '../../../api/middleware/client-network';

describe('per-IP limits: what a client is counted by', () => {
  it('counts an IPv4 address as it is, and an IPv4-mapped IPv6 address as its IPv4 address', () => {
    assert.equal(clientNetwork('203.0.113.5'), '203.0.113.5');
    for (const mapped of ['::ffff:203.0.113.5', '0:0:0:0:0:ffff:203.0.113.5', '::ffff:cb00:7105', '::FFFF:CB00:7105'])
      assert.equal(clientNetwork(mapped), '203.0.113.5', mapped);
  });

  it('counts an IPv6 address that carries an IPv4 one (NAT64, 6to4) as that IPv4 address', () => {
    assert.equal(clientNetwork('64:ff9b::203.0.113.5'), '203.0.113.5');
    assert.equal(clientNetwork('64:ff9b::cb00:7105'), '203.0.113.5');
    // 6to4: the host 203.0.113.5 has the /48 2002:cb00:7105::/48, every /64 of it one client.
    assert.equal(clientNetwork('2002:cb00:7105:1::1'), '203.0.113.5');
    assert.equal(clientNetwork('2002:cb00:7105:ffff:1:2:3:4'), '203.0.113.5');
  });

  it('counts every address of an IPv6 /64 as one, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd',
      '2001:DB8:1:2::ff',
      '2001:db8:1:2:3:4:1.2.3.4',
    ])
      assert.equal(clientNetwork(ip), network, ip);
    assert.equal(clientNetwork('2001:db8:1:3::1'), '2001:db8:1:3::/64');
    assert.equal(clientNetwork('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(clientNetwork('::1'), '0:0:0:0::/64');
    assert.equal(clientNetwork('fe80::1%eth0'), 'fe80:0:0:0::/64');
  });
});
