import assert from 'node:assert/strict';
import { loggedPath, requestLineLevel } from '../../../api/middleware/request-log';

describe('the request log', () => {
  it("logs a candidate's path without the address", () => {
    assert.equal(loggedPath('/v1/candidates/Ada%40example.test/export'), '/v1/candidates/{email}/export');
    assert.equal(loggedPath('/v1/candidates/ada@example.test'), '/v1/candidates/{email}');
    assert.equal(loggedPath('/v1/playback/abc'), '/v1/playback/abc');
  });

  it("logs Greenhouse's answered polls at debug only, and any refused one at info", () => {
    assert.equal(requestLineLevel('/v1/integrations/greenhouse/test_status', 200), 'debug');
    assert.equal(requestLineLevel('/v1/integrations/greenhouse/test_status', 401), 'info');
    assert.equal(requestLineLevel('/v1/integrations/greenhouse/send_test', 200), 'info');
  });
});
