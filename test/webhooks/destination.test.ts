import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { loadConfig } from '../../lib/config';
import { forbiddenKind } from '../../webhooks/addresses';
import { DestinationRefusedError, pinnedLookup, vetDestination, type Resolver } from '../../webhooks/destination';
import { retrySchedule, webhookRetryPolicy } from '../../webhooks/policy';

const refuse = { allowPrivate: false };
const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('webhook destination guard (SSRF)', () => {
  it('refuses anything but https', async () => {
    for (const url of ['http://hooks.example.com/results', 'ftp://hooks.example.com/', 'not a url']) {
      await assert.rejects(vetDestination(url, refuse), DestinationRefusedError, url);
    }
  });

  it('refuses loopback, private, link-local, multicast and unspecified addresses written in the URL', async () => {
    const refused: Record<string, RegExp> = {
      'https://127.0.0.1/hook': /127\.0\.0\.1 is a loopback address/,
      'https://127.1.2.3:8443/hook': /loopback/,
      'https://10.0.0.1/hook': /10\.0\.0\.1 is a private address/,
      'https://172.16.5.4/hook': /private/,
      'https://192.168.1.1/hook': /private/,
      'https://169.254.169.254/latest/meta-data/': /169\.254\.169\.254 is a link-local address/,
      'https://100.64.0.1/hook': /carrier-grade NAT/,
      'https://0.0.0.0/hook': /unspecified/,
      'https://224.0.0.1/hook': /multicast/,
      'https://255.255.255.255/hook': /reserved/,
      'https://[::1]/hook': /::1 is a loopback address/,
      'https://[::]/hook': /unspecified/,
      'https://[fc00::1]/hook': /private/,
      'https://[fd12:3456::1]/hook': /private/,
      'https://[fe80::1]/hook': /link-local/,
      'https://[ff02::1]/hook': /multicast/,
      'https://[::ffff:127.0.0.1]/hook': /loopback/,
      'https://[::ffff:10.0.0.1]/hook': /private/,
      'https://[::ffff:a9fe:a9fe]/hook': /link-local/,
      'https://[::127.0.0.1]/hook': /reserved/,
    };
    for (const [url, reason] of Object.entries(refused)) {
      await assert.rejects(
        vetDestination(url, refuse),
        (err: Error) => err instanceof DestinationRefusedError && reason.test(err.message),
        url,
      );
    }
  });

  it(
    'refuses a host name that resolves to a forbidden address (localhost, through the real resolver), ' +
      'without naming the address',
    async () => {
      await assert.rejects(vetDestination('https://localhost:8443/hook', refuse), (err: Error) => {
        assert.equal(err.message, 'refused: localhost resolves to a loopback address');
        return true;
      });
    },
  );

  it('refuses a host name when any one of its addresses is forbidden', async () => {
    await assert.rejects(
      vetDestination('https://hooks.example.com/', { ...refuse, resolve: resolvesTo('93.184.215.14', '10.1.2.3') }),
      (err: Error) =>
        err.message === 'refused: hooks.example.com resolves to a private address' && !err.message.includes('10.1.2.3'),
    );
  });

  it('lets public addresses through, keeping the host name for SNI and Host and pinning the vetted addresses', async () => {
    const d = await vetDestination('https://hooks.example.com:8443/results?team=ops', {
      ...refuse,
      resolve: resolvesTo('2606:2800:21f:cb07:6820:80da:af6b:8b2c', '93.184.215.14'),
    });
    assert.equal(d.hostname, 'hooks.example.com');
    assert.equal(d.port, 8443);
    assert.equal(`${d.url.pathname}${d.url.search}`, '/results?team=ops');
    assert.deepEqual(d.addresses, [
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
      { address: '93.184.215.14', family: 4 },
    ]);
    const literal = await vetDestination('https://93.184.215.14/hook', refuse);
    assert.equal(literal.port, 443);
    assert.deepEqual(literal.addresses, [{ address: '93.184.215.14', family: 4 }]);
  });

  it('allows private destinations only with WEBHOOK_ALLOW_PRIVATE', async () => {
    const d = await vetDestination('https://localhost/hook', { allowPrivate: true });
    assert.ok(d.addresses.length >= 1);
    assert.ok((await vetDestination('https://10.0.0.1/hook', { allowPrivate: true })).addresses.length === 1);
    await assert.rejects(vetDestination('http://localhost/hook', { allowPrivate: true }), /only https/);
  });

  it('treats a failed resolution as a retryable error, not as a refusal', async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await assert.rejects(
      vetDestination('https://nowhere.invalid/', { ...refuse, resolve: failing }),
      (err: Error) =>
        !(err instanceof DestinationRefusedError) && /could not resolve nowhere\.invalid: ENOTFOUND/.test(err.message),
    );
  });

  it('connects only to the vetted addresses, whatever the name asked for (no second DNS answer is used)', () => {
    const lookup = pinnedLookup([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800::1', family: 6 },
    ]);
    lookup('rebound.example.com', { all: true }, (err, addresses) => {
      assert.equal(err, null);
      assert.deepEqual(addresses as LookupAddress[], [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:2800::1', family: 6 },
      ]);
    });
    lookup('rebound.example.com', {}, (err, address, family) => {
      assert.equal(err, null);
      assert.deepEqual([address, family], ['93.184.215.14', 4]);
    });
  });

  it('classifies addresses by range', () => {
    assert.equal(forbiddenKind('8.8.8.8'), undefined);
    assert.equal(forbiddenKind('2001:4860:4860::8888'), undefined);
    assert.equal(forbiddenKind('::ffff:8.8.8.8'), undefined);
    assert.equal(forbiddenKind('172.32.0.1'), undefined, 'just past 172.16/12');
    assert.equal(forbiddenKind('100.128.0.1'), undefined, 'just past 100.64/10');
    assert.equal(forbiddenKind('127.0.0.1'), 'loopback');
    assert.equal(forbiddenKind('172.31.255.255'), 'private');
    assert.equal(forbiddenKind('not-an-ip'), 'invalid');
  });
});

describe('webhook retry policy', () => {
  it('spans hours by default: 30 s doubling to 64 min, 10 retries, 4 h 15 min 30 s in all', () => {
    const policy = webhookRetryPolicy(loadConfig({}).webhook);
    assert.deepEqual(policy, {
      initialIntervalMs: 30_000,
      backoffCoefficient: 2,
      maximumIntervalMs: 3_840_000,
      maximumAttempts: 11,
      attemptTimeoutMs: 10_000,
    });
    const schedule = retrySchedule(policy).map((ms) => ms / 1000);
    assert.deepEqual(schedule, [30, 60, 120, 240, 480, 960, 1920, 3840, 3840, 3840]);
    assert.equal(
      schedule.reduce((a, b) => a + b, 0),
      4 * 3600 + 15 * 60 + 30,
    );
  });

  it('follows WEBHOOK_MAX_RETRIES and WEBHOOK_RETRY_INITIAL_MS', () => {
    const policy = webhookRetryPolicy(
      loadConfig({ WEBHOOK_MAX_RETRIES: '3', WEBHOOK_RETRY_INITIAL_MS: '1000' }).webhook,
    );
    assert.equal(policy.maximumAttempts, 4);
    assert.deepEqual(retrySchedule(policy), [1000, 2000, 4000]);
    assert.equal(webhookRetryPolicy(loadConfig({ WEBHOOK_MAX_RETRIES: '0' }).webhook).maximumAttempts, 1);
  });
});
