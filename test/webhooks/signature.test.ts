import assert from 'node:assert/strict';
import { signedDeliveryHeaders, standardWebhookHeaders } from '../../webhooks/signature';
import { secretKey, verifyStandardWebhook } from '../support/standard-webhooks';
import { signatureIsValid } from '../support/webhook-receiver';

const body = '{"name":"Ada Oncall","test":0,"id":"6745a1b2c3d4e5f6a7b8c9d0"}';
const deliveryId = '6745a1b2c3d4e5f6a7b8c9d1';
const sentAt = new Date('2026-11-27T19:30:12.999Z');
const sentSeconds = Math.floor(sentAt.getTime() / 1000);
const current = 'NewSecret2026abc';
const previous = 'OldSecret2025xyz';
const receive = (headers: Record<string, string>, secret: string, nowSeconds = sentSeconds) =>
  verifyStandardWebhook(Buffer.from(body), headers, secretKey(secret), { nowSeconds });

describe('webhook signatures: the interface header and the Standard Webhooks headers', () => {
  it("the test receiver's verifier reproduces the specification's published example vector", async () => {
    // The reference libraries' vector: a whsec_ secret is base64 of the key's bytes.
    const key = Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64');
    const headers = {
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    };
    const payload = Buffer.from('{"test": 2432232314}');
    assert.deepEqual(await verifyStandardWebhook(payload, headers, key, { nowSeconds: 1614265330 }), {
      valid: true,
      matched: 1,
    });
    assert.equal(
      (await verifyStandardWebhook(Buffer.from('{"test": 2432232315}'), headers, key, { nowSeconds: 1614265330 }))
        .valid,
      false,
    );
  });

  it('signs id.timestamp.body with the secret: webhook-id is the delivery id, webhook-timestamp the send second', async () => {
    const headers = standardWebhookHeaders({ id: deliveryId, sentAt, body }, { current, previous: null });
    assert.equal(headers['webhook-id'], deliveryId);
    assert.equal(headers['webhook-timestamp'], String(sentSeconds), 'whole seconds, rounded down');
    assert.match(headers['webhook-signature'], /^v1,[A-Za-z0-9+/]{43}=$/, 'one entry');
    assert.deepEqual(await receive(headers, current), { valid: true, matched: 1 });
    assert.deepEqual(await receive(headers, previous), { valid: false, why: 'no v1 signature matches' });

    const replayedLater = await receive(headers, current, sentSeconds + 301);
    assert.deepEqual(replayedLater, { valid: false, why: 'webhook-timestamp is outside the tolerance' });
    const otherTime = { ...headers, 'webhook-timestamp': String(sentSeconds + 1) };
    assert.equal((await receive(otherTime, current)).valid, false, 'the timestamp is signed');
    const otherId = { ...headers, 'webhook-id': '6745a1b2c3d4e5f6a7b8c9d2' };
    assert.equal((await receive(otherId, current)).valid, false, 'the id is signed');
  });

  it('during a rotation carries two entries, the current secret first, each verifying on its own', async () => {
    const headers = standardWebhookHeaders({ id: deliveryId, sentAt, body }, { current, previous });
    const entries = headers['webhook-signature'].split(' ');
    assert.equal(entries.length, 2);
    const [withCurrent] = standardWebhookHeaders({ id: deliveryId, sentAt, body }, { current, previous: null })[
      'webhook-signature'
    ].split(' ');
    assert.equal(entries[0], withCurrent);
    assert.deepEqual(await receive(headers, current), { valid: true, matched: 1 });
    assert.deepEqual(await receive(headers, previous), { valid: true, matched: 1 });
    assert.equal((await receive(headers, 'SomeOtherSecret1')).valid, false);
  });

  it("keeps the interface's X-Service-Signature as one value keyed with the current secret", () => {
    const headers = signedDeliveryHeaders({ deliveryId, sentAt, body }, { current, previous });
    assert.equal(headers['X-Service-Delivery'], deliveryId);
    assert.equal(headers['webhook-id'], deliveryId);
    assert.match(headers['X-Service-Signature'], /^sha256=[0-9a-f]{64}$/);
    assert.ok(signatureIsValid(Buffer.from(body), headers['X-Service-Signature'], current));
    assert.equal(signatureIsValid(Buffer.from(body), headers['X-Service-Signature'], previous), false);
  });
});
