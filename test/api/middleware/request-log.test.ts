import assert from 'node:assert/strict';
import { loggedPath } from '../../../api/middleware/request-log';

describe('the request log', () => {
  it("logs a candidate's path without the address", () => {
    assert.equal(loggedPath('/v1/candidates/Ada%40example.test/export'), '/v1/candidates/{email}/export');
    assert.equal(loggedPath('/v1/candidates/ada@example.test'), '/v1/candidates/{email}');
    assert.equal(loggedPath('/v1/playback/abc'), '/v1/playback/abc');
  });
});
