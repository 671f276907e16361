import assert from 'node:assert/strict';
import { verifiedTokens } from '../../../api/auth/verified-tokens';
import { newCompany } from '../../support/companies';
import { startRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';

/** Every way of writing one header that the HTTP parser and koa-jwt accept: case, and spaces around. */
function spellings(token: string, count: number): string[] {
  const pads = ['', ' ', '\t', '\u00a0', '  ', ' \t', '\u00a0\u00a0', '\t\u00a0 '];
  const out: string[] = [];
  for (let mask = 0; out.length < count; mask++) {
    const scheme = [...'bearer'].map((c, i) => ((mask >> i) & 1 ? c.toUpperCase() : c)).join('');
    const before = pads[(mask >> 6) % pads.length];
    const after = pads[Math.floor(mask / (64 * pads.length)) % pads.length];
    out.push(`${before}${scheme} ${token}${after}`);
  }
  return out;
}

/**
 * One free round token, written a thousand ways, is one token: the store of verified tokens keeps it
 * once, whatever the spelling, so nobody can fill a process's memory with it, nor push other
 * people's tokens out.
 */
describe('abuse: one token under many spellings of its header', function () {
  this.timeout(120_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ env: { ROUND_RATE_LIMIT_PER_HOUR: '100000' } });
  });
  after(() => stack?.close());

  it('keeps one entry for 1000 spellings of one round token', async () => {
    const company = await newCompany(stack);
    const round = await startRound(stack, company.test_code);
    const headers = spellings(round.round_token, 1000);
    assert.equal(new Set(headers).size, 1000);
    const statuses = new Map<number, number>();
    for (let i = 0; i < headers.length; i += 25) {
      const answers = await Promise.all(
        headers.slice(i, i + 25).map((header) => stack.http.get(`/v1/rounds/${round.id}`).set('Authorization', header)),
      );
      for (const res of answers) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    assert.deepEqual([...statuses], [[200, 1000]], 'every spelling is the same token');
    const store = verifiedTokens(stack.config.jwtSecret);
    assert.equal(store.size, 1);
    assert.equal(store.chars, round.round_token.length);
  });
});
